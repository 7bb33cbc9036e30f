// The bets of each table's game in progress as this instance last knew them, with the table's event they are as of:
// a step of the game takes them from here instead of reading them when no event has happened at the table since.

import type { Bet } from '../../core/bets.ts'

/** Most bets, over all tables, an instance keeps: the tables used longest ago go first. */
export const GAME_BETS_KEPT = 250_000

/**
 * Every change of a table's bets (a bet placed, cancelled, settled or voided) numbers an event in its transaction
 * (the table's event_seq, under its row lock). So bets known as of event E are the table's bets for as long as its
 * event_seq is still E (as a step reads it under the lock, or a read with the table's row): `current` answers them
 * only then, and anything else makes the caller read them. Everything is recorded after its transaction commits (a
 * rolled-back transaction's event number is used again by the next change), and only ever moves forwards.
 */
export interface GameBets {
  /**
   * The game's bets when known as of event `eventSeq`, else undefined: a new array of the bets kept, which are
   * shared (a Bet is never changed once made; frozen, they slowed the settlement's copies of them).
   */
  current(tableId: number, gameId: number, eventSeq: number): Bet[] | undefined
  /** The table's game's bets as of event `eventId`, committed. */
  keep(tableId: number, gameId: number, eventId: number, bets: readonly Bet[]): void
  /** A bet placed (committed) at event `eventId`: added when the bets are known as of the event just before. */
  placed(tableId: number, eventId: number, bet: Bet): void
  /**
   * This instance's own change committed as event `eventId` changed no bet (a player ready): bets known as of the event
   * just before are the bets as of it. Only for an event this instance numbered itself: one it did not see may be a
   * bet.
   */
  unchanged(tableId: number, eventId: number): void
  /** Nothing kept for the table (its game ended, or a change here left what is kept behind). */
  forget(tableId: number): void
}

interface Kept {
  gameId: number
  eventId: number
  bets: Bet[]
}

/** `observe` hears each `current`: whether the bets were kept ('kept') or must be read ('read'). */
export function createGameBets(maxBets = GAME_BETS_KEPT, observe?: (source: 'kept' | 'read') => void): GameBets {
  /** By table, the table used longest ago first. */
  const tables = new Map<number, Kept>()
  let total = 0

  function drop(tableId: number): void {
    const kept = tables.get(tableId)
    if (!kept) return
    total -= kept.bets.length
    tables.delete(tableId)
  }

  /** Within maxBets again: the tables used longest ago dropped (never the one just used). */
  function trim(): void {
    for (const oldest of tables.keys()) {
      if (total <= maxBets || tables.size === 1) break
      drop(oldest)
    }
  }

  return {
    current(tableId, gameId, eventSeq) {
      const kept = tables.get(tableId)
      if (!kept || kept.gameId !== gameId || kept.eventId !== eventSeq) {
        observe?.('read')
        return undefined
      }
      observe?.('kept')
      return kept.bets.slice()
    },

    keep(tableId, gameId, eventId, bets) {
      const kept = tables.get(tableId)
      if (kept && kept.eventId >= eventId) return
      drop(tableId)
      if (bets.length > maxBets) return
      tables.set(tableId, { gameId, eventId, bets: bets.slice() })
      total += bets.length
      trim()
    },

    placed(tableId, eventId, bet) {
      const kept = tables.get(tableId)
      if (!kept || kept.eventId >= eventId) return
      if (kept.eventId !== eventId - 1 || kept.gameId !== bet.gameId) return drop(tableId)
      if (kept.bets.length >= maxBets) return drop(tableId)
      kept.bets.push(bet)
      kept.eventId = eventId
      total += 1
      tables.delete(tableId)
      tables.set(tableId, kept)
      trim()
    },

    unchanged(tableId, eventId) {
      const kept = tables.get(tableId)
      if (kept && kept.eventId === eventId - 1) kept.eventId = eventId
    },

    forget: drop,
  }
}
