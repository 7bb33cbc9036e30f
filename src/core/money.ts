// Money in integer cents: the exact conversion from wire amounts, and the rules every balance keeps.

import { DomainError } from './errors.ts'

/** Largest balance a seat may reach, in cents; keeps every sum an exact JavaScript integer. */
export const MAX_SEAT_BALANCE_CENTS = Number.MAX_SAFE_INTEGER

/**
 * The whole number of cents an amount stands for, or undefined unless it is exactly a positive number of
 * cents: 12.34 -> 1234, while 0.001, 1e-9 and 1.005 -> undefined. Exactness is judged on the binary value:
 * cents / 100 must give back the very same number (true for every 2-decimal amount below 2^53 / 100).
 */
export function exactCents(amount: number): number | undefined {
  const cents = Math.round(amount * 100)
  return cents >= 1 && cents / 100 === amount ? cents : undefined
}

/** Cents back to the decimal amount shown on the wire (exact for every cent value below 2^53). */
export function fromCents(cents: number): number {
  return cents / 100
}

/**
 * `amount` as cents when it is an exact number of cents in 1..maxCents; else DomainError INVALID_INPUT with
 * `rule` (the message that names the field and the rule).
 */
export function amountToCents(amount: number, maxCents: number, rule: string): number {
  const cents = exactCents(amount)
  if (cents === undefined || cents > maxCents) throw new DomainError('INVALID_INPUT', rule)
  return cents
}
