// Checks shared by the stores that keep a placed bet's event as what the bet changed (PostgreSQL, and the memory
// store given eventViewAfterBet): a table to bet at, every event read back, and each bet event's view held to the
// table's real state and to the ledger.

import type { Test } from 'tap'
import { dealGame, priceGame } from '../../src/core/game.ts'
import { publicStateView } from '../../src/http/game-views.ts'
import type { TableEvent } from '../../src/ports/event-store.ts'
import type { Store } from '../../src/ports/store.ts'
import type { TableState } from '../../schemas/game.ts'

export const SETTINGS = { numberOfHands: 3, numberOfSeats: 6, targetRtpBp: 9_700, maxBetCents: 5_000, mode: 'INTERACTIVE' as const, skipTurn: false, bettingSeconds: 15, revealSeconds: 5 }
export const PLAYERS = ['ann', 'bob', 'cy', 'dee', 'eve', 'fay']

/** A table with every player seated and a game at HOLE; the hands offered at HOLE. */
export async function bettingTable(store: Store, buyInCents: number, seed: number): Promise<{ tableId: number; offered: number[]; offeredAtFlop: number[] }> {
  const tableId = await store.createTable(SETTINGS)
  for (const playerId of PLAYERS) await store.sit({ tableId, playerId, buyInCents, seatCount: 6 })
  for (let nonce = 1; ; nonce++) {
    const dealt = dealGame(3, nonce, 'fold', Buffer.alloc(32, seed + nonce))
    const game = { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: '2030-01-01T00:00:00.000Z' }
    await store.startGame(tableId, game, SETTINGS)
    const offered = game.pricing[0].filter((p) => p.oddsTenths > 0).map((p) => p.handIndex)
    const offeredAtFlop = game.pricing[1].filter((p) => p.oddsTenths > 0).map((p) => p.handIndex)
    if (offered.length > 0 && offeredAtFlop.length > 0) return { tableId, offered, offeredAtFlop }
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const) await store.advanceGame(tableId, from)
  }
}

export async function allEvents(store: Store, tableId: number, after = 0): Promise<TableEvent[]> {
  const events: TableEvent[] = []
  for (;;) {
    const page = await store.readEvents(tableId, after, 500)
    events.push(...page.events)
    if (page.events.length < 500) return events
    after = page.events.at(-1)!.eventId
  }
}

/**
 * The last event's view is the table's state as publicStateView renders it from the database (not from folds); each
 * bet event's view is the one before with that bet added, its seat at the balance the ledger recorded for the bet,
 * and the table's amount bet raised by the stake; nothing else moves.
 */
export async function checkViews(t: Test, store: Store, tableId: number, events: TableEvent[]): Promise<void> {
  const table = (await store.getTable(tableId))!
  const last = events.at(-1)!
  t.equal(last.eventId, table.eventId, 'the last event is the table\'s')
  t.same(last.view, publicStateView(table, Date.parse(last.at)), 'the last view is the table as it is')
  const balanceAfterBet = new Map((await store.getLedger(tableId)).filter((e) => e.kind === 'BET').map((e) => [e.betId!, e.balanceAfterCents]))
  let checked = 0
  let wrong = 0
  for (let i = 1; i < events.length; i++) {
    const before = events[i - 1].view as TableState
    const after = events[i].view as TableState
    if (events[i].type !== 'bet' || after.bets.length !== before.bets.length + 1) continue
    const bet = after.bets.at(-1)!
    const seatBalance = balanceAfterBet.get(bet.betId)! / 100
    const expected = {
      ...before,
      seats: before.seats.map((seat) => (seat.seatId === bet.seatId ? { ...seat, seatBalance } : seat)),
      bets: [...before.bets, bet],
      totals: { ...before.totals, amountBet: Math.round((before.totals.amountBet + bet.betAmount) * 100) / 100 },
      serverTime: events[i].at,
      eventId: events[i].eventId,
    }
    checked++
    if (JSON.stringify(after) !== JSON.stringify(expected) || bet.status !== 'OPEN' || events[i].eventId !== events[i - 1].eventId + 1) wrong++
  }
  t.ok(checked > 0, `${checked} bet events checked`)
  t.equal(wrong, 0, 'each bet event is the view before plus that bet, as the ledger has it')
}
