// The store contract, bets and settlement: a bet moves its stake with a BET entry, refusals change nothing, cancels,
// settlement paid once, Idempotency-Keys, races with the balance, the close, and settlement; the deadline closes a
// stage.

import type { Test } from 'tap'
import type { Bet, BetRequest } from '../../../src/core/bets.ts'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import type { Store } from '../../../src/ports/store.ts'
import { codeOf } from '../../helpers/domain.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'
import { AUTO, autoGame, type ContractStores, offered, SETTINGS, sit, sitAt } from './fixtures.ts'

/** A personal-ish table (2 seats, 2 hands, maxBet 25.00) with ann seated with `cents`, game 1 started at HOLE. */
async function bettingTable(store: Store, cents = 10_000, seed = 1) {
  const tableId = await store.createTable(SETTINGS)
  await store.sit(sit('ann', cents, { tableId }))
  const dealt = dealGame(2, 1, `bets-${seed}`, Buffer.alloc(32, seed))
  const started = await store.startGame(
    tableId,
    {
      ...dealt,
      pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
      startedAt: '2030-01-01T00:00:00.000Z',
    },
    SETTINGS,
  )
  const offered = (stage: number) => started.game!.pricing[stage].findIndex((p) => p.oddsTenths > 0)
  return { tableId, game: started.game!, offered }
}
const bet = (extra: Partial<BetRequest> = {}): BetRequest => ({
  caller: null,
  playerId: 'ann',
  gameId: 1,
  bettingStage: 0,
  handIndex: 0,
  stakeCents: 500,
  ...extra,
})

