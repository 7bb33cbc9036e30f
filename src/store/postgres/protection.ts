// The player protection store on PostgreSQL: limits, breaks and their changes, read and changed under the player's
// row in protected_players, each change audited. What the money paths call in their own transactions (the check, the
// player's lock) is protection-checks.ts.

import type pg from 'pg'
import { LIMIT_APPLIED_REASON, protectionAuditRow, SYSTEM_ACTOR } from '../../core/audit.ts'
import {
  type LimitKind,
  type LimitPeriod,
  type LimitRecord,
  type LimitStanding,
  limitAt,
  limitsInForce,
  PERIOD_MS,
  type ProtectionBreak,
  type ProtectionChange,
  planBreak,
  planLimitChange,
  type RealitySession,
  SESSION_GAP_MS,
  sessionGoesOn,
} from '../../core/protection.ts'
import type { ProtectionStore, ProtectionView } from '../../ports/protection-store.ts'
import { insertAudit } from './audit.ts'
import type { PgContext, Queryable, Transactions } from './connection.ts'
import { assertStorableText } from './errors.ts'
import { lockPlayer } from './protection-checks.ts'
import { NOW_MS } from './rows.ts'

interface LimitRow {
  kind: LimitKind
  period: LimitPeriod
  source: 'PLAYER' | 'OPERATOR'
  amount_cents: string | null
  pending_set: boolean
  pending_amount_cents: string | null
  pending_ms: number | null
}

const cents = (value: string | null): number | null => (value === null ? null : Number(value))

function recordOf(row: LimitRow): LimitRecord {
  return {
    kind: row.kind,
    period: row.period,
    source: row.source,
    amountCents: cents(row.amount_cents),
    ...(row.pending_set
      ? { pending: { amountCents: cents(row.pending_amount_cents), effectiveAt: Number(row.pending_ms) } }
      : {}),
  }
}

async function readLimits(db: Queryable, playerId: string): Promise<LimitRecord[]> {
  const { rows } = await db.query<LimitRow>(
    `SELECT kind, period, source, amount_cents, pending_set, pending_amount_cents, floor(extract(epoch FROM pending_at)
      * 1000)::float8 AS pending_ms
       FROM player_limits WHERE player_id = $1`,
    [playerId],
  )
  return rows.map(recordOf)
}

async function readBreaks(db: Queryable, playerId: string, at: number): Promise<ProtectionBreak[]> {
  const { rows } = await db.query<{ kind: ProtectionBreak['kind']; started_ms: number; until_ms: number }>(
    `SELECT DISTINCT ON (kind) kind, floor(extract(epoch FROM started_at) * 1000)::float8 AS started_ms,
      floor(extract(epoch FROM until) * 1000)::float8 AS until_ms
       FROM player_breaks WHERE player_id = $1 AND until > to_timestamp($2 / 1000.0) ORDER BY kind, until DESC`,
    [playerId, at],
  )
  return rows.map((r) => ({ kind: r.kind, startedAt: Number(r.started_ms), until: Number(r.until_ms) }))
}

/** The player's protection as it stands at `clock` (default: the database's clock now). */
async function readView(
  db: Queryable,
  playerId: string,
  defaultMinutes: number | null,
  clock?: number,
): Promise<ProtectionView> {
  const at = clock ?? Number((await db.query<{ now_ms: number }>(`SELECT ${NOW_MS} AS now_ms`)).rows[0].now_ms)
  const records = await readLimits(db, playerId)
  const standings: LimitStanding[] = []
  for (const { kind, period, amountCents } of limitsInForce(records, at).values()) {
    const { rows } = await db.query<{ r_used: string; oldest_ms: number | null }>(
      'SELECT r_used, floor(extract(epoch FROM r_oldest) * 1000)::float8 AS oldest_ms FROM protection_usage($1, $2, ' +
        'to_timestamp($3 / 1000.0))',
      [playerId, kind, at - PERIOD_MS[period]],
    )
    const usedCents = Number(rows[0].r_used)
    const oldest = rows[0].oldest_ms // the end of the oldest minute with a use of the kind in the window
    standings.push({
      kind,
      period,
      amountCents,
      usedCents,
      remainingCents: Math.max(0, amountCents - usedCents),
      ...(oldest === null ? {} : { oldestUseLeavesAt: Number(oldest) + PERIOD_MS[period] }),
    })
  }
  const breaks = (await readBreaks(db, playerId, at)).filter((b) => b.startedAt <= at)
  const { rows: realityRows } = await db.query<{
    reality_set: boolean | null
    reality_minutes: number | null
    started_ms: number | null
    last_bet_ms: number | null
    last_ack_ms: number | null
  }>(
    `SELECT p.reality_set, p.reality_minutes, floor(extract(epoch FROM s.started_at) * 1000)::float8 AS started_ms,
       floor(extract(epoch FROM s.last_bet_at) * 1000)::float8 AS last_bet_ms, floor(extract(epoch FROM s.last_ack_at) *
       1000)::float8 AS last_ack_ms
     FROM (SELECT $1::text AS player_id) q LEFT JOIN protected_players p USING (player_id) LEFT JOIN player_sessions s
     USING (player_id)`,
    [playerId],
  )
  const r = realityRows[0]
  const session: RealitySession | undefined =
    r.started_ms === null
      ? undefined
      : {
          startedAt: Number(r.started_ms),
          lastBetAt: Number(r.last_bet_ms),
          ...(r.last_ack_ms === null ? {} : { lastAckAt: Number(r.last_ack_ms) }),
        }
  const reality = {
    ...(r.reality_set
      ? { minutes: r.reality_minutes, source: 'PLAYER' as const }
      : { minutes: defaultMinutes, source: 'DEFAULT' as const }),
    ...(sessionGoesOn(session, at) ? { session } : {}),
  }
  return {
    reality,
    at,
    records: records.map((r) => limitAt(r, at)).filter((r) => r.amountCents !== null || r.pending),
    standings,
    breaks: breaks.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'SELF_EXCLUSION' ? -1 : 1)),
  }
}

