// First answers under their Idempotency-Key, kept 24 hours in a table per kind of request (sits, bets, transfers), and
// the sweep that deletes expired ones.

import type pg from 'pg'
import { DomainError } from '../../core/errors.ts'
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim } from '../../core/idempotency.ts'
import type { PgContext } from './connection.ts'
import { ConcurrentWriteError, toStoreError } from './errors.ts'
import { toSafeInteger } from './rows.ts'

/** Where each kind of request keeps its first answers: the table, and the column naming what the answer refers to. */
const ANSWER_TABLES = {
  sit: { table: 'idempotency_keys', ref: 'seat_id' },
  bet: { table: 'bet_idempotency_keys', ref: 'bet_id' },
  transfer: { table: 'account_idempotency_keys', ref: 'entry_id' },
} as const
type AnswerKind = keyof typeof ANSWER_TABLES

const CLEANUP_BATCH = 1_000

/**
 * The answer remembered for a live Idempotency-Key (younger than 24 h at `at`): the reference (seat, bet or
 * entry id) and the balance after; IDEMPOTENCY_KEY_REUSED when the key came with another request.
 */
export async function findAnswer(
  client: pg.PoolClient,
  kind: AnswerKind,
  claim: IdempotencyClaim,
  at: number,
): Promise<{ ref: number; balanceCents: number } | undefined> {
  const { table, ref } = ANSWER_TABLES[kind]
  const row = (
    await client.query<{ fingerprint: string; ref: string; balance_cents: string }>(
      `SELECT fingerprint, ${ref} AS ref, balance_cents FROM ${table} WHERE key = $1 AND created_at > $2`,
      [claim.key, new Date(at - IDEMPOTENCY_TTL_MS)],
    )
  ).rows[0]
  if (!row) return undefined
  if (row.fingerprint !== claim.fingerprint)
    throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was already used with a different request.')
  return { ref: toSafeInteger(row.ref, ref), balanceCents: toSafeInteger(row.balance_cents, 'balance_cents') }
}

/**
 * Remembers the first answer for the key. It replaces an expired answer; a live one (a concurrent request with the
 * same key that committed first) leaves rowCount 0 and the write is retried, which then answers from that row.
 */
export async function storeAnswer(
  client: pg.PoolClient,
  kind: AnswerKind,
  claim: IdempotencyClaim,
  refValue: number,
  balanceCents: number,
  at: number,
): Promise<void> {
  const { table, ref } = ANSWER_TABLES[kind]
  const stored = await client.query(
    `INSERT INTO ${table} (key, fingerprint, ${ref}, balance_cents, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, ${ref} = EXCLUDED.${ref},
       balance_cents = EXCLUDED.balance_cents, created_at = EXCLUDED.created_at
     WHERE ${table}.created_at <= $6`,
    [
      claim.key,
      claim.fingerprint,
      String(refValue),
      String(balanceCents),
      new Date(at),
      new Date(at - IDEMPOTENCY_TTL_MS),
    ],
  )
  if (stored.rowCount !== 1) throw new ConcurrentWriteError('idempotency key stored concurrently')
}

/** The sweep of expired sit keys: on demand, and by itself at most once per interval after sits. */
export interface KeySweeper {
  /** Deletes up to `limit` idempotency keys older than 24 h; returns how many. */
  purge(limit?: number): Promise<number>
  /** At most once per cleanupIntervalMs, sweeps expired keys in the background (never fails a sit). */
  schedule(): void
  /** Waits for a sweep under way. */
  settled(): Promise<unknown>
}

export function createKeySweeper(ctx: PgContext, assertOpen: () => void, cleanupIntervalMs: number): KeySweeper {
  let lastCleanupAt = Number.NEGATIVE_INFINITY
  let cleanup: Promise<unknown> = Promise.resolve()

  async function purge(limit: number = CLEANUP_BATCH): Promise<number> {
    assertOpen()
    try {
      const result = await ctx.pool.query(
        `DELETE FROM idempotency_keys WHERE key IN (
           SELECT key FROM idempotency_keys WHERE created_at <= $1 ORDER BY created_at LIMIT $2
         )`,
        [new Date(ctx.idempotencyClock() - IDEMPOTENCY_TTL_MS), limit],
      )
      return result.rowCount ?? 0
    } catch (err) {
      throw toStoreError(err, 'deleting expired idempotency keys')
    }
  }

  return {
    purge,
    schedule() {
      const at = ctx.idempotencyClock()
      if (at - lastCleanupAt < cleanupIntervalMs || ctx.isClosing()) return
      lastCleanupAt = at
      cleanup = purge().catch((err: unknown) => {
        ctx.logger?.warn(
          { reason: err instanceof Error ? err.message : String(err) },
          'Could not delete expired idempotency keys.',
        )
      })
    },
    settled: () => cleanup,
  }
}
