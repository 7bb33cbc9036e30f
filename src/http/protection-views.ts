// Player protection as the wire shows it: amounts in money, times as ISO dates.

import type { Protection } from '../../schemas/protection.ts'
import { fromCents } from '../core/money.ts'
import { realityDueAt } from '../core/protection.ts'
import type { ProtectionView } from '../ports/protection-store.ts'

const iso = (ms: number): string => new Date(ms).toISOString()
const money = (cents: number | null): number | null => (cents === null ? null : fromCents(cents))

function realityView({ reality, at }: ProtectionView): Protection['realityCheck'] {
  const { session, minutes, source } = reality
  if (!session) return { minutes, source }
  const dueAt = realityDueAt(minutes, session, at)
  return {
    minutes,
    source,
    session: {
      startedAt: iso(session.startedAt),
      lastBetAt: iso(session.lastBetAt),
      ...(session.lastAckAt === undefined ? {} : { lastAcknowledgedAt: iso(session.lastAckAt) }),
      ...(dueAt === undefined ? {} : { dueAt: iso(dueAt) }),
    },
  }
}

export function protectionView(playerId: string, view: ProtectionView): Protection {
  const timeout = view.breaks.find((b) => b.kind === 'TIMEOUT')
  const exclusion = view.breaks.find((b) => b.kind === 'SELF_EXCLUSION')
  return {
    playerId,
    asOf: iso(view.at),
    limits: view.standings.map((s) => ({
      kind: s.kind,
      period: s.period,
      amount: fromCents(s.amountCents),
      used: fromCents(s.usedCents),
      remaining: fromCents(s.remainingCents),
      ...(s.oldestUseLeavesAt === undefined ? {} : { oldestUseLeavesAt: iso(s.oldestUseLeavesAt) }),
    })),
    settings: view.records.map((r) => ({
      source: r.source,
      kind: r.kind,
      period: r.period,
      amount: money(r.amountCents),
      ...(r.pending
        ? { pending: { amount: money(r.pending.amountCents), effectiveAt: iso(r.pending.effectiveAt) } }
        : {}),
    })),
    ...(timeout ? { timeout: { startedAt: iso(timeout.startedAt), until: iso(timeout.until) } } : {}),
    ...(exclusion ? { selfExclusion: { startedAt: iso(exclusion.startedAt), until: iso(exclusion.until) } } : {}),
    realityCheck: realityView(view),
  }
}
