// Evaluator: table shape, published counts over every five- and six-card hand, and hand-picked rulings.

import t from 'tap'
import { type CardId, parseCard } from '../../src/core/cards.ts'
import {
  evaluate5,
  evaluate6,
  evaluate7,
  evaluateCards,
  HAND_CATEGORY_NAMES,
  handCategory,
} from '../../src/core/evaluator/evaluate.ts'
import {
  FLUSH_VALUES,
  GROUP_RANK_KEYS,
  MAX_HAND_CARDS,
  multisetIndex,
  NON_FLUSH_VALUES,
  RANK_COUNT,
  RANK_KEYS,
  SIZE_INDEX_START,
} from '../../src/core/evaluator/tables.ts'
import { compareReferenceHands, referenceBestHand } from './oracles/reference-evaluator.ts'

const cards = (text: string): CardId[] => text.split(' ').map((c) => parseCard(c)!)
const value = (text: string): number => evaluateCards(cards(text))
const category = (text: string): string => HAND_CATEGORY_NAMES[handCategory(value(text))]

/** Counts by category (index = category) and distinct values over every k-card hand, k = 5 or 6. */
function enumerateHands(size: 5 | 6): { counts: number[]; distinct: Map<number, Set<number>> } {
  const counts = new Array<number>(9).fill(0)
  const seen = new Uint8Array(1 << 16)
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            if (size === 5) {
              const v = evaluate5(a, b, c, d, e)
              counts[handCategory(v)]++
              seen[v] = 1
            } else {
              for (let f = e + 1; f < 52; f++) {
                const v = evaluate6(a, b, c, d, e, f)
                counts[handCategory(v)]++
                seen[v] = 1
              }
            }
          }
  const distinct = new Map<number, Set<number>>()
  for (let v = 0; v < seen.length; v++) {
    if (!seen[v]) continue
    const cat = handCategory(v)
    if (!distinct.has(cat)) distinct.set(cat, new Set())
    distinct.get(cat)!.add(v)
  }
  return { counts, distinct }
}

t.test('the group rank keys are what the greedy search finds', async (t) => {
  // Smallest next key such that all multisets (at most 4 of a rank, at most 7 cards) keep distinct key sums.
  const keys: number[] = []
  let sumsBySize: number[][] = [[0], [], [], [], [], [], [], []]
  const allSums = new Set([0])
  for (let candidate = 1; keys.length < GROUP_RANK_KEYS.length; candidate++) {
    const added = new Set<number>()
    let distinct = true
    for (let size = 0; size < MAX_HAND_CARDS && distinct; size++) {
      for (const sum of sumsBySize[size]) {
        for (let k = 1; k <= 4 && size + k <= MAX_HAND_CARDS; k++) {
          const next = sum + k * candidate
          if (allSums.has(next) || added.has(next)) distinct = false
          added.add(next)
        }
        if (!distinct) break
      }
    }
    if (!distinct) continue
    keys.push(candidate)
    const grown = sumsBySize.map((sums) => [...sums])
    for (let size = 0; size < MAX_HAND_CARDS; size++) {
      for (const sum of sumsBySize[size]) {
        for (let k = 1; k <= 4 && size + k <= MAX_HAND_CARDS; k++) grown[size + k].push(sum + k * candidate)
      }
    }
    sumsBySize = grown
    for (const sum of added) allSums.add(sum)
  }
  t.same(keys, GROUP_RANK_KEYS)
})

t.test('the rank-multiset index is a bijection onto each size block', async (t) => {
  for (let size = 0; size <= MAX_HAND_CARDS; size++) {
    const slots = new Set<number>()
    let outside = 0
    const walk = (rank: number, left: number, key: number): void => {
      if (left === 0) {
        const slot = multisetIndex(size, key)
        if (slot < SIZE_INDEX_START[size] || slot >= SIZE_INDEX_START[size + 1]) outside++
        slots.add(slot)
        return
      }
      if (rank === RANK_COUNT) return
      for (let k = 0; k <= 4 && k <= left; k++) walk(rank + 1, left - k, key + k * RANK_KEYS[rank])
    }
    walk(0, size, 0)
    t.equal(outside, 0, `${size} cards: every slot inside its block`)
    t.equal(
      slots.size,
      SIZE_INDEX_START[size + 1] - SIZE_INDEX_START[size],
      `${size} cards: distinct slots fill the block`,
    )
  }
  t.equal(SIZE_INDEX_START[6] - SIZE_INDEX_START[5], 6175, 'five-card rank multisets')
  t.equal(SIZE_INDEX_START[8] - SIZE_INDEX_START[7], 49205, 'seven-card rank multisets')
  t.ok(
    NON_FLUSH_VALUES.every((v, slot) => slot >= SIZE_INDEX_START[5] === v > 0),
    'values exactly for 5..7 cards',
  )
  t.equal(FLUSH_VALUES[0b11111], (8 << 12) | 2, 'six-high straight flush is the second straight flush')
})

