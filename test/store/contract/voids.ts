// The store contract, voids: the game in play voided in one step (every open stake back on its seat, bets VOID, the
// game marked, the table at SETUP, audited); a game that is over or never was is refused and nothing changes.

import type { Test } from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import type { Store } from '../../../src/ports/store.ts'
import { codeOf } from '../../helpers/domain.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'
import { SETTINGS, type StoreFactory, sit } from './fixtures.ts'

const BY = { actor: 'op-1', reason: 'dealer fault' }

function gameFor(nonce: number) {
  const dealt = dealGame(2, nonce, `void-${nonce}`, Buffer.alloc(32, nonce + 40))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
    startedAt: '2030-01-01T00:00:00.000Z',
  }
}

async function offered(store: Store, tableId: number, stage: number): Promise<number> {
  return (await store.getTable(tableId))!.game!.pricing[stage].findIndex((p) => p.oddsTenths > 0)
}

export function voidContract(t: Test, createStore: StoreFactory): void {
  t.test(
    'a game at the flop voided: every open stake back, bets VOID, the game marked, the table at SETUP',
    async (t) => {
      const store = await createStore(t)
      const tableId = await store.createTable({ ...SETTINGS, numberOfSeats: 3 })
      await store.sit(sit('ann', 5_000, { tableId }))
      await store.sit(sit('bob', 5_000, { tableId }))
      await store.setLimit(
        'ann',
        { kind: 'LOSS', period: 'DAY', amountCents: 10_000 },
        { source: 'PLAYER', actor: 'ann' },
      )
      await store.startGame(tableId, gameFor(1), SETTINGS)
      const bet = (playerId: string, bettingStage: number, handIndex: number, betAmount: number) =>
        store.placeBet(tableId, {
          caller: null,
          playerId,
          gameId: 1,
          bettingStage,
          handIndex,
          stakeCents: Math.round(betAmount * 100),
        })
      const hole = await offered(store, tableId, 0)
      await bet('ann', 0, hole, 10)
      await bet('bob', 0, hole, 7.5)
      const cancelled = (await bet('bob', 0, hole, 2)).bet
      await store.cancelBet(tableId, cancelled.betId, null, 'bob')
      await store.advanceGame(tableId, 'STATUS_HOLE')
      const flop = await offered(store, tableId, 1)
      if (flop >= 0) await bet('ann', 1, flop, 5)
      const before = (await store.getTable(tableId))!
      const totalsBefore = await store.houseTotals()
      t.ok(
        before.seats.every((s) => s.balanceCents < 5_000),
        'both have stakes out',
      )

      const answered = await store.voidGame(tableId, 1, BY)
      const { table, voided } = answered
      t.equal(voided.length, flop >= 0 ? 3 : 2, 'every open bet, not the cancelled one')
      t.ok(voided.every((b) => b.status === 'VOID'))
      t.equal(table.state, 'STATUS_SETUP')
      t.equal(table.game, undefined, 'no game in play')
      t.same(
        table.seats.map((s) => [s.playerId, s.balanceCents]),
        [
          ['ann', 5_000],
          ['bob', 5_000],
        ],
        'every stake is back on its seat',
      )
      t.equal(
        table.totals.amountBetCents,
        before.totals.amountBetCents - voided.reduce((sum, b) => sum + b.stakeCents, 0),
        'voided stakes leave the amount bet',
      )
      const bets = await store.getBets(tableId, 1)
      t.same(bets.map((b) => b.status).sort(), [...voided.map(() => 'VOID'), 'CANCELLED'].sort())
      const game = (await store.getGame(tableId, 1))!
      t.match(game.voided, { reason: 'dealer fault', actor: 'op-1' })
      t.same(answered.game, game, 'the void answers the game as voided, as it reads after')
      t.same(answered.bets, bets, "and the game's bets as they read after")
      const ledger = await store.getLedger(tableId)
      const refunds = ledger.filter((e) => e.kind === 'BET_CANCEL' && voided.some((b) => b.betId === e.betId))
      t.same(
        refunds.map((e) => e.amountCents).sort(),
        voided.map((b) => b.stakeCents).sort(),
        'one refund entry per voided bet, naming it',
      )
      await checkLedgerInvariants(t, store, tableId)
      const totals = await store.houseTotals()
      t.equal(
        totals.houseResultCents,
        totalsBefore.houseResultCents - voided.reduce((sum, b) => sum + b.stakeCents, 0),
        'the house keeps nothing of a void',
      )
      t.equal(totals.houseResultCents, 0)
      t.match(
        (await store.getProtection('ann')).standings,
        [{ kind: 'LOSS', usedCents: 0 }],
        "a voided stake is no loss of ann's",
      )
      const [row] = await store.listAudit({ limit: 1, kind: 'GAME_VOIDED' })
      t.match(row, {
        actor: 'op-1',
        reason: 'dealer fault',
        tableId,
        before: { gameId: 1, state: 'STATUS_FLOP' },
        after: { status: 'VOID', refundedCents: voided.reduce((sum, b) => sum + b.stakeCents, 0) },
      })

      t.equal(await codeOf(store.voidGame(tableId, 1, BY)), 'GAME_SETTLED', 'a voided game is over')
      t.equal(await codeOf(store.voidGame(tableId, 2, BY)), 'GAME_NOT_FOUND')
      t.equal(await codeOf(store.voidGame(9_999, 1, BY)), 'GAME_NOT_FOUND')
      t.equal((await store.startGame(tableId, gameFor(2), SETTINGS)).state, 'STATUS_HOLE', 'the next game starts')
    },
  )

  t.test('a settled game cannot be voided, at the river or after; the refusal changes nothing', async (t) => {
    const store = await createStore(t)
    const tableId = await store.createTable({ ...SETTINGS, numberOfSeats: 3 })
    await store.sit(sit('ann', 5_000, { tableId }))
    await store.startGame(tableId, gameFor(1), SETTINGS)
    await store.placeBet(tableId, {
      caller: null,
      playerId: 'ann',
      gameId: 1,
      bettingStage: 0,
      handIndex: await offered(store, tableId, 0),
      stakeCents: 1000,
    })
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const) await store.advanceGame(tableId, from)
    const river = (await store.getTable(tableId))!
    t.equal(await codeOf(store.voidGame(tableId, 1, BY)), 'GAME_SETTLED', 'at the river the game is settled')
    t.same(await store.getTable(tableId), river, 'nothing changed')
    await store.advanceGame(tableId, 'STATUS_RIVER')
    t.equal(await codeOf(store.voidGame(tableId, 1, BY)), 'GAME_SETTLED')
    t.same(await store.listAudit({ limit: 10, kind: 'GAME_VOIDED' }), [])
  })
}
