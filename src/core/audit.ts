// The audit log: significant events of the house, each with its time, kind, who did it, whom it concerns, the reason
// given and the values before and after. Rows are only ever appended; pure rules and types here, the stores keep them.

import { DomainError } from './errors.ts'

export const AUDIT_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL',
  'LIMIT',
  'TIMEOUT',
  'SELF_EXCLUSION',
  'REALITY_CHECK',
  'TABLE_CREATED',
  'TABLE_DISABLED',
  'TABLE_ENABLED',
  'PLAYER_DISABLED',
  'PLAYER_ENABLED',
  'GAMING_DISABLED',
  'GAMING_ENABLED',
  'GAME_VOIDED',
  'LARGE_WIN',
  'TOKENS_REFUSED',
  'RECONCILED',
  'WALLET_RETRIED',
  'WALLET_RESOLVED',
  'HISTORY_ARCHIVED',
  'HISTORY_RESTORED',
] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

/** The actors of rows no person did: refused tokens (unverified) and settlements (system). */
export const UNVERIFIED_ACTOR = 'unverified'
export const SYSTEM_ACTOR = 'system'

/** A row to append: everything but its id and time (the store's clock, in the transaction that does what it records).
 * */
export interface AuditEntry {
  kind: AuditKind
  /** The verified subject who did it, `operator-token`, the player themself, `system` (a settlement) or `unverified`.
   * */
  actor: string
  playerId?: string
  tableId?: number
  reason?: string
  before: unknown
  after: unknown
}

export interface AuditRecord extends AuditEntry {
  auditId: number
  /** ms since the epoch, the store's clock. */
  at: number
}

/** Which rows, newest first: `before` is the auditId the previous page ended with. */
export interface AuditQuery {
  kind?: AuditKind
  playerId?: string
  tableId?: number
  /** ms since the epoch, inclusive `from`, exclusive `to`. */
  from?: number
  to?: number
  before?: number
  limit: number
}

export const MAX_REASON_LENGTH = 500
export const REASON_RULE = `reason must be 1 to ${MAX_REASON_LENGTH} characters, not only spaces.`

/** An operator's reason, required and trimmed: INVALID_INPUT when blank. */
export function requiredReason(reason: string): string {
  const trimmed = reason.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_REASON_LENGTH) throw new DomainError('INVALID_INPUT', REASON_RULE)
  return trimmed
}

/** Does the row match the query's filters (not its page)? */
export function auditMatches(record: AuditRecord, query: AuditQuery): boolean {
  return (
    (query.kind === undefined || record.kind === query.kind) &&
    (query.playerId === undefined || record.playerId === query.playerId) &&
    (query.tableId === undefined || record.tableId === query.tableId) &&
    (query.from === undefined || record.at >= query.from) &&
    (query.to === undefined || record.at < query.to) &&
    (query.before === undefined || record.auditId < query.before)
  )
}

/** The rows of refused tokens of one minute: one per address with how many were refused in it. */
export function refusalRows(minuteStartMs: number, counts: ReadonlyMap<string, number>): AuditEntry[] {
  return [...counts].map(([address, count]) => ({
    kind: 'TOKENS_REFUSED' as const,
    actor: UNVERIFIED_ACTOR,
    before: null,
    after: { address, minute: new Date(minuteStartMs).toISOString(), count },
  }))
}

/** The payouts at least `largeWinCents` (per seat and game) as LARGE_WIN rows; none when the threshold is null. */
export function largeWinRows(
  tableId: number,
  gameId: number,
  returns: ReadonlyArray<{ playerId: string; seatId: number; payoutCents: number }>,
  largeWinCents: number | null,
): AuditEntry[] {
  if (largeWinCents === null) return []
  return returns
    .filter((r) => r.payoutCents >= largeWinCents)
    .map((r) => ({
      kind: 'LARGE_WIN' as const,
      actor: SYSTEM_ACTOR,
      playerId: r.playerId,
      tableId,
      before: null,
      after: { gameId, seatId: r.seatId, payoutCents: r.payoutCents },
    }))
}

/** The row of a change to a player's protection (its history row, as the audit log keeps it). */
export function protectionAuditRow(
  playerId: string,
  change: {
    actor: string
    action: 'LIMIT' | 'TIMEOUT' | 'SELF_EXCLUSION' | 'REALITY_CHECK'
    before: unknown
    after: unknown
    reason?: string
  },
): AuditEntry {
  return {
    kind: change.action,
    actor: change.actor,
    playerId,
    ...(change.reason ? { reason: change.reason } : {}),
    before: change.before,
    after: change.after,
  }
}

/** The row of an operator's deposit or withdrawal: the account's balance before and after. */
export function transferAuditRow(
  playerId: string,
  entry: { kind: string; amountCents: number; balanceAfterCents: number; by?: string; entryId: number },
  reason: string | undefined,
): AuditEntry {
  return {
    kind: entry.kind === 'DEPOSIT' ? 'DEPOSIT' : 'WITHDRAWAL',
    actor: entry.by ?? UNVERIFIED_ACTOR,
    playerId,
    ...(reason ? { reason } : {}),
    before: { balanceCents: entry.balanceAfterCents - entry.amountCents },
    after: { balanceCents: entry.balanceAfterCents, amountCents: entry.amountCents, entryId: entry.entryId },
  }
}

/** The row of a voided game: the state it was in and the stakes that went back. */
export function voidAuditRow(
  tableId: number,
  gameId: number,
  fromState: string,
  voided: ReadonlyArray<{ betId: number; playerId: string; stakeCents: number }>,
  by: { actor: string; reason: string },
): AuditEntry {
  return {
    kind: 'GAME_VOIDED',
    actor: by.actor,
    tableId,
    reason: by.reason,
    before: { gameId, state: fromState, openBets: voided.length },
    after: {
      gameId,
      status: 'VOID',
      refundedCents: voided.reduce((sum, b) => sum + b.stakeCents, 0),
      bets: voided.map((b) => ({ betId: b.betId, playerId: b.playerId, stakeCents: b.stakeCents })),
    },
  }
}

/** The reason of the row written when a pending limit change takes effect. */
export const LIMIT_APPLIED_REASON = 'cooling-off ended: the pending change applies'

/** The row of a pending limit change that has taken effect (seen at or after its effectiveAt): `system` applied it. */
export function limitAppliedRow(
  playerId: string,
  before: {
    kind: string
    period: string
    source: string
    amountCents: number | null
    pending?: { amountCents: number | null; effectiveAt: number }
  },
): AuditEntry {
  const { pending, ...limit } = before
  return {
    kind: 'LIMIT',
    actor: SYSTEM_ACTOR,
    playerId,
    reason: LIMIT_APPLIED_REASON,
    before,
    after: { ...limit, amountCents: pending?.amountCents ?? null, effectiveAt: pending?.effectiveAt },
  }
}
