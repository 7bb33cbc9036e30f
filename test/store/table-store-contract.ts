// The table-store contract: one suite every Store adapter must pass (run by each adapter's test file).

import type { Test } from 'tap'
import { MAX_SEAT_BALANCE_CENTS } from '../../src/core/money.ts'
import { IDEMPOTENCY_TTL_MS } from '../../src/core/idempotency.ts'
import type { SitCommand } from '../../src/core/seating.ts'
import { dealGame, priceGame, type Game, type GameState } from '../../src/core/game.ts'
import type { TableSettings } from '../../src/core/tables.ts'
import type { Bet, BetRequest } from '../../src/core/bets.ts'
import type { Store } from '../../src/ports/store.ts'
import { checkLedgerInvariants } from './ledger-invariants.ts'

export interface ContractStoreOptions {
  /** Clock in ms since the epoch for idempotency key age; the adapter's default clock when absent. */
  now?: () => number
}

/** Makes a fresh, empty store for one test; the factory closes it when `t` ends. */
export type StoreFactory = (t: Test, options?: ContractStoreOptions) => Promise<Store>

const TABLE = 7
const NO_TOTALS = { gamesPlayed: 0, amountBetCents: 0, amountPaidOutCents: 0 }
const SETTINGS: TableSettings = { numberOfHands: 2, numberOfSeats: 4, targetRtpBp: 9_500, maxBetCents: 2_500, mode: 'INTERACTIVE' as const, skipTurn: false, bettingSeconds: 15, revealSeconds: 5 }

/** Game `nonce` of a 2-hand table, dealt from a fixed seed and priced (about a millisecond). */
function game(nonce: number): Game {
  const dealt = dealGame(2, nonce, `seed-${nonce}`, Buffer.alloc(32, nonce))
  return { ...dealt, pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp), startedAt: '2030-01-01T00:00:00.000Z' }
}

function sit(playerId: string, buyInCents: number, extra: Partial<SitCommand> = {}): SitCommand {
  return { tableId: TABLE, playerId, buyInCents, seatCount: 6, ...extra }
}

const keyed = (key: string, fingerprint: string) => ({ idempotency: { key, fingerprint } })

