// What the money paths of the PostgreSQL store call of player protection, in their own transactions: the check
// (protection_check in functions/protection.sql) and the error its refusal stands for, the player's lock, and which
// seated players a river must cash out. The protection store itself (limits, breaks, history) is protection.ts.

import type pg from 'pg'
import type { DomainError } from '../../core/errors.ts'
import { type LimitKind, type LimitPeriod, refusalError, type StoredRefusal } from '../../core/protection.ts'
import { playerDisabledError } from '../../core/switches.ts'
import { assertStorableText, sqlState } from './errors.ts'
import { NOW_MS } from './rows.ts'

/** The error a refusal's DETAIL (protection_check's JSON) stands for. */
export function refusalOf(detail: string | null | undefined, action: string): DomainError {
  const parsed = JSON.parse(detail ?? '{}') as {
    reason: string
    until?: number
    kind?: LimitKind
    period?: LimitPeriod
    amountCents?: number
    remainingCents?: number
    startedAt?: number
    now?: number
    stakedCents?: number
    netCents?: number
  }
  if (parsed.reason === 'PLAYER_DISABLED') return playerDisabledError(action)
  const refusal: StoredRefusal =
    parsed.reason === 'LIMIT_REACHED'
      ? {
          reason: 'LIMIT_REACHED',
          kind: parsed.kind!,
          period: parsed.period!,
          amountCents: Number(parsed.amountCents),
          remainingCents: Number(parsed.remainingCents),
        }
      : parsed.reason === 'REALITY_CHECK_DUE'
        ? {
            reason: 'REALITY_CHECK_DUE',
            startedAt: Number(parsed.startedAt),
            now: Number(parsed.now),
            stakedCents: Number(parsed.stakedCents),
            netCents: Number(parsed.netCents),
          }
        : { reason: parsed.reason as 'TIMEOUT' | 'SELF_EXCLUSION', until: Number(parsed.until) }
  return refusalError(refusal, action)
}

/**
 * Refuses money into play for `playerId` in the caller's transaction (the database's clock): a deposit of
 * `depositCents`, a stake, or (both 0) a sit or top-up. Locks the player's protection row, if any, to its end.
 */
export async function checkProtection(
  client: pg.PoolClient,
  playerId: string,
  depositCents: number,
  action: string,
): Promise<void> {
  try {
    await client.query({
      name: 'protection_check',
      text: 'SELECT protection_check($1, $2, 0, clock_timestamp())',
      values: [playerId, String(depositCents)],
    })
  } catch (err) {
    if (sqlState(err) === 'HO403') throw refusalOf((err as { detail?: string }).detail, action)
    throw err
  }
}

/** SQL, a text[]: the players seated at table $1 who are in self-exclusion now (the database's clock). */
export const SEATED_SELF_EXCLUDED = `ARRAY(SELECT DISTINCT b.player_id FROM seats s JOIN player_breaks b ON b.player_id
  = s.player_id
  WHERE s.table_id = $1 AND b.kind = 'SELF_EXCLUSION' AND b.started_at <= clock_timestamp() AND b.until >
  clock_timestamp())`

/** Makes the player protected (if not yet: usage filled from the ledgers) and locks their row; the database's clock
 * after the lock. */
export async function lockPlayer(client: pg.PoolClient, playerId: string): Promise<number> {
  assertStorableText(playerId, 'playerId')
  // No stake or deposit of the player in flight while the first protection fills the usage from the ledgers.
  await client.query('SELECT pg_advisory_xact_lock(protection_lock($1))', [playerId])
  await client.query('SELECT protection_start($1)', [playerId])
  await client.query('SELECT 1 FROM protected_players WHERE player_id = $1 FOR UPDATE', [playerId])
  return Number((await client.query<{ now_ms: number }>(`SELECT ${NOW_MS} AS now_ms`)).rows[0].now_ms)
}
