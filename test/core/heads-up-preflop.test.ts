// The heads-up preflop table against independent oracles: its number of classes by Burnside's lemma, its bytes read by
// a decoder written here and every eighth class counted again by the exact engine (itself held to the naive phe loop
// in equity.test.ts), its lookups against the engine on seeded pairs in both orders and against the naive phe loop on
// a few, and range equity read from it against every combination priced by the engine in the test.

import { readFile } from 'node:fs/promises'
import { inflateSync } from 'node:zlib'
import t from 'tap'
import { HEADS_UP_TABLE_PATH } from '../../scripts/gen-heads-up-table.ts'
import { computeEquity } from '../../src/core/equity.ts'
import { priceGame } from '../../src/core/game.ts'
import { priceBoard, priceHands, showdownCounts } from '../../src/core/hand-odds.ts'
import { HEADS_UP_BOARDS, headsUpClasses, headsUpPreflop } from '../../src/core/heads-up-preflop.ts'
import { priceHand } from '../../src/core/pricing.ts'
import { rangeEquity } from '../../src/core/range-equity.ts'
import { parseRange } from '../../src/core/range-notation.ts'
import { naiveEquity } from './oracles/naive-equity.ts'
import { drawCards, seededRandom } from './oracles/prng.ts'

type Hand = [number, number]
const SUIT_ORDERS: number[][] = []
for (let a = 0; a < 4; a++)
  for (let b = 0; b < 4; b++)
    for (let c = 0; c < 4; c++)
      for (let d = 0; d < 4; d++) if (new Set([a, b, c, d]).size === 4) SUIT_ORDERS.push([a, b, c, d])
const relabel = (perm: number[], card: number) => card - (card % 4) + perm[card % 4]
const sameHand = (x: Hand, y: Hand) => (x[0] === y[0] && x[1] === y[1]) || (x[0] === y[1] && x[1] === y[0])

t.test(
  "the table holds one entry per class: 47,008, as Burnside's lemma counts the orbits of the ordered pairs",
  async (t) => {
    // The group: 24 suit permutations, each with or without swapping the two hands. Orbits = the average number of
    // ordered pairs of disjoint hands that an element leaves as they are.
    const hands: Hand[] = []
    for (let a = 0; a < 52; a++) for (let b = 0; b < a; b++) hands.push([a, b])
    let fixedTotal = 0
    for (const perm of SUIT_ORDERS) {
      const image = hands.map(([a, b]): Hand => [relabel(perm, a), relabel(perm, b)])
      for (let i = 0; i < hands.length; i++) {
        const [a, b] = hands[i]
        for (let j = 0; j < hands.length; j++) {
          const [c, d] = hands[j]
          if (a === c || a === d || b === c || b === d) continue
          if (sameHand(image[i], hands[i]) && sameHand(image[j], hands[j])) fixedTotal++ // unswapped
          if (sameHand(image[i], hands[j]) && sameHand(image[j], hands[i])) fixedTotal++ // swapped
        }
      }
    }
    t.equal(fixedTotal % 48, 0)
    t.equal(headsUpClasses(), fixedTotal / 48)
    t.equal(headsUpClasses(), 47_008)
  },
)

t.test(
  'the committed table, read by a decoder written here: 47,008 classes by key, every eighth as the engine counts it',
  async (t) => {
    // The whole table is counted again by `npx tsx scripts/gen-heads-up-table.ts --check` (about 10 s of one core).
    const committed = (await readFile(HEADS_UP_TABLE_PATH, 'utf8')).match(/'([A-Za-z0-9+/=]+)'/)?.[1] ?? ''
    const bytes = inflateSync(Buffer.from(committed, 'base64'))
    const count = bytes.readInt32LE(0)
    t.equal(count, 47_008)
    const keys: number[] = []
    let at = 4
    for (let key = 0; keys.length < count; ) {
      let gap = 0
      for (let scale = 1; ; scale *= 128) {
        const byte = bytes[at++]
        gap += (byte % 128) * scale
        if (byte < 128) break
      }
      key += gap
      keys.push(key)
    }
    t.equal(bytes.length, at + 6 * count, 'then three bytes of wins and three of ties a class, and nothing after')
    t.ok(
      keys.every((key, i) => i === 0 || key > keys[i - 1]),
      'the keys rise',
    )
    let checked = 0
    for (let i = 0; i < count; i += 8, checked++) {
      const first = Math.floor(keys[i] / 2704)
      const second = keys[i] % 2704
      const counts = computeEquity(
        [
          [Math.floor(first / 52), first % 52],
          [Math.floor(second / 52), second % 52],
        ],
        [],
      )
      const wins = bytes.readUIntLE(at + 3 * i, 3)
      const ties = bytes.readUIntLE(at + 3 * count + 3 * i, 3)
      if (wins !== counts.wins[0] || ties !== counts.ties[0]) {
        t.fail(
          `class ${keys[i]}: the table says ${wins} wins and ${ties} ties, the engine ${counts.wins[0]} and ` +
            `${counts.ties[0]}`,
        )
        return
      }
    }
    t.pass(`${checked} classes as the engine counts them`)
  },
)

