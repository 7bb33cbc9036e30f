// PostgreSQL keeps a placed bet's event as what the bet changed and renders its view when the event is read, by
// folding the change onto the view before it. These tests hold the rendered views to the table's real state and to
// the ledger, read from any starting point by a store that remembers nothing, and across pruning.

import t from 'tap'
import { publicStateView, publicViewAfterBet } from '../../../src/http/game-views.ts'
import { EVENTS_KEPT_PER_TABLE } from '../../../src/ports/event-store.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { allEvents, bettingTable, checkViews, PLAYERS } from '../bet-events-checks.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'

const db = await usePostgres(t)

if (db) {
  t.test('concurrent bets, a cancel and refusals at one table: every view read back is the state it stood for', async (t) => {
    const schema = await db.createSchema()
    const options = { schema, eventView: publicStateView, eventViewAfterBet: publicViewAfterBet }
    const store = await db.createStore(options)
    t.teardown(() => store.close())
    const { tableId, offered } = await bettingTable(store, 2_000, 1)
    const bet = (playerId: string, i: number) =>
      store.placeBet(tableId, { caller: null, playerId, gameId: 1, bettingStage: 0, handIndex: offered[i % offered.length], betAmount: (100 + (i % 9) * 37) / 100 })
    // 6 players x 12 bets at once: about a third go past a balance of 20 and are refused.
    const first = await Promise.allSettled(PLAYERS.flatMap((playerId) => Array.from({ length: 12 }, (_, i) => bet(playerId, i))))
    const refused = first.filter((r) => r.status === 'rejected')
    t.ok(refused.length > 0, 'some bets go past the balance')
    t.same([...new Set(refused.map((r) => (r.reason as { code?: string }).code))], ['INSUFFICIENT_BALANCE'], 'refusals are over the balance only')
    const placed = first.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []))
    await store.cancelBet(tableId, placed[3].betId, null, placed[3].playerId)
    await Promise.all(PLAYERS.map((playerId) => store.sit({ tableId, playerId, buyInCents: 500, seatCount: 6 })))
    await Promise.all(PLAYERS.flatMap((playerId) => Array.from({ length: 4 }, () => bet(playerId, 0))))

    const events = await allEvents(store, tableId)
    await checkViews(t, store, tableId, events)
    // A store that remembers no view renders the same events from any starting point.
    const fresh = await db.createStore(options)
    t.teardown(() => fresh.close())
    let differ = 0
    for (const after of [0, 3, events[10].eventId, events[40].eventId, events.at(-2)!.eventId]) {
      const again = await allEvents(fresh, tableId, after)
      if (JSON.stringify(again) !== JSON.stringify(events.filter((e) => e.eventId > after))) differ++
    }
    t.equal(differ, 0, 'read from five starting points, the same events and views')
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('pruning keeps the view that the kept bet events fold from', async (t) => {
    const schema = await db.createSchema()
    const options = { schema, eventView: publicStateView, eventViewAfterBet: publicViewAfterBet }
    const store = await db.createStore(options)
    t.teardown(() => store.close())
    const { tableId, offered, offeredAtFlop } = await bettingTable(store, 1_000_000, 2)
    /** `count` bets of 1, six at a time (one per player), at `stage` on `handIndex`. */
    const betMany = async (count: number, stage: number, handIndex: number) => {
      for (let i = 0; i < count; i += PLAYERS.length) {
        const players = PLAYERS.slice(0, Math.min(PLAYERS.length, count - i))
        await Promise.all(players.map((playerId) => store.placeBet(tableId, { caller: null, playerId, gameId: 1, bettingStage: stage, handIndex, betAmount: 1 })))
      }
    }
    const stageEvent = (await store.getTable(tableId))!.eventId
    const count = EVENTS_KEPT_PER_TABLE + 150
    await betMany(count, 0, offered[0])
    const { lastEventId, oldestKept } = await store.readEvents(tableId, 0, 1)
    t.equal(lastEventId, stageEvent + count, 'one event per bet')
    t.equal(oldestKept, stageEvent, 'the stage event stays: every bet event after it folds from its view')
    const fresh = await db.createStore(options)
    t.teardown(() => fresh.close())
    const events = await allEvents(fresh, tableId, lastEventId - 5)
    t.equal(events.length, 5)
    t.same(events.at(-1)!.view, publicStateView((await store.getTable(tableId))!, Date.parse(events.at(-1)!.at)), 'the newest, folded over 1,150 bets, is the table')

    // Once the last 1,000 events all come after a later event with a view, the old stage event goes.
    const flopEvent = (await store.advanceGame(tableId, 'STATUS_HOLE')).eventId
    await betMany(EVENTS_KEPT_PER_TABLE + 100, 1, offeredAtFlop[0])
    const later = await store.readEvents(tableId, 0, 1)
    t.equal(later.oldestKept, flopEvent, 'the old stage event was pruned; the flop\'s, which the kept bet events fold from, stays')
    await checkViews(t, store, tableId, await allEvents(store, tableId, later.oldestKept - 1))
  })
}
