// The fold shared by the typed client and the browser pages: a bet or seat put in place by id, whatever the order the
// changes come in, held to a second implementation written here (replace by id, then sort), and the state folded from
// is never changed.

import t from 'tap'
import { foldTableEvent } from '../../src/client/table-view.js'

type State = Parameters<typeof foldTableEvent>[0] & object
type Item = { betId: number; seatId: number; mark: number }

/** The oracle: the list without the item's id, the item added, sorted by id. */
const naive = (list: Item[], item: Item, id: 'betId' | 'seatId'): Item[] =>
  [...list.filter((other) => other[id] !== item[id]), item].sort((a, b) => a[id] - b[id])

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
  }
}

t.test(
  'bets and seats land by id as the oracle places them: new ids above, below and between, and ids again',
  async (t) => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed)
      let state = { eventId: 0, bets: [], seats: [], totals: {} } as unknown as State
      let bets: Item[] = []
      let seats: Item[] = []
      for (let eventId = 1; eventId <= 200; eventId++) {
        // Ids from a small range, so many changes replace an earlier one; marks tell the versions apart.
        const bet = { betId: 1 + Math.floor(next() * 60), seatId: 1, mark: eventId }
        const seat = { betId: 0, seatId: 1 + Math.floor(next() * 9), mark: eventId }
        const change = next() < 0.7 ? { bet } : { seat }
        const before = state
        const frozen = JSON.stringify(before)
        state = foldTableEvent(state, { type: 'bet', eventId, at: '2030-01-01T00:00:00.000Z', change } as never)
        if ('bet' in change) bets = naive(bets, bet, 'betId')
        else seats = naive(seats, seat, 'seatId')
        if (JSON.stringify(before) !== frozen) {
          t.fail(`seed ${seed}, event ${eventId}: the state folded from was changed`)
          return
        }
        if (
          JSON.stringify(state.bets) !== JSON.stringify(bets) ||
          JSON.stringify(state.seats) !== JSON.stringify(seats)
        ) {
          t.fail(`seed ${seed}, event ${eventId}: the fold placed ${JSON.stringify(change)} other than the oracle`)
          return
        }
      }
      t.equal(state.eventId, 200)
    }
    t.pass('40 sequences of 200 changes each, every step as the oracle')
  },
)

t.test(
  "a river's settled bets land on the bets with their ids; ids the state does not hold are passed over",
  async (t) => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed)
      // The bets the follower holds: ids rising with gaps (another player's bets, unseen with verified tokens).
      const bets: Array<{ betId: number; status: string; payout?: number }> = []
      for (let betId = 1; betId <= 300; betId++)
        if (next() < 0.5) bets.push({ betId, status: next() < 0.1 ? 'CANCELLED' : 'OPEN' })
      // What the river settled: every open bet (held or not), in id order.
      const settled: Array<{ betId: number; playerId: string; status: 'WON' | 'LOST'; payout: number }> = []
      for (let betId = 1; betId <= 300; betId++) {
        const held = bets.find((bet) => bet.betId === betId)
        if (held?.status === 'CANCELLED' || (!held && next() < 0.5)) continue
        const won = next() < 0.3
        settled.push({ betId, playerId: 'p', status: won ? 'WON' : 'LOST', payout: won ? betId * 2.5 : 0 })
      }
      const state = { eventId: 7, bets, seats: [], totals: {} } as unknown as State
      const frozen = JSON.stringify(state)
      const folded = foldTableEvent(state, {
        type: 'stage',
        eventId: 8,
        at: '2030-01-01T00:00:00.000Z',
        change: { settled },
      } as never)
      // The oracle: each held bet looked up in the settled list by id.
      const expected = bets.map((bet) => {
        const result = settled.find((s) => s.betId === bet.betId)
        return result ? { ...bet, status: result.status, payout: result.payout } : bet
      })
      if (JSON.stringify(state) !== frozen) return t.fail(`seed ${seed}: the state folded from was changed`)
      if (JSON.stringify(folded.bets) !== JSON.stringify(expected))
        return t.fail(`seed ${seed}: the settled results landed other than the oracle's`)
      if ('settled' in folded) return t.fail(`seed ${seed}: the fold kept the change's settled list in the state`)
    }
    t.pass('40 rivers of up to 300 bets, every result where the oracle puts it')
  },
)
