// Player protection in memory: each player's limit records, time-outs and self-exclusions, the changes to them, and
// the uses of money their limits count (deposits, stakes, returns of the last 30 days). The checks run in the same
// synchronous step as the money moves (bets.ts, accounts.ts, tables.ts).

import { limitAppliedRow, protectionAuditRow } from '../../core/audit.ts'
import {
  assertNoBreak,
  assertWithinLimits,
  breakInForce,
  type LimitRecord,
  limitAt,
  type MoneyUse,
  PERIOD_MS,
  type ProtectionBreak,
  type ProtectionChange,
  planBreak,
  planLimitChange,
  realityDueAt,
  refusalError,
  sessionAfterBet,
  sessionGoesOn,
  standings,
} from '../../core/protection.ts'
import { playerDisabledError } from '../../core/switches.ts'
import type { ProtectionStore, ProtectionView } from '../../ports/protection-store.ts'
import { appendRows } from './audit.ts'
import type { MemoryProtection, MemoryState } from './state.ts'

/** Uses within this long of each other are kept as one, at the time of the later (it leaves its window that much
 * later). */
const USE_GRAIN_MS = 60_000

/**
 * Counts a use of the player's money: `kind` says which part (a deposit, a stake (a cancel is a negative one), a
 * return). Uses older than the longest period are dropped; uses within a minute of the last are added to it.
 */
export function countUse(
  state: MemoryState,
  playerId: string,
  part: 'depositCents' | 'stakeCents' | 'returnCents',
  cents: number,
  at: number,
): void {
  let uses = state.uses.get(playerId)
  if (!uses) {
    uses = []
    state.uses.set(playerId, uses)
  }
  let drop = 0
  while (drop < uses.length && uses[drop].at <= at - PERIOD_MS.MONTH) drop++
  if (drop > 0) uses.splice(0, drop)
  const last = uses[uses.length - 1]
  if (last && at - last.at < USE_GRAIN_MS && at >= last.at) {
    last.at = at
    last[part] += cents
  } else {
    uses.push({ at, depositCents: 0, stakeCents: 0, returnCents: 0, [part]: cents })
  }
}

/**
 * Refuses money into play for a player while a break is in force (PROTECTION_BREAK, 403) or past a limit
 * (LIMIT_REACHED, 409). `use` is what the movement adds; `action` names it in the message.
 */
export function assertProtected(
  state: MemoryState,
  playerId: string,
  use: Omit<MoneyUse, 'at'> | undefined,
  action: string,
  at: number,
): void {
  if (state.disabledPlayers.has(playerId)) throw playerDisabledError(action)
  const own = state.protection.get(playerId)
  if (own) {
    assertNoBreak(own.breaks, at, action)
    if (use && own.limits.length > 0)
      assertWithinLimits(standings(own.limits, state.uses.get(playerId) ?? [], at), { at, ...use }, action)
  }
  if (use && use.stakeCents > 0) checkReality(state, playerId, own, at)
}

/** The reality-check interval in force for the player: their own choice, else the operator's default. */
const realityMinutes = (
  state: MemoryState,
  own: MemoryProtection | undefined,
): { minutes: number | null; source: 'PLAYER' | 'DEFAULT' } =>
  own?.reality !== undefined
    ? { minutes: own.reality, source: 'PLAYER' }
    : { minutes: state.bounds.realityCheckMinutes, source: 'DEFAULT' }

/** A bet at `at`: refused (REALITY_CHECK_DUE) when a check is due in the session going on, else counted in it. */
function checkReality(state: MemoryState, playerId: string, own: MemoryProtection | undefined, at: number): void {
  const { minutes } = realityMinutes(state, own)
  if (minutes === null) return
  const session = state.sessions.get(playerId)
  const dueAt = realityDueAt(minutes, session, at)
  if (session && dueAt !== undefined && at >= dueAt) {
    const inSession = (state.uses.get(playerId) ?? []).filter((u) => u.at >= session.startedAt)
    const stakedCents = inSession.reduce((sum, u) => sum + u.stakeCents, 0)
    const netCents = inSession.reduce((sum, u) => sum + u.returnCents - u.stakeCents, 0)
    throw refusalError(
      { reason: 'REALITY_CHECK_DUE', startedAt: session.startedAt, now: at, stakedCents, netCents },
      'bet',
    )
  }
  state.sessions.set(playerId, sessionAfterBet(session, at))
}

/** Whether the player is in self-exclusion at `at`. */
export function selfExcluded(state: MemoryState, playerId: string, at: number): boolean {
  const own = state.protection.get(playerId)
  return (
    own !== undefined &&
    breakInForce(
      own.breaks.filter((b) => b.kind === 'SELF_EXCLUSION'),
      at,
    ) !== undefined
  )
}

