// The memory store under endless play at one table: ledger and games stay within their bounds, the dropped history
// is summed into BALANCE_FORWARD entries that keep every player's entries adding up to the balance, and the house
// report (kept as running sums) matches a tally the test keeps itself.

import t from 'tap'
import type { BetRequest } from '../../../src/core/bets.ts'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import type { TableSettings } from '../../../src/core/tables.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'

const SETTINGS: TableSettings = {
  numberOfHands: 2,
  numberOfSeats: 4,
  targetRtpBp: 9_500,
  maxBetCents: 2_500,
  mode: 'INTERACTIVE',
  skipTurn: false,
  bettingSeconds: 15,
  revealSeconds: 5,
}
const PLAYERS = ['ann', 'bob', 'cat']

t.test('60 games of bets at one table with small bounds: bounded ledger and games, sums kept', async (t) => {
  const store = createMemoryStore({ maxLedgerEntriesPerTable: 40, maxGamesPerTable: 3 })
  t.teardown(() => store.close())
  const tableId = await store.createTable(SETTINGS)
  for (const playerId of PLAYERS) await store.sit({ tableId, playerId, buyInCents: 50_000, seatCount: 4 })
  let staked = 0
  let paid = 0
  let longest = 0
  for (let nonce = 1; nonce <= 60; nonce++) {
    const dealt = dealGame(2, nonce, `bounds-${nonce}`, Buffer.alloc(32, nonce))
    const started = await store.startGame(
      tableId,
      {
        ...dealt,
        pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
        startedAt: '2030-01-01T00:00:00.000Z',
      },
      SETTINGS,
    )
    const game = started.game!
    // A game may offer no hand at the hole-card stage (a near-certain favourite and a dead hand): no bets then.
    const handIndex = game.pricing[0].findIndex((p) => p.oddsTenths > 0)
    for (const [i, playerId] of handIndex < 0 ? [] : PLAYERS.entries()) {
      const request: BetRequest = {
        caller: null,
        playerId,
        gameId: game.gameId,
        bettingStage: 0,
        handIndex,
        stakeCents: Math.round((1 + i) * 100),
      }
      staked += (await store.placeBet(tableId, request)).bet.stakeCents
    }
    await store.advanceGame(tableId, 'STATUS_HOLE')
    await store.advanceGame(tableId, 'STATUS_FLOP')
    await store.advanceGame(tableId, 'STATUS_TURN')
    for (const bet of await store.getBets(tableId, game.gameId)) paid += bet.payoutCents ?? 0
    await store.advanceGame(tableId, 'STATUS_RIVER')
    longest = Math.max(longest, (await store.getLedger(tableId)).length)
    t.ok((await store.getGame(tableId, nonce)) !== undefined, `game ${nonce} is kept`)
    if (nonce > 3)
      t.equal(await store.getGame(tableId, nonce - 3), undefined, `game ${nonce - 3} is forgotten (3 per table)`)
  }
  // 60 games of 3 bets and their settlements write over 300 entries; the ledger never held more than its bound
  // plus one summary per player.
  t.ok(longest <= 40 + PLAYERS.length, `the ledger held at most ${longest} entries`)
  const ledger = await store.getLedger(tableId)
  t.ok(
    ledger.some((e) => e.kind === 'BALANCE_FORWARD'),
    'older entries were summed forward',
  )
  t.same(
    ledger.map((e) => e.entryId),
    [...ledger.map((e) => e.entryId)].sort((a, b) => a - b),
    'entry ids stay in order',
  )
  const seats = (await store.getTable(tableId))!.seats
  for (const playerId of PLAYERS) {
    const own = await store.getLedger(tableId, playerId)
    t.equal(own.filter((e) => e.kind === 'BALANCE_FORWARD').length, 1, `${playerId}: one summary`)
    t.equal(own[0].kind, 'BALANCE_FORWARD', `${playerId}: the summary comes first`)
    let running = 0
    for (const entry of own) {
      running += entry.amountCents
      t.equal(entry.balanceAfterCents, running, `${playerId} entry ${entry.entryId}: chains`)
    }
    t.equal(
      running,
      seats.find((s) => s.playerId === playerId)!.balanceCents,
      `${playerId}: the entries add up to the seat balance`,
    )
  }
  const house = await store.houseTotals()
  const row = house.tables.find((r) => r.tableId === tableId)!
  t.equal(row.betCents, staked, 'the house report has every stake, dropped entries included')
  t.equal(row.paidOutCents, paid, 'and every payout')
  t.equal(row.gamesPlayed, 60)
  const table = (await store.getTable(tableId))!
  t.equal(table.totals.amountBetCents, staked)
  t.equal(table.totals.amountPaidOutCents, paid)
  t.equal(
    row.seatsCents,
    PLAYERS.length * 50_000 - staked + paid,
    'the seats hold what came in, less stakes, plus payouts',
  )
})

t.test('a player who leaves and sits again keeps one chain through the summary', async (t) => {
  const store = createMemoryStore({ maxLedgerEntriesPerTable: 6, maxGamesPerTable: 2 })
  t.teardown(() => store.close())
  const tableId = await store.createTable(SETTINGS)
  for (let round = 0; round < 6; round++) {
    await store.sit({ tableId, playerId: 'ann', buyInCents: 1_000 + round, seatCount: 4 })
    await store.sit({ tableId, playerId: 'bob', buyInCents: 500, seatCount: 4 })
    await store.leaveTable(tableId, 'ann')
    await store.leaveTable(tableId, 'bob')
  }
  const ledger = await store.getLedger(tableId)
  t.ok(ledger.length <= 6 + 2)
  for (const playerId of ['ann', 'bob']) {
    const own = await store.getLedger(tableId, playerId)
    t.equal(
      own.reduce((sum, e) => sum + e.amountCents, 0),
      0,
      `${playerId}: left with everything, the entries add up to 0`,
    )
    t.equal(own.at(-1)!.balanceAfterCents, 0)
  }
})
