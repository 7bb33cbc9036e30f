// Settling a game at its river: each open bet of the game won (on a hand that wins or ties) or lost, a winner paid
// floor(stake x recorded odds) to the cent, the others untouched, and each seat's returns summed once, in seat order.
// Checked against sums made here with BigInt from the river's winners, not with the code's own arithmetic.

import t from 'tap'
import { type Bet, settleGame } from '../../src/core/bets.ts'
import { dealGame, type Game, priceGame } from '../../src/core/game.ts'

/** Deals and prices game `nonce` until its river has a winner and a loser (the deal is from a fixed seed per nonce). */
function gameWithWinnerAndLoser(): Game {
  for (let nonce = 1; ; nonce++) {
    const dealt = dealGame(3, nonce, 'settlement-test', Buffer.alloc(32, nonce))
    const game: Game = {
      ...dealt,
      pricing: priceGame(dealt.hands, dealt.board, 9_700),
      startedAt: '2030-01-01T00:00:00.000Z',
    }
    const river = game.pricing[3]
    if (river.some((p) => p.isWinner) && river.some((p) => !p.isWinner)) return game
  }
}

const game = gameWithWinnerAndLoser()
const winners = new Set(game.pricing[3].flatMap((panel, hand) => (panel.isWinner ? [hand] : [])))
const winner = [...winners][0]
const loser = [0, 1, 2].find((hand) => !winners.has(hand))!

let nextId = 1
const bet = (over: Partial<Bet>): Bet => ({
  betId: nextId++,
  gameId: game.gameId,
  bettingStage: 0,
  handIndex: winner,
  playerId: 'ann',
  seatId: 1,
  stakeCents: 100,
  recordedOddsTenths: 25,
  status: 'OPEN',
  placedAt: '2030-01-01T00:00:01.000Z',
  ...over,
})

const bets: Bet[] = [
  bet({ stakeCents: 333, recordedOddsTenths: 17 }), // 566.1 -> 566
  bet({ handIndex: loser, stakeCents: 500 }),
  // The largest stake and odds.
  bet({ playerId: 'bob', seatId: 3, stakeCents: 99_999_999, recordedOddsTenths: 19_999_999 }),
  bet({ status: 'CANCELLED' }),
  bet({ gameId: game.gameId + 1 }), // another game's: not this settlement's
  bet({ playerId: 'cy', seatId: 2, handIndex: loser, stakeCents: 700 }),
  bet({ stakeCents: 1, recordedOddsTenths: 11 }), // 1.1 -> 1
]
const before = structuredClone(bets)

t.test('each open bet of the game settled; the others as they were; nothing given changed', async (t) => {
  const result = settleGame(game, bets)
  t.same(bets, before, 'the bets given are not changed')
  t.equal(result.bets.length, bets.length, 'every bet comes back, in order')
  for (const [i, given] of bets.entries()) {
    const back = result.bets[i]
    if (given.status !== 'OPEN' || given.gameId !== game.gameId) {
      t.equal(back, given, `bet ${given.betId}: not this settlement's, the same bet`)
      continue
    }
    const won = winners.has(given.handIndex)
    const payout = won ? Number((BigInt(given.stakeCents) * BigInt(given.recordedOddsTenths)) / 10n) : 0
    t.same(
      back,
      { ...given, status: won ? 'WON' : 'LOST', payoutCents: payout },
      `bet ${given.betId}: ${won ? 'won' : 'lost'}, paid ${payout}`,
    )
  }
  t.same(
    result.settled.map((b) => b.betId),
    result.bets.filter((b) => b.status === 'WON' || b.status === 'LOST').map((b) => b.betId),
    'settled: the bets settled here, in order',
  )
  t.ok(
    result.settled.every((b) => result.bets.includes(b)),
    'the same objects as in bets',
  )
  t.equal(result.bets[0].payoutCents, 566, 'a payout rounds down to the cent')
  t.equal(result.bets[2].payoutCents, 199_999_988_000_000, 'the largest stake at the largest odds: exact')
})

t.test(
  "each seat's returns: the sum of its bets' payouts, once, in seat order, only seats paid something",
  async (t) => {
    const { returns, settled } = settleGame(game, bets)
    const sums = new Map<number, { playerId: string; cents: bigint }>()
    for (const b of settled) {
      if (!winners.has(b.handIndex)) continue
      const seat = sums.get(b.seatId) ?? { playerId: b.playerId, cents: 0n }
      seat.cents += (BigInt(b.stakeCents) * BigInt(b.recordedOddsTenths)) / 10n
      sums.set(b.seatId, seat)
    }
    const expected = [...sums.entries()]
      .sort(([a], [b]) => a - b)
      .map(([seatId, s]) => ({ seatId, playerId: s.playerId, payoutCents: Number(s.cents) }))
    t.same(returns, expected, 'per seat, seat order')
    t.notOk(
      returns.some((r) => r.seatId === 2),
      'a seat whose bets all lost is paid nothing and has no entry',
    )
  },
)