export function betContract(t: Test, { createStore, createLiveStore }: ContractStores): void {
  t.test('a bet: the stake leaves the seat, the price of its stage is recorded, a BET entry is written', async (t) => {
    const store = await createStore(t)
    const { tableId, game, offered } = await bettingTable(store)
    const hand = offered(0)
    const placed = await store.placeBet(tableId, bet({ handIndex: hand, stakeCents: 1234 }))
    t.match(placed, {
      balanceCents: 10_000 - 1_234,
      bet: {
        gameId: 1,
        bettingStage: 0,
        handIndex: hand,
        playerId: 'ann',
        seatId: 1,
        stakeCents: 1_234,
        status: 'OPEN',
      },
    })
    t.equal(placed.bet.recordedOddsTenths, game.pricing[0][hand].oddsTenths)
    t.same(
      (await store.getLedger(tableId, 'ann')).map((e) => [e.kind, e.amountCents, e.balanceAfterCents]),
      [
        ['BUY_IN', 10_000, 10_000],
        ['BET', -1_234, 8_766],
      ],
    )
    t.same(
      (await store.getTable(tableId))?.bets.map((b) => b.betId),
      [placed.bet.betId],
    )
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test(
    'refused bets change nothing: another stage or game, not offered, above the balance or the limit, not seated',
    async (t) => {
      const store = await createStore(t)
      const { tableId, game, offered } = await bettingTable(store, 2_000)
      const hand = offered(0)
      const notOffered = game.pricing[0].findIndex((p) => p.oddsTenths === 0)
      const before = JSON.stringify([await store.getTable(tableId), await store.getLedger(tableId)])
      await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, bettingStage: 1 })), { code: 'STAGE_CLOSED' })
      await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, gameId: 2 })), { code: 'STAGE_CLOSED' })
      if (notOffered >= 0)
        await t.rejects(store.placeBet(tableId, bet({ handIndex: notOffered })), { code: 'HAND_NOT_OFFERED' })
      await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, stakeCents: 2501 })), { code: 'BET_LIMIT' })
      await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, stakeCents: 2001 })), {
        code: 'INSUFFICIENT_BALANCE',
      })
      await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, playerId: 'bob' })), { code: 'NOT_SEATED' })
      await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, caller: { verified: true, sub: 'bob' } })), {
        code: 'FORBIDDEN_PLAYER',
      })
      await t.rejects(store.placeBet(tableId, bet({ handIndex: 5 })), { code: 'INVALID_INPUT' })
      t.equal(
        JSON.stringify([await store.getTable(tableId), await store.getLedger(tableId)]),
        before,
        'nothing changed',
      )
      t.equal(
        (await store.placeBet(tableId, bet({ handIndex: hand, stakeCents: 2000 }))).balanceCents,
        0,
        'the whole balance may be staked',
      )
      await store.advanceGame(tableId, 'STATUS_HOLE')
      await t.rejects(
        store.placeBet(tableId, bet({ handIndex: hand })),
        { code: 'STAGE_CLOSED' },
        'the hole stage closed at the flop',
      )
    },
  )

  t.test('cancel: the open stage only, the own bet only, refunded with a BET_CANCEL entry', async (t) => {
    const store = await createStore(t)
    const { tableId, offered } = await bettingTable(store)
    await store.sit(sit('bob', 1_000, { tableId }))
    const first = await store.placeBet(tableId, bet({ handIndex: offered(0), stakeCents: 300 }))
    await t.rejects(store.cancelBet(tableId, first.bet.betId, null, 'bob'), { code: 'FORBIDDEN_PLAYER' })
    await t.rejects(store.cancelBet(tableId, 999, null, 'ann'), { code: 'BET_NOT_FOUND' })
    t.match(await store.cancelBet(tableId, first.bet.betId, null, 'ann'), {
      balanceCents: 10_000,
      bet: { status: 'CANCELLED' },
    })
    await t.rejects(store.cancelBet(tableId, first.bet.betId, null, 'ann'), { code: 'BET_FINAL' }, 'not twice')
    const second = await store.placeBet(tableId, bet({ handIndex: offered(0), stakeCents: 400 }))
    await store.advanceGame(tableId, 'STATUS_HOLE')
    await t.rejects(
      store.cancelBet(tableId, second.bet.betId, null, 'ann'),
      { code: 'BET_FINAL' },
      'bets of an earlier stage are final',
    )
    t.same(
      (await store.getLedger(tableId, 'ann')).map((e) => e.kind),
      ['BUY_IN', 'BET', 'BET_CANCEL', 'BET'],
    )
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test(
    'settlement at TURN -> RIVER: winners and ties paid floor(stake x odds), once; leave cashes out after',
    async (t) => {
      const store = await createStore(t)
      const { tableId, game } = await bettingTable(store, 100_000, 7)
      const placed: Bet[] = []
      for (const [stage, from] of [
        [0, undefined],
        [1, 'STATUS_HOLE'],
        [2, 'STATUS_FLOP'],
      ] as const) {
        if (from) await store.advanceGame(tableId, from)
        for (let hand = 0; hand < 2; hand++) {
          if (game.pricing[stage][hand].oddsTenths > 0)
            placed.push(
              (await store.placeBet(tableId, bet({ bettingStage: stage, handIndex: hand, stakeCents: 777 }))).bet,
            )
        }
      }
      t.ok(placed.length >= 2, `${placed.length} bets`)
      await t.rejects(store.leaveTable(tableId, 'ann'), { code: 'BETS_UNSETTLED' })
      const river = await store.advanceGame(tableId, 'STATUS_TURN')
      const expected = placed.map((b) =>
        game.pricing[3][b.handIndex].isWinner ? Number((BigInt(b.stakeCents) * BigInt(b.recordedOddsTenths)) / 10n) : 0,
      )
      t.same(
        river.bets.map((b) => b.payoutCents),
        expected,
        'payouts',
      )
      t.same(
        river.bets.map((b) => b.status),
        expected.map((p, i) => (game.pricing[3][placed[i].handIndex].isWinner ? 'WON' : 'LOST')),
      )
      t.equal(river.totals.gamesPlayed, 1)
      const payouts = (await store.getLedger(tableId)).filter((e) => e.kind === 'PAYOUT')
      const returned = expected.reduce((sum, p) => sum + p, 0)
      t.same(
        payouts.map((e) => [e.seatId, e.gameId, e.betId, e.amountCents]),
        returned > 0 ? [[1, 1, undefined, returned]] : [],
        "one PAYOUT for the seat and the game (no bet named): the sum of its bets' payouts, or none when nothing is " +
          'returned',
      )
      await store.advanceGame(tableId, 'STATUS_RIVER')
      t.same(
        (await store.getBets(tableId, 1)).map((b) => b.payoutCents),
        expected,
        'kept with the game',
      )
      await checkLedgerInvariants(t, store, tableId)
      const balance = (await store.getSeats(tableId))[0].balanceCents
      t.same(await store.leaveTable(tableId, 'ann'), { seatId: 1, cashedOutCents: balance })
      t.same(await store.getSeats(tableId), [])
      await t.rejects(store.leaveTable(tableId, 'ann'), { code: 'NOT_SEATED' })
      await checkLedgerInvariants(t, store, tableId)
    },
  )

  t.test(
    'Idempotency-Key: a retry is answered from the first bet; another body is IDEMPOTENCY_KEY_REUSED; 50 at once ' +
      'place one',
    async (t) => {
      const store = await createStore(t)
      const { tableId, offered } = await bettingTable(store)
      const keyed = { idempotency: { key: 'bet-1', fingerprint: 'f1' } }
      const first = await store.placeBet(tableId, bet({ handIndex: offered(0), ...keyed }))
      t.same(await store.placeBet(tableId, bet({ handIndex: offered(0), ...keyed })), first)
      await t.rejects(
        store.placeBet(tableId, bet({ handIndex: offered(0), idempotency: { key: 'bet-1', fingerprint: 'f2' } })),
        { code: 'IDEMPOTENCY_KEY_REUSED' },
      )
      const burst = await Promise.all(
        Array.from({ length: 50 }, () =>
          store.placeBet(tableId, bet({ handIndex: offered(0), idempotency: { key: 'bet-2', fingerprint: 'f' } })),
        ),
      )
      t.equal(new Set(burst.map((r) => r.bet.betId)).size, 1, 'one bet')
      t.equal((await store.getTable(tableId))!.bets.length, 2)
      await checkLedgerInvariants(t, store, tableId)
    },
  )

  t.test('100 concurrent bets worth more than the balance: never overdrawn, the sum exact', async (t) => {
    const store = await createStore(t)
    const { tableId, offered } = await bettingTable(store, 50_000)
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        store.placeBet(tableId, bet({ handIndex: offered(0), stakeCents: Math.round((5 + (i % 7)) * 100) })),
      ),
    )
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []))
    t.ok(
      results.every((r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'INSUFFICIENT_BALANCE'),
      'refusals are INSUFFICIENT_BALANCE',
    )
    const staked = placed.reduce((sum, b) => sum + b.stakeCents, 0)
    const balance = (await store.getSeats(tableId))[0].balanceCents
    t.ok(placed.length < 100 && balance >= 0 && balance < 1_100, `${placed.length} placed, ${balance} left`)
    t.equal(balance, 50_000 - staked)
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test(
    'bets racing the advance that closes their stage: each recorded at the old price before the close, or refused',
    async (t) => {
      const store = await createStore(t)
      const { tableId, game, offered } = await bettingTable(store, 100_000)
      const racing = Array.from({ length: 40 }, (_, i) =>
        store.placeBet(tableId, bet({ handIndex: offered(0), stakeCents: Math.round((1 + (i % 3)) * 100) })),
      )
      const advancing = store.advanceGame(tableId, 'STATUS_HOLE')
      const results = await Promise.allSettled(racing)
      await advancing
      const accepted = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []))
      t.ok(
        results.every((r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'STAGE_CLOSED'),
        'refused ones are STAGE_CLOSED',
      )
      t.ok(
        accepted.every((b) => b.bettingStage === 0 && b.recordedOddsTenths === game.pricing[0][offered(0)].oddsTenths),
        'accepted at the hole price',
      )
      t.same(
        (await store.getBets(tableId, 1)).map((b) => b.betId).sort(),
        accepted.map((b) => b.betId).sort(),
        'exactly the acknowledged bets exist',
      )
      await checkLedgerInvariants(t, store, tableId)
    },
  )

  t.test(
    'cancels racing settlement: every bet ends cancelled or settled, never both, and the money adds up',
    async (t) => {
      const store = await createStore(t)
      const { tableId, game } = await bettingTable(store, 100_000, 3)
      await store.advanceGame(tableId, 'STATUS_HOLE')
      await store.advanceGame(tableId, 'STATUS_FLOP')
      const hand = game.pricing[2].findIndex((p) => p.oddsTenths > 0)
      if (hand < 0) return t.pass('no hand offered at the turn of this deal')
      const placed = await Promise.all(
        Array.from({ length: 30 }, () =>
          store.placeBet(tableId, bet({ bettingStage: 2, handIndex: hand, stakeCents: 200 })),
        ),
      )
      const cancels = placed.map((p) => store.cancelBet(tableId, p.bet.betId, null, 'ann'))
      const settling = store.advanceGame(tableId, 'STATUS_TURN')
      const outcomes = await Promise.allSettled(cancels)
      await settling
      t.ok(
        outcomes.every((o) => o.status === 'fulfilled' || (o.reason as { code?: string }).code === 'BET_FINAL'),
        'late cancels are BET_FINAL',
      )
      const bets = await store.getBets(tableId, 1)
      const cancelled = bets.filter((b) => b.status === 'CANCELLED')
      t.equal(cancelled.length, outcomes.filter((o) => o.status === 'fulfilled').length)
      t.ok(
        cancelled.every((b) => b.payoutCents === undefined),
        'a cancelled bet is never paid',
      )
      t.ok(
        bets.filter((b) => b.status !== 'CANCELLED').every((b) => b.status === 'WON' || b.status === 'LOST'),
        'the rest are settled',
      )
      await checkLedgerInvariants(t, store, tableId)
    },
  )

  t.test(
    'the deadline is the close: a bet, a cancel or a ready after it is refused before the step runs, and changes ' +
      'nothing',
    async (t) => {
      const { store, expire } = await createLiveStore(t)
      const tableId = await store.createTable(AUTO)
      await store.sit(sitAt(tableId, 'ann'))
      const g = autoGame(1)
      await store.startGame(tableId, g, AUTO, undefined, { due: true })
      const hand = offered(g, 0)
      const request = { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0, handIndex: hand, stakeCents: 500 }
      const placed = await store.placeBet(tableId, request)
      t.equal(placed.balanceCents, 9_500, 'before the deadline a bet is taken')
      await expire(tableId)
      t.equal(
        await codeOf(store.placeBet(tableId, request)),
        'STAGE_CLOSED',
        'after it, refused although the table is still at HOLE',
      )
      t.equal(await codeOf(store.cancelBet(tableId, placed.bet.betId, null, 'ann')), 'STAGE_CLOSED', 'a cancel too')
      t.equal(
        await codeOf(store.markReady(tableId, { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0 })),
        'STAGE_CLOSED',
        'a ready too',
      )
      const table = (await store.getTable(tableId))!
      t.equal(table.state, 'STATUS_HOLE')
      t.same(
        table.seats.map((s) => s.balanceCents),
        [9_500],
        'nothing changed',
      )
      t.equal(table.bets.length, 1)
      await checkLedgerInvariants(t, store, tableId)
    },
  )
}
