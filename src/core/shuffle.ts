// Unbiased Fisher-Yates shuffle driven by node:crypto.

import { randomInt } from 'node:crypto'

/** A uniform integer in [0, maxExclusive); crypto.randomInt rejects biased draws, so no modulo bias. */
export type RandomIntFn = (maxExclusive: number) => number

export const cryptoRandomInt: RandomIntFn = (maxExclusive) => randomInt(maxExclusive)

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
