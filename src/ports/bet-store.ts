// The bets port: a bet placed or cancelled with the money it moves, and a game's bets (settled by the game's step
// into the river: game-store.ts).

import type { Bet, BetRequest } from '../core/bets.ts'
import type { Caller } from '../core/callers.ts'

/** A bet as placed or cancelled, with the seat's balance after it. */
export interface BetResult {
  bet: Bet
  balanceCents: number
}

export interface BetStore {
  /**
   * Places a bet decided by core/bets planBet against the table as it is when the bet is applied, in one atomic
   * step with the stake leaving the seat and a BET ledger entry: a bet is never recorded after its stage closed.
   * With request.idempotency a retry gets the first answer (IDEMPOTENCY_KEY_REUSED for another request).
   */
  placeBet(tableId: number, request: BetRequest): Promise<BetResult>
  /**
   * Throws the refusal planBet would make of the bet against the table as this store last saw it (or reads it), and
   * writes nothing: the seamless wallet asks it before it debits a stake, so a bet that cannot be placed costs the
   * wallet nothing. Only a proposal: placeBet checks again. A retry of a placed keyed bet passes.
   */
  checkBet(tableId: number, request: BetRequest): Promise<void>
  /** Cancels an open bet of the open stage (core/bets planCancel): refund and a BET_CANCEL entry, atomically. */
  cancelBet(tableId: number, betId: number, caller: Caller | null, playerId: string): Promise<BetResult>
  /** Every bet of a game, by betId. */
  getBets(tableId: number, gameId: number): Promise<Bet[]>
}
