// The live-table contract every Store passes: AUTO tables step only when the clock owes it and exactly once,
// the deadline closes a stage even before the step runs, ready calls, skipTurn, numbered events with nothing hidden,
// and single-use tickets. Run by each adapter's test file with a way to let the store's clock pass a deadline.

import type { Test } from 'tap'
import { formatCard } from '../../src/core/cards.ts'
import { dealGame, priceGame, type Game } from '../../src/core/game.ts'
import type { SitCommand } from '../../src/core/seating.ts'
import { defaultTableSettings, type TableSettings } from '../../src/core/tables.ts'
import { codeOf } from '../helpers/domain.ts'
import type { Store } from '../../src/ports/store.ts'
import { checkLedgerInvariants } from './ledger-invariants.ts'

export interface LiveStore {
  store: Store
  /** Lets the store's clock reach the table's current deadline (memory: the set clock; PostgreSQL: the deadline moves into the database's past). */
  expire(tableId: number): Promise<void>
}

export type LiveStoreFactory = (t: Test) => Promise<LiveStore>

const AUTO: TableSettings = { ...defaultTableSettings(4), numberOfHands: 2, mode: 'AUTO', bettingSeconds: 15, revealSeconds: 5 }

function game(nonce: number, settings = AUTO): Game {
  const dealt = dealGame(settings.numberOfHands, nonce, `seed-${nonce}`, Buffer.alloc(32, nonce))
  return { ...dealt, pricing: priceGame(dealt.hands, dealt.board, settings.targetRtpBp), startedAt: '2030-01-01T00:00:00.000Z' }
}

const sit = (tableId: number, playerId: string, buyInCents = 10_000): SitCommand => ({ tableId, playerId, buyInCents, seatCount: 6 })

/** A hand offered at the game's stage, for a bet that the price does not refuse. */
const offered = (g: Game, stage: number) => g.pricing[stage].findIndex((panel) => panel.oddsTenths > 0)

