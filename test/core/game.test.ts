// Whole games priced at every stage against the naive phe oracle and the ladder oracle; what each state may show;
// advance rules.

import t, { type Test } from 'tap'
import type { CardId } from '../../src/core/cards.ts'
import { fairDeck } from '../../src/core/fair.ts'
import { dealGame, type GameState, planAdvance, priceGame, visibleBoard, visiblePanels } from '../../src/core/game.ts'
import { oracleTenths } from './oracles/ladder.ts'
import { naiveEquity } from './oracles/naive-equity.ts'
import { dealHands, seededRandom } from './oracles/prng.ts'

const SHOWN = [0, 3, 4, 5]
const pct = (count: number, total: number) => Math.round((count * 10_000) / total) / 100

/** Checks every panel of a priced game against counts from the naive loop over phe. */
function checkAgainstOracle(t: Test, hands: Array<[CardId, CardId]>, board: CardId[], rtpBp: number): void {
  const pricing = priceGame(hands, board, rtpBp)
  t.equal(pricing.length, 4)
  for (let stage = 0; stage < 4; stage++) {
    const counts = naiveEquity(hands, board.slice(0, SHOWN[stage]))
    const panels = pricing[stage]
    const offered = panels.map((_, i) => oracleTenths(counts.boards, counts.wins[i] + counts.ties[i], rtpBp))
    let best = -1
    offered.forEach((tenths, i) => {
      const value = tenths * (counts.wins[i] + counts.ties[i])
      if (tenths > 0 && (best < 0 || value > offered[best] * (counts.wins[best] + counts.ties[best]))) best = i
    })
    panels.forEach((panel, i) => {
      const winOrDraw = counts.wins[i] + counts.ties[i]
      const expected = {
        handIndex: i,
        bettingStage: stage,
        winPercentage: pct(counts.wins[i], counts.boards),
        drawPercentage: pct(counts.ties[i], counts.boards),
        odds: offered[i] / 10,
        cantLose: winOrDraw === counts.boards,
        bestValue: i === best,
        isWinner: stage === 3 ? winOrDraw > 0 : undefined,
        hasFive: stage > 0,
      }
      const actual = {
        handIndex: panel.handIndex,
        bettingStage: panel.bettingStage,
        winPercentage: panel.winPercentage,
        drawPercentage: panel.drawPercentage,
        odds: panel.odds,
        cantLose: panel.cantLose,
        bestValue: panel.bestValue,
        isWinner: panel.isWinner,
        hasFive: panel.bestFiveCards?.length === 5,
      }
      if (JSON.stringify(actual) !== JSON.stringify(expected)) t.same(actual, expected, `stage ${stage} hand ${i}`)
      if (panel.oddsTenths > 0 && panel.odds * (winOrDraw / counts.boards) > rtpBp / 10_000 + 1e-12)
        t.fail('price over target')
    })
  }
}

t.test('random games of 2 to 8 hands: every stage matches the oracle', async (t) => {
  const random = seededRandom(31)
  for (let i = 0; i < 12; i++) {
    const { hands, board } = dealHands(random, 2 + (i % 7), 5)
    checkAgainstOracle(t, hands, board, 8_000 + Math.floor(random() * 2_001))
  }
  t.pass('checked')
})

t.test('hand-picked edges: dead and cannot-lose hands, ties, many hands', async (t) => {
  const c = (text: string) => text.split(' ').map((x) => '23456789TJQKA'.indexOf(x[0]) * 4 + 'cdhs'.indexOf(x[1]))
  const pair = (text: string) => c(text) as [CardId, CardId]
  // Quads on the flop for hand 0: the others are dead from the turn, hand 0 cannot lose.
  checkAgainstOracle(t, [pair('Ac Ad'), pair('Kc Kd'), pair('2h 7s')], c('Ah As 3c 8d 9h'), 9_700)
  // Board plays for both: a tie at the river.
  checkAgainstOracle(t, [pair('2c 3d'), pair('2h 3s')], c('Ah Kh Qh Jh Th'), 9_700)
  // 23 hands: six cards left for one board.
  const random = seededRandom(32)
  const { hands, board } = dealHands(random, 23, 5)
  checkAgainstOracle(t, hands, board, 10_000)
  const [river] = priceGame([pair('Ac Ad'), pair('Kc Kd'), pair('2h 7s')], c('Ah As 3c 8d 9h'), 9_700).slice(3)
  t.same(
    river.map((p) => [p.handStatus, p.isWinner, p.odds]),
    [
      ['IN_PLAY_WINNER', true, 0],
      ['IN_PLAY_DEAD', false, 0],
      ['IN_PLAY_DEAD', false, 0],
    ],
  )
})

