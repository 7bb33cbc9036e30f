// PostgreSQL keeps a placed bet's event as what the bet changed and renders its view when the event is read, by
// folding the change onto the view before it. These tests hold the rendered views to the table's real state and to
// the ledger, read from any starting point by a store that remembers nothing, and across pruning.

import t from 'tap'
import type { Test } from 'tap'
import { dealGame, priceGame } from '../../src/core/game.js'
import { publicStateView, publicViewAfterBet } from '../../src/http/game-views.js'
import { EVENTS_KEPT_PER_TABLE, type TableEvent, type TableStore } from '../../src/ports/table-store.js'
import type { TableState } from '../../schemas/game.js'
import { usePostgres } from '../helpers/postgres.js'
import { checkLedgerInvariants } from './ledger-invariants.js'

const db = await usePostgres(t)

const SETTINGS = { numberOfHands: 3, numberOfSeats: 6, targetRtpBp: 9_700, maxBetCents: 5_000, mode: 'INTERACTIVE' as const, skipTurn: false, bettingSeconds: 15, revealSeconds: 5 }
const PLAYERS = ['ann', 'bob', 'cy', 'dee', 'eve', 'fay']

/** A table with every player seated and a game at HOLE; the hands offered at HOLE. */
async function bettingTable(store: TableStore, buyInCents: number, seed: number): Promise<{ tableId: number; offered: number[]; offeredAtFlop: number[] }> {
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

async function allEvents(store: TableStore, tableId: number, after = 0): Promise<TableEvent[]> {
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
async function checkViews(t: Test, store: TableStore, tableId: number, events: TableEvent[]): Promise<void> {
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