export function liveStoreContract(t: Test, createLiveStore: LiveStoreFactory): void {
  t.test('an AUTO table: no game while nobody sits, a game as soon as someone does, each step once and only when due', async (t) => {
    const { store, expire } = await createLiveStore(t)
    const tableId = await store.createTable(AUTO)
    t.same(await store.dueTables(100), [], 'nobody seated: the clock owes nothing')
    await store.sit(sit(tableId, 'ann'))
    t.same(await store.dueTables(100), [{ tableId, from: 'STATUS_SETUP' }], 'seated: a game is due')
    const before = await store.clock()
    const hole = await store.startGame(tableId, game(1), AUTO, undefined, { due: true })
    const after = await store.clock()
    t.equal(hole.state, 'STATUS_HOLE')
    t.ok(hole.stageEndsAt! >= before + 15_000 && hole.stageEndsAt! <= after + 15_000, 'the deadline is bettingSeconds after the step, by the store clock')
    t.equal(await codeOf(store.startGame(tableId, game(1), AUTO, undefined, { due: true })), 'STATE_CHANGED', 'a second start of the same game changes nothing')
    t.equal(await codeOf(store.advanceGame(tableId, 'STATUS_HOLE', { due: true })), 'NOT_DUE', 'not before the deadline')
    t.same(await store.dueTables(100), [])
    await expire(tableId)
    t.same(await store.dueTables(100), [{ tableId, from: 'STATUS_HOLE' }], 'due once the deadline has come')
    const results = await Promise.allSettled([1, 2, 3].map(() => store.advanceGame(tableId, 'STATUS_HOLE', { due: true })))
    t.equal(results.filter((r) => r.status === 'fulfilled').length, 1, 'of three racing steps one moves the table')
    const flop = (await store.getTable(tableId))!
    t.equal(flop.state, 'STATUS_FLOP')
    t.same(flop.ready, [])
    for (const from of ['STATUS_FLOP', 'STATUS_TURN'] as const) {
      await expire(tableId)
      await store.advanceGame(tableId, from, { due: true })
    }
    const river = (await store.getTable(tableId))!
    t.equal(river.state, 'STATUS_RIVER')
    t.ok(river.stageEndsAt! - (await store.clock()) <= 5_000 + 1_000, 'the river stands revealSeconds')
    await expire(tableId)
    await store.advanceGame(tableId, 'STATUS_RIVER', { due: true })
    t.same(await store.dueTables(100), [{ tableId, from: 'STATUS_SETUP' }], 'the next game is due at once while someone is seated')
    await store.leaveTable(tableId, 'ann')
    t.same(await store.dueTables(100), [], 'and none once nobody is')
  })

  t.test('the deadline is the close: a bet, a cancel or a ready after it is refused before the step runs, and changes nothing', async (t) => {
    const { store, expire } = await createLiveStore(t)
    const tableId = await store.createTable(AUTO)
    await store.sit(sit(tableId, 'ann'))
    const g = game(1)
    await store.startGame(tableId, g, AUTO, undefined, { due: true })
    const hand = offered(g, 0)
    const request = { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0, handIndex: hand, betAmount: 5 }
    const placed = await store.placeBet(tableId, request)
    t.equal(placed.balanceCents, 9_500, 'before the deadline a bet is taken')
    await expire(tableId)
    t.equal(await codeOf(store.placeBet(tableId, request)), 'STAGE_CLOSED', 'after it, refused although the table is still at HOLE')
    t.equal(await codeOf(store.cancelBet(tableId, placed.bet.betId, null, 'ann')), 'STAGE_CLOSED', 'a cancel too')
    t.equal(await codeOf(store.markReady(tableId, { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0 })), 'STAGE_CLOSED', 'a ready too')
    const table = (await store.getTable(tableId))!
    t.equal(table.state, 'STATUS_HOLE')
    t.same(table.seats.map((s) => s.balanceCents), [9_500], 'nothing changed')
    t.equal(table.bets.length, 1)
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('ready: a stage is due once every seated player is ready; repeated, late or foreign calls are refused or change nothing', async (t) => {
    const { store } = await createLiveStore(t)
    const tableId = await store.createTable(AUTO)
    await store.sit(sit(tableId, 'ann'))
    await store.sit(sit(tableId, 'bob'))
    await store.startGame(tableId, game(1), AUTO, undefined, { due: true })
    const ready = (playerId: string, bettingStage = 0, gameId = 1) => store.markReady(tableId, { caller: null, playerId, gameId, bettingStage })
    t.equal(await codeOf(ready('cy')), 'NOT_SEATED')
    t.equal(await codeOf(ready('ann', 1)), 'STAGE_CLOSED', 'a stage that is not open')
    t.equal(await codeOf(ready('ann', 0, 2)), 'STAGE_CLOSED', 'a game that is not in progress')
    t.equal(await codeOf(store.markReady(tableId, { caller: { verified: true, sub: 'bob' }, playerId: 'ann', gameId: 1, bettingStage: 0 })), 'FORBIDDEN_PLAYER')
    const first = await ready('ann')
    t.same(first.ready, ['ann'])
    t.equal((await ready('ann')).eventId, first.eventId, 'a repeated ready is no new event')
    t.same(await store.dueTables(100), [], 'one of two ready: not due')
    await ready('bob')
    t.same(await store.dueTables(100), [{ tableId, from: 'STATUS_HOLE' }], 'both ready: due before the deadline')
    const flop = await store.advanceGame(tableId, 'STATUS_HOLE', { due: true })
    t.same(flop.ready, [], 'the next stage starts with nobody ready')
  })

  t.test('skipTurn: the flop goes straight to the river, and that step settles the bets', async (t) => {
    const { store, expire } = await createLiveStore(t)
    const settings: TableSettings = { ...AUTO, skipTurn: true }
    const tableId = await store.createTable(settings)
    await store.sit(sit(tableId, 'ann'))
    const g = game(1, settings)
    await store.startGame(tableId, g, settings, undefined, { due: true })
    await expire(tableId)
    await store.advanceGame(tableId, 'STATUS_HOLE', { due: true })
    const hand = offered(g, 1)
    if (hand >= 0) await store.placeBet(tableId, { caller: null, playerId: 'ann', gameId: 1, bettingStage: 1, handIndex: hand, betAmount: 10 })
    await expire(tableId)
    const river = await store.advanceGame(tableId, 'STATUS_FLOP', { due: true })
    t.equal(river.state, 'STATUS_RIVER', 'FLOP -> RIVER')
    t.ok(river.bets.every((bet) => bet.status === 'WON' || bet.status === 'LOST'), 'every bet settled')
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('an INTERACTIVE table has no clock: never due, no deadline', async (t) => {
    const { store } = await createLiveStore(t)
    const settings = { ...AUTO, mode: 'INTERACTIVE' as const }
    const tableId = await store.createTable(settings)
    await store.sit(sit(tableId, 'ann'))
    const hole = await store.startGame(tableId, game(1, settings), settings)
    t.equal(hole.stageEndsAt, undefined)
    t.same(await store.dueTables(100), [])
    t.equal(await codeOf(store.advanceGame(tableId, 'STATUS_HOLE', { due: true })), 'NOT_DUE', 'the clock never steps it')
    t.equal((await store.advanceGame(tableId, 'STATUS_HOLE')).state, 'STATUS_FLOP', 'a player does')
  })

  t.test('events: every change numbered without gaps, in order, each with the public view right after it and nothing unrevealed', async (t) => {
    const { store, expire } = await createLiveStore(t)
    const heard: Array<[number, number]> = []
    const unsubscribe = store.onEvent((tableId, eventId) => heard.push([tableId, eventId]))
    t.teardown(unsubscribe)
    const tableId = await store.createTable(AUTO)
    await store.sit(sit(tableId, 'ann'))
    const g = game(1)
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
