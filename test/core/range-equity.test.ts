// Range equity against an independent brute force (phe, plain loops), OMPEval's published counts, and Monte Carlo
// calibration against the exact answer.

import t from 'tap'
import { type CardId, parseCard } from '../../src/core/cards.ts'
import { isDomainError } from '../../src/core/errors.ts'
import { RangeEquityCancelled, type RangeEquityOptions, rangeEquity } from '../../src/core/range-equity.ts'
import { parseRange, type WeightedCombo } from '../../src/core/range-notation.ts'
import { naiveRangeEquity } from './oracles/naive-range-equity.ts'
import { drawCards, seededRandom } from './oracles/prng.ts'

const cards = (text: string): CardId[] => (text.match(/../g) ?? []).map((c) => parseCard(c)!)
const ranges = (...texts: string[]) => texts.map((text, i) => parseRange(text, `ranges[${i}]`))

function options(overrides: Partial<RangeEquityOptions> = {}): RangeEquityOptions {
  return {
    maxMillis: 60_000,
    targetStdError: 0.0005,
    seed: [1, 2, 3, 4],
    now: () => performance.now(),
    cancelled: () => false,
    ...overrides,
  }
}

const close = (actual: number, expected: number) =>
  Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected))

t.test(
  'every exact strategy matches a brute force over combos and boards, with weights, board and dead cards',
  async (t) => {
    const random = seededRandom(20261124)
    let compared = 0
    for (let round = 0; round < 60; round++) {
      const boardLength = [3, 4, 5][round % 3]
      const rangeCount = 2 + (round % 3)
      const fixed = drawCards(random, boardLength + (round % 2), [])
      const board = fixed.slice(0, boardLength)
      const dead = fixed.slice(boardLength)
      // Small ranges (the brute force walks every combination on every board): random combos, weights 0.25, 0.5 or 1,
      // overlapping between ranges so card removal matters.
      const pool = drawCards(random, 10, fixed)
      const input = Array.from({ length: rangeCount }, () => {
        const combos = new Map<number, WeightedCombo>()
        const size = boardLength === 3 ? 2 + Math.floor(random() * 3) : 2 + Math.floor(random() * 8)
        while (combos.size < size) {
          const [a, b] = [pool[Math.floor(random() * pool.length)], pool[Math.floor(random() * pool.length)]]
          if (a === b) continue
          const key = Math.max(a, b) * 52 + Math.min(a, b)
          combos.set(key, { cards: [Math.max(a, b), Math.min(a, b)], weight: [0.25, 0.5, 1][Math.floor(random() * 3)] })
        }
        return [...combos.values()]
      })
      const oracle = naiveRangeEquity(input, board, dead)
      if (oracle.showdowns === 0) continue
      const strategies = [
        ['matchups', options({ method: 'exact', exactStrategy: 'matchups' })],
        ['boards, binned', options({ method: 'exact', exactStrategy: 'boards', binLimit: Infinity, grouping: false })],
        [
          'boards, binned, by ranks',
          options({ method: 'exact', exactStrategy: 'boards', binLimit: Infinity, grouping: true }),
        ],
        ['boards, sorted', options({ method: 'exact', exactStrategy: 'boards', binLimit: 0 })],
      ] as const
      for (const [name, strategy] of strategies) {
        const result = rangeEquity({ ranges: input, board, dead }, strategy)
        const where = `round ${round} (${name})`
        t.equal(result.showdowns, oracle.showdowns, `${where}: showdowns`)
        const mismatched = oracle.byWinners.findIndex((count, mask) => !close(result.byWinners![mask], count))
        t.equal(mismatched, -1, `${where}: weighted showdowns by winners`)
      }
      compared++
    }
    t.ok(compared >= 50, `${compared} random cases compared`)
  },
)

t.test(
  'suit-symmetric ranges on boards with symmetries: completions counted once per symmetry class match the brute force',
  async (t) => {
    const cases: Array<[string[], string, string]> = [
      [['AA,KK', 'QQ,AKs'], '2c7c9h', ''],
      [['AA:0.5,KK', 'QQ,AKs,T9s', 'JJ'], '2c7c9h', 'Kd'],
      [['TT+,AQs+', 'AKo,87s'], '2c7h9d3s', ''],
      [['QQ+,AhKh', '55'], '2h7c9s', ''],
    ]
    for (const [texts, board, dead] of cases) {
      const input = { ranges: ranges(...texts), board: cards(board), dead: cards(dead) }
      const oracle = naiveRangeEquity(input.ranges, input.board, input.dead)
      for (const [name, binLimit] of [
        ['sorted', 0],
        ['binned', Infinity],
      ] as const) {
        const result = rangeEquity(
          input,
          options({ method: 'exact', exactStrategy: 'boards', binLimit, grouping: false }),
        )
        t.equal(result.showdowns, oracle.showdowns, `${texts.join(' v ')} ${board} (${name}): showdowns`)
        t.ok(
          oracle.byWinners.every((count, mask) => close(result.byWinners![mask], count)),
          `${texts.join(' v ')} ${board} (${name}): by winners`,
        )
      }
    }
  },
)

