// The store contract: every aggregate's cases, registered on `t` against the stores a test file makes. Each adapter's
// test files run it whole (test/store/memory/store.test.ts; on PostgreSQL in three files, test/store/postgres/contract,
// contract-money and contract-oversight, so the three parts run side by side).

import type { Test } from 'tap'
import { accountContract } from './accounts.ts'
import { auditContract } from './audit.ts'
import { betContract } from './bets.ts'
import { eventContract } from './events.ts'
import type { ContractStores } from './fixtures.ts'
import { gameContract } from './games.ts'
import { protectionContract } from './protection.ts'
import { recallContract } from './recall.ts'
import { reportContract } from './reports.ts'
import { switchContract } from './switches.ts'
import { tableContract } from './tables.ts'
import { voidContract } from './voids.ts'

/** The whole contract. */
export function storeContract(t: Test, stores: ContractStores): void {
  playContract(t, stores)
  oversightContract(t, stores)
}

/** Tables, games, bets, accounts and events: the game and its money. */
export function playContract(t: Test, stores: ContractStores): void {
  gameTableContract(t, stores)
  moneyContract(t, stores)
}

/** Tables and seats, games and stages, events and tickets. */
export function gameTableContract(t: Test, stores: ContractStores): void {
  t.test('tables and seats', async (t) => tableContract(t, stores.createStore))
  t.test('games and stages', async (t) => gameContract(t, stores))
  t.test('events and tickets', async (t) => eventContract(t, stores.createLiveStore))
}

/** Bets and settlement, accounts and the ledger. */
export function moneyContract(t: Test, stores: ContractStores): void {
  t.test('bets and settlement', async (t) => betContract(t, stores))
  t.test('accounts and the ledger', async (t) => accountContract(t, stores.createStore))
}

/** Player protection, the audit log, switches, voids, return to player and recall. */
export function oversightContract(t: Test, stores: ContractStores): void {
  t.test('player protection', async (t) => protectionContract(t, stores.createStore))
  t.test('the audit log', async (t) => auditContract(t, stores.createStore))
  t.test('switches', async (t) => switchContract(t, stores.createStore))
  t.test('voids', async (t) => voidContract(t, stores.createStore))
  t.test('return to player', async (t) => reportContract(t, stores.createStore))
  t.test('recall', async (t) => recallContract(t, stores.createStore))
}