/**
 * Locks and updates (in table order, before the player's lock, as every writer of tables and players takes them) the
 * rows of the tables where the player sits: a step under way there that read its self-excluded players before this
 * commits then sees its table's row changed when it gets the lock, and reads them again, so the river that settles
 * after a self-exclusion cashes the player out (lockForStep in games.ts).
 */
async function touchSeatedTables(client: pg.PoolClient, playerId: string): Promise<void> {
  assertStorableText(playerId, 'playerId')
  await client.query(
    `WITH seated AS (SELECT table_id FROM tables WHERE table_id IN (SELECT table_id FROM seats WHERE player_id = $1)
      ORDER BY table_id FOR UPDATE)
     UPDATE tables SET event_seq = tables.event_seq FROM seated WHERE tables.table_id = seated.table_id`,
    [playerId],
  )
}

async function addChange(
  client: pg.PoolClient,
  playerId: string,
  at: number,
  change: Omit<ProtectionChange, 'changeId' | 'at'>,
): Promise<void> {
  await client.query(
    'INSERT INTO protection_changes (player_id, at, actor, source, action, before, after, reason) VALUES ($1, ' +
      'to_timestamp($2 / 1000.0), $3, $4, $5, $6, $7, $8)',
    [
      playerId,
      at,
      change.actor,
      change.source,
      change.action,
      JSON.stringify(change.before),
      JSON.stringify(change.after),
      change.reason ?? null,
    ],
  )
  await insertAudit(client, [protectionAuditRow(playerId, change)])
}

/**
 * Applies the pending limit changes whose time has come (of one player, or of all with null), each with its audit
 * row, in one statement: the audit log shows when a raise or removal took effect. A change read as applied already
 * (protection_check, limitAt) reads the same after: this only writes down what is so. Instances applying at once
 * lock the same rows, so each change is applied and audited once.
 */
export async function applyDueLimits(db: Queryable, playerId: string | null): Promise<void> {
  await db.query(
    `WITH due AS (
       SELECT player_id, kind, period, source, amount_cents, pending_amount_cents, floor(extract(epoch FROM pending_at)
       * 1000)::bigint AS effective_ms
         FROM player_limits WHERE pending_set AND pending_at <= clock_timestamp() AND ($1::text IS NULL OR player_id =
         $1) FOR UPDATE
     ), applied AS (
       UPDATE player_limits l SET amount_cents = d.pending_amount_cents, pending_set = false, pending_amount_cents =
       NULL, pending_at = NULL
         FROM due d WHERE l.player_id = d.player_id AND l.kind = d.kind AND l.period = d.period AND l.source = d.source
     )
     INSERT INTO audit_log (kind, actor, player_id, reason, before, after)
     SELECT 'LIMIT', $2, d.player_id, $3,
         json_build_object('kind', d.kind, 'period', d.period, 'source', d.source, 'amountCents', d.amount_cents,
           'pending', json_build_object('amountCents', d.pending_amount_cents, 'effectiveAt', d.effective_ms)),
         json_build_object('kind', d.kind, 'period', d.period, 'source', d.source, 'amountCents',
         d.pending_amount_cents, 'effectiveAt', d.effective_ms)
       FROM due d ORDER BY d.effective_ms, d.player_id, d.kind, d.period, d.source`,
    [playerId, SYSTEM_ACTOR, LIMIT_APPLIED_REASON],
  )
}

