// The memory store given eventViewAfterBet keeps a placed bet's event as what the bet changed and folds it onto the
// view before when the event is read. Oracle: the same steps on a memory store that renders every event whole
// (no eventViewAfterBet) give the same events, views included; and each view holds to the table and the ledger.

import t from 'tap'
import { publicStateView, publicViewAfterBet } from '../../../src/http/game-views.ts'
import { EVENTS_KEPT_PER_TABLE } from '../../../src/ports/event-store.ts'
import type { Store } from '../../../src/ports/store.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { allEvents, bettingTable, checkViews, PLAYERS } from '../bet-events-checks.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'

/** A store on its own clock, from the same start: folding bets' changes, or rendering every view whole. */
function clockedStore(folds: boolean): { store: Store; tick: () => void } {
  let clock = Date.parse('2030-01-01T00:00:00.000Z')
  const now = () => clock
  return { store: createMemoryStore({}, now, publicStateView, folds ? publicViewAfterBet : undefined), tick: () => (clock += 7) }
}

/** Whether two lists of events are the same, views included (one comparison of their JSON: they are large). */
const sameEvents = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

t.test('bets, a cancel and refusals at one table: the folded views are the views rendered whole, from any starting point', async (t) => {
  const run = async ({ store, tick }: ReturnType<typeof clockedStore>) => {
    const { tableId, offered } = await bettingTable(store, 2_000, 1)
    const bet = (playerId: string, i: number) => {
      tick()
      return store.placeBet(tableId, { caller: null, playerId, gameId: 1, bettingStage: 0, handIndex: offered[i % offered.length], betAmount: (100 + (i % 9) * 37) / 100 })
    }
    const first = await Promise.allSettled(PLAYERS.flatMap((playerId) => Array.from({ length: 12 }, (_, i) => bet(playerId, i))))
    const placed = first.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []))
    await store.cancelBet(tableId, placed[3].betId, null, placed[3].playerId)
    for (const playerId of PLAYERS) await store.sit({ tableId, playerId, buyInCents: 500, seatCount: 6 })
    await Promise.all(PLAYERS.flatMap((playerId) => Array.from({ length: 4 }, () => bet(playerId, 0))))
    return { tableId, refused: first.filter((r) => r.status === 'rejected').length }
  }
  const [folding, whole] = [clockedStore(true), clockedStore(false)]
  const a = await run(folding)
  const b = await run(whole)
  t.ok(a.refused > 0 && a.refused === b.refused, `${a.refused} bets past the balance refused by both`)
  const events = await allEvents(folding.store, a.tableId)
  t.ok(sameEvents(events, await allEvents(whole.store, b.tableId)), 'every event and view the same as rendered whole')
  await checkViews(t, folding.store, a.tableId, events)
  let differ = 0
  for (const after of [0, 3, events[10].eventId, events[40].eventId, events.at(-2)!.eventId, events[20].eventId]) {
    const again = await allEvents(folding.store, a.tableId, after)
    if (JSON.stringify(again) !== JSON.stringify(events.filter((e) => e.eventId > after))) differ++
  }
  t.equal(differ, 0, 'read again from six starting points (before and after the last rendered), the same')
  await checkLedgerInvariants(t, folding.store, a.tableId)
})

t.test('pruning: the last 1,000 events stay, the oldest with its view, every later one folding to the table', async (t) => {
  const run = async ({ store, tick }: ReturnType<typeof clockedStore>) => {
    const { tableId, offered, offeredAtFlop } = await bettingTable(store, 1_000_000, 2)
    const betMany = async (count: number, stage: number, handIndex: number) => {
      for (let i = 0; i < count; i++) {
        tick()
        await store.placeBet(tableId, { caller: null, playerId: PLAYERS[i % PLAYERS.length], gameId: 1, bettingStage: stage, handIndex, betAmount: 1 })
      }
    }
    await betMany(EVENTS_KEPT_PER_TABLE + 150, 0, offered[0])
    const mid = await allEvents(store, tableId)
    await store.advanceGame(tableId, 'STATUS_HOLE')
    await betMany(EVENTS_KEPT_PER_TABLE + 100, 1, offeredAtFlop[0])
    return { tableId, mid }
  }
  const [folding, whole] = [clockedStore(true), clockedStore(false)]
  const a = await run(folding)
  const b = await run(whole)
  t.equal(a.mid.length, EVENTS_KEPT_PER_TABLE, 'after 1,150 bets, 1,000 events')
  t.ok(sameEvents(a.mid, b.mid), 'the same 1,000 as rendered whole')
  const events = await allEvents(folding.store, a.tableId)
  const { oldestKept, lastEventId } = await folding.store.readEvents(a.tableId, 0, 1)
  t.equal(events.length, EVENTS_KEPT_PER_TABLE)
  t.equal(oldestKept, lastEventId - EVENTS_KEPT_PER_TABLE + 1, 'exactly the last 1,000 kept')
  t.ok(sameEvents(events, await allEvents(whole.store, b.tableId)), 'after a stage and 1,100 more bets, the same again')
  t.ok(sameEvents(events.at(-1)!.view, publicStateView((await folding.store.getTable(a.tableId))!, Date.parse(events.at(-1)!.at))), 'the newest is the table')
  await checkViews(t, folding.store, a.tableId, events)
})
