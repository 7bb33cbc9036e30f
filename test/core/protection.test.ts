// Player protection's rules, against oracles written here: limit changes over a table of every case the rules name,
// and windows summed by brute force over random uses, at the edges of each period.

import t from 'tap'
import {
  assertNoBreak,
  assertWithinLimits,
  type LimitRecord,
  limitAt,
  type MoneyUse,
  PERIOD_MS,
  planBreak,
  planLimitChange,
  standings,
} from '../../src/core/protection.ts'

const H = 3_600_000
const COOL = 24 * H
const base = { kind: 'LOSS' as const, period: 'WEEK' as const }

t.test(
  "a player's change: new or lower at once, higher or removal pending, the limit in force kept apart",
  async (t) => {
    const at = 1_000 * H
    const rec = (amountCents: number | null, pending?: LimitRecord['pending']): LimitRecord => ({
      ...base,
      source: 'PLAYER',
      amountCents,
      ...(pending ? { pending } : {}),
    })
    // [current, asked, expected in force now, expected pending amount (undefined: none)]
    const cases: Array<[LimitRecord | undefined, number | null, number | null, number | null | undefined]> = [
      [undefined, 5_000, 5_000, undefined], // new: at once
      [rec(5_000), 4_000, 4_000, undefined], // lower: at once
      [rec(5_000), 5_000, 5_000, undefined], // the same: no change waits
      [rec(5_000), 6_000, 5_000, 6_000], // higher: pending, the current holds
      [rec(5_000), null, 5_000, null], // removal: pending
      // lower while a rise waits: at once, the rise is gone
      [rec(5_000, { amountCents: 9_000, effectiveAt: at + H }), 3_000, 3_000, undefined],
      // another rise: pending from now, the current still holds
      [rec(5_000, { amountCents: 9_000, effectiveAt: at + H }), 7_000, 5_000, 7_000],
      // the old rise applied (9,000): 8,000 is lower
      [rec(5_000, { amountCents: 9_000, effectiveAt: at - 1 }), 8_000, 8_000, undefined],
      [undefined, null, null, null], // removing nothing: nothing in force, a pending no-op
    ]
    for (const [current, asked, inForce, pending] of cases) {
      const next = planLimitChange(current && limitAt(current, at), { ...base, amountCents: asked }, 'PLAYER', at, COOL)
      const label = `${JSON.stringify(current ?? null)} asked ${asked}`
      t.equal(next.amountCents, inForce, `${label}: in force`)
      t.equal(next.pending?.amountCents, pending, `${label}: pending`)
      if (next.pending) t.equal(next.pending.effectiveAt, at + COOL, `${label}: after the cooling-off`)
      if (next.pending)
        t.equal(limitAt(next, at + COOL - 1).amountCents, inForce, `${label}: held in full until the last millisecond`)
      if (next.pending) t.equal(limitAt(next, at + COOL).amountCents, pending, `${label}: then applied`)
    }
    t.same(
      planLimitChange(rec(5_000), { ...base, amountCents: 90_000 }, 'OPERATOR', at, COOL),
      { ...base, source: 'OPERATOR', amountCents: 90_000 },
      "the operator's at once",
    )
  },
)