t.test('preflop: both strategies match the brute force on a suit-symmetric small case', async (t) => {
  // Preflop brute force is heavy (1.7 million boards per combination), so one combination pair per range.
  const input = ranges('AhAd', 'KcKs')
  const oracleRanges = input.map((range) => range.map(({ cards, weight }) => ({ cards, weight })))
  const oracle = naiveRangeEquity(oracleRanges, [], [])
  const result = rangeEquity({ ranges: input, board: [], dead: [] }, options({ method: 'exact' }))
  t.same(result.byWinners, oracle.byWinners)
  t.equal(result.showdowns, oracle.showdowns)
})

// OMPEval's published test expectations (zekyll/OMPEval test.cpp): showdowns by the set of winners.
t.test('OMPEval published counts', async (t) => {
  const cases: Array<[string[], string, number[]]> = [
    [['AA', 'KK'], '', [0, 50371344, 10986372, 285228]],
    [['AK', 'random'], '2c3c', [0, 159167583, 108567320, 6233737]],
    [['AA,KK', 'KK,QQ', 'QQ,AA'], '', [0, 348272820, 119882736, 37653912, 303253020, 74015280, 1266624, 3904200]],
  ]
  for (const [texts, board, expected] of cases) {
    for (const [exactStrategy, binLimit] of [
      ['matchups', 64],
      ['boards', 0],
      ['boards', Infinity],
    ] as const) {
      // A whole preflop is the matchups strategy's (1.7 million boards).
      if (exactStrategy === 'boards' && board === '') continue
      const result = rangeEquity(
        { ranges: ranges(...texts), board: cards(board), dead: [] },
        options({ method: 'exact', exactStrategy, binLimit }),
      )
      t.same(result.byWinners, expected, `${texts.join(' v ')} ${board}`)
      t.equal(
        result.showdowns,
        expected.reduce((x, y) => x + y, 0),
      )
    }
  }
})

t.test("weights scale each combination by the product of its combos' weights", async (t) => {
  const plain = rangeEquity({ ranges: ranges('AA,KK', 'QQ,AKs'), board: cards('2c7d9h'), dead: [] }, options())
  const halfAces = rangeEquity({ ranges: ranges('AA:0.5,KK', 'QQ,AKs'), board: cards('2c7d9h'), dead: [] }, options())
  const acesOnly = rangeEquity({ ranges: ranges('AA', 'QQ,AKs'), board: cards('2c7d9h'), dead: [] }, options())
  const kingsOnly = rangeEquity({ ranges: ranges('KK', 'QQ,AKs'), board: cards('2c7d9h'), dead: [] }, options())
  for (let mask = 1; mask < 4; mask++) {
    t.ok(
      close(plain.byWinners![mask], acesOnly.byWinners![mask] + kingsOnly.byWinners![mask]),
      `mask ${mask}: the parts add up`,
    )
    t.ok(
      close(halfAces.byWinners![mask], 0.5 * acesOnly.byWinners![mask] + kingsOnly.byWinners![mask]),
      `mask ${mask}: aces at half`,
    )
  }
  t.equal(halfAces.showdowns, plain.showdowns, 'showdowns are counted unweighted')
})

t.test('equity, win and tie add up; combos counted leave out those blocked by the board and dead cards', async (t) => {
  const result = rangeEquity(
    { ranges: ranges('AA', 'KK', 'random'), board: cards('Ac7d2h'), dead: cards('Ks') },
    options(),
  )
  t.equal(result.method, 'exact')
  t.same(result.combos, [3, 3, (48 * 47) / 2], 'aces less Ac, kings less Ks, random from the 48 cards left')
  const equity = result.ranges.reduce((sum, r) => sum + r.equity, 0)
  t.ok(Math.abs(equity - 1) < 1e-12, 'equities sum to 1')
  for (const r of result.ranges)
    t.ok(r.equity >= r.win && r.equity <= r.win + r.tie, 'equity lies between wins and wins plus ties')
})

t.test('impossible deals and empty ranges are refused with the reason', async (t) => {
  const refuse = (texts: string[], board: string, dead: string, pattern: RegExp) => {
    try {
      rangeEquity({ ranges: ranges(...texts), board: cards(board), dead: cards(dead) }, options())
      t.fail(`${texts.join(' v ')} should be refused`)
    } catch (err) {
      t.ok(isDomainError(err) && err.code === 'INVALID_INPUT', 'INVALID_INPUT')
      t.match((err as Error).message, pattern)
    }
  }
  refuse(['AA', 'KhKd'], 'Kh7c2d', '', /ranges\[1\] has no combo left/)
  refuse(['AA', 'KK'], '', 'AcAdAh', /ranges\[0\] has no combo left/)
  refuse(['AhKh', 'AhKh,AhQh'], '', '', /No deal is possible/)
  refuse(['AsAh', 'AcAd', 'AA'], '', '', /No deal is possible/)
})

t.test('cancellation stops exact and Monte Carlo work', async (t) => {
  for (const method of ['exact', 'montecarlo'] as const) {
    let checks = 0
    t.throws(
      () =>
        rangeEquity(
          { ranges: ranges('random', 'random', 'random'), board: [], dead: [] },
          options({ method, cancelled: () => ++checks > 3 }),
        ),
      RangeEquityCancelled,
    )
  }
})

