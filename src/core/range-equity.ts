// Range equity: 2..6 ranges of weighted combos against each other on a board, exactly or by Monte Carlo. This
// module checks the input, estimates each method's cost and picks one; the methods live beside it.
//
// Weighting: every combination of one combo per range that shares no card with the others, the board or the dead
// cards counts once per completion of the board, multiplied by the product of the combos' weights.
//
// Two exact strategies, the cheaper one by the estimate:
// - matchups (range-matchups.ts): every combination priced by the fixed-hand engine, once per class of combinations
//   that a suit permutation fixing the board and the dead cards maps onto each other (suit isomorphism); two ranges
//   preflop with no dead cards read from the heads-up table instead (heads-up-preflop.ts);
// - boards (range-boards.ts): every completion of the board visited once, or by rank groups on the turn and flop;
//   the combinations of all ranges but the largest walked, the largest range counted in bulk against each.
// When neither fits the time budget, Monte Carlo (range-montecarlo.ts) samples until a standard-error target or the
// budget.

import { type CardId, DECK_SIZE } from './cards.ts'
import { exactByBoards } from './range-boards.ts'
import {
  BIN_LIMIT,
  BOARD_CARDS,
  binomial,
  countRunouts,
  invalid,
  type LiveRange,
  liveRange,
  RangeEquityCancelled,
  type RangeEquityInput,
  type RangeEquityOptions,
  type RangeEquityResult,
  type RangeShare,
  rangeSymmetries,
  someDealExists,
  stabilizer,
} from './range-common.ts'
import { exactByMatchups } from './range-matchups.ts'
import { monteCarlo, variance } from './range-montecarlo.ts'

export { MAX_RANGES, MIN_RANGES } from './limits.ts'
export {
  MIN_SAMPLES,
  RangeEquityCancelled,
  type RangeEquityInput,
  type RangeEquityOptions,
  type RangeEquityResult,
  type RangeShare,
} from './range-common.ts'

/** A matchup read from the heads-up table (heads-up-preflop.ts), in microseconds. */
const HEADS_UP_MICROS = 1

/**
 * Estimated cost in milliseconds of each exact strategy, from rates of the compiled engine on one thread (its
 * constants come from `npm run bench`'s range table; both strategies scale together on other machines, which is what
 * the choice between them needs).
 */
function estimateMillis(
  ranges: readonly LiveRange[],
  board: readonly CardId[],
  dead: readonly CardId[],
  symmetries: number,
) {
  const n = ranges.length
  const sizes = ranges.map((r) => r.weight.length)
  const tuples = sizes.reduce((x, y) => x * y, 1)
  const missing = BOARD_CARDS - board.length
  // The fixed-hand engine's time per combination by missing cards (river .. preflop), in microseconds, plus 15% per
  // extra hand; two hands preflop with no dead cards, a read of the heads-up table.
  const engineMicros =
    n === 2 && missing === BOARD_CARDS && dead.length === 0
      ? HEADS_UP_MICROS
      : [0.12, 0.45, 2.2, 25, 60, 350][missing] * (1 + 0.15 * (n - 2))
  // Sorting the combinations into classes, per combination, permutation and range (set from the walk timed alone, two
  // and three ranges preflop); it decides the estimate only where the engine's part is a table read.
  const matchups = ((tuples / symmetries) * engineMicros + tuples * symmetries * n * 0.006) / 1000
  const bulk = Math.max(...sizes)
  const others = tuples / bulk
  const combos = sizes.reduce((x, y) => x + y, 0)
  const deck = DECK_SIZE - board.length - dead.length
  const runouts = binomial(deck, missing)
  // What one card of a combination blocks in the bulk range, on average.
  const blocked = (2 * bulk) / deck
  const perRunout =
    others <= BIN_LIMIT
      ? combos * 0.006 + bulk * 0.003 * Math.log2(others + 2) + others * (0.02 + 2 * (n - 1) * blocked * 0.003)
      : combos * 0.006 + bulk * Math.log2(bulk + 2) * 0.01 + others * (0.04 + 0.02 * n * n)
  // Completions a symmetry of the whole configuration maps onto each other are visited once.
  let boards = (runouts * perRunout) / 1000 / symmetries
  if (others <= BIN_LIMIT && (missing === 1 || missing === 2)) {
    const boardSuitCount = [0, 0, 0, 0]
    for (const card of board) boardSuitCount[card & 3]++
    const live: number[] = []
    const used = new Set([...board, ...dead])
    for (let c = 0; c < DECK_SIZE; c++) if (!used.has(c)) live.push(c)
    const { flushRunouts } = countRunouts(live, boardSuitCount, missing)
    const groups = missing === 1 ? 13 : 91
    const perGroup =
      combos * 0.005 + bulk * 0.004 * Math.log2(others + 2) + others * (0.05 + 2 * (n - 1) * blocked * 0.004)
    boards = Math.min(boards, (groups * perGroup + flushRunouts * perRunout) / 1000)
  }
  return { matchups, boards }
}

/**
 * Equity of each range against the others. Throws DomainError INVALID_INPUT when a range has no combo left beside
 * the board and dead cards, when no combination of one combo per range avoids shared cards, or when too few cards
 * remain for the board; RangeEquityCancelled when options.cancelled() turns true. Synchronous: run it in a worker.
 */
