// Seat and money rules: who may sit, which seat and what balance, in integer cents, decided purely.

import type { WalletMode } from './accounts.ts'
import { assertActsForSelf, type Caller, callerKey } from './callers.ts'
import { DomainError } from './errors.ts'
import { type IdempotencyClaim, idempotencyClaim } from './idempotency.ts'
import { MAX_BUY_IN_CENTS } from './limits.ts'
import { amountToCents, MAX_SEAT_BALANCE_CENTS } from './money.ts'

export const BUY_IN_RULE =
  `buyInAmount must be a positive number of at most ${MAX_BUY_IN_CENTS / 100} with at ` +
  `most ` +
  `` +
  `2 ` +
  `decimal places.`

/** One occupied seat of a table. */
export interface SeatRecord {
  seatId: number
  playerId: string
  balanceCents: number
}

/** A sit as the store applies it. */
export interface SitCommand {
  tableId: number
  playerId: string
  buyInCents: number
  /** Capacity of the table; seats are numbered 1..seatCount. */
  seatCount: number
  /** When present, a retry with the same key and fingerprint returns the first answer and changes nothing. */
  idempotency?: IdempotencyClaim
  /** The caller a table first used by this sit counts against (core/callers callerKey); without one, none. */
  owner?: string
  /** Where the buy-in comes from: the player's account, topped up with play money first under 'play' (the default). */
  wallet?: WalletMode
}

/** What a sit gave the player: their seat and its balance after the buy-in. */
export interface SitResult {
  seatId: number
  balanceCents: number
}

/** What a sit does to a table: a new seat, or a top-up of the player's existing one. */
export interface SitDecision {
  kind: 'new-seat' | 'top-up'
  seatId: number
  balanceCents: number
}

export interface SitRequest {
  caller: Caller | null
  tableId: number
  playerId: string
  /** The buy-in as sent (a decimal amount). */
  buyInAmount: number
  idempotencyKey: string | undefined
  seatCount: number
}

/**
 * The command for a sit request: the caller may sit only as themself (FORBIDDEN_PLAYER), the buy-in must be an
 * exact number of cents up to MAX_BUY_IN_CENTS (INVALID_INPUT, never rounded), and a keyed request carries its
 * scoped key and fingerprint.
 */
export function planSit(request: SitRequest): SitCommand {
  const { caller, tableId, playerId, buyInAmount, idempotencyKey, seatCount } = request
  assertActsForSelf(caller, playerId)
  const buyInCents = amountToCents(buyInAmount, MAX_BUY_IN_CENTS, BUY_IN_RULE)
  const command: SitCommand = { tableId, playerId, buyInCents, seatCount, owner: callerKey(caller) }
  const idempotency = idempotencyClaim(caller, idempotencyKey, [tableId, playerId, buyInCents])
  return idempotency ? { ...command, idempotency } : command
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

/** Only a player seated at the table may act at it: DomainError NOT_SEATED otherwise. */
export function assertSeated(seats: readonly SeatRecord[], playerId: string): SeatRecord {
  const seat = seats.find((s) => s.playerId === playerId)
  if (!seat)
    throw new DomainError('NOT_SEATED', `Player ${JSON.stringify(playerId.slice(0, 128))} is not seated at this table.`)
  return seat
}
