// PostgreSQL keeps each event as what its change changed (a placed bet's from its row, rendered when read): folding
// them into a follower's view from any snapshot gives the table's real state, read by a store that remembers nothing,
// with bets from two instances at once, and a bet's event stays the same size however many bets. Events leave by the
// hour, never by count (events-by-hour.test.ts).

import t from 'tap'
import { publicChangeView } from '../../../src/http/game-views.ts'
import { EVENTS_KEPT_PER_TABLE } from '../../../src/ports/event-store.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { allEvents, betEventSizes, bettingTable, checkFolded, foldAll, PLAYERS, snapshotOf } from '../event-checks.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'

const db = await usePostgres(t)
// Each test has its own schema and stores: two run at a time.
t.jobs = 2

if (db) {
  t.test(
    'concurrent bets from two instances, a cancel and refusals at one table: the events folded in from any snapshot ' +
      'are the table',
    async (t) => {
      const schema = await db.createSchema()
      const [store, other] = await Promise.all(
        [1, 2].map(() => db.createStore({ schema, eventChange: publicChangeView })),
      )
      t.teardown(() => Promise.all([store.close(), other.close()]))
      const { tableId, offered } = await bettingTable(store, 2_000, 1)
      const start = await snapshotOf(store, tableId)
      let sent = 0
      const bet = (playerId: string, i: number) =>
        [store, other][sent++ % 2].placeBet(tableId, {
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: offered[i % offered.length],
          stakeCents: Math.round(((100 + (i % 9) * 37) / 100) * 100),
        })
      // 6 players x 12 bets at once: about a third go past a balance of 20 and are refused.
      const first = await Promise.allSettled(
        PLAYERS.flatMap((playerId) => Array.from({ length: 12 }, (_, i) => bet(playerId, i))),
      )
      const refused = first.filter((r) => r.status === 'rejected')
      t.ok(refused.length > 0, 'some bets go past the balance')
      t.same(
        [...new Set(refused.map((r) => (r.reason as { code?: string }).code))],
        ['INSUFFICIENT_BALANCE'],
        'refusals are over the balance only',
      )
      const placed = first.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []))
      const middle = await snapshotOf(store, tableId)
      await store.cancelBet(tableId, placed[3].betId, null, placed[3].playerId)
      await Promise.all(PLAYERS.map((playerId) => other.sit({ tableId, playerId, buyInCents: 500, seatCount: 6 })))
      await Promise.all(PLAYERS.flatMap((playerId) => Array.from({ length: 4 }, () => bet(playerId, 0))))

      // A store that remembers nothing reads the events, from any starting point, the same.
      const fresh = await db.createStore({ schema, eventChange: publicChangeView })
      t.teardown(() => fresh.close())
      const events = await allEvents(fresh, tableId)
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
      t.equal(differ, 0, 'read from five starting points by both stores, the same events')
      await checkLedgerInvariants(t, store, tableId)
    },
  )

  t.test(
    '1,150 bets in one game: every event kept (none leaves by count), each bet event the same size, the folds the ' +
      'table through the river',
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema, eventChange: publicChangeView })
      t.teardown(() => store.close())
      const { tableId, offered } = await bettingTable(store, 1_000_000, 2)
      /** `count` bets of 1, six at a time (one per player), at the hole on `handIndex`. */
      const betMany = async (count: number, handIndex: number) => {
        for (let i = 0; i < count; i += PLAYERS.length) {
          const players = PLAYERS.slice(0, Math.min(PLAYERS.length, count - i))
          await Promise.all(
            players.map((playerId) =>
              store.placeBet(tableId, {
                caller: null,
                playerId,
                gameId: 1,
                bettingStage: 0,
                handIndex,
                stakeCents: 100,
              }),
            ),
          )
        }
      }
      await betMany(102, offered[0])
      const early = betEventSizes(await allEvents(store, tableId)).slice(-PLAYERS.length)
      await betMany(EVENTS_KEPT_PER_TABLE - 102, offered[0])
      const view = await snapshotOf(store, tableId)
      await betMany(150, offered[0])
      const { lastEventId, oldestKept } = await store.readEvents(tableId, 0, 1)
      t.equal(oldestKept, 1, `every event of the hour kept, past ${EVENTS_KEPT_PER_TABLE} (${lastEventId} events)`)
      const events = await allEvents(store, tableId, view.eventId)
      const late = betEventSizes(events).slice(-PLAYERS.length)
      t.ok(
        Math.max(...late) <= Math.max(...early) * 1.1,
        `a bet event at the 1,150th bet is within 10% of one at the 100th (${Math.max(...late)} against ` +
          `${Math.max(...early)} bytes)`,
      )
      await checkFolded(t, store, tableId, foldAll(view, events), 'folded in from a snapshot 150 bets back, the table')
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const) await store.advanceGame(tableId, from)
      const river = (await allEvents(store, tableId, lastEventId)).at(-1)!
      const change = river.change as { settled: Array<{ betId: number }>; bets?: unknown }
      t.equal(change.settled.length, 1_150, "the river's event: every bet settled")
      t.notOk('bets' in change, 'what settling changed on each bet, not the bets')
      t.ok(
        JSON.stringify(river.change).length < 1_150 * 80,
        `and about 60 bytes a bet (${JSON.stringify(river.change).length} bytes)`,
      )
      // Kept naming its game, without the results: they are the game's bets as settled, added when the event is read.
      const kept = await db.query<{ settled_game: number | null; bytes: number }>(
        `SELECT settled_game, octet_length(view::text) AS bytes FROM ${schema}.table_events WHERE table_id = $1 AND
          event_id = $2`,
        [tableId, river.eventId],
      )
      t.equal(kept.rows[0].settled_game, 1, "the river's event names the game it settled")
      t.ok(kept.rows[0].bytes < 5_000, `and keeps no result of its own (${kept.rows[0].bytes} bytes kept)`)
      const table = (await store.getTable(tableId))!
      const expected = table.bets
        .filter((bet) => bet.status === 'WON' || bet.status === 'LOST')
        .map((bet) => ({
          betId: bet.betId,
          playerId: bet.playerId,
          status: bet.status,
          payout: (bet.payoutCents ?? 0) / 100,
        }))
        .sort((a, b) => a.betId - b.betId)
      t.same(
        [...change.settled].sort((a, b) => a.betId - b.betId),
        expected,
        "the results read are the table's settled bets, each with its payout",
      )
      await checkFolded(
        t,
        store,
        tableId,
        foldAll(view, await allEvents(store, tableId, view.eventId)),
        'and through the river',
      )
      await checkLedgerInvariants(t, store, tableId)
    },
  )
}
