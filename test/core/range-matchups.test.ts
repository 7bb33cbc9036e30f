// The matchups strategy's progress: the share of its suit-isomorphism classes priced, each class once, so that a
// projection from it is true to the work left (the classes cost about the same each; the combinations walked do
// not, the first ones met being mostly new classes and the later ones mostly repeats). The classes are counted by a
// canonical form written here, independently of the engine's.

import t from 'tap'
import { DECK_SIZE } from '../../src/core/cards.ts'
import { type LiveRange, liveRange, SUIT_PERMUTATIONS } from '../../src/core/range-common.ts'
import { exactByMatchups } from '../../src/core/range-matchups.ts'
import { parseRange } from '../../src/core/range-notation.ts'

const noneBlocked = new Uint8Array(DECK_SIZE)
const live = (...texts: string[]): LiveRange[] =>
  texts.map((text, i) => liveRange(parseRange(text, `ranges[${i}]`), noneBlocked))

/** The number of classes of card-disjoint combinations (one combo per range) under the 24 suit permutations. */
function classCount(ranges: LiveRange[]): number {
  const classes = new Set<string>()
  const visit = (depth: number, used: Set<number>, hands: Array<[number, number]>): void => {
    if (depth === ranges.length) {
      let smallest: string | undefined
      for (const perm of SUIT_PERMUTATIONS) {
        const mapped = hands
          .map(([a, b]) => [(a & ~3) | perm[a & 3], (b & ~3) | perm[b & 3]].sort((x, y) => x - y).join('-'))
          .join('/')
        if (smallest === undefined || mapped < smallest) smallest = mapped
      }
      classes.add(smallest!)
      return
    }
    const range = ranges[depth]
    for (let j = 0; j < range.weight.length; j++) {
      const [a, b] = [range.first[j], range.second[j]]
      if (used.has(a) || used.has(b)) continue
      visit(depth + 1, new Set([...used, a, b]), [...hands, [a, b]])
    }
  }
  visit(0, new Set(), [])
  return classes.size
}

t.test('progress is the share of the classes priced, read once a class', async (t) => {
  for (const texts of [
    ['JJ+,AKs', '22+,AJs+,KQs,AQo+'],
    ['KK', 'AKs', 'QQ'],
    ['AA,KK', 'random'],
  ]) {
    const ranges = live(...texts)
    const classes = classCount(ranges)
    const readings: number[] = []
    exactByMatchups(ranges, [], [], SUIT_PERMUTATIONS, new Float64Array(1 << ranges.length), (progress) => {
      if (progress) readings.push(progress())
      return false
    })
    t.same(
      readings,
      Array.from({ length: classes }, (_, k) => k / classes),
      `${texts.join(' v ')}: ${classes} classes, progress k/${classes} before the k+1-th`,
    )
  }
})

t.test(
  'each class priced once with the weight of its members counts what every combination priced on its own counts',
  async (t) => {
    for (const texts of [
      ['KK', 'AKs', 'QQ'],
      ['AA:0.5,KK', 'AKs,QQ:0.25'],
    ]) {
      const ranges = live(...texts)
      const byWinners = new Float64Array(1 << ranges.length)
      const showdowns = exactByMatchups(ranges, [], [], SUIT_PERMUTATIONS, byWinners, () => false)
      const plainByWinners = new Float64Array(1 << ranges.length)
      const plainShowdowns = exactByMatchups(ranges, [], [], [SUIT_PERMUTATIONS[0]], plainByWinners, () => false)
      t.equal(showdowns, plainShowdowns, `${texts.join(' v ')}: the same showdowns`)
      t.ok(
        [...byWinners].every(
          (count, mask) => Math.abs(count - plainByWinners[mask]) <= 1e-9 * Math.max(1, plainByWinners[mask]),
        ),
        'the same weighted counts by winners',
      )
    }
  },
)

t.test('a stop during the classes or the pricing ends the walk with no answer', async (t) => {
  const ranges = live('JJ+,AKs', '22+,AJs+,KQs,AQo+')
  let calls = 0
  t.equal(
    exactByMatchups(ranges, [], [], SUIT_PERMUTATIONS, new Float64Array(4), () => ++calls === 1),
    null,
    'stopped while forming the classes',
  )
  let priced = 0
  t.equal(
    exactByMatchups(
      ranges,
      [],
      [],
      SUIT_PERMUTATIONS,
      new Float64Array(4),
      (progress) => progress !== undefined && ++priced === 10,
    ),
    null,
    'stopped after 9 classes priced',
  )
})
