// The store the app is handed: every aggregate's port in one object, with the clock that judges deadlines and windows,
// its health and its close. Routes and the live loop depend on the ports they use, not on this whole.

import type { AccountStore } from './account-store.ts'
import type { AuditStore } from './audit-store.ts'
import type { BetStore } from './bet-store.ts'
import type { EventStore } from './event-store.ts'
import type { GameStore } from './game-store.ts'
import type { HistoryStore } from './history-store.ts'
import type { ProtectionStore } from './protection-store.ts'
import type { ReportStore } from './report-store.ts'
import type { SwitchStore } from './switch-store.ts'
import type { TableStore } from './table-store.ts'
import type { WalletStore } from './wallet-store.ts'

export interface StoreHealth {
  name: 'memory' | 'postgres'
  ok: boolean
  /** The store works but is at one of its bounds: it refuses what would go beyond it (new tables, new keys). */
  atBound?: boolean
  /** Why the store is not ok, or which bound it is at (never a secret). */
  detail?: string
}

/** The store's own clock, health and lifetime. */
export interface StoreService {
  /** The store's clock, ms since the epoch: the time deadlines are judged by (PostgreSQL: the database's). */
  clock(): Promise<number>
  health(): Promise<StoreHealth>
  close(): Promise<void>
}

/** Every port in one: what src/server.ts builds and buildApp is given. */
export type Store = TableStore &
  GameStore &
  BetStore &
  AccountStore &
  EventStore &
  ProtectionStore &
  AuditStore &
  HistoryStore &
  SwitchStore &
  ReportStore &
  WalletStore &
  StoreService