export function rangeEquity(input: RangeEquityInput, options: RangeEquityOptions): RangeEquityResult {
  const start = options.now()
  const deadline = start + options.maxMillis
  const { board, dead } = input
  const n = input.ranges.length
  const blocked = new Uint8Array(DECK_SIZE)
  for (const card of [...board, ...dead]) blocked[card] = 1
  const ranges = input.ranges.map((combos) => liveRange(combos, blocked))
  ranges.forEach((range, i) => {
    if (range.weight.length === 0)
      throw invalid(
        `ranges[${i}] has no combo left: each of its combos shares a card with the board or the dead cards.`,
      )
  })
  const left = DECK_SIZE - board.length - dead.length - 2 * n
  if (left < BOARD_CARDS - board.length) {
    throw invalid(
      `Too few cards remain: ${n} hands, ${board.length} board and ${dead.length} dead cards leave ${left}, and the ` +
        `board needs ${BOARD_CARDS - board.length} more.`,
    )
  }
  const exists = someDealExists(ranges)
  if (exists === false)
    throw invalid('No deal is possible: every combination of one combo per range shares a card between two ranges.')
  const combos = ranges.map((r) => r.weight.length)

  const symmetries = stabilizer(board, dead)
  const ownSymmetries = rangeSymmetries(symmetries, ranges)
  const cost = estimateMillis(ranges, board, dead, ownSymmetries.length)
  const strategy = options.exactStrategy ?? (cost.matchups <= cost.boards ? 'matchups' : 'boards')
  const wantExact =
    options.method === 'exact' ||
    (options.method !== 'montecarlo' && Math.min(cost.matchups, cost.boards) <= options.maxMillis * 0.8)
  if (wantExact) {
    const byWinners = new Float64Array(1 << n)
    let checks = 0
    // Exact stops at the deadline, or as soon as its progress says it will not finish by then: once a twentieth of
    // the budget has gone, the pace of its progress projects its end, and a projection past the deadline hands the
    // rest of the budget to Monte Carlo instead of spending it on work that would be thrown away. The pace is measured
    // from the first reading of the progress after a fortieth of the budget (over at least an eightieth), so neither
    // work done before progress can be read (grouping the matchups) nor code still warming up makes an answer that
    // would come in time look late: such a projection would throw away exact work that was going to finish.
    const calibrateFrom = start + options.maxMillis / 20
    const markFrom = start + options.maxMillis / 40
    const span = options.maxMillis / 80
    let mark: { at: number; done: number } | undefined
    const stop = (progress?: () => number) => {
      if (options.cancelled()) throw new RangeEquityCancelled()
      if (options.method === 'exact' || (++checks & 3) !== 0) return false
      const now = options.now()
      if (now >= deadline) return true
      if (now < markFrom || progress === undefined) return false
      const done = progress()
      if (mark === undefined) {
        mark = { at: now, done }
        return false
      }
      if (now < calibrateFrom || now - mark.at < span || done <= mark.done) return false
      return now + ((now - mark.at) * (1 - done)) / (done - mark.done) > deadline
    }
    const showdowns =
      strategy === 'matchups'
        ? exactByMatchups(ranges, board, dead, symmetries, byWinners, stop)
        : exactByBoards({
            ranges,
            board,
            dead,
            symmetries: ownSymmetries,
            byWinners,
            stop,
            binLimit: options.binLimit ?? BIN_LIMIT,
            grouping: options.grouping,
          })
    if (showdowns !== null) {
      if (showdowns === 0)
        throw invalid('No deal is possible: every combination of one combo per range shares a card between two ranges.')
      return {
        method: 'exact',
        stopReason: 'complete',
        showdowns,
        combos,
        ranges: sharesOf(byWinners, n),
        strategy,
        estimate: cost,
        byWinners: [...byWinners],
      }
    }
  }
  const sampled = monteCarlo(ranges, board, dead, options, deadline)
  return {
    method: 'montecarlo',
    stopReason: sampled.stopReason,
    showdowns: sampled.showdowns,
    combos,
    ranges: Array.from({ length: n }, (_, i) => ({
      equity: sampled.shares[i] / sampled.showdowns,
      win: sampled.wins[i] / sampled.showdowns,
      tie: sampled.ties[i] / sampled.showdowns,
      stdError: Math.sqrt(variance(sampled.shares[i], sampled.squares[i], sampled.showdowns) / sampled.showdowns),
    })),
  }
}

/** Each range's equity, wins and ties from weighted showdowns by winner bitmask. */
function sharesOf(byWinners: Float64Array, n: number): RangeShare[] {
  let total = 0
  for (let m = 1; m < byWinners.length; m++) total += byWinners[m]
  const result: RangeShare[] = Array.from({ length: n }, () => ({ equity: 0, win: 0, tie: 0 }))
  for (let m = 1; m < byWinners.length; m++) {
    const amount = byWinners[m] / total
    if (amount === 0) continue
    let sharers = 0
    for (let rest = m; rest !== 0; rest &= rest - 1) sharers++
    for (let i = 0; i < n; i++) {
      if ((m & (1 << i)) === 0) continue
      result[i].equity += amount / sharers
      if (sharers === 1) result[i].win += amount
      else result[i].tie += amount
    }
  }
  return result
}
