// The store contract, recall: the games a player bet on across tables, newest first by start, with only their own
// bets and ledger entries, the game in play marked with its table's state; pages and windows that add up.

import type { Test } from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import type { RecalledGame } from '../../../src/core/recall.ts'
import type { Store } from '../../../src/ports/store.ts'
import { SETTINGS, type StoreFactory, sit } from './fixtures.ts'

const START = Date.parse('2030-03-01T12:00:00.000Z')

function gameFor(tableId: number, nonce: number, minutes: number) {
  const dealt = dealGame(2, nonce, `recall-${tableId}-${nonce}`, Buffer.alloc(32, tableId * 10 + nonce))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
    startedAt: new Date(START + minutes * 60_000).toISOString(),
  }
}

async function betOn(store: Store, tableId: number, playerId: string, gameId: number, stage: number) {
  const pricing = (await store.getTable(tableId))!.game!.pricing[stage]
  const handIndex = pricing.findIndex((p) => p.oddsTenths > 0)
  return (
    await store.placeBet(tableId, { caller: null, playerId, gameId, bettingStage: stage, handIndex, stakeCents: 200 })
  ).bet
}

export function recallContract(t: Test, createStore: StoreFactory): void {
  t.test("a player's games across tables, newest first, with their own bets and entries only", async (t) => {
    const store = await createStore(t)
    const one = await store.createTable({ ...SETTINGS, numberOfSeats: 3 })
    const two = await store.createTable({ ...SETTINGS, numberOfSeats: 3 })
    for (const tableId of [one, two]) for (const p of ['ann', 'bob']) await store.sit(sit(p, 10_000, { tableId }))
    // Table one: game 1 (ann and bob bet, settled), game 2 (only bob bets), game 3 (ann bets, voided), game 4 in play.
    await store.startGame(one, gameFor(one, 1, 0), SETTINGS)
    await betOn(store, one, 'ann', 1, 0)
    await betOn(store, one, 'bob', 1, 0)
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const)
      await store.advanceGame(one, from)
    await store.startGame(one, gameFor(one, 2, 10), SETTINGS)
    await betOn(store, one, 'bob', 2, 0)
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const)
      await store.advanceGame(one, from)
    await store.startGame(one, gameFor(one, 3, 20), SETTINGS)
    await betOn(store, one, 'ann', 3, 0)
    await store.voidGame(one, 3, { actor: 'op', reason: 'fault' })
    await store.startGame(one, gameFor(one, 4, 40), SETTINGS)
    await store.advanceGame(one, 'STATUS_HOLE')
    await betOn(store, one, 'ann', 4, 1)
    // Table two: game 1 (ann bets twice, one cancelled; settled and back at SETUP), started between the others.
    await store.startGame(two, gameFor(two, 1, 30), SETTINGS)
    const cancelled = await betOn(store, two, 'ann', 1, 0)
    await store.cancelBet(two, cancelled.betId, null, 'ann')
    await betOn(store, two, 'ann', 1, 0)
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const)
      await store.advanceGame(two, from)

    const games = await store.recallGames('ann', { limit: 100 })
    const ids = (list: RecalledGame[]) => list.map((g) => `${g.tableId}:${g.game.gameId}`)
    t.same(
      ids(games),
      [`${one}:4`, `${two}:1`, `${one}:3`, `${one}:1`],
      'the games ann bet on, newest first; not the one only bob bet on',
    )
    t.ok(
      games.every((g) => g.bets.length > 0 && g.bets.every((b) => b.playerId === 'ann')),
      "only ann's bets",
    )
    t.ok(
      games.every((g) => g.entries.every((e) => e.playerId === 'ann' && e.gameId === g.game.gameId)),
      "only ann's entries of the game",
    )
    const [inPlay, withCancel, voided, settled] = games
    t.equal(inPlay.inPlayState, 'STATUS_FLOP', 'the game in play carries its table state')
    t.equal(withCancel.inPlayState, undefined, 'a game that is over carries none')
    t.same(
      withCancel.bets.map((b) => b.status).sort(),
      ['CANCELLED', withCancel.bets.find((b) => b.status !== 'CANCELLED')!.status].sort(),
    )
    t.same(withCancel.entries.map((e) => e.kind).slice(0, 3), ['BET', 'BET_CANCEL', 'BET'])
    t.match(voided.game.voided, { reason: 'fault' })
    t.same(
      voided.entries.map((e) => e.kind),
      ['BET', 'BET_CANCEL'],
      'the void returned the stake',
    )
    t.ok(
      settled.game.settledAt !== undefined && settled.game.settledAt <= (await store.clock()) + 5_000,
      'a settled game knows when (the store clock)',
    )
    const won = settled.bets[0].status === 'WON'
    t.same(
      settled.entries.map((e) => e.kind),
      won ? ['BET', 'PAYOUT'] : ['BET'],
      'its bet, and its payout if it won',
    )

    const pages: RecalledGame[] = []
    let after: { startedAt: number; tableId: number; gameId: number } | undefined
    for (;;) {
      const page = await store.recallGames('ann', { limit: 3, ...(after ? { after } : {}) })
      pages.push(...page)
      if (page.length < 3) break
      const last = page.at(-1)!
      after = { startedAt: Date.parse(last.game.startedAt), tableId: last.tableId, gameId: last.game.gameId }
    }
    t.same(ids(pages), ids(games), 'pages of 3 add up to the whole')
    t.same(
      ids(await store.recallGames('ann', { limit: 100, from: START + 20 * 60_000, to: START + 40 * 60_000 })),
      [`${two}:1`, `${one}:3`],
      'the window on the start',
    )
    t.same(await store.recallGames('nobody', { limit: 10 }), [])
  })
}
