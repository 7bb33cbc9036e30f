// The clock rules of live tables, as pure functions of a table and a set time.

import t from 'tap'
import { type Bet, planBet, planCancel } from '../../src/core/bets.ts'
import { dealGame, type GameState, nextStateOf, planAdvance, priceGame, visiblePanels } from '../../src/core/game.ts'
import {
  assertBeforeDeadline,
  type ClockedTable,
  dueStep,
  planReady,
  stageDurationMs,
  stageEndsAtOf,
} from '../../src/core/live.ts'
import { defaultTableSettings, planTableSettings } from '../../src/core/tables.ts'

const AUTO = { ...defaultTableSettings(4), mode: 'AUTO' as const, bettingSeconds: 10, revealSeconds: 4 }
const T0 = Date.parse('2030-01-01T00:00:00.000Z')
const seats = [
  { seatId: 1, playerId: 'ann', balanceCents: 1_000 },
  { seatId: 2, playerId: 'bob', balanceCents: 1_000 },
]

function table(state: GameState, extra: Partial<ClockedTable> = {}): ClockedTable {
  return {
    settings: AUTO,
    state,
    seats,
    ready: [],
    stageEndsAt: stageEndsAtOf(AUTO, state, T0),
    game: { gameId: 3 },
    ...extra,
  }
}

t.test(
  'deadlines: bettingSeconds for each betting stage, revealSeconds for the river, none at SETUP or for INTERACTIVE ' +
    'tables',
  async (t) => {
    t.equal(stageDurationMs(AUTO, 'STATUS_HOLE'), 10_000)
    t.equal(stageDurationMs(AUTO, 'STATUS_FLOP'), 10_000)
    t.equal(stageDurationMs(AUTO, 'STATUS_TURN'), 10_000)
    t.equal(stageDurationMs(AUTO, 'STATUS_RIVER'), 4_000)
    t.equal(stageDurationMs(AUTO, 'STATUS_SETUP'), undefined)
    t.equal(stageDurationMs({ ...AUTO, mode: 'INTERACTIVE' }, 'STATUS_HOLE'), undefined)
    t.equal(stageEndsAtOf(AUTO, 'STATUS_FLOP', T0), T0 + 10_000)
  },
)

t.test(
  'dueStep: a game as soon as someone sits, each stage at its deadline to the millisecond, or once every seated ' +
    'player is ready',
  async (t) => {
    t.equal(dueStep(table('STATUS_SETUP'), T0), 'STATUS_SETUP')
    t.equal(dueStep(table('STATUS_SETUP', { seats: [] }), T0 + 1e9), undefined, 'nobody seated: no game, ever')
    for (const state of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const) {
      const end = stageEndsAtOf(AUTO, state, T0)!
      t.equal(dueStep(table(state), end - 1), undefined, `${state}: not 1 ms before its deadline`)
      t.equal(dueStep(table(state), end), state, `${state}: due at its deadline`)
    }
    t.equal(dueStep(table('STATUS_FLOP', { ready: ['ann'] }), T0), undefined, 'one of two ready')
    t.equal(dueStep(table('STATUS_FLOP', { ready: ['bob', 'ann'] }), T0), 'STATUS_FLOP', 'both ready: due at once')
    t.equal(
      dueStep(table('STATUS_FLOP', { ready: ['ann', 'cy'] }), T0),
      undefined,
      'a ready player who left does not count for one seated',
    )
    t.equal(
      dueStep(table('STATUS_RIVER', { ready: ['ann', 'bob'] }), T0),
      undefined,
      'readiness does not end the river early',
    )
    const interactive = { ...table('STATUS_HOLE'), settings: { ...AUTO, mode: 'INTERACTIVE' as const } }
    t.equal(dueStep(interactive, T0 + 1e9), undefined, 'INTERACTIVE tables are never owed a step')
  },
)

t.test(
  'the deadline closes the stage: refused at the deadline, taken 1 ms before; the river takes no bets anyway',
  async (t) => {
    const flop = table('STATUS_FLOP')
    t.doesNotThrow(() => assertBeforeDeadline(flop, flop.stageEndsAt! - 1))
    t.throws(() => assertBeforeDeadline(flop, flop.stageEndsAt!), {
      code: 'STAGE_CLOSED',
      message: /closed at 2030-01-01T00:00:10\.000Z/,
    })
    t.doesNotThrow(() => assertBeforeDeadline(table('STATUS_RIVER'), T0 + 1e9))

    const dealt = dealGame(2, 1, 'seed', Buffer.alloc(32, 9))
    const game = { ...dealt, pricing: priceGame(dealt.hands, dealt.board, AUTO.targetRtpBp), startedAt: '' }
    const hand = game.pricing[0].findIndex((p) => p.oddsTenths > 0)
    const live = { state: 'STATUS_HOLE' as const, game, seats, settings: AUTO, stageEndsAt: T0 + 10_000 }
    const request = { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0, handIndex: hand, stakeCents: 100 }
    t.equal(planBet(live, request, T0 + 9_999).stakeCents, 100, 'a bet 1 ms before the deadline is taken')
    t.throws(() => planBet(live, request, T0 + 10_000), { code: 'STAGE_CLOSED' }, 'at the deadline it is refused')
    for (const stakeCents of [0, -100, 12.5, Number.NaN, 100_000_001]) {
      t.throws(
        () => planBet(live, { ...request, stakeCents }, T0),
        { code: 'INVALID_INPUT' },
        `a stake of ${stakeCents} cents never reaches a seat`,
      )
    }
    const bet: Bet = {
      betId: 1,
      gameId: 1,
      bettingStage: 0,
      handIndex: hand,
      playerId: 'ann',
      seatId: 1,
      stakeCents: 100,
      recordedOddsTenths: 20,
      status: 'OPEN',
      placedAt: '',
    }
    t.equal(planCancel(live, bet, null, 'ann', T0 + 9_999).refundedCents, 100)
    t.throws(() => planCancel(live, bet, null, 'ann', T0 + 10_000), { code: 'STAGE_CLOSED' })
  },
)

