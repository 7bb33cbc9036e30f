// Game recall: a player's games across tables, newest first, each with what the store knows of it; what of it the
// player may see is decided where it is shown (http/recall-views.ts), by the same rules as a table's state.

import type { Bet, LedgerEntry } from './bets.ts'
import { DomainError } from './errors.ts'
import type { Game, GameState } from './game.ts'

/** A page of a player's games, newest first (by start time, then table and game, descending). */
export interface RecallQuery {
  limit: number
  /** ms since the epoch, on the game's start: inclusive `from`, exclusive `to`. */
  from?: number
  to?: number
  /** The last game of the previous page. */
  after?: RecallCursor
}

export interface RecallCursor {
  startedAt: number
  tableId: number
  gameId: number
}

/** A game the player bet on, as the store keeps it: the whole game (secrets included) with the table's state now. */
export interface RecalledGame {
  tableId: number
  game: Game
  /** The table's state if this game is the one in play there; absent when the game is over. */
  inPlayState?: GameState
  /** The player's bets of the game, by betId. */
  bets: Bet[]
  /** The player's ledger entries of the game (BET, BET_CANCEL, PAYOUT), in order; [] where the store no longer keeps
   * them. */
  entries: LedgerEntry[]
}

export const DEFAULT_RECALL_PAGE = 20
export const MAX_RECALL_PAGE = 100

export function encodeRecallCursor(cursor: RecallCursor): string {
  return Buffer.from(`g${cursor.startedAt}.${cursor.tableId}.${cursor.gameId}`).toString('base64url')
}

export function decodeRecallCursor(cursor: string): RecallCursor {
  const match = /^g(\d{1,15})\.(\d{1,10})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw new DomainError('INVALID_INPUT', 'cursor must be the nextCursor of a previous page.')
  return { startedAt: Number(match[1]), tableId: Number(match[2]), gameId: Number(match[3]) }
}

/** Is game `b` after `a` in the newest-first order (so on a later page)? */
export function comesAfter(a: RecallCursor, b: RecallCursor): boolean {
  if (b.startedAt !== a.startedAt) return b.startedAt < a.startedAt
  if (b.tableId !== a.tableId) return b.tableId < a.tableId
  return b.gameId < a.gameId
}
