// The memory store's events on a busy table: each event is what its change changed (a bet's: the bet, its seat, the
// amount bet), so folding them into a follower's view from any snapshot gives the table's real state, and a bet's
// event is the same size at the 1,900th bet of a game as at the 100th.

import t from 'tap'
import { publicChangeView } from '../../../src/http/game-views.ts'
import { EVENTS_KEPT_PER_TABLE } from '../../../src/ports/event-store.ts'
import type { Store } from '../../../src/ports/store.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { allEvents, betEventSizes, bettingTable, checkFolded, foldAll, PLAYERS, snapshotOf } from '../event-checks.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'

/** A store on its own clock that ticks 7 ms with every bet. */
function clockedStore(): { store: Store; tick: () => void } {
  let clock = Date.parse('2030-01-01T00:00:00.000Z')
  return { store: createMemoryStore({}, () => clock, publicChangeView), tick: () => (clock += 7) }
}

t.test(
  'bets, a cancel, refusals and top-ups at one table: the events folded in from any snapshot are the table',
  async (t) => {
    const { store, tick } = clockedStore()
    const { tableId, offered } = await bettingTable(store, 2_000, 1)
    const start = await snapshotOf(store, tableId)
    const bet = (playerId: string, i: number) => {
      tick()
      return store.placeBet(tableId, {
        caller: null,
        playerId,
        gameId: 1,
        bettingStage: 0,
        handIndex: offered[i % offered.length],
        stakeCents: Math.round(((100 + (i % 9) * 37) / 100) * 100),
      })
    }
    const first = await Promise.allSettled(
      PLAYERS.flatMap((playerId) => Array.from({ length: 12 }, (_, i) => bet(playerId, i))),
    )
    const placed = first.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []))
    t.ok(
      first.some((r) => r.status === 'rejected'),
      'some bets go past the balance and are refused',
    )
    const middle = await snapshotOf(store, tableId)
    await store.cancelBet(tableId, placed[3].betId, null, placed[3].playerId)
    for (const playerId of PLAYERS) await store.sit({ tableId, playerId, buyInCents: 500, seatCount: 6 })
    await Promise.all(PLAYERS.flatMap((playerId) => Array.from({ length: 4 }, () => bet(playerId, 0))))
    const events = await allEvents(store, tableId)
    await checkFolded(
      t,
      store,
      tableId,
      foldAll(
        start,
        events.filter((e) => e.eventId > start.eventId),
      ),
      'folded in from the snapshot before the bets',
    )
    await checkFolded(
      t,
      store,
      tableId,
      foldAll(
        middle,
        events.filter((e) => e.eventId > middle.eventId),
      ),
      'and from one taken after the refusals',
    )
    let differ = 0
    for (const after of [0, 3, events[10].eventId, events[40].eventId, events.at(-2)!.eventId]) {
      if (
        JSON.stringify(await allEvents(store, tableId, after)) !==
        JSON.stringify(events.filter((e) => e.eventId > after))
      )
        differ++
    }
    t.equal(differ, 0, 'read again from five starting points, the same events')
    await checkLedgerInvariants(t, store, tableId)
  },
)

t.test(
  '1,900 bets in one game: the last 1,000 events kept, each bet event the same size, the folds the table through ' +
    'the river',
  async (t) => {
    const { store, tick } = clockedStore()
    const { tableId, offered, offeredAtFlop } = await bettingTable(store, 1_000_000, 2)
    const betMany = async (count: number, stage: number, handIndex: number) => {
      for (let i = 0; i < count; i++) {
        tick()
        await store.placeBet(tableId, {
          caller: null,
          playerId: PLAYERS[i % PLAYERS.length],
          gameId: 1,
          bettingStage: stage,
          handIndex,
          stakeCents: 100,
        })
      }
    }
    await betMany(100, 0, offered[0])
    const early = betEventSizes(await allEvents(store, tableId)).slice(-PLAYERS.length)
    await betMany(EVENTS_KEPT_PER_TABLE - 100, 0, offered[0])
    const view = await snapshotOf(store, tableId)
    await store.advanceGame(tableId, 'STATUS_HOLE')
    await betMany(EVENTS_KEPT_PER_TABLE - 100, 1, offeredAtFlop[0])
    const events = await allEvents(store, tableId)
    const { oldestKept, lastEventId } = await store.readEvents(tableId, 0, 1)
    t.equal(events.length, EVENTS_KEPT_PER_TABLE, 'the last 1,000 events')
    t.equal(oldestKept, lastEventId - EVENTS_KEPT_PER_TABLE + 1, 'exactly the last 1,000 kept')
    const late = betEventSizes(events).slice(-PLAYERS.length)
    t.ok(
      Math.max(...late) <= Math.max(...early) * 1.1,
      `a bet event at the 1,900th bet is within 10% of one at the 100th (${Math.max(...late)} against ` +
        `${Math.max(...early)} bytes)`,
    )
    await checkFolded(
      t,
      store,
      tableId,
      foldAll(
        view,
        events.filter((e) => e.eventId > view.eventId),
      ),
      'folded in from a snapshot 900 bets back, the table',
    )
    for (const from of ['STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const) await store.advanceGame(tableId, from)
    const after = await allEvents(store, tableId, lastEventId)
    t.same(
      after.map((e) => e.type),
      ['stage', 'stage', 'stage'],
      'the turn, the river (every bet settled) and the end',
    )
    const river = after[1].change as { settled: unknown[]; bets?: unknown; seats: unknown[]; serverSeed: string }
    t.ok(
      river.settled.length === 1_900 && river.seats.length === PLAYERS.length && river.serverSeed,
      "the river's event: every bet settled, the seats as paid, the seed",
    )
    t.notOk('bets' in river, 'what settling changed on each bet, not the bets')
    await checkLedgerInvariants(t, store, tableId)
  },
)
