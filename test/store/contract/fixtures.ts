// Fixtures the store contract's aggregates share: tables, games and sits for the tests, and how a test gets a store.

import type { Test } from 'tap'
import { dealGame, type Game, priceGame } from '../../../src/core/game.ts'
import type { SitCommand } from '../../../src/core/seating.ts'
import { defaultTableSettings, type TableSettings } from '../../../src/core/tables.ts'
import type { Store } from '../../../src/ports/store.ts'

export interface ContractStoreOptions {
  /** Clock in ms since the epoch for idempotency key age; the adapter's default clock when absent. */
  now?: () => number
  /** How long a player's raised or removed limit waits; the store's default when absent. */
  limitCoolingOffMs?: number
  /** A seat's payout of at least this many cents is audited as a large win; none when absent. */
  largeWinCents?: number
}

/** Makes a fresh, empty store for one test; the factory closes it when `t` ends. */
export type StoreFactory = (t: Test, options?: ContractStoreOptions) => Promise<Store>

export interface LiveStore {
  store: Store
  /** Lets the store's clock reach the table's current deadline (memory: the set clock; PostgreSQL: the deadline moves
   * into the database's past). */
  expire(tableId: number): Promise<void>
}

/** A fresh store that renders events' views, with a way to let its clock pass a deadline. */
export type LiveStoreFactory = (t: Test) => Promise<LiveStore>

/** How a test file hands the contract its stores. */
export interface ContractStores {
  createStore: StoreFactory
  createLiveStore: LiveStoreFactory
}

export const TABLE = 7
export const NO_TOTALS = { gamesPlayed: 0, amountBetCents: 0, amountPaidOutCents: 0 }
export const SETTINGS: TableSettings = {
  numberOfHands: 2,
  numberOfSeats: 4,
  targetRtpBp: 9_500,
  maxBetCents: 2_500,
  mode: 'INTERACTIVE' as const,
  skipTurn: false,
  bettingSeconds: 15,
  revealSeconds: 5,
}

/** Game `nonce` of a 2-hand table, dealt from a fixed seed and priced (about a millisecond). */
export function game(nonce: number): Game {
  const dealt = dealGame(2, nonce, `seed-${nonce}`, Buffer.alloc(32, nonce))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
    startedAt: '2030-01-01T00:00:00.000Z',
  }
}

/** A sit at TABLE. */
export function sit(playerId: string, buyInCents: number, extra: Partial<SitCommand> = {}): SitCommand {
  return { tableId: TABLE, playerId, buyInCents, seatCount: 6, ...extra }
}

export const keyed = (key: string, fingerprint: string) => ({ idempotency: { key, fingerprint } })

/** An AUTO table of 2 hands on the default clock (15 s to bet, 5 s of river). */
export const AUTO: TableSettings = {
  ...defaultTableSettings(4),
  numberOfHands: 2,
  mode: 'AUTO',
  bettingSeconds: 15,
  revealSeconds: 5,
}

/** Game `nonce` of a table with these settings (AUTO by default), dealt from a fixed seed and priced. */
export function autoGame(nonce: number, settings = AUTO): Game {
  const dealt = dealGame(settings.numberOfHands, nonce, `seed-${nonce}`, Buffer.alloc(32, nonce))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, settings.targetRtpBp),
    startedAt: '2030-01-01T00:00:00.000Z',
  }
}

/** A sit at `tableId`. */
export const sitAt = (tableId: number, playerId: string, buyInCents = 10_000): SitCommand => ({
  tableId,
  playerId,
  buyInCents,
  seatCount: 6,
})

/** A hand offered at the game's stage, for a bet that the price does not refuse. */
export const offered = (g: Game, stage: number) => g.pricing[stage].findIndex((panel) => panel.oddsTenths > 0)
