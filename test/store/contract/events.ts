// The store contract, events and tickets: every change numbered without gaps with the public view right after it and
// nothing unrevealed, heard by listeners in order; single-use tickets that expire.

import type { Test } from 'tap'
import { formatCard } from '../../../src/core/cards.ts'
import { AUTO, autoGame, offered, sitAt, type LiveStoreFactory } from './fixtures.ts'

export function eventContract(t: Test, createLiveStore: LiveStoreFactory): void {
  t.test('events: every change numbered without gaps, in order, each with the public view right after it and nothing unrevealed', async (t) => {
    const { store, expire } = await createLiveStore(t)
    const heard: Array<[number, number]> = []
    const unsubscribe = store.onEvent((tableId, eventId) => heard.push([tableId, eventId]))
    t.teardown(unsubscribe)
    const tableId = await store.createTable(AUTO)
    await store.sit(sitAt(tableId, 'ann'))
    const g = autoGame(1)
    await store.startGame(tableId, g, AUTO, undefined, { due: true })
    await store.placeBet(tableId, { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0, handIndex: offered(g, 0), betAmount: 1 })
    await store.markReady(tableId, { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0 })
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const) {
      await expire(tableId)
      await store.advanceGame(tableId, from, { due: true })
    }
    const { events, lastEventId, oldestKept } = await store.readEvents(tableId, 0, 100)
    t.same(events.map((e) => e.type), ['table', 'seats', 'stage', 'bet', 'ready', 'stage', 'stage', 'stage'])
    t.same(events.map((e) => e.eventId), [1, 2, 3, 4, 5, 6, 7, 8], 'numbered 1, 2, ... without gaps')
    t.equal(lastEventId, 8)
    t.equal(oldestKept, 1)
    t.same((await store.readEvents(tableId, 6, 100)).events.map((e) => e.eventId), [7, 8], 'after an event number')
    const boardShown = [0, 0, 0, 0, 0, 3, 4, 5]
    const board = g.board.map(formatCard)
    events.forEach((event, i) => {
      const view = event.view as { eventId: number; board: string[]; serverSeed?: string; hands?: string[]; gameState: string }
      t.equal(view.eventId, event.eventId, `event ${event.eventId}: its view is the table right after it`)
      t.same(view.board, board.slice(0, boardShown[i]), `event ${event.eventId}: only the board revealed then`)
      const text = JSON.stringify(view)
      for (const card of board.slice(boardShown[i])) t.notOk(text.includes(`"${card}"`), `event ${event.eventId}: ${card} not yet shown`)
      t.equal(text.includes(g.serverSeed), view.gameState === 'STATUS_RIVER', `event ${event.eventId}: the seed only at the river`)
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    t.same(
      heard.filter(([id]) => id === tableId).map(([, eventId]) => eventId),
      [1, 2, 3, 4, 5, 6, 7, 8],
      'listeners heard of every event, in order',
    )
  })

  t.test('tickets are single use and expire', async (t) => {
    const { store } = await createLiveStore(t)
    const now = await store.clock()
    await store.saveTicket('a'.repeat(64), { tableId: 3, caller: { verified: true, sub: 'ann' }, expiresAt: now + 30_000 })
    await store.saveTicket('b'.repeat(64), { tableId: 3, caller: null, expiresAt: now - 1 })
    t.same(await store.takeTicket('a'.repeat(64)), { tableId: 3, caller: { verified: true, sub: 'ann' }, expiresAt: now + 30_000 })
    t.equal(await store.takeTicket('a'.repeat(64)), undefined, 'used once')
    t.equal(await store.takeTicket('b'.repeat(64)), undefined, 'expired')
    t.equal(await store.takeTicket('c'.repeat(64)), undefined, 'unknown')
  })
}