t.test('every pair read from the table counts what the exact engine counts, whichever order and suits', async (t) => {
  const random = seededRandom(20261127)
  for (let k = 0; k < 1_500; k++) {
    const [a, b, c, d] = drawCards(random, 4)
    const engine = computeEquity(
      [
        [a, b],
        [c, d],
      ],
      [],
    )
    const read = headsUpPreflop([a, b], [c, d])
    if (read.wins[0] !== engine.wins[0] || read.wins[1] !== engine.wins[1] || read.ties !== engine.ties[0]) {
      t.fail(`${[a, b, c, d]}: table ${JSON.stringify(read)}, engine ${JSON.stringify(engine)}`)
      return
    }
    // The same hands in the other order, with the cards of each hand swapped: the same counts the other way round.
    const swapped = headsUpPreflop([d, c], [b, a])
    t.same(swapped, { wins: [read.wins[1], read.wins[0]], ties: read.ties }, `${[a, b, c, d]} swapped`)
  }
  t.pass('1,500 seeded pairs')
})

t.test('the table against the naive loop over every board scored by phe', async (t) => {
  const random = seededRandom(47008)
  for (let k = 0; k < 3; k++) {
    const [a, b, c, d] = drawCards(random, 4)
    const naive = naiveEquity(
      [
        [a, b],
        [c, d],
      ],
      [],
    )
    t.equal(naive.boards, HEADS_UP_BOARDS)
    t.same(headsUpPreflop([a, b], [c, d]), { wins: naive.wins, ties: naive.ties[0] }, `${[a, b, c, d]}`)
  }
})

t.test(
  'two weighted ranges preflop read from the table count what every combination priced by the engine counts',
  async (t) => {
    const texts = ['AA:0.5,KK,AKs,T9s:0.25', 'QQ,JTs:0.25,A5o,AK']
    const [first, second] = texts.map((text, i) => parseRange(text, `ranges[${i}]`))
    const byWinners = [0, 0, 0, 0]
    let showdowns = 0
    for (const x of first)
      for (const y of second) {
        if (new Set([...x.cards, ...y.cards]).size < 4) continue
        const counts = computeEquity([x.cards, y.cards], [])
        const weight = x.weight * y.weight
        byWinners[1] += weight * counts.wins[0]
        byWinners[2] += weight * counts.wins[1]
        byWinners[3] += weight * counts.ties[0]
        showdowns += counts.boards
      }
    const result = rangeEquity(
      { ranges: [first, second], board: [], dead: [] },
      {
        maxMillis: 60_000,
        targetStdError: 0.0005,
        seed: [1, 2, 3, 4],
        now: () => performance.now(),
        cancelled: () => false,
      },
    )
    t.equal(result.method, 'exact')
    t.equal(result.strategy, 'matchups')
    t.equal(result.showdowns, showdowns)
    t.ok(
      byWinners.every((count, mask) => Math.abs(result.byWinners![mask] - count) <= 1e-9 * Math.max(1, count)),
      `${JSON.stringify(result.byWinners)} against ${JSON.stringify(byWinners)}`,
    )
  },
)

t.test(
  'two hands with no board are counted from the table wherever hands are priced: the same counts, prices and game ' +
    'panels as enumerated',
  async (t) => {
    const random = seededRandom(2026)
    for (let k = 0; k < 60; k++) {
      const cards = drawCards(random, 9)
      const hands: Array<[number, number]> = [
        [cards[0], cards[1]],
        [cards[2], cards[3]],
      ]
      const enumerated = computeEquity(hands, [])
      t.same(showdownCounts(hands, []), enumerated, `${cards.slice(0, 4)}: boards, wins, ties and tie shares`)
      t.same(priceBoard(hands, []), priceHands(enumerated, 0), 'the priced hands')
      // A game's hole panels priced from those counts, against the same panels priced from the engine's own.
      const board = cards.slice(4)
      const game = priceGame(hands, board, 9_700)
      const prices = hands.map((_, i) => priceHand(enumerated.boards, enumerated.wins[i] + enumerated.ties[i], 9_700))
      t.same(
        game[0].map((panel) => [panel.winPercentage, panel.drawPercentage, panel.fairOdds, panel.odds]),
        priceHands(enumerated, 0).map((h, i) => [
          h.winPercentage,
          h.drawPercentage,
          prices[i].fairOdds,
          prices[i].odds,
        ]),
        'the game hole panels',
      )
    }
  },
)