t.test(
  'planReady: seated, acting for oneself, the open stage of the game in progress, before the deadline; a repeat is ' +
    'no change',
  async (t) => {
    const flop = table('STATUS_FLOP')
    const ready = (extra: object = {}, at = T0) =>
      planReady(flop, { caller: null, playerId: 'ann', gameId: 3, bettingStage: 1, ...extra }, at)
    t.equal(ready(), true)
    t.equal(
      planReady({ ...flop, ready: ['ann'] }, { caller: null, playerId: 'ann', gameId: 3, bettingStage: 1 }, T0),
      false,
      'already ready',
    )
    t.throws(() => ready({ playerId: 'cy' }), { code: 'NOT_SEATED' })
    t.throws(() => ready({ caller: { verified: true, sub: 'bob' } }), { code: 'FORBIDDEN_PLAYER' })
    t.throws(() => ready({ bettingStage: 0 }), { code: 'STAGE_CLOSED' })
    t.throws(() => ready({ gameId: 2 }), { code: 'STAGE_CLOSED' })
    t.throws(() => ready({}, flop.stageEndsAt!), { code: 'STAGE_CLOSED' })
    t.throws(
      () => planReady(table('STATUS_RIVER'), { caller: null, playerId: 'ann', gameId: 3, bettingStage: 2 }, T0),
      { code: 'STAGE_CLOSED' },
    )
  },
)

t.test('skipTurn: FLOP -> RIVER, and the turn panels are never shown', async (t) => {
  t.equal(nextStateOf('STATUS_FLOP', { skipTurn: true }), 'STATUS_RIVER')
  t.equal(nextStateOf('STATUS_FLOP', { skipTurn: false }), 'STATUS_TURN')
  t.equal(nextStateOf('STATUS_HOLE', { skipTurn: true }), 'STATUS_FLOP')
  t.equal(nextStateOf('STATUS_RIVER', { skipTurn: true }), 'STATUS_SETUP')
  const dealt = dealGame(3, 1, 'seed', Buffer.alloc(32, 4))
  const pricing = priceGame(dealt.hands, dealt.board, 9_700)
  t.same([...new Set(visiblePanels(pricing, 'STATUS_RIVER', true).map((p) => p.bettingStage))], [0, 1, 3])
  t.same([...new Set(visiblePanels(pricing, 'STATUS_RIVER').map((p) => p.bettingStage))], [0, 1, 2, 3])
})

t.test('an AUTO table refuses advances by hand', async (t) => {
  const auto = { state: 'STATUS_HOLE' as GameState, gamesStarted: 1, seats, settings: AUTO }
  t.throws(() => planAdvance(auto, { caller: null, playerId: 'ann', from: 'STATUS_HOLE' }), {
    code: 'RUNS_ON_CLOCK',
    message: /mode AUTO/,
  })
})

t.test('settings: mode, skipTurn, bettingSeconds and revealSeconds, checked', async (t) => {
  t.match(planTableSettings({ mode: 'AUTO', skipTurn: true, bettingSeconds: 3, revealSeconds: 60 }, 6), {
    mode: 'AUTO',
    skipTurn: true,
    bettingSeconds: 3,
    revealSeconds: 60,
  })
  t.match(planTableSettings({}, 6), { mode: 'INTERACTIVE', skipTurn: false, bettingSeconds: 15, revealSeconds: 5 })
  t.throws(() => planTableSettings({ bettingSeconds: 2 }, 6), {
    message: 'bettingSeconds must be an integer between 3 and 300.',
  })
  t.throws(() => planTableSettings({ bettingSeconds: 301 }, 6), { code: 'INVALID_INPUT' })
  t.throws(() => planTableSettings({ revealSeconds: 0.5 }, 6), {
    message: 'revealSeconds must be an integer between 1 and 60.',
  })
  t.throws(() => planTableSettings({ mode: 'TURBO' as 'AUTO' }, 6), {
    message: 'mode must be one of INTERACTIVE, AUTO.',
  })
})
