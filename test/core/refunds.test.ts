// Refunds as core plans them (planVoid, planCancel): each stake back on its seat once, the entries' running balances,
// the seats' balances after, checked against a second computation written here over random games.

import fc from 'fast-check'
import t from 'tap'
import { type Bet, planVoid, refundsOf } from '../../src/core/bets.ts'

const betArb = (betId: number) =>
  fc
    .record({
      seatId: fc.integer({ min: 1, max: 4 }),
      stakeCents: fc.integer({ min: 1, max: 100_000 }),
      status: fc.constantFrom('OPEN', 'OPEN', 'OPEN', 'CANCELLED', 'WON', 'LOST', 'VOID'),
      gameId: fc.constantFrom(7, 7, 7, 6),
    })
    .map(
      (b): Bet => ({
        betId,
        gameId: b.gameId,
        bettingStage: 0,
        handIndex: 0,
        playerId: `p${b.seatId}`,
        seatId: b.seatId,
        stakeCents: b.stakeCents,
        recordedOddsTenths: 20,
        status: b.status as Bet['status'],
        placedAt: '',
      }),
    )

const gameArb = fc
  .integer({ min: 0, max: 30 })
  .chain((n) =>
    fc.tuple(
      fc.tuple(...Array.from({ length: n }, (_, i) => betArb(i + 1))),
      fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 4, maxLength: 4 }),
    ),
  )

t.test('planVoid: every open bet of the game VOID, its stake back on its seat, and nothing else', async (t) => {
  fc.assert(
    fc.property(gameArb, ([bets, balances]) => {
      const seats = balances.map((balanceCents, i) => ({ seatId: i + 1, balanceCents }))
      const plan = planVoid({ state: 'STATUS_FLOP', gameId: 7, gamesStarted: 7, seats }, 1, 7, bets)
      // The oracle: the open bets of game 7 in order, each seat's balance moved by its own stakes only.
      const open = bets.filter((b) => b.gameId === 7 && b.status === 'OPEN')
      const running = new Map(seats.map((s) => [s.seatId, s.balanceCents]))
      const entries = open.map((b) => {
        running.set(b.seatId, running.get(b.seatId)! + b.stakeCents)
        return {
          seatId: b.seatId,
          playerId: b.playerId,
          kind: 'BET_CANCEL',
          amountCents: b.stakeCents,
          balanceAfterCents: running.get(b.seatId)!,
          gameId: 7,
          betId: b.betId,
        }
      })
      const touched = [...new Set(open.map((b) => b.seatId))]
      return (
        JSON.stringify(plan.entries) === JSON.stringify(entries) &&
        JSON.stringify(plan.bets) === JSON.stringify(open.map((b) => ({ ...b, status: 'VOID' }))) &&
        JSON.stringify(plan.seats) ===
          JSON.stringify(touched.map((seatId) => ({ seatId, balanceCents: running.get(seatId) }))) &&
        plan.refundedCents === open.reduce((sum, b) => sum + b.stakeCents, 0)
      )
    }),
    { numRuns: 300 },
  )
  t.pass('300 random games')
})

t.test('planVoid refuses a game that is not in play, before planning anything', async (t) => {
  const seats = [{ seatId: 1, balanceCents: 0 }]
  t.throws(() => planVoid({ state: 'STATUS_RIVER', gameId: 7, gamesStarted: 7, seats }, 1, 7, []), {
    code: 'GAME_SETTLED',
  })
  t.throws(() => planVoid({ state: 'STATUS_SETUP', gamesStarted: 7, seats }, 1, 7, []), { code: 'GAME_SETTLED' })
  t.throws(() => planVoid({ state: 'STATUS_HOLE', gameId: 7, gamesStarted: 7, seats }, 1, 8, []), {
    code: 'GAME_NOT_FOUND',
  })
})

t.test('refundsOf names a bet of a seat that is not at the table instead of inventing a balance', async (t) => {
  const bet: Bet = {
    betId: 3,
    gameId: 1,
    bettingStage: 0,
    handIndex: 0,
    playerId: 'ann',
    seatId: 2,
    stakeCents: 5,
    recordedOddsTenths: 20,
    status: 'OPEN',
    placedAt: '',
  }
  t.throws(() => refundsOf([bet], 'CANCELLED', [{ seatId: 1, balanceCents: 0 }]), {
    message: 'Bet 3 is of seat 2, which is not at the table.',
  })
  t.same(refundsOf([], 'VOID', []), { bets: [], entries: [], seats: [], refundedCents: 0 })
})