t.test(
  'standings: random uses summed by brute force over each window; the lowest limit of each kind and period applies',
  async (t) => {
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % n
    }
    const now = 10_000 * H
    for (let round = 0; round < 200; round++) {
      const uses: MoneyUse[] = Array.from({ length: 1 + random(30) }, () => ({
        at: now - random(35 * 24 * H) + (random(4) === 0 ? PERIOD_MS.DAY - random(3) : 0),
        depositCents: random(3) === 0 ? random(5_000) : 0,
        stakeCents: random(2) === 0 ? random(2_000) - 300 : 0,
        returnCents: random(3) === 0 ? random(4_000) : 0,
      }))
      const records: LimitRecord[] = [
        { kind: 'DEPOSIT', period: 'DAY', source: 'PLAYER', amountCents: 1 + random(20_000) },
        { kind: 'WAGER', period: 'WEEK', source: 'PLAYER', amountCents: 1 + random(20_000) },
        { kind: 'WAGER', period: 'WEEK', source: 'OPERATOR', amountCents: 1 + random(20_000) },
        { kind: 'LOSS', period: 'MONTH', source: 'OPERATOR', amountCents: 1 + random(20_000) },
      ]
      const got = standings(records, uses, now)
      t.same(
        got.map((s) => `${s.kind}/${s.period}`),
        ['DEPOSIT/DAY', 'WAGER/WEEK', 'LOSS/MONTH'],
        'one per kind and period, in order',
      )
      const inWindow = (u: MoneyUse, ms: number) => u.at > now - ms && u.at <= now
      const oracle = {
        'DEPOSIT/DAY': uses.filter((u) => inWindow(u, 24 * H)).reduce((s, u) => s + u.depositCents, 0),
        'WAGER/WEEK': uses.filter((u) => inWindow(u, 7 * 24 * H)).reduce((s, u) => s + u.stakeCents, 0),
        'LOSS/MONTH': uses
          .filter((u) => inWindow(u, 30 * 24 * H))
          .reduce((s, u) => s + u.stakeCents - u.returnCents, 0),
      }
      for (const s of got) {
        const key = `${s.kind}/${s.period}` as keyof typeof oracle
        if (s.usedCents !== oracle[key]) t.fail(`round ${round} ${key}: ${s.usedCents} against ${oracle[key]}`)
        if (s.remainingCents !== Math.max(0, s.amountCents - oracle[key])) t.fail(`round ${round} ${key}: remaining`)
      }
      t.equal(
        got[1].amountCents,
        Math.min(records[1].amountCents!, records[2].amountCents!),
        'the lowest WAGER/WEEK applies',
      )
    }
  },
)

t.test('a use leaves its window exactly one period after it was made', async (t) => {
  const at = 500 * H
  const records: LimitRecord[] = [{ kind: 'WAGER', period: 'DAY', source: 'PLAYER', amountCents: 1_000 }]
  const uses: MoneyUse[] = [{ at, depositCents: 0, stakeCents: 1_000, returnCents: 0 }]
  t.match(standings(records, uses, at + PERIOD_MS.DAY - 1), [
    { usedCents: 1_000, oldestUseLeavesAt: at + PERIOD_MS.DAY },
  ])
  t.match(standings(records, uses, at + PERIOD_MS.DAY), [{ usedCents: 0, remainingCents: 1_000 }])
  t.throws(
    () =>
      assertWithinLimits(
        standings(records, uses, at + PERIOD_MS.DAY - 1),
        { at, depositCents: 0, stakeCents: 1, returnCents: 0 },
        'bet',
      ),
    { code: 'LIMIT_REACHED' },
  )
  t.doesNotThrow(() =>
    assertWithinLimits(
      standings(records, uses, at + PERIOD_MS.DAY),
      { at, depositCents: 0, stakeCents: 1_000, returnCents: 0 },
      'bet',
    ),
  )
})

t.test(
  'breaks: in force from their start until their end, never shortened, the self-exclusion named first',
  async (t) => {
    const at = 100 * H
    const timeout = planBreak('TIMEOUT', 48, at, [])
    t.same(timeout, { kind: 'TIMEOUT', startedAt: at, until: at + 48 * H })
    t.equal(planBreak('TIMEOUT', 24, at + H, [timeout]).until, at + 48 * H, 'a shorter one keeps the end')
    t.equal(planBreak('TIMEOUT', 72, at + H, [timeout]).until, at + H + 72 * H, 'a longer one moves it')
    const exclusion = planBreak('SELF_EXCLUSION', 6, at, [])
    t.equal(exclusion.until - at, 6 * 30 * 24 * H)
    t.throws(() => assertNoBreak([timeout, exclusion], at + H, 'bet'), {
      code: 'PROTECTION_BREAK',
      refusal: { reason: 'SELF_EXCLUSION' },
    })
    t.throws(() => assertNoBreak([timeout], at + 48 * H - 1, 'bet'), {
      code: 'PROTECTION_BREAK',
      refusal: { reason: 'TIMEOUT', until: new Date(at + 48 * H).toISOString() },
    })
    t.doesNotThrow(() => assertNoBreak([timeout], at + 48 * H, 'bet'), 'over at its end')
  },
)