function protectionOf(state: MemoryState, playerId: string): MemoryProtection {
  let own = state.protection.get(playerId)
  if (!own) {
    own = { limits: [], breaks: [], history: [] }
    state.protection.set(playerId, own)
  }
  return own
}

function viewOf(state: MemoryState, playerId: string, at: number): ProtectionView {
  const own = state.protection.get(playerId)
  const session = state.sessions.get(playerId)
  const reality = { ...realityMinutes(state, own), ...(sessionGoesOn(session, at) ? { session: { ...session } } : {}) }
  if (!own) return { at, records: [], standings: [], breaks: [], reality }
  const live = (['SELF_EXCLUSION', 'TIMEOUT'] as const).flatMap((kind) => {
    const inForce = breakInForce(
      own.breaks.filter((b) => b.kind === kind),
      at,
    )
    return inForce ? [{ ...inForce }] : []
  })
  return {
    at,
    records: own.limits
      .map((record) => structuredClone(limitAt(record, at)))
      .filter((r) => r.amountCents !== null || r.pending),
    standings: standings(own.limits, state.uses.get(playerId) ?? [], at),
    breaks: live,
    reality,
  }
}

/**
 * Applies the player's pending limit changes whose time has come (the records limitAt already reads as applied), each
 * with its audit row: the audit log shows when a raise or removal took effect, not only when it was asked for.
 */
export function applyDueLimits(state: MemoryState, playerId: string, at: number): void {
  const own = state.protection.get(playerId)
  if (!own) return
  own.limits = own.limits.map((record) => {
    if (!record.pending || record.pending.effectiveAt > at) return record
    appendRows(state, [limitAppliedRow(playerId, structuredClone(record))], at)
    return limitAt(record, at)
  })
}

export function createMemoryProtection(state: MemoryState): ProtectionStore {
  function addChange(
    playerId: string,
    own: MemoryProtection,
    change: Omit<ProtectionChange, 'changeId' | 'at'>,
    at: number,
  ): void {
    own.history.push({ changeId: state.nextProtectionChangeId++, at: new Date(at).toISOString(), ...change })
    appendRows(state, [protectionAuditRow(playerId, change)], at)
  }

  return {
    async getProtection(playerId) {
      const at = state.now()
      applyDueLimits(state, playerId, at)
      return viewOf(state, playerId, at)
    },

    async setLimit(playerId, change, actor) {
      const at = state.now()
      applyDueLimits(state, playerId, at)
      const own = protectionOf(state, playerId)
      const index = own.limits.findIndex(
        (r) => r.kind === change.kind && r.period === change.period && r.source === actor.source,
      )
      const current = index < 0 ? undefined : limitAt(own.limits[index], at)
      const next = planLimitChange(current, change, actor.source, at, state.coolingOffMs)
      if (index < 0) own.limits.push(next)
      else own.limits[index] = next
      addChange(
        playerId,
        own,
        {
          actor: actor.actor,
          source: actor.source,
          action: 'LIMIT',
          before: current ?? null,
          after: next,
          ...(actor.reason ? { reason: actor.reason } : {}),
        },
        at,
      )
      return viewOf(state, playerId, at)
    },

    async imposeBreak(playerId, kind, length, actor) {
      const at = state.now()
      const own = protectionOf(state, playerId)
      const before = breakInForce(
        own.breaks.filter((b) => b.kind === kind),
        at,
      )
      const next = planBreak(kind, length, at, own.breaks)
      own.breaks.push(next)
      addChange(
        playerId,
        own,
        {
          actor: actor.actor,
          source: actor.source,
          action: kind,
          before: before ?? null,
          after: next,
          ...(actor.reason ? { reason: actor.reason } : {}),
        },
        at,
      )
      return viewOf(state, playerId, at)
    },

    async setRealityCheck(playerId, minutes, actor) {
      const at = state.now()
      const own = protectionOf(state, playerId)
      const before = realityMinutes(state, own).minutes
      own.reality = minutes
      addChange(
        playerId,
        own,
        { actor: actor.actor, source: actor.source, action: 'REALITY_CHECK', before, after: minutes },
        at,
      )
      return viewOf(state, playerId, at)
    },

    async acknowledgeRealityCheck(playerId) {
      const at = state.now()
      const session = state.sessions.get(playerId)
      if (sessionGoesOn(session, at)) session.lastAckAt = at
      return viewOf(state, playerId, at)
    },

    async getProtectionHistory(playerId) {
      return structuredClone(state.protection.get(playerId)?.history ?? [])
    },
  }
}
