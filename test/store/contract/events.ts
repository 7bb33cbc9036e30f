// The store contract, events and tickets: every change numbered without gaps, each what it changed (folded in: the
// table right after it) and nothing unrevealed, heard by listeners in order; single-use tickets that expire.

import type { Test } from 'tap'
import type { TableState } from '../../../schemas/game.ts'
import { foldTableEvent } from '../../../src/client/table-view.js'
import { formatCard } from '../../../src/core/cards.ts'
import { publicStateView } from '../../../src/http/game-views.ts'
import { emptyTable } from '../../../src/http/table-reads.ts'
import { AUTO, autoGame, type LiveStoreFactory, offered, sitAt } from './fixtures.ts'

export function eventContract(t: Test, createLiveStore: LiveStoreFactory): void {
  t.test(
    'events: every change numbered without gaps, in order, each what it changed: folded in, the table right after ' +
      'it; nothing unrevealed',
    async (t) => {
      const { store, expire } = await createLiveStore(t)
      const heard: Array<[number, number]> = []
      const unsubscribe = store.onEvent((tableId, eventId) => heard.push([tableId, eventId]))
      t.teardown(unsubscribe)
      const g = autoGame(1)
      const board = g.board.map(formatCard)
      const tableId = await store.createTable(AUTO)
      // The view a follower holds, from the table before its first event; after each step the events so far, folded
      // in, must be the table as publicStateView renders it (but the view's time).
      let view: TableState = publicStateView(emptyTable(tableId, AUTO), 0)
      let last = 0
      const step = async (what: string, shown: number) => {
        const { events } = await store.readEvents(tableId, last, 100)
        for (const event of events) {
          const text = JSON.stringify(event.change)
          for (const card of board.slice(shown))
            t.notOk(text.includes(`"${card}"`), `${what}, event ${event.eventId}: ${card} not yet shown`)
          t.equal(
            text.includes(g.serverSeed),
            shown === 5,
            `${what}, event ${event.eventId}: the seed only in the river's event`,
          )
          view = foldTableEvent(view, event as Parameters<typeof foldTableEvent>[1])
          last = event.eventId
        }
        const { serverTime: _, ...table } = publicStateView((await store.getTable(tableId))!, 0)
        const { serverTime: __, ...folded } = view
        t.same(folded, table, `${what}: the events folded in are the table`)
      }
      await step('created', 0)
      await store.sit(sitAt(tableId, 'ann'))
      await step('a sit', 0)
      await store.startGame(tableId, g, AUTO, undefined, { due: true })
      await step('a game started', 0)
      await store.placeBet(tableId, {
        caller: null,
        playerId: 'ann',
        gameId: 1,
        bettingStage: 0,
        handIndex: offered(g, 0),
        stakeCents: 100,
      })
      await step('a bet', 0)
      await store.markReady(tableId, { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0 })
      await step('ready', 0)
      for (const [from, shown] of [
        ['STATUS_HOLE', 3],
        ['STATUS_FLOP', 4],
        ['STATUS_TURN', 5],
      ] as const) {
        await expire(tableId)
        await store.advanceGame(tableId, from, { due: true })
        await step(`the step from ${from}`, shown)
      }
      const { events, lastEventId, oldestKept } = await store.readEvents(tableId, 0, 100)
      t.same(
        events.map((e) => e.type),
        ['table', 'seats', 'stage', 'bet', 'ready', 'stage', 'stage', 'stage'],
      )
      t.same(
        events.map((e) => e.eventId),
        [1, 2, 3, 4, 5, 6, 7, 8],
        'numbered 1, 2, ... without gaps',
      )
      t.equal(lastEventId, 8)
      t.equal(oldestKept, 1)
      t.same(
        (await store.readEvents(tableId, 6, 100)).events.map((e) => e.eventId),
        [7, 8],
        'after an event number',
      )
      await expire(tableId)
      await store.advanceGame(tableId, 'STATUS_RIVER', { due: true })
      await step('the game ended', 0)
      await store.leaveTable(tableId, 'ann')
      await step('a leave', 0)
      await new Promise((resolve) => setTimeout(resolve, 300))
      t.same(
        heard.filter(([id]) => id === tableId).map(([, eventId]) => eventId),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        'listeners heard of every event, in order',
      )
    },
  )

  t.test('tickets are single use and expire; reading one leaves it', async (t) => {
    const { store } = await createLiveStore(t)
    const now = await store.clock()
    await store.saveTicket('a'.repeat(64), {
      tableId: 3,
      caller: { verified: true, sub: 'ann' },
      expiresAt: now + 30_000,
    })
    await store.saveTicket('b'.repeat(64), { tableId: 3, caller: null, expiresAt: now - 1 })
    const held = { tableId: 3, caller: { verified: true, sub: 'ann' }, expiresAt: now + 30_000 }
    t.same(await store.peekTicket('a'.repeat(64)), held, 'read without using it')
    t.same(await store.peekTicket('a'.repeat(64)), held, 'still there after a read')
    t.same(await store.takeTicket('a'.repeat(64)), held)
    t.equal(await store.takeTicket('a'.repeat(64)), undefined, 'used once')
    t.equal(await store.peekTicket('a'.repeat(64)), undefined, 'a used ticket reads as none')
    t.equal(await store.peekTicket('b'.repeat(64)), undefined, 'an expired ticket reads as none')
    t.equal(await store.takeTicket('b'.repeat(64)), undefined, 'expired')
    t.equal(await store.takeTicket('c'.repeat(64)), undefined, 'unknown')
  })
}