export function createPgProtection(ctx: PgContext, db: Transactions): ProtectionStore {
  return {
    getProtection: (playerId) =>
      db.write('reading player protection', async (client) => {
        await applyDueLimits(client, playerId)
        return readView(client, playerId, ctx.realityCheckMinutes)
      }),

    setLimit: (playerId, change, actor) =>
      db.write('changing a limit', async (client) => {
        const at = await lockPlayer(client, playerId)
        await applyDueLimits(client, playerId)
        const stored = (await readLimits(client, playerId)).find(
          (r) => r.kind === change.kind && r.period === change.period && r.source === actor.source,
        )
        const current = stored ? limitAt(stored, at) : undefined
        const next = planLimitChange(current, change, actor.source, at, ctx.limitCoolingOffMs)
        await client.query(
          `INSERT INTO player_limits (player_id, kind, period, source, amount_cents, pending_set, pending_amount_cents,
            pending_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8 / 1000.0))
           ON CONFLICT (player_id, kind, period, source) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, pending_set
           = EXCLUDED.pending_set,
             pending_amount_cents = EXCLUDED.pending_amount_cents, pending_at = EXCLUDED.pending_at`,
          [
            playerId,
            next.kind,
            next.period,
            next.source,
            next.amountCents === null ? null : String(next.amountCents),
            next.pending !== undefined,
            next.pending?.amountCents == null ? null : String(next.pending.amountCents),
            next.pending?.effectiveAt ?? null,
          ],
        )
        await addChange(client, playerId, at, {
          actor: actor.actor,
          source: actor.source,
          action: 'LIMIT',
          before: current ?? null,
          after: next,
          ...(actor.reason ? { reason: actor.reason } : {}),
        })
        return readView(client, playerId, ctx.realityCheckMinutes, at)
      }),

    imposeBreak: (playerId, kind, length, actor) =>
      db.write('starting a break from play', async (client) => {
        if (kind === 'SELF_EXCLUSION') await touchSeatedTables(client, playerId)
        const at = await lockPlayer(client, playerId)
        const breaks = await readBreaks(client, playerId, at)
        const before = breaks.find((b) => b.kind === kind && b.startedAt <= at)
        const next = planBreak(kind, length, at, breaks)
        await client.query(
          'UPDATE protected_players SET breaks_until = greatest(breaks_until, to_timestamp($2 / 1000.0)) WHERE ' +
            'player_id = $1',
          [playerId, next.until],
        )
        await client.query(
          'INSERT INTO player_breaks (player_id, kind, started_at, until) VALUES ($1, $2, to_timestamp($3 / ' +
            '1000.0), to_timestamp($4 / 1000.0))',
          [playerId, kind, next.startedAt, next.until],
        )
        await addChange(client, playerId, at, {
          actor: actor.actor,
          source: actor.source,
          action: kind,
          before: before ?? null,
          after: next,
          ...(actor.reason ? { reason: actor.reason } : {}),
        })
        return readView(client, playerId, ctx.realityCheckMinutes, at)
      }),

    setRealityCheck: (playerId, minutes, actor) =>
      db.write('setting reality checks', async (client) => {
        const at = await lockPlayer(client, playerId)
        const before = (
          await client.query<{ reality_set: boolean; reality_minutes: number | null }>(
            'SELECT reality_set, reality_minutes FROM protected_players WHERE player_id = $1',
            [playerId],
          )
        ).rows[0]
        await client.query(
          'UPDATE protected_players SET reality_set = true, reality_minutes = $2 WHERE player_id = $1',
          [playerId, minutes],
        )
        await addChange(client, playerId, at, {
          actor: actor.actor,
          source: actor.source,
          action: 'REALITY_CHECK',
          before: before.reality_set ? before.reality_minutes : ctx.realityCheckMinutes,
          after: minutes,
        })
        return readView(client, playerId, ctx.realityCheckMinutes, at)
      }),

    acknowledgeRealityCheck: (playerId) =>
      db.write('acknowledging a reality check', async (client) => {
        await client.query(
          'UPDATE player_sessions SET last_ack_at = clock_timestamp() WHERE player_id = $1 AND last_bet_at > ' +
            "clock_timestamp() - $2 * interval '1 millisecond'",
          [playerId, SESSION_GAP_MS],
        )
        return readView(client, playerId, ctx.realityCheckMinutes)
      }),

    getProtectionHistory: (playerId) =>
      db.read('reading protection history', async (pool) => {
        const { rows } = await pool.query<{
          change_id: string
          at: Date
          actor: string
          source: 'PLAYER' | 'OPERATOR'
          action: ProtectionChange['action']
          before: unknown
          after: unknown
          reason: string | null
        }>(
          'SELECT change_id, at, actor, source, action, before, after, reason FROM protection_changes WHERE ' +
            'player_id = $1 ORDER BY change_id',
          [playerId],
        )
        return rows.map((r) => ({
          changeId: Number(r.change_id),
          at: r.at.toISOString(),
          actor: r.actor,
          source: r.source,
          action: r.action,
          before: r.before,
          after: r.after,
          ...(r.reason === null ? {} : { reason: r.reason }),
        }))
      }),
  }
}
