// Seeds for Monte Carlo sampling, from node:crypto.

import { randomBytes } from 'node:crypto'

/** Four fresh random 32-bit words. */
export function randomSeed(): number[] {
  return [...new Uint32Array(randomBytes(16).buffer, 0, 4)]
}