t.test('dealGame: hands and board from the seeded deck, the commitment beside the seed', async (t) => {
  const seed = Buffer.alloc(32, 3)
  const game = dealGame(4, 9, 'client', seed)
  const deck = fairDeck({ serverSeed: seed, clientSeed: 'client', nonce: 9 })
  t.same(game.hands, [
    [deck[0], deck[1]],
    [deck[2], deck[3]],
    [deck[4], deck[5]],
    [deck[6], deck[7]],
  ])
  t.same(game.board, deck.slice(8, 13))
  t.equal(game.serverSeed, seed.toString('hex'))
  t.match(game.serverSeedHash, /^[0-9a-f]{64}$/)
  t.equal(game.gameId, 9)
})

t.test('what each state shows: the board and panels of the stages reached, nothing later', async (t) => {
  const game = dealGame(3, 1, 'x', Buffer.alloc(32, 1))
  const pricing = priceGame(game.hands, game.board, 9_700)
  const expectations: Array<[GameState, number, number[]]> = [
    ['STATUS_SETUP', 0, []],
    ['STATUS_HOLE', 0, [0]],
    ['STATUS_FLOP', 3, [0, 1]],
    ['STATUS_TURN', 4, [0, 1, 2]],
    ['STATUS_RIVER', 5, [0, 1, 2, 3]],
  ]
  for (const [state, cards, stages] of expectations) {
    t.same(visibleBoard(game.board, state), game.board.slice(0, cards), `${state} board`)
    const panels = visiblePanels(pricing, state)
    t.same([...new Set(panels.map((p) => p.bettingStage))], stages, `${state} stages`)
    const current = stages.at(-1)
    t.ok(
      panels.every((p) =>
        p.bettingStage === current
          ? p.handStatus !== 'IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE'
          : p.handStatus === 'IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE',
      ),
      `${state}: earlier stages are marked previous`,
    )
  }
})

t.test(
  'planAdvance: seated players only, acting for themselves, from the current state; clientSeed only to start',
  async (t) => {
    const settings = {
      numberOfHands: 2,
      numberOfSeats: 2,
      targetRtpBp: 9_700,
      maxBetCents: 100,
      mode: 'INTERACTIVE' as const,
      skipTurn: false,
      bettingSeconds: 15,
      revealSeconds: 5,
    }
    const table = {
      state: 'STATUS_SETUP' as GameState,
      gamesStarted: 4,
      seats: [{ seatId: 1, playerId: 'ann', balanceCents: 1 }],
      settings,
    }
    const start = planAdvance(table, { caller: null, playerId: 'ann', from: 'STATUS_SETUP', clientSeed: 'mine' })
    t.equal(start.kind, 'start')
    if (start.kind === 'start') t.match(start.game, { gameId: 5, nonce: 5, clientSeed: 'mine' })
    const auto = planAdvance(table, { caller: null, playerId: 'ann', from: 'STATUS_SETUP' })
    if (auto.kind === 'start') t.match(auto.game.clientSeed, /^[0-9a-f]{16}$/)
    t.throws(() => planAdvance(table, { caller: null, playerId: 'bob', from: 'STATUS_SETUP' }), { code: 'NOT_SEATED' })
    t.throws(
      () => planAdvance(table, { caller: { verified: true, sub: 'bob' }, playerId: 'ann', from: 'STATUS_SETUP' }),
      { code: 'FORBIDDEN_PLAYER' },
    )
    t.throws(() => planAdvance(table, { caller: null, playerId: 'ann', from: 'STATUS_HOLE' }), {
      code: 'STATE_CHANGED',
      message: /STATUS_SETUP/,
    })
    const atFlop = { ...table, state: 'STATUS_FLOP' as GameState }
    t.same(planAdvance(atFlop, { caller: null, playerId: 'ann', from: 'STATUS_FLOP' }), {
      kind: 'step',
      from: 'STATUS_FLOP',
    })
    t.throws(() => planAdvance(atFlop, { caller: null, playerId: 'ann', from: 'STATUS_FLOP', clientSeed: 'x' }), {
      code: 'INVALID_INPUT',
    })
  },
)
