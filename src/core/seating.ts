// Seat and money rules: who gets which seat and what balance, in integer cents, decided purely.

import { DomainError } from './errors.js'

/** Largest single buy-in, in cents (1,000,000.00). */
export const MAX_BUY_IN_CENTS = 100_000_000
/** Largest balance a seat may reach, in cents; keeps every sum an exact JavaScript integer. */
export const MAX_SEAT_BALANCE_CENTS = Number.MAX_SAFE_INTEGER
export const DEFAULT_TABLE_SEATS = 6
export const MAX_TABLE_ID = 2_147_483_647

/** One occupied seat of a table. */
export interface SeatRecord {
  seatId: number
  playerId: string
  balanceCents: number
}

/** What a sit does to a table: a new seat, or a top-up of the player's existing one. */
export interface SitDecision {
  kind: 'new-seat' | 'top-up'
  seatId: number
  balanceCents: number
}

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
 * Decides a sit against the table's current seats. seats: the occupied seats (any order);
 * seatCount: the table's capacity (seats are numbered 1..seatCount); buyInCents: > 0.
 * A player already seated keeps the seat and the buy-in is added; a new player gets the lowest
 * free seat; a full table throws DomainError TABLE_FULL. Pure; O(seats).
 */
export function decideSit(
  seats: readonly SeatRecord[],
  playerId: string,
  buyInCents: number,
  seatCount: number,
): SitDecision {
  const own = seats.find((s) => s.playerId === playerId)
  if (own) {
    const balanceCents = own.balanceCents + buyInCents
    if (balanceCents > MAX_SEAT_BALANCE_CENTS) {
      throw new DomainError('BALANCE_LIMIT_REACHED', 'seatBalance would exceed the largest balance a seat can hold.')
    }
    return { kind: 'top-up', seatId: own.seatId, balanceCents }
  }
  const taken = new Set(seats.map((s) => s.seatId))
  for (let seatId = 1; seatId <= seatCount; seatId++) {
    if (!taken.has(seatId)) return { kind: 'new-seat', seatId, balanceCents: buyInCents }
  }
  throw new DomainError('TABLE_FULL', `Table is full: all ${seatCount} seats are taken.`)
}
