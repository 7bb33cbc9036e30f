// Player protection: limits on deposits, stakes and losses over rolling periods, time-outs and self-exclusion. Pure
// rules in integer cents and ms since the epoch; the stores apply them in the same step as the money moves, judged by
// their own clock (docs/player-protection.md).

import { DomainError } from './errors.ts'

export const LIMIT_KINDS = ['DEPOSIT', 'WAGER', 'LOSS'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

const HOUR_MS = 3_600_000
/** Each period is a rolling window of this length, ending now. */
export const PERIOD_MS: Record<LimitPeriod, number> = {
  DAY: 24 * HOUR_MS,
  WEEK: 7 * 24 * HOUR_MS,
  MONTH: 30 * 24 * HOUR_MS,
}

/** Who set a limit: the player's own limits wait out a cooling-off to rise; the operator's apply at once. */
export type LimitSource = 'PLAYER' | 'OPERATOR'

/** Largest limit, in cents (the largest deposit an account may hold, 1,000,000,000.00). */
export const MAX_LIMIT_CENTS = 100_000_000_000
export const LIMIT_AMOUNT_RULE =
  'amount must be null or a positive number of at most 1000000000 with at most 2 decimal places.'

/** Time-outs: 24 hours to six weeks. Self-exclusion: 6 to 60 months (a month is 30 days). */
export const MIN_TIMEOUT_HOURS = 24
export const MAX_TIMEOUT_HOURS = 1008
export const MIN_EXCLUSION_MONTHS = 6
export const MAX_EXCLUSION_MONTHS = 60
export const MONTH_MS = PERIOD_MS.MONTH

/** Cooling-off before a player's raised or removed limit applies, when LIMIT_COOLING_OFF_HOURS is not set. */
export const DEFAULT_COOLING_OFF_HOURS = 24

/** One limit as stored: the amount in force now (null: none), and a rise or removal waiting for its time. */
export interface LimitRecord {
  kind: LimitKind
  period: LimitPeriod
  source: LimitSource
  amountCents: number | null
  pending?: { amountCents: number | null; effectiveAt: number }
}

/** The record as it stands at `now`: a pending change whose time has come is the amount in force. */
export function limitAt(record: LimitRecord, now: number): LimitRecord {
  if (!record.pending || record.pending.effectiveAt > now) return record
  return { kind: record.kind, period: record.period, source: record.source, amountCents: record.pending.amountCents }
}

/**
 * A limit change asked for at `now` over the record as it stands then (or none). The operator's apply at once. The
 * player's: a new limit or a lower one applies at once and cancels a pending rise; a higher one or a removal waits
 * `coolingOffMs` as pending, and the amount in force holds in full until then.
 */
export function planLimitChange(
  current: LimitRecord | undefined,
  change: { kind: LimitKind; period: LimitPeriod; amountCents: number | null },
  source: LimitSource,
  now: number,
  coolingOffMs: number,
): LimitRecord {
  const base = { kind: change.kind, period: change.period, source }
  const inForce = current ? limitAt(current, now).amountCents : null
  const tighter = change.amountCents !== null && (inForce === null || change.amountCents <= inForce)
  if (source === 'OPERATOR' || tighter) return { ...base, amountCents: change.amountCents }
  return {
    ...base,
    amountCents: inForce,
    pending: { amountCents: change.amountCents, effectiveAt: now + coolingOffMs },
  }
}

/** A use of money that limits count: a deposit, a stake placed (a cancel is a negative stake), or a return paid. */
export interface MoneyUse {
  at: number
  depositCents: number
  stakeCents: number
  returnCents: number
}

/** What a kind of limit counts of a use. LOSS: stakes placed minus returns paid (an open stake counts as lost). */
export function counted(kind: LimitKind, use: MoneyUse): number {
  if (kind === 'DEPOSIT') return use.depositCents
  if (kind === 'WAGER') return use.stakeCents
  return use.stakeCents - use.returnCents
}

/** A limit in force with what it has used in its window now and when its oldest counted use leaves the window. */
export interface LimitStanding {
  kind: LimitKind
  period: LimitPeriod
  amountCents: number
  usedCents: number
  /** The amount left, never below 0. */
  remainingCents: number
  /** When the oldest use counted now leaves the window (none when nothing counts). */
  oldestUseLeavesAt?: number
}

/** The lowest limit in force of each kind and period, of every source's record at `now`; kinds and periods in their
 * listed order. */
export function limitsInForce(
  records: LimitRecord[],
  now: number,
): Map<string, { kind: LimitKind; period: LimitPeriod; amountCents: number }> {
  const lowest = new Map<string, { kind: LimitKind; period: LimitPeriod; amountCents: number }>()
  for (const record of records) {
    const { amountCents } = limitAt(record, now)
    if (amountCents === null) continue
    const key = `${record.kind}/${record.period}`
    const seen = lowest.get(key)
    if (!seen || amountCents < seen.amountCents)
      lowest.set(key, { kind: record.kind, period: record.period, amountCents })
  }
  const order = (l: { kind: LimitKind; period: LimitPeriod }) =>
    LIMIT_KINDS.indexOf(l.kind) * 3 + LIMIT_PERIODS.indexOf(l.period)
  return new Map([...lowest].sort(([, a], [, b]) => order(a) - order(b)))
}

/** Each limit in force with its use over its window ending at `now` (uses in (now - period, now]). */
export function standings(records: LimitRecord[], uses: MoneyUse[], now: number): LimitStanding[] {
  return [...limitsInForce(records, now).values()].map(({ kind, period, amountCents }) => {
    const since = now - PERIOD_MS[period]
    let usedCents = 0
    let oldest: number | undefined
    for (const use of uses) {
      if (use.at <= since || use.at > now) continue
      const cents = counted(kind, use)
      usedCents += cents
      if (cents !== 0 && (oldest === undefined || use.at < oldest)) oldest = use.at
    }
    return {
      kind,
      period,
      amountCents,
      usedCents,
      remainingCents: Math.max(0, amountCents - usedCents),
      ...(oldest === undefined ? {} : { oldestUseLeavesAt: oldest + PERIOD_MS[period] }),
    }
  })
}

/** A refusal's details on the wire: the limit it met, or the break in force. */
export interface ProtectionRefusal {
  reason: 'LIMIT_REACHED' | 'TIMEOUT' | 'SELF_EXCLUSION' | 'REALITY_CHECK_DUE'
  limit?: { kind: LimitKind; period: LimitPeriod; amount: number; remaining: number }
  until?: string
  session?: { startedAt: string; minutesPlayed: number; staked: number; net: number }
}

/** A DomainError that carries its refusal for the answer's body. */
export class ProtectionError extends DomainError {
  readonly refusal: ProtectionRefusal
  constructor(
    code: 'LIMIT_REACHED' | 'PROTECTION_BREAK' | 'REALITY_CHECK_DUE',
    message: string,
    refusal: ProtectionRefusal,
  ) {
    super(code, message)
    this.refusal = refusal
  }
}

/** What a store found when it refused money: the limit met and what is left of it, or the break and its end. */
export type StoredRefusal =
  | { reason: 'LIMIT_REACHED'; kind: LimitKind; period: LimitPeriod; amountCents: number; remainingCents: number }
  | { reason: 'TIMEOUT' | 'SELF_EXCLUSION'; until: number }
  | { reason: 'REALITY_CHECK_DUE'; startedAt: number; now: number; stakedCents: number; netCents: number }

/** The error a refusal is answered with: LIMIT_REACHED (409) or PROTECTION_BREAK (403), its message and body. */
export function refusalError(refusal: StoredRefusal, action: string): ProtectionError {
  if (refusal.reason === 'LIMIT_REACHED') {
    const amount = refusal.amountCents / 100
    const remaining = refusal.remainingCents / 100
    return new ProtectionError(
      'LIMIT_REACHED',
      `This ${action} would pass the player's ${refusal.kind} limit of ${amount} a ${refusal.period}: ${remaining} ` +
        `is ` +
        `left in the period.`,
      {
        reason: 'LIMIT_REACHED',
        limit: { kind: refusal.kind, period: refusal.period, amount, remaining },
      },
    )
  }
  if (refusal.reason === 'REALITY_CHECK_DUE') {
    const minutesPlayed = Math.floor((refusal.now - refusal.startedAt) / 60_000)
    const staked = refusal.stakedCents / 100
    const net = refusal.netCents / 100
    return new ProtectionError(
      'REALITY_CHECK_DUE',
      `Reality check: you have played for ${minutesPlayed} minutes, staked ${staked} and your net result is ${net}. ` +
        `Acknowledge it (POST /api/players/{playerId}/reality-check/ack) to go on.`,
      {
        reason: 'REALITY_CHECK_DUE',
        session: { startedAt: new Date(refusal.startedAt).toISOString(), minutesPlayed, staked, net },
      },
    )
  }
  const until = new Date(refusal.until).toISOString()
  const what = refusal.reason === 'SELF_EXCLUSION' ? 'self-excluded' : 'on a time-out'
  return new ProtectionError(
    'PROTECTION_BREAK',
    `The player is ${what} until ${until}: no ${action} is accepted until then.`,
    { reason: refusal.reason, until },
  )
}

/**
 * Refuses (LIMIT_REACHED, 409) money that would take a limit in force past its amount: `use` is what the movement
 * adds (a bet: its stake; a deposit: its amount). The first limit met, in the order of `standings`.
 */
export function assertWithinLimits(limits: LimitStanding[], use: MoneyUse, action: string): void {
  for (const standing of limits) {
    const adds = counted(standing.kind, use)
    if (adds <= 0 || standing.usedCents + adds <= standing.amountCents) continue
    throw refusalError(
      {
        reason: 'LIMIT_REACHED',
        kind: standing.kind,
        period: standing.period,
        amountCents: standing.amountCents,
        remainingCents: standing.remainingCents,
      },
      action,
    )
  }
}

/** A time-out or self-exclusion: from when, until when, and who imposed it. */
export interface ProtectionBreak {
  kind: 'TIMEOUT' | 'SELF_EXCLUSION'
  startedAt: number
  until: number
}

/** The break in force at `now`, if any: the self-exclusion first (the stronger), else the time-out. */
export function breakInForce(breaks: ProtectionBreak[], now: number): ProtectionBreak | undefined {
  const live = breaks.filter((b) => b.startedAt <= now && now < b.until)
  return live.find((b) => b.kind === 'SELF_EXCLUSION') ?? live.find((b) => b.kind === 'TIMEOUT')
}

/** Money into play (a bet, a sit, a top-up, a deposit) is refused (403) while a break is in force. */
export function assertNoBreak(breaks: ProtectionBreak[], now: number, action: string): void {
  const inForce = breakInForce(breaks, now)
  if (inForce) throw refusalError({ reason: inForce.kind, until: inForce.until }, action)
}

/**
 * The break asked for at `now`: TIMEOUT `hours` 24..1008, SELF_EXCLUSION `months` 6..60. It starts at once and cannot
 * shorten one in force: it ends at the later of the two ends.
 */
export function planBreak(
  kind: ProtectionBreak['kind'],
  length: number,
  now: number,
  breaks: ProtectionBreak[],
): ProtectionBreak {
  const until = now + (kind === 'TIMEOUT' ? length * HOUR_MS : length * MONTH_MS)
  const same = breaks.filter((b) => b.kind === kind && b.until > now)
  const latest = Math.max(until, ...same.map((b) => b.until))
  return { kind, startedAt: now, until: latest }
}

/** One change of a player's protection, kept for ever: who, when, what before and after, and why. */
export interface ProtectionChange {
  changeId: number
  at: string
  /** The player (PLAYER) or the operator's subject (OPERATOR). */
  actor: string
  source: LimitSource
  action: 'LIMIT' | 'TIMEOUT' | 'SELF_EXCLUSION' | 'REALITY_CHECK'
  before: unknown
  after: unknown
  reason?: string
}

/** Reality checks: an interval of 10 to 120 minutes; a session starts with the first bet after 30 minutes without one.
 * */
export const MIN_REALITY_MINUTES = 10
export const MAX_REALITY_MINUTES = 120
export const SESSION_GAP_MS = 30 * 60_000

/** A player's session of play: when it began, the last bet, and the last acknowledged reality check. */
export interface RealitySession {
  startedAt: number
  lastBetAt: number
  lastAckAt?: number
}

/** Whether the session goes on at `now` (a bet now belongs to it). */
export const sessionGoesOn = (session: RealitySession | undefined, now: number): session is RealitySession =>
  session !== undefined && now - session.lastBetAt < SESSION_GAP_MS

/** When the next reality check falls due in a session going on, with checks every `minutes` (none: undefined). */
export function realityDueAt(
  minutes: number | null,
  session: RealitySession | undefined,
  now: number,
): number | undefined {
  if (minutes === null || !sessionGoesOn(session, now)) return undefined
  return Math.max(session.startedAt, session.lastAckAt ?? 0) + minutes * 60_000
}

/** The session after a bet at `now`: the same one going on, or a new one. */
export function sessionAfterBet(session: RealitySession | undefined, now: number): RealitySession {
  return sessionGoesOn(session, now) ? { ...session, lastBetAt: now } : { startedAt: now, lastBetAt: now }
}