t.test('auto: exact when the estimate fits the budget, Monte Carlo (stopping on the budget) when not', async (t) => {
  const small = rangeEquity({ ranges: ranges('AKs', 'QQ+'), board: [], dead: [] }, options({ maxMillis: 2000 }))
  t.equal(small.method, 'exact')
  t.equal(small.stopReason, 'complete')
  let clock = 0
  const big = rangeEquity(
    { ranges: ranges('random', 'random', 'random'), board: [], dead: [] },
    options({ maxMillis: 50, targetStdError: 1e-9, now: () => (clock += 1) }),
  )
  t.equal(big.method, 'montecarlo')
  t.equal(big.stopReason, 'maxMillis')
  t.ok(big.ranges.every((r) => typeof r.stdError === 'number' && r.stdError > 0))
  const target = rangeEquity(
    { ranges: ranges('random', 'random', 'random'), board: [], dead: [] },
    options({ maxMillis: 60_000, method: 'montecarlo', targetStdError: 0.005 }),
  )
  t.equal(target.stopReason, 'targetStdError')
  t.ok(
    target.ranges.every((r) => r.stdError! <= 0.005),
    'every standard error met the target',
  )
})

t.test(
  'an exact attempt that will not finish in time hands the budget to Monte Carlo once its progress says so',
  async (t) => {
    // TT+,AQs+,AKo v random preflop: the estimate says exact fits 2 s; on this clock (5 ms a reading) it would take
    // far longer (on a real one about 20 ms, read from the heads-up table). A clock that only moves when read makes the
    // test independent of the machine.
    const input = { ranges: ranges('TT+,AQs+,AKo', 'random'), board: [], dead: [] }
    let clock = 0
    const result = rangeEquity(input, options({ maxMillis: 2000, targetStdError: 0.0005, now: () => (clock += 5) }))
    t.equal(result.method, 'montecarlo')
    t.equal(result.stopReason, 'targetStdError', 'Monte Carlo had the budget to reach its target')
    t.ok(
      result.ranges.every((r) => r.stdError! <= 0.0005),
      'every standard error at most 0.05 points (the goal: 0.1)',
    )
    t.ok(
      clock < 2000,
      `the whole request took ${clock} ms of the 2,000 on this clock: exact was given up early, not at the deadline`,
    )
    // One that does fit stays exact on the same clock: the projection stops only what will not finish.
    let fast = 0
    const small = rangeEquity(
      { ranges: ranges('AKs', 'QQ+'), board: [], dead: [] },
      options({ maxMillis: 2000, now: () => (fast += 5) }),
    )
    t.equal(small.method, 'exact', 'AKs v QQ+ is exact on the same clock')
  },
)

t.test(
  'an exact attempt whose work fits the budget is kept: the projection reads the pace of the work, not the time ' +
    'before it',
  async (t) => {
    // A clock that moves one millisecond a check: a check for each class of matchups priced, and one for each 1,024
    // combinations grouped into classes before. The work takes `needed` on it; a budget of 1.25 times that stays exact.
    const input = { ranges: ranges('JJ+,AKs', '22+,AJs+,KQs,AQo+'), board: [], dead: [] }
    let needed = 0
    rangeEquity(input, options({ method: 'exact', now: () => needed, cancelled: () => (needed++, false) }))
    let clock = 0
    const kept = rangeEquity(
      input,
      options({ maxMillis: Math.ceil(needed * 1.25), now: () => clock, cancelled: () => (clock++, false) }),
    )
    t.equal(kept.method, 'exact', `exact with a budget of ${Math.ceil(needed * 1.25)} for work of ${needed}`)
    t.equal(kept.stopReason, 'complete')
  },
)

t.test(
  'Monte Carlo is calibrated: the exact equity lies within 2 standard errors in about 95% of seeded runs',
  async (t) => {
    const cases: Array<[string[], string, string]> = [
      [['AKs,QQ', 'JJ,AQo'], '', ''],
      [['AA:0.3,KK,AKs:0.7', 'KK:0.5,AK,QJs', 'random'], 'Kd7h2c', 'Qs'],
    ]
    for (const [texts, board, dead] of cases) {
      const input = { ranges: ranges(...texts), board: cards(board), dead: cards(dead) }
      const exact = rangeEquity(input, options({ method: 'exact' }))
      const runs = 300
      let inside = 0
      let total = 0
      for (let run = 0; run < runs; run++) {
        const sampled = rangeEquity(
          input,
          options({ method: 'montecarlo', targetStdError: 0.02, seed: [run + 1, 7, 11, 13] }),
        )
        sampled.ranges.forEach((r, i) => {
          total++
          if (Math.abs(r.equity - exact.ranges[i].equity) <= 2 * r.stdError!) inside++
        })
      }
      const rate = inside / total
      t.ok(
        rate > 0.92 && rate < 0.985,
        `${texts.join(' v ')}: ${(rate * 100).toFixed(1)}% of ${total} estimates within 2 standard errors`,
      )
    }
  },
)
