// Two hands preflop with no dead cards, from a table: every such showdown counted once by the exact engine, per class
// of pairs of hands that a suit permutation and swapping the two hands map onto each other (47,008 classes instead of
// 1,624,350 ordered pairs), written to heads-up-table.ts by scripts/gen-heads-up-table.ts. A range-equity request of
// two ranges preflop then prices each matchup with a table read instead of an enumeration (docs/performance.md).

import { inflateSync } from 'node:zlib'
import { type CardId, DECK_SIZE } from './cards.ts'
import { HEADS_UP_TABLE } from './heads-up-table.ts'
import { SUIT_PERMUTATIONS } from './range-common.ts'
import { comboKey } from './range-notation.ts'

/** Boards for two hands preflop: C(48, 5). */
export const HEADS_UP_BOARDS = 1_712_304

/** The showdowns of two hands over every board: each hand's wins alone, and the ties. */
export interface HeadsUpCounts {
  wins: [number, number]
  ties: number
}

const HANDS = DECK_SIZE * DECK_SIZE
/** The 24 permutations of the four suits, four entries each (SUIT_PERMUTATIONS as one typed array). */
const PERMS = Int8Array.from(SUIT_PERMUTATIONS.flat())

/**
 * The class of the pair of hands (a, b): the least `first * 2704 + second` over every suit permutation and both orders
 * of the hands, and whether that least one puts b first. Two pairs in one class have the same showdowns, hand for hand
 * in the order the key names them.
 */
export function headsUpClass(
  a: readonly [CardId, CardId],
  b: readonly [CardId, CardId],
): { key: number; swapped: boolean } {
  let key = Number.MAX_SAFE_INTEGER
  let swapped = false
  for (let p = 0; p < 96; p += 4) {
    const codeA = comboKey((a[0] & ~3) | PERMS[p + (a[0] & 3)], (a[1] & ~3) | PERMS[p + (a[1] & 3)])
    const codeB = comboKey((b[0] & ~3) | PERMS[p + (b[0] & 3)], (b[1] & ~3) | PERMS[p + (b[1] & 3)])
    const ab = codeA * HANDS + codeB
    const ba = codeB * HANDS + codeA
    if (ab < key) {
      key = ab
      swapped = false
    }
    if (ba < key) {
      key = ba
      swapped = true
    }
  }
  return { key, swapped }
}

/** The table as sorted keys with, per key, the first hand's wins and the ties (decoded on first use). */
let decoded: { keys: Int32Array; wins: Int32Array; ties: Int32Array } | undefined

function table(): { keys: Int32Array; wins: Int32Array; ties: Int32Array } {
  if (decoded) return decoded
  const bytes = inflateSync(Buffer.from(HEADS_UP_TABLE, 'base64'))
  const count = bytes.readInt32LE(0)
  const keys = new Int32Array(count)
  const wins = new Int32Array(count)
  const ties = new Int32Array(count)
  // The keys as gaps from the one before (little-endian base-128 varints), then each class's wins and then its ties
  // as 3-byte little-endian integers.
  let at = 4
  let key = 0
  for (let i = 0; i < count; i++) {
    let gap = 0
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++]
      gap += (byte & 127) * 2 ** shift
      if (byte < 128) break
    }
    key += gap
    keys[i] = key
  }
  for (let i = 0; i < count; i++, at += 3) wins[i] = bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16)
  for (let i = 0; i < count; i++, at += 3) ties[i] = bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16)
  decoded = { keys, wins, ties }
  return decoded
}

/** The number of classes the table holds. */
export function headsUpClasses(): number {
  return table().keys.length
}

/**
 * Hands a and b (four distinct cards) over every board with no dead cards: each one's wins alone and the ties, exact
 * (the counts the engine gives, `computeEquity([a, b], [])`, read from the table).
 */
export function headsUpPreflop(a: readonly [CardId, CardId], b: readonly [CardId, CardId]): HeadsUpCounts {
  const { keys, wins, ties } = table()
  const { key, swapped } = headsUpClass(a, b)
  let lo = 0
  let hi = keys.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (keys[mid] < key) lo = mid + 1
    else hi = mid
  }
  if (keys[lo] !== key) throw new Error(`no heads-up class ${key} in the table`)
  const first = wins[lo]
  const second = HEADS_UP_BOARDS - first - ties[lo]
  return { wins: swapped ? [second, first] : [first, second], ties: ties[lo] }
}
