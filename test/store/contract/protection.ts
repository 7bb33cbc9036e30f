// The store contract, player protection: limits in force counted over their windows and enforced with the bet or the
// deposit (a refusal changes nothing), pending rises that never weaken the limit in force, the operator's limits,
// time-outs and self-exclusions that stop money into play but not money out, and the history of every change.

import type { Test } from 'tap'
import type { BetRequest } from '../../../src/core/bets.ts'
import { isDomainError } from '../../../src/core/errors.ts'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { ProtectionError } from '../../../src/core/protection.ts'
import type { Store } from '../../../src/ports/store.ts'
import { codeOf } from '../../helpers/domain.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'
import { SETTINGS, type StoreFactory, sit } from './fixtures.ts'

const PLAYER = { source: 'PLAYER' as const, actor: 'ann' }
const OPERATOR = { source: 'OPERATOR' as const, actor: 'op-1', reason: 'affordability check' }
const key = (k: string) => ({ key: k, fingerprint: k })

/** A table with `players` seated (100.00 each) and game 1 at HOLE; the first hand offered at HOLE. */
async function table(store: Store, players = ['ann'], seed = 1) {
  const tableId = await store.createTable({ ...SETTINGS, numberOfSeats: 4 })
  for (const p of players) await store.sit(sit(p, 10_000, { tableId }))
  const dealt = dealGame(2, 1, `protection-${seed}`, Buffer.alloc(32, seed))
  const started = await store.startGame(
    tableId,
    {
      ...dealt,
      pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
      startedAt: '2030-01-01T00:00:00.000Z',
    },
    SETTINGS,
  )
  return { tableId, hand: started.game!.pricing[0].findIndex((p) => p.oddsTenths > 0) }
}
const bet = (hand: number, betAmount: number, playerId = 'ann'): BetRequest => ({
  caller: null,
  playerId,
  gameId: 1,
  bettingStage: 0,
  handIndex: hand,
  stakeCents: Math.round(betAmount * 100),
})

async function refusalOf(
  promise: Promise<unknown>,
): Promise<{ code: string; reason?: string; limit?: unknown; until?: string } | undefined> {
  try {
    await promise
  } catch (err) {
    if (err instanceof ProtectionError) return { code: err.code, ...err.refusal }
    if (isDomainError(err)) return { code: err.code }
    throw err
  }
  return undefined
}

