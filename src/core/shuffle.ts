// Unbiased Fisher-Yates shuffle driven by node:crypto.

import { randomFillSync } from 'node:crypto'

/** A uniform integer in [0, maxExclusive). */
export type RandomIntFn = (maxExclusive: number) => number

/** Each draw uses a word's top 30 bits, so that every step stays in 32-bit integer arithmetic. */
const DRAW_RANGE = 2 ** 30

/**
 * A uniform integer source over random 32-bit words that `fill` writes, a block at a time. A draw below
 * `maxExclusive` (1 to 2^30) takes the top 30 bits of the next word and rejects those at or above the largest multiple
 * of `maxExclusive` that fits in 30 bits, so every value is equally likely (no modulo bias).
 */
export function createRandomInt(fill: (words: Uint32Array) => void, blockWords = 1024): RandomIntFn {
  const words = new Uint32Array(blockWords)
  let next = blockWords
  return (maxExclusive) => {
    if (!(maxExclusive >= 1 && maxExclusive <= DRAW_RANGE && Number.isInteger(maxExclusive)))
      throw new RangeError(`maxExclusive must be an integer from 1 to 2^30, got ${maxExclusive}`)
    const limit = DRAW_RANGE - (DRAW_RANGE % maxExclusive)
    for (;;) {
      if (next === blockWords) {
        fill(words)
        next = 0
      }
      const draw = words[next++] >>> 2
      if (draw < limit) return draw % maxExclusive
    }
  }
}

/**
 * node:crypto's random words, 4 KiB at a time: a 52-card shuffle costs one call into crypto every 20 deals instead of
 * one per card (crypto.randomInt checks and converts its arguments on every draw).
 */
export const cryptoRandomInt: RandomIntFn = createRandomInt((words) => randomFillSync(words))

/**
 * Shuffles `items` in place and returns it: every one of the n! orders is equally likely when
 * `random` is uniform. Cost: n - 1 random draws.
 */
export function shuffleInPlace<T>(items: T[], random: RandomIntFn = cryptoRandomInt): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random(i + 1)
    const tmp = items[i]
    items[i] = items[j]
    items[j] = tmp
  }
  return items
}