/** Registers the contract's tests on `t` against stores made by `createStore`. */
export function tableStoreContract(t: Test, createStore: StoreFactory): void {
  t.test('a new player gets the lowest free seat, numbered from 1', async (t) => {
    const store = await createStore(t)
    t.same(await store.sit(sit('ann', 1_000)), { seatId: 1, balanceCents: 1_000 })
    t.same(await store.sit(sit('bob', 2_000)), { seatId: 2, balanceCents: 2_000 })
    t.same(await store.sit(sit('cy', 1)), { seatId: 3, balanceCents: 1 })
    t.same(await store.getSeats(TABLE), [
      { seatId: 1, playerId: 'ann', balanceCents: 1_000 },
      { seatId: 2, playerId: 'bob', balanceCents: 2_000 },
      { seatId: 3, playerId: 'cy', balanceCents: 1 },
    ])
  })

  t.test('a seated player who sits again keeps the seat and the buy-in is added', async (t) => {
    const store = await createStore(t)
    await store.sit(sit('ann', 1_000))
    await store.sit(sit('bob', 500))
    t.same(await store.sit(sit('ann', 2_550)), { seatId: 1, balanceCents: 3_550 })
    t.same(await store.sit(sit('ann', 1)), { seatId: 1, balanceCents: 3_551 })
    t.same(await store.sit(sit('cy', 700)), { seatId: 3, balanceCents: 700 }, 'a top-up takes no new seat')
    t.same(await store.getSeats(TABLE), [
      { seatId: 1, playerId: 'ann', balanceCents: 3_551 },
      { seatId: 2, playerId: 'bob', balanceCents: 500 },
      { seatId: 3, playerId: 'cy', balanceCents: 700 },
    ])
  })

  t.test('seats belong to one table: the same player sits at two tables independently', async (t) => {
    const store = await createStore(t)
    t.same(await store.sit(sit('ann', 100, { tableId: 1 })), { seatId: 1, balanceCents: 100 })
    t.same(await store.sit(sit('bob', 200, { tableId: 2 })), { seatId: 1, balanceCents: 200 })
    t.same(await store.sit(sit('ann', 300, { tableId: 2 })), { seatId: 2, balanceCents: 300 })
    t.same(await store.getSeats(1), [{ seatId: 1, playerId: 'ann', balanceCents: 100 }])
    t.same(await store.getSeats(2), [
      { seatId: 1, playerId: 'bob', balanceCents: 200 },
      { seatId: 2, playerId: 'ann', balanceCents: 300 },
    ])
    t.same(await store.sit(sit('ann', 1, { tableId: 2_147_483_647 })), { seatId: 1, balanceCents: 1 }, 'largest table id')
  })

  t.test('a full table refuses a new player with TABLE_FULL and changes nothing', async (t) => {
    const store = await createStore(t)
    await store.sit(sit('ann', 100, { seatCount: 2 }))
    await store.sit(sit('bob', 200, { seatCount: 2 }))
    const before = await store.getSeats(TABLE)
    await t.rejects(store.sit(sit('cy', 300, { seatCount: 2 })), { name: 'DomainError', code: 'TABLE_FULL' })
    await t.rejects(store.sit(sit('cy', 300, { seatCount: 2 })), { code: 'TABLE_FULL' }, 'still full on retry')
    t.same(await store.getSeats(TABLE), before)
    t.same(await store.sit(sit('bob', 50, { seatCount: 2 })), { seatId: 2, balanceCents: 250 }, 'seated players top up at a full table')
    await t.rejects(store.sit(sit('cy', 300, { seatCount: 3 })), { code: 'TABLE_FULL' }, "capacity is the table's, fixed when it was first used")
    const created = await store.createTable({ ...SETTINGS, numberOfSeats: 3 })
    await store.sit(sit('ann', 1, { tableId: created, seatCount: 1 }))
    await store.sit(sit('bob', 1, { tableId: created, seatCount: 1 }))
    t.same(await store.sit(sit('cy', 1, { tableId: created, seatCount: 1 })), { seatId: 3, balanceCents: 1 }, 'a created table seats its numberOfSeats')
  })

  t.test('the largest table (10 seats) fills seats 1..10, then is full', async (t) => {
    const store = await createStore(t)
    for (let i = 1; i <= 10; i++) {
      t.same(await store.sit(sit(`p${i}`, i, { seatCount: 10 })), { seatId: i, balanceCents: i })
    }
    await t.rejects(store.sit(sit('p11', 11, { seatCount: 10 })), { code: 'TABLE_FULL' })
    t.equal((await store.getSeats(TABLE)).length, 10)
  })

  t.test('a retry with the same Idempotency-Key and body gets the first answer and changes nothing', async (t) => {
    const store = await createStore(t)
    const first = await store.sit(sit('ann', 1_000, keyed('k-1', 'ann:1000')))
    t.same(first, { seatId: 1, balanceCents: 1_000 })
    t.same(await store.sit(sit('ann', 1_000, keyed('k-1', 'ann:1000'))), first)
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: 1_000 }], 'no second buy-in')
    await store.sit(sit('ann', 500))
    t.same(await store.sit(sit('ann', 1_000, keyed('k-1', 'ann:1000'))), first, 'the first answer, not the current state')
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: 1_500 }])
    t.same(await store.sit(sit('ann', 1_000, keyed('k-2', 'ann:1000'))), { seatId: 1, balanceCents: 2_500 }, 'another key is another sit')
  })

  t.test('the same key with another body is IDEMPOTENCY_KEY_REUSED and changes nothing', async (t) => {
    const store = await createStore(t)
    await store.sit(sit('ann', 1_000, keyed('k-1', 'ann:1000')))
    await t.rejects(store.sit(sit('ann', 2_000, keyed('k-1', 'ann:2000'))), {
      name: 'DomainError',
      code: 'IDEMPOTENCY_KEY_REUSED',
    })
    await t.rejects(store.sit(sit('bob', 1_000, { tableId: TABLE + 1, ...keyed('k-1', 'bob:1000:t8') })), {
      code: 'IDEMPOTENCY_KEY_REUSED',
    }, 'keys are not per table')
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: 1_000 }])
    t.same(await store.getSeats(TABLE + 1), [], 'the refused sit created nothing')
  })

  t.test('only successful sits are remembered under their key', async (t) => {
    const store = await createStore(t)
    await store.sit(sit('ann', 100, { seatCount: 1 }))
    await t.rejects(store.sit(sit('bob', 100, { seatCount: 1, ...keyed('k-1', 'bob:100') })), { code: 'TABLE_FULL' })
    await t.rejects(
      store.sit(sit('bob', 100, { seatCount: 1, ...keyed('k-1', 'bob:100') })),
      { code: 'TABLE_FULL' },
      'the retry is decided again, not answered from memory',
    )
    t.same(await store.sit(sit('ann', 5, { seatCount: 1, ...keyed('k-1', 'ann:5') })), { seatId: 1, balanceCents: 105 }, 'key still free')
  })

  t.test('idempotency keys are kept 24 hours', async (t) => {
    let clock = Date.UTC(2030, 0, 1)
    const store = await createStore(t, { now: () => clock })
    const first = await store.sit(sit('ann', 100, keyed('k-1', 'ann:100')))
    clock += IDEMPOTENCY_TTL_MS - 1
    t.same(await store.sit(sit('ann', 100, keyed('k-1', 'ann:100'))), first, 'answered from memory just before 24 h')
    await t.rejects(store.sit(sit('ann', 1, keyed('k-1', 'ann:1'))), { code: 'IDEMPOTENCY_KEY_REUSED' })
    clock += 1
    t.same(await store.sit(sit('ann', 1, keyed('k-1', 'ann:1'))), { seatId: 1, balanceCents: 101 }, 'forgotten at 24 h: a new sit')
    t.same(await store.sit(sit('ann', 1, keyed('k-1', 'ann:1'))), { seatId: 1, balanceCents: 101 }, 'and remembered again')
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: 101 }])
  })

  t.test('balances are exact integers up to the largest safe balance; beyond is BALANCE_LIMIT_REACHED', async (t) => {
    const store = await createStore(t)
    const start = MAX_SEAT_BALANCE_CENTS - 5
    t.same(await store.sit(sit('ann', start)), { seatId: 1, balanceCents: start })
    await t.rejects(store.sit(sit('ann', 6)), { code: 'BALANCE_LIMIT_REACHED' })
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: start }], 'the refused top-up changed nothing')
    t.same(await store.sit(sit('ann', 5)), { seatId: 1, balanceCents: MAX_SEAT_BALANCE_CENTS })
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: MAX_SEAT_BALANCE_CENTS }])
  })

  t.test('getSeats: [] for an unknown table, seats ordered by seatId, copies not live records', async (t) => {
    const store = await createStore(t)
    t.same(await store.getSeats(TABLE), [])
    await store.sit(sit('ann', 1))
    await store.sit(sit('bob', 2))
    await store.sit(sit('cy', 3))
    await store.sit(sit('ann', 10)) // rewrites seat 1 after the others
    await store.sit(sit('bob', 20))
    const seats = await store.getSeats(TABLE)
    t.same(
      seats.map((s) => s.seatId),
      [1, 2, 3],
    )
    seats[0].balanceCents = 0
    t.equal((await store.getSeats(TABLE))[0].balanceCents, 11, 'editing a returned record changes nothing')
    t.same(await store.getSeats(TABLE + 1), [])
  })

  t.test('health reports ok for a working store', async (t) => {
    const store = await createStore(t)
    const health = await store.health()
    t.equal(health.ok, true)
    t.ok(['memory', 'postgres'].includes(health.name))
  })

  t.test('createTable: new ids above every table in use, settings kept; getTable of an unknown table is undefined', async (t) => {
    const store = await createStore(t)
    t.equal(await store.getTable(1), undefined)
    await store.sit(sit('ann', 100, { tableId: 1 }))
    await store.sit(sit('ann', 100, { tableId: 2 }))
    const first = await store.createTable(SETTINGS)
    const second = await store.createTable({ ...SETTINGS, numberOfHands: 5 })
    t.ok(first >= 3 && second > first, `ids ${first}, ${second} are new`)
    const table = await store.getTable(second)
    t.same(table, { tableId: second, settings: { ...SETTINGS, numberOfHands: 5 }, state: 'STATUS_SETUP', gamesStarted: 0, seats: [], bets: [], totals: NO_TOTALS, ready: [], eventId: 1 })
    const bySit = await store.getTable(1)
    t.same(bySit?.settings, { numberOfHands: 4, numberOfSeats: 6, targetRtpBp: 9_700, maxBetCents: 100_000, mode: 'INTERACTIVE' as const, skipTurn: false, bettingSeconds: 15, revealSeconds: 5 }, 'a table first used by a sit has the defaults')
  })

  t.test('a game runs SETUP -> HOLE -> FLOP -> TURN -> RIVER -> SETUP; each step only from its state', async (t) => {
    const store = await createStore(t)
    const tableId = await store.createTable(SETTINGS)
    await store.sit(sit('ann', 100, { tableId }))
    const one = game(1)
    let table = await store.startGame(tableId, one, SETTINGS)
    t.equal(table.state, 'STATUS_HOLE')
    t.equal(table.gamesStarted, 1)
    t.same(table.game, one, 'the game is stored whole, seeds and board included')
    t.same(table.seats, [{ seatId: 1, playerId: 'ann', balanceCents: 100 }])
    await t.rejects(store.startGame(tableId, game(2), SETTINGS), { code: 'STATE_CHANGED', message: /STATUS_HOLE/ })
    await t.rejects(store.advanceGame(tableId, 'STATUS_FLOP'), { code: 'STATE_CHANGED' })
    const states: GameState[] = []
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const) {
      table = await store.advanceGame(tableId, from)
      states.push(table.state)
      t.same(table.game, one)
    }
    t.same(states, ['STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
    table = await store.advanceGame(tableId, 'STATUS_RIVER')
    t.equal(table.state, 'STATUS_SETUP')
    t.equal(table.game, undefined, 'no game in progress at SETUP')
    t.same(await store.getGame(tableId, 1), one, 'the finished game is kept')
    await t.rejects(store.startGame(tableId, game(1), SETTINGS), { code: 'STATE_CHANGED' }, 'a nonce already used is refused')
    table = await store.startGame(tableId, game(2), SETTINGS)
    t.equal(table.game?.gameId, 2)
    t.equal(await store.getGame(tableId, 3), undefined)
    t.equal(await store.getGame(tableId + 1, 1), undefined)
  })

  t.test('getTableHead: the table less its game and bets (gameId names the game) at every step; undefined when unknown', async (t) => {
    const store = await createStore(t)
    t.equal(await store.getTableHead(TABLE), undefined)
    const tableId = await store.createTable(SETTINGS)
    const headOf = (table: Awaited<ReturnType<Store['getTable']>>) => {
      if (!table) return undefined
      const { game, bets: _bets, ...rest } = table
      return game ? { ...rest, gameId: game.gameId } : rest
    }
    const check = async (what: string) => {
      const head = await store.getTableHead(tableId)
      t.same(head, headOf(await store.getTable(tableId)), what)
      t.notOk(head && ('bets' in head || 'game' in head), `${what}: no bets, no game`)
    }
    await check('created')
    await store.sit(sit('ann', 1_000, { tableId }))
    await store.sit(sit('bob', 2_000, { tableId }))
    await check('two seated')
    const one = game(1)
    await store.startGame(tableId, one, SETTINGS)
    const handIndex = one.pricing[0].findIndex((p) => p.oddsTenths > 0)
    await store.placeBet(tableId, { caller: null, playerId: 'bob', gameId: 1, bettingStage: 0, handIndex, betAmount: 2.5 })
    await check('a bet at HOLE')
    t.equal((await store.getTableHead(tableId))?.gameId, 1)
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const) {
      await store.advanceGame(tableId, from)
      await check(`after ${from}`)
    }
    t.same((await store.getTableHead(tableId))?.seats.find((s) => s.playerId === 'bob')?.balanceCents, (await store.getSeats(tableId)).find((s) => s.playerId === 'bob')?.balanceCents, 'settled balances')
    await store.advanceGame(tableId, 'STATUS_RIVER')
    await check('back at SETUP')
    t.equal((await store.getTableHead(tableId))?.gameId, undefined, 'no game in progress')
  })

  t.test('20 concurrent advances from the same state move the table one step', async (t) => {
    const store = await createStore(t)
    const tableId = await store.createTable(SETTINGS)
    const starts = await Promise.allSettled(Array.from({ length: 20 }, () => store.startGame(tableId, game(1), SETTINGS)))
    t.equal(starts.filter((r) => r.status === 'fulfilled').length, 1, 'one game started')
    for (const r of starts) if (r.status === 'rejected') t.match(r.reason, { code: 'STATE_CHANGED' })
    const steps = await Promise.allSettled(Array.from({ length: 20 }, () => store.advanceGame(tableId, 'STATUS_HOLE')))
    t.equal(steps.filter((r) => r.status === 'fulfilled').length, 1, 'one step from HOLE')
    t.equal((await store.getTable(tableId))?.state, 'STATUS_FLOP', 'FLOP, not beyond')
  })

  /** A personal-ish table (2 seats, 2 hands, maxBet 25.00) with ann seated with `cents`, game 1 started at HOLE. */
  async function bettingTable(store: Store, cents = 10_000, seed = 1) {
    const tableId = await store.createTable(SETTINGS)
    await store.sit(sit('ann', cents, { tableId }))
    const dealt = dealGame(2, 1, `bets-${seed}`, Buffer.alloc(32, seed))
    const started = await store.startGame(tableId, { ...dealt, pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp), startedAt: '2030-01-01T00:00:00.000Z' }, SETTINGS)
    const offered = (stage: number) => started.game!.pricing[stage].findIndex((p) => p.oddsTenths > 0)
    return { tableId, game: started.game!, offered }
  }
  const bet = (extra: Partial<BetRequest> = {}): BetRequest => ({ caller: null, playerId: 'ann', gameId: 1, bettingStage: 0, handIndex: 0, betAmount: 5, ...extra })

  t.test('a bet: the stake leaves the seat, the price of its stage is recorded, a BET entry is written', async (t) => {
    const store = await createStore(t)
    const { tableId, game, offered } = await bettingTable(store)
    const hand = offered(0)
    const placed = await store.placeBet(tableId, bet({ handIndex: hand, betAmount: 12.34 }))
    t.match(placed, { balanceCents: 10_000 - 1_234, bet: { gameId: 1, bettingStage: 0, handIndex: hand, playerId: 'ann', seatId: 1, stakeCents: 1_234, status: 'OPEN' } })
    t.equal(placed.bet.recordedOddsTenths, game.pricing[0][hand].oddsTenths)
    t.same((await store.getLedger(tableId, 'ann')).map((e) => [e.kind, e.amountCents, e.balanceAfterCents]), [['BUY_IN', 10_000, 10_000], ['BET', -1_234, 8_766]])
    t.same((await store.getTable(tableId))?.bets.map((b) => b.betId), [placed.bet.betId])
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('refused bets change nothing: another stage or game, not offered, above the balance or the limit, not seated', async (t) => {
    const store = await createStore(t)
    const { tableId, game, offered } = await bettingTable(store, 2_000)
    const hand = offered(0)
    const notOffered = game.pricing[0].findIndex((p) => p.oddsTenths === 0)
    const before = JSON.stringify([await store.getTable(tableId), await store.getLedger(tableId)])
    await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, bettingStage: 1 })), { code: 'STAGE_CLOSED' })
    await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, gameId: 2 })), { code: 'STAGE_CLOSED' })
    if (notOffered >= 0) await t.rejects(store.placeBet(tableId, bet({ handIndex: notOffered })), { code: 'HAND_NOT_OFFERED' })
    await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, betAmount: 25.01 })), { code: 'BET_LIMIT' })
    await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, betAmount: 20.01 })), { code: 'INSUFFICIENT_BALANCE' })
    await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, playerId: 'bob' })), { code: 'NOT_SEATED' })
    await t.rejects(store.placeBet(tableId, bet({ handIndex: hand, caller: { verified: true, sub: 'bob' } })), { code: 'FORBIDDEN_PLAYER' })
    await t.rejects(store.placeBet(tableId, bet({ handIndex: 5 })), { code: 'INVALID_INPUT' })
    t.equal(JSON.stringify([await store.getTable(tableId), await store.getLedger(tableId)]), before, 'nothing changed')
    t.equal((await store.placeBet(tableId, bet({ handIndex: hand, betAmount: 20 }))).balanceCents, 0, 'the whole balance may be staked')
    await store.advanceGame(tableId, 'STATUS_HOLE')
    await t.rejects(store.placeBet(tableId, bet({ handIndex: hand })), { code: 'STAGE_CLOSED' }, 'the hole stage closed at the flop')
  })

  t.test('cancel: the open stage only, the own bet only, refunded with a BET_CANCEL entry', async (t) => {
    const store = await createStore(t)
    const { tableId, offered } = await bettingTable(store)
    await store.sit(sit('bob', 1_000, { tableId }))
    const first = await store.placeBet(tableId, bet({ handIndex: offered(0), betAmount: 3 }))
    await t.rejects(store.cancelBet(tableId, first.bet.betId, null, 'bob'), { code: 'FORBIDDEN_PLAYER' })
    await t.rejects(store.cancelBet(tableId, 999, null, 'ann'), { code: 'BET_NOT_FOUND' })
    t.match(await store.cancelBet(tableId, first.bet.betId, null, 'ann'), { balanceCents: 10_000, bet: { status: 'CANCELLED' } })
    await t.rejects(store.cancelBet(tableId, first.bet.betId, null, 'ann'), { code: 'BET_FINAL' }, 'not twice')
    const second = await store.placeBet(tableId, bet({ handIndex: offered(0), betAmount: 4 }))
    await store.advanceGame(tableId, 'STATUS_HOLE')
    await t.rejects(store.cancelBet(tableId, second.bet.betId, null, 'ann'), { code: 'BET_FINAL' }, 'bets of an earlier stage are final')
    t.same((await store.getLedger(tableId, 'ann')).map((e) => e.kind), ['BUY_IN', 'BET', 'BET_CANCEL', 'BET'])
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('settlement at TURN -> RIVER: winners and ties paid floor(stake x odds), once; leave cashes out after', async (t) => {
    const store = await createStore(t)
    const { tableId, game } = await bettingTable(store, 100_000, 7)
    const placed: Bet[] = []
    for (const [stage, from] of [[0, undefined], [1, 'STATUS_HOLE'], [2, 'STATUS_FLOP']] as const) {
      if (from) await store.advanceGame(tableId, from)
      for (let hand = 0; hand < 2; hand++) {
        if (game.pricing[stage][hand].oddsTenths > 0) placed.push((await store.placeBet(tableId, bet({ bettingStage: stage, handIndex: hand, betAmount: 7.77 }))).bet)
      }
    }
    t.ok(placed.length >= 2, `${placed.length} bets`)
    await t.rejects(store.leaveTable(tableId, 'ann'), { code: 'BETS_UNSETTLED' })
    const river = await store.advanceGame(tableId, 'STATUS_TURN')
    const expected = placed.map((b) => (game.pricing[3][b.handIndex].isWinner ? Number((BigInt(b.stakeCents) * BigInt(b.recordedOddsTenths)) / 10n) : 0))
    t.same(river.bets.map((b) => b.payoutCents), expected, 'payouts')
    t.same(river.bets.map((b) => b.status), expected.map((p, i) => (game.pricing[3][placed[i].handIndex].isWinner ? 'WON' : 'LOST')) )
    t.equal(river.totals.gamesPlayed, 1)
    t.equal((await store.getLedger(tableId)).filter((e) => e.kind === 'PAYOUT').length, expected.filter((p) => p > 0).length, 'one PAYOUT per paying bet')
    await store.advanceGame(tableId, 'STATUS_RIVER')
    t.same((await store.getBets(tableId, 1)).map((b) => b.payoutCents), expected, 'kept with the game')
    await checkLedgerInvariants(t, store, tableId)
    const balance = (await store.getSeats(tableId))[0].balanceCents
    t.same(await store.leaveTable(tableId, 'ann'), { seatId: 1, cashedOutCents: balance })
    t.same(await store.getSeats(tableId), [])
    await t.rejects(store.leaveTable(tableId, 'ann'), { code: 'NOT_SEATED' })
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('Idempotency-Key: a retry is answered from the first bet; another body is IDEMPOTENCY_KEY_REUSED; 50 at once place one', async (t) => {
    const store = await createStore(t)
    const { tableId, offered } = await bettingTable(store)
    const keyed = { idempotency: { key: 'bet-1', fingerprint: 'f1' } }
    const first = await store.placeBet(tableId, bet({ handIndex: offered(0), ...keyed }))
    t.same(await store.placeBet(tableId, bet({ handIndex: offered(0), ...keyed })), first)
    await t.rejects(store.placeBet(tableId, bet({ handIndex: offered(0), idempotency: { key: 'bet-1', fingerprint: 'f2' } })), { code: 'IDEMPOTENCY_KEY_REUSED' })
    const burst = await Promise.all(Array.from({ length: 50 }, () => store.placeBet(tableId, bet({ handIndex: offered(0), idempotency: { key: 'bet-2', fingerprint: 'f' } }))))
    t.equal(new Set(burst.map((r) => r.bet.betId)).size, 1, 'one bet')
    t.equal((await store.getTable(tableId))!.bets.length, 2)
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('100 concurrent bets worth more than the balance: never overdrawn, the sum exact', async (t) => {
    const store = await createStore(t)
    const { tableId, offered } = await bettingTable(store, 50_000)
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => store.placeBet(tableId, bet({ handIndex: offered(0), betAmount: 5 + (i % 7) }))))
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []))
    t.ok(results.every((r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'INSUFFICIENT_BALANCE'), 'refusals are INSUFFICIENT_BALANCE')
    const staked = placed.reduce((sum, b) => sum + b.stakeCents, 0)
    const balance = (await store.getSeats(tableId))[0].balanceCents
    t.ok(placed.length < 100 && balance >= 0 && balance < 1_100, `${placed.length} placed, ${balance} left`)
    t.equal(balance, 50_000 - staked)
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('bets racing the advance that closes their stage: each recorded at the old price before the close, or refused', async (t) => {
    const store = await createStore(t)
    const { tableId, game, offered } = await bettingTable(store, 100_000)
    const racing = Array.from({ length: 40 }, (_, i) => store.placeBet(tableId, bet({ handIndex: offered(0), betAmount: 1 + (i % 3) })))
    const advancing = store.advanceGame(tableId, 'STATUS_HOLE')
    const results = await Promise.allSettled(racing)
    await advancing
    const accepted = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []))
    t.ok(results.every((r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'STAGE_CLOSED'), 'refused ones are STAGE_CLOSED')
    t.ok(accepted.every((b) => b.bettingStage === 0 && b.recordedOddsTenths === game.pricing[0][offered(0)].oddsTenths), 'accepted at the hole price')
    t.same((await store.getBets(tableId, 1)).map((b) => b.betId).sort(), accepted.map((b) => b.betId).sort(), 'exactly the acknowledged bets exist')
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('cancels racing settlement: every bet ends cancelled or settled, never both, and the money adds up', async (t) => {
    const store = await createStore(t)
    const { tableId, game } = await bettingTable(store, 100_000, 3)
    await store.advanceGame(tableId, 'STATUS_HOLE')
    await store.advanceGame(tableId, 'STATUS_FLOP')
    const hand = game.pricing[2].findIndex((p) => p.oddsTenths > 0)
    if (hand < 0) return t.pass('no hand offered at the turn of this deal')
    const placed = await Promise.all(Array.from({ length: 30 }, () => store.placeBet(tableId, bet({ bettingStage: 2, handIndex: hand, betAmount: 2 }))))
    const cancels = placed.map((p) => store.cancelBet(tableId, p.bet.betId, null, 'ann'))
    const settling = store.advanceGame(tableId, 'STATUS_TURN')
    const outcomes = await Promise.allSettled(cancels)
    await settling
    t.ok(outcomes.every((o) => o.status === 'fulfilled' || (o.reason as { code?: string }).code === 'BET_FINAL'), 'late cancels are BET_FINAL')
    const bets = await store.getBets(tableId, 1)
    const cancelled = bets.filter((b) => b.status === 'CANCELLED')
    t.equal(cancelled.length, outcomes.filter((o) => o.status === 'fulfilled').length)
    t.ok(cancelled.every((b) => b.payoutCents === undefined), 'a cancelled bet is never paid')
    t.ok(bets.filter((b) => b.status !== 'CANCELLED').every((b) => b.status === 'WON' || b.status === 'LOST'), 'the rest are settled')
    await checkLedgerInvariants(t, store, tableId)
  })
}
