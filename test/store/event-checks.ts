// Checks shared by both stores' event tests: a table to bet at, every event read back, the events folded into a
// follower's view (held to the table's real state, as publicStateView renders it), and the size of bet events.

import type { Test } from 'tap'
import type { TableState } from '../../schemas/game.ts'
import { foldTableEvent } from '../../src/client/table-view.js'
import { dealGame, priceGame } from '../../src/core/game.ts'
import { publicStateView } from '../../src/http/game-views.ts'
import type { TableEvent } from '../../src/ports/event-store.ts'
import type { Store } from '../../src/ports/store.ts'

export const SETTINGS = {
  numberOfHands: 3,
  numberOfSeats: 6,
  targetRtpBp: 9_700,
  maxBetCents: 5_000,
  mode: 'INTERACTIVE' as const,
  skipTurn: false,
  bettingSeconds: 15,
  revealSeconds: 5,
}
export const PLAYERS = ['ann', 'bob', 'cy', 'dee', 'eve', 'fay']

/** A table with every player seated and a game at HOLE; the hands offered at HOLE and at the flop. */
export async function bettingTable(
  store: Store,
  buyInCents: number,
  seed: number,
): Promise<{ tableId: number; offered: number[]; offeredAtFlop: number[] }> {
  const tableId = await store.createTable(SETTINGS)
  for (const playerId of PLAYERS) await store.sit({ tableId, playerId, buyInCents, seatCount: 6 })
  for (let nonce = 1; ; nonce++) {
    const dealt = dealGame(3, nonce, 'fold', Buffer.alloc(32, seed + nonce))
    const game = {
      ...dealt,
      pricing: priceGame(dealt.hands, dealt.board, 9_700),
      startedAt: '2030-01-01T00:00:00.000Z',
    }
    await store.startGame(tableId, game, SETTINGS)
    const offered = game.pricing[0].filter((p) => p.oddsTenths > 0).map((p) => p.handIndex)
    const offeredAtFlop = game.pricing[1].filter((p) => p.oddsTenths > 0).map((p) => p.handIndex)
    if (offered.length > 0 && offeredAtFlop.length > 0) return { tableId, offered, offeredAtFlop }
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const)
      await store.advanceGame(tableId, from)
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

/** What a follower holds: the table as it stood (publicStateView, as a snapshot shows it). */
export async function snapshotOf(store: Store, tableId: number): Promise<TableState> {
  return publicStateView((await store.getTable(tableId))!, 0)
}

/** `view` with `events` folded in, as the typed client and the pages fold them. */
export function foldAll(view: TableState, events: readonly TableEvent[]): TableState {
  return events.reduce((state, event) => foldTableEvent(state, event as Parameters<typeof foldTableEvent>[1]), view)
}

/** The folded view is the table as it now is (but the view's time, which is the last event's). */
export async function checkFolded(
  t: Test,
  store: Store,
  tableId: number,
  view: TableState,
  what: string,
): Promise<void> {
  const { serverTime: _, ...folded } = view
  const { serverTime: __, ...table } = await snapshotOf(store, tableId)
  t.same(folded, table, what)
}

/** The size (JSON) of each bet event's change, in order. */
export const betEventSizes = (events: readonly TableEvent[]) =>
  events.filter((e) => e.type === 'bet').map((e) => JSON.stringify(e.change).length)