export function protectionContract(t: Test, createStore: StoreFactory): void {
  t.test('a player without protection: nothing in force, bets and deposits as before', async (t) => {
    const store = await createStore(t)
    const { at: _, ...none } = await store.getProtection('ann')
    t.same(none, { records: [], standings: [], breaks: [], reality: { minutes: null, source: 'DEFAULT' } })
    const { tableId, hand } = await table(store)
    t.equal((await store.placeBet(tableId, bet(hand, 25))).balanceCents, 7_500)
    t.same(await store.getProtectionHistory('ann'), [])
  })

  t.test(
    'a WAGER limit: stakes count until the limit, the next stake past it is 409 naming the limit, and nothing changes',
    async (t) => {
      const store = await createStore(t)
      const { tableId, hand } = await table(store)
      await store.setLimit('ann', { kind: 'WAGER', period: 'DAY', amountCents: 3_000 }, PLAYER)
      const first = await store.placeBet(tableId, bet(hand, 20))
      await store.placeBet(tableId, bet(hand, 10))
      const before = { ledger: await store.getLedger(tableId), table: await store.getTable(tableId) }
      t.same(await refusalOf(store.placeBet(tableId, bet(hand, 0.01))), {
        code: 'LIMIT_REACHED',
        reason: 'LIMIT_REACHED',
        limit: { kind: 'WAGER', period: 'DAY', amount: 30, remaining: 0 },
      })
      t.same(await store.getLedger(tableId), before.ledger, 'the ledger is unchanged')
      t.same((await store.getTable(tableId))!.seats, before.table!.seats, 'the seat is unchanged')
      const view = await store.getProtection('ann')
      t.match(view.standings, [
        { kind: 'WAGER', period: 'DAY', amountCents: 3_000, usedCents: 3_000, remainingCents: 0 },
      ])
      const leaves = view.standings[0].oldestUseLeavesAt!
      const late = leaves - (Date.parse(first.bet.placedAt) + 24 * 3_600_000)
      t.ok(
        late >= 0 && late <= 60_000,
        `the oldest stake leaves the window 24 hours after it was placed, never earlier and at most a minute later ` +
          `(uses are kept by the minute): ${late} ms late`,
      )
      await checkLedgerInvariants(t, store, tableId)
    },
  )

  t.test(
    'a first limit counts what the window already holds: stakes and deposits made before it was set',
    async (t) => {
      const store = await createStore(t)
      const { tableId, hand } = await table(store)
      await store.transfer('ann', 3_000, 'operator', key('before'))
      await store.placeBet(tableId, bet(hand, 20))
      const view = await store.setLimit('ann', { kind: 'WAGER', period: 'DAY', amountCents: 2_500 }, PLAYER)
      t.match(view.standings, [{ kind: 'WAGER', usedCents: 2_000, remainingCents: 500 }])
      t.same((await refusalOf(store.placeBet(tableId, bet(hand, 6))))?.limit, {
        kind: 'WAGER',
        period: 'DAY',
        amount: 25,
        remaining: 5,
      })
      const deposits = await store.setLimit('ann', { kind: 'DEPOSIT', period: 'WEEK', amountCents: 5_000 }, PLAYER)
      t.match(deposits.standings, [{ kind: 'DEPOSIT', usedCents: 3_000, remainingCents: 2_000 }, { kind: 'WAGER' }])
      t.equal(await codeOf(store.transfer('ann', 2_001, 'operator', key('after'))), 'LIMIT_REACHED')
    },
  )

  t.test('a cancelled stake is no longer wagered; a LOSS limit counts open stakes as lost', async (t) => {
    const store = await createStore(t)
    const { tableId, hand } = await table(store)
    await store.setLimit('ann', { kind: 'WAGER', period: 'WEEK', amountCents: 1_000 }, PLAYER)
    const placed = await store.placeBet(tableId, bet(hand, 10))
    t.equal(await codeOf(store.placeBet(tableId, bet(hand, 1))), 'LIMIT_REACHED')
    await store.cancelBet(tableId, placed.bet.betId, null, 'ann')
    t.equal((await store.placeBet(tableId, bet(hand, 10))).balanceCents, 9_000, 'the cancel gave the limit back')
    await store.setLimit('ann', { kind: 'LOSS', period: 'DAY', amountCents: 500 }, PLAYER)
    const refusal = await refusalOf(store.placeBet(tableId, bet(hand, 1)))
    t.same(
      refusal?.limit,
      { kind: 'WAGER', period: 'WEEK', amount: 10, remaining: 0 },
      'the first limit met is named (kinds in order DEPOSIT, WAGER, LOSS)',
    )
    await store.setLimit('ann', { kind: 'WAGER', period: 'WEEK', amountCents: 100_000 }, OPERATOR)
    t.same(
      (await refusalOf(store.placeBet(tableId, bet(hand, 1))))?.limit,
      { kind: 'WAGER', period: 'WEEK', amount: 10, remaining: 0 },
      "the player's lower limit still applies beside the operator's",
    )
  })

  t.test(
    "a player's rise waits out the cooling-off with the limit in force held in full; a lower one applies at once " +
      'and cancels it',
    async (t) => {
      const store = await createStore(t, { limitCoolingOffMs: 1_000 })
      const { tableId, hand } = await table(store)
      await store.setLimit('ann', { kind: 'WAGER', period: 'DAY', amountCents: 1_000 }, PLAYER)
      await store.placeBet(tableId, bet(hand, 10))
      const raised = await store.setLimit('ann', { kind: 'WAGER', period: 'DAY', amountCents: 5_000 }, PLAYER)
      t.match(raised.records, [
        { source: 'PLAYER', kind: 'WAGER', period: 'DAY', amountCents: 1_000, pending: { amountCents: 5_000 } },
      ])
      t.ok(raised.records[0].pending!.effectiveAt - raised.at === 1_000, 'pending until the cooling-off has passed')
      t.equal(
        await codeOf(store.placeBet(tableId, bet(hand, 1))),
        'LIMIT_REACHED',
        'the current limit holds while the rise is pending',
      )
      const lowered = await store.setLimit('ann', { kind: 'WAGER', period: 'DAY', amountCents: 800 }, PLAYER)
      t.same(
        lowered.records.map((r) => [r.amountCents, r.pending]),
        [[800, undefined]],
        'the lower limit applies at once and the pending rise is gone',
      )
      await store.setLimit('ann', { kind: 'WAGER', period: 'DAY', amountCents: null }, PLAYER)
      t.equal(await codeOf(store.placeBet(tableId, bet(hand, 1))), 'LIMIT_REACHED', 'a removal is pending too')
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      const after = await store.getProtection('ann')
      t.same(after.records, [], 'the removal applied after the cooling-off')
      t.equal((await store.placeBet(tableId, bet(hand, 1))).balanceCents, 8_900, 'and the bet goes through')
      const applied = async () =>
        (await store.listAudit({ limit: 50, playerId: 'ann', kind: 'LIMIT' })).filter((r) => r.actor === 'system')
      const rows = await applied()
      t.equal(rows.length, 1, 'the removal taking effect is audited once (the cancelled rise never took effect)')
      t.match(rows[0], {
        reason: /cooling-off ended/,
        before: { kind: 'WAGER', period: 'DAY', source: 'PLAYER', amountCents: 800, pending: { amountCents: null } },
        after: { amountCents: null },
      })
      t.equal(
        (rows[0].after as { effectiveAt: number }).effectiveAt,
        (rows[0].before as { pending: { effectiveAt: number } }).pending.effectiveAt,
        'with when it took effect',
      )
      t.equal((await applied()).length, 1, 'reading again writes nothing more')
      t.equal(
        (await store.listAudit({ limit: 50, playerId: 'ann', kind: 'LIMIT' })).filter((r) => r.actor === 'ann').length,
        4,
        "each of ann's own changes has its row",
      )
    },
  )

  t.test(
    'a pending change that took effect is audited when the audit log is next read, even if nobody read the player',
    async (t) => {
      const store = await createStore(t, { limitCoolingOffMs: 200 })
      await store.setLimit(
        'cat',
        { kind: 'LOSS', period: 'WEEK', amountCents: 1_000 },
        { source: 'PLAYER', actor: 'cat' },
      )
      await store.setLimit(
        'cat',
        { kind: 'LOSS', period: 'WEEK', amountCents: 3_000 },
        { source: 'PLAYER', actor: 'cat' },
      )
      t.same(
        (await store.listAudit({ limit: 10 })).map((r) => r.actor),
        ['cat', 'cat'],
        'pending: not applied yet',
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
      const [row] = await store.listAudit({ limit: 10 })
      t.match(row, { kind: 'LIMIT', actor: 'system', playerId: 'cat', after: { amountCents: 3_000 } })
      t.match((await store.getProtection('cat')).records, [{ amountCents: 3_000 }])
      t.equal((await store.listAudit({ limit: 10 })).length, 3)
    },
  )

  t.test("the operator's limit applies at once, either way; the lowest limit in force applies", async (t) => {
    const store = await createStore(t)
    const { tableId, hand } = await table(store)
    await store.setLimit('ann', { kind: 'WAGER', period: 'MONTH', amountCents: 2_000 }, PLAYER)
    await store.setLimit('ann', { kind: 'WAGER', period: 'MONTH', amountCents: 1_500 }, OPERATOR)
    t.match((await store.getProtection('ann')).standings, [{ kind: 'WAGER', period: 'MONTH', amountCents: 1_500 }])
    const raised = await store.setLimit('ann', { kind: 'WAGER', period: 'MONTH', amountCents: 9_000 }, OPERATOR)
    t.same(
      raised.records.find((r) => r.source === 'OPERATOR'),
      { kind: 'WAGER', period: 'MONTH', source: 'OPERATOR', amountCents: 9_000 },
      'no cooling-off for the operator',
    )
    t.match(raised.standings, [{ amountCents: 2_000 }], "the player's own is now the lowest")
    await store.placeBet(tableId, bet(hand, 20))
    t.equal(await codeOf(store.placeBet(tableId, bet(hand, 0.01))), 'LIMIT_REACHED')
  })

  t.test('a DEPOSIT limit refuses the deposit past it (nothing moves); withdrawals are never limited', async (t) => {
    const store = await createStore(t)
    await store.setLimit('bob', { kind: 'DEPOSIT', period: 'DAY', amountCents: 10_000 }, PLAYER)
    await store.transfer('bob', 6_000, 'operator', key('d1'))
    const refusal = await refusalOf(store.transfer('bob', 4_001, 'operator', key('d2')))
    t.same(refusal, {
      code: 'LIMIT_REACHED',
      reason: 'LIMIT_REACHED',
      limit: { kind: 'DEPOSIT', period: 'DAY', amount: 100, remaining: 40 },
    })
    t.equal((await store.getAccount('bob')).balanceCents, 6_000, 'nothing moved')
    await store.transfer('bob', 4_000, 'operator', key('d3'))
    await store.transfer('bob', -10_000, 'operator', key('w1'))
    t.equal((await store.getAccount('bob')).balanceCents, 0)
    t.match((await store.getProtection('bob')).standings, [{ kind: 'DEPOSIT', usedCents: 10_000, remainingCents: 0 }])
  })

  t.test(
    'a time-out or self-exclusion stops bets, sits, top-ups and deposits (403) but not leaving or withdrawing; it ' +
      'never shortens',
    async (t) => {
      const store = await createStore(t)
      const { tableId, hand } = await table(store, ['ann', 'cy'])
      await store.transfer('ann', 5_000, 'operator', key('a1'))
      const open = await store.placeBet(tableId, bet(hand, 5))
      const timedOut = await store.imposeBreak('ann', 'TIMEOUT', 48, PLAYER)
      const until = timedOut.breaks[0].until
      t.equal(until - timedOut.at, 48 * 3_600_000)
      const refusal = await refusalOf(store.placeBet(tableId, bet(hand, 5)))
      t.same(refusal, { code: 'PROTECTION_BREAK', reason: 'TIMEOUT', until: new Date(until).toISOString() })
      t.equal(await codeOf(store.sit(sit('ann', 1_000, { tableId }))), 'PROTECTION_BREAK', 'no top-up')
      t.equal(await codeOf(store.transfer('ann', 100, 'operator', key('a2'))), 'PROTECTION_BREAK', 'no deposit')
      t.equal((await store.placeBet(tableId, bet(hand, 5, 'cy'))).bet.playerId, 'cy', 'other players play on')
      const shorter = await store.imposeBreak('ann', 'TIMEOUT', 24, OPERATOR)
      t.equal(shorter.breaks[0].until, until, 'a shorter time-out leaves the end where it was')
      await store.cancelBet(tableId, open.bet.betId, null, 'ann')
      t.equal((await store.transfer('ann', -1_000, 'operator', key('a3'))).balanceCents, 4_000, 'withdrawals work')
      t.equal((await store.leaveTable(tableId, 'ann')).cashedOutCents, 10_000, 'leaving works')
      const excluded = await store.imposeBreak('ann', 'SELF_EXCLUSION', 6, PLAYER)
      t.same(
        excluded.breaks.map((b) => b.kind),
        ['SELF_EXCLUSION', 'TIMEOUT'],
      )
      t.same(
        (await refusalOf(store.sit(sit('ann', 1_000, { tableId }))))?.reason,
        'SELF_EXCLUSION',
        'the self-exclusion is named first',
      )
      t.same(
        (await store.houseTotals()).selfExcluded,
        [{ playerId: 'ann', until: excluded.breaks[0].until, accountCents: 14_000, seatsCents: 0 }],
        'the report lists the account in exclusion with the funds to return',
      )
      await checkLedgerInvariants(t, store, tableId)
    },
  )

  t.test(
    "a self-exclusion cashes the player's seat out to the account when its game settles; others play on",
    async (t) => {
      const store = await createStore(t)
      const { tableId, hand } = await table(store, ['ann', 'cy'])
      await store.placeBet(tableId, bet(hand, 10))
      await store.placeBet(tableId, bet(hand, 5, 'cy'))
      await store.imposeBreak('ann', 'SELF_EXCLUSION', 6, OPERATOR)
      t.same(
        (await store.getTable(tableId))!.seats.map((s) => s.playerId),
        ['ann', 'cy'],
        'the seat stays while its bet is open',
      )
      await store.advanceGame(tableId, 'STATUS_HOLE')
      await store.advanceGame(tableId, 'STATUS_FLOP')
      const river = await store.advanceGame(tableId, 'STATUS_TURN')
      const annPaid = river.bets.filter((b) => b.playerId === 'ann').reduce((sum, b) => sum + (b.payoutCents ?? 0), 0)
      t.same(
        river.seats.map((s) => s.playerId),
        ['cy'],
        'settled: the seat is given up',
      )
      const account = await store.getAccount('ann')
      t.same(account.seats, [])
      t.equal(
        account.balanceCents,
        10_000 - 1_000 + annPaid,
        "the seat's whole balance after the payout is in the account",
      )
      t.same((await store.getLedger(tableId, 'ann')).map((e) => e.kind).slice(-1), ['CASH_OUT'])
      t.match((await store.houseTotals()).selfExcluded, [
        { playerId: 'ann', accountCents: account.balanceCents, seatsCents: 0 },
      ])
      await checkLedgerInvariants(t, store, tableId)
    },
  )

  t.test('every change is kept: who, when, before, after and the reason', async (t) => {
    const store = await createStore(t)
    await store.setLimit('ann', { kind: 'LOSS', period: 'WEEK', amountCents: 5_000 }, PLAYER)
    await store.setLimit('ann', { kind: 'LOSS', period: 'WEEK', amountCents: 4_000 }, OPERATOR)
    await store.imposeBreak('ann', 'TIMEOUT', 24, PLAYER)
    const history = await store.getProtectionHistory('ann')
    t.same(
      history.map((c) => [c.action, c.source, c.actor, c.reason ?? null]),
      [
        ['LIMIT', 'PLAYER', 'ann', null],
        ['LIMIT', 'OPERATOR', 'op-1', 'affordability check'],
        ['TIMEOUT', 'PLAYER', 'ann', null],
      ],
    )
    t.same(history[0].before, null)
    t.match(history[0].after, { kind: 'LOSS', period: 'WEEK', source: 'PLAYER', amountCents: 5_000 })
    t.ok(
      history.every((c, i) => i === 0 || c.changeId > history[i - 1].changeId),
      'in order',
    )
  })

  t.test('bets of one player racing at two tables never pass a limit together', async (t) => {
    const store = await createStore(t)
    const a = await table(store, ['ann'], 1)
    const b = await table(store, ['ann'], 2)
    await store.setLimit('ann', { kind: 'WAGER', period: 'DAY', amountCents: 2_500 }, PLAYER)
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        codeOf(store.placeBet(i % 2 ? a.tableId : b.tableId, bet(i % 2 ? a.hand : b.hand, 5))),
      ),
    )
    t.equal(outcomes.filter((o) => o === undefined).length, 5, 'exactly 25.00 of stakes placed')
    t.ok(outcomes.every((o) => o === undefined || o === 'LIMIT_REACHED'))
    t.match((await store.getProtection('ann')).standings, [{ usedCents: 2_500, remainingCents: 0 }])
  })
}