t.test('all 2,598,960 five-card hands: published category counts and 7462 distinct values', async (t) => {
  const { counts, distinct } = enumerateHands(5)
  t.same(counts, [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40])
  t.same(
    [...distinct.keys()].sort().map((cat) => distinct.get(cat)!.size),
    [1277, 2860, 858, 858, 10, 1277, 156, 156, 10],
    'distinct values per category',
  )
  t.equal(
    [...distinct.values()].reduce((sum, s) => sum + s.size, 0),
    7462,
  )
})

t.test('all 20,358,520 six-card hands: published category counts', async (t) => {
  const { counts } = enumerateHands(6)
  t.same(counts, [6612900, 9730740, 2532816, 732160, 361620, 205792, 165984, 14664, 1844])
})

t.test('hand-picked rulings agree with the reference and with poker rules', async (t) => {
  const better = (a: string, b: string, why: string): void => {
    t.ok(value(a) > value(b), why)
    t.ok(compareReferenceHands(referenceBestHand(cards(a)), referenceBestHand(cards(b))) > 0, `reference: ${why}`)
  }
  const same = (a: string, b: string, why: string): void => {
    t.equal(value(a), value(b), why)
    t.equal(compareReferenceHands(referenceBestHand(cards(a)), referenceBestHand(cards(b))), 0, `reference: ${why}`)
  }
  t.equal(category('5h 6h 7h 8h 9h Ts Jc'), 'straight flush', 'straight flush under a higher plain straight')
  better('5h 6h 7h 8h 9h Ts Jc', 'Ah Kh Qh Jh 9h Ad Ac', 'nine-high straight flush beats an ace-high flush with trips')
  t.equal(category('Ah 2c 3d 4s 5h Kc Kd'), 'straight', 'wheel beats a pair')
  better('2c 3d 4s 5h 6c Kc Kd', 'Ah 2c 3d 4s 5h Kc Kd', 'six-high straight beats the wheel')
  better('Ah 2c 3d 4s 5h', 'Ah Kd Qs Jc 9h', 'wheel beats ace-high')
  t.equal(category('Qh Kd Ac 2s 3h'), 'high card', 'no wrap-around straight')
  t.equal(category('Ah 2h 3h 4h 5h'), 'straight flush', 'steel wheel')
  better('2h 3h 4h 5h 6h', 'Ah 2h 3h 4h 5h', 'six-high straight flush beats the steel wheel')
  better('Ah 2h 3h 4h 5h', 'Ac Ad Ah As Kc', 'steel wheel beats quad aces')
  better('Ts Js Qs Ks As', '9s Ts Js Qs Ks', 'royal flush is the best hand')
  t.equal(value('Ts Js Qs Ks As'), Math.max(...FLUSH_VALUES), 'royal flush is the top value')
  better('As Ad Kc Qh Jd', 'As Ad Kc Qh Td', 'third kicker decides a pair')
  better('As Ad Kc Kh Qd', 'As Ad Kc Kh Jd', 'kicker decides two pair')
  same('Ks Kd Qc Qh 3d 3c Ah', 'Ks Kd Qc Qh 2d 2c Ah', 'three pairs: the third pair does not play over an ace')
  same('Ks Kd Qc Qh 3d 3c 2h', 'Ks Kd Qc Qh 3d 2c 2h', 'three pairs: the lowest pair can give the kicker')
  better('Ks Kd Qc Qh 4d 3c 3h', 'Ks Kd Qc Qh 2d 3c 3h', 'three pairs: a single card can outkick the lowest pair')
  same('As Ad Ac Kh Kd Kc 2h', 'As Ad Ac Kh Kd 3c 2h', 'two trips make aces full of kings')
  better('7s 7d 7c 7h Ad Kc Qh', '7s 7d 7c 7h Kd Qc Jh', 'quads kicker')
  same('7s 7d 7c 7h Ad Ac Ah', '7s 7d 7c 7h Ad Kc Qh', 'quads with trips beside them: only one kicker plays')
  better('2h 4h 6h 8h Th Qh 3c', '2h 4h 6h 8h Th 9c 3c', 'six suited cards: best five of the suit')
  better('2h 4h 6h 8h Th', '9c Ts Jd Qh Kh', 'any flush beats any straight')
  better('2s 2d 2c 3h 3d', 'As Ks Qs Js 9s', 'full house beats a flush')
  better('9c 8d 7h 6s 5c 4d 3h', '8d 7h 6s 5c 4d 3h 2c', 'longest run plays its top five')
  same('As Ks Qd Jc 9h 8d 2c', 'As Ks Qd Jc 9h 7d 2c', 'only five cards play')
})

t.test('evaluateCards dispatches by length and rejects other lengths', async (t) => {
  const seven = cards('As Ks Qs Js 2d 3c Ts')
  t.equal(evaluateCards(seven), evaluate7(seven[0], seven[1], seven[2], seven[3], seven[4], seven[5], seven[6]))
  t.equal(evaluateCards(seven.slice(0, 6)), evaluate6(seven[0], seven[1], seven[2], seven[3], seven[4], seven[5]))
  t.equal(evaluateCards(seven.slice(0, 5)), evaluate5(seven[0], seven[1], seven[2], seven[3], seven[4]))
  t.throws(() => evaluateCards(seven.slice(0, 4)), RangeError)
  t.throws(() => evaluateCards([...seven, 0]), RangeError)
})
