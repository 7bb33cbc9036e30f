// The store contract: every aggregate's cases, registered on `t` against the stores a test file makes. Each adapter's
// test file runs it (test/store/memory/store.test.ts, test/store/postgres/store.test.ts).

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
import { voidContract } from './voids.ts'
import { tableContract } from './tables.ts'

export function storeContract(t: Test, stores: ContractStores): void {
  t.test('tables and seats', async (t) => tableContract(t, stores.createStore))
  t.test('games and stages', async (t) => gameContract(t, stores))
  t.test('bets and settlement', async (t) => betContract(t, stores))
  t.test('accounts and the ledger', async (t) => accountContract(t, stores.createStore))
  t.test('events and tickets', async (t) => eventContract(t, stores.createLiveStore))
  t.test('player protection', async (t) => protectionContract(t, stores.createStore))
  t.test('the audit log', async (t) => auditContract(t, stores.createStore))
  t.test('switches', async (t) => switchContract(t, stores.createStore))
  t.test('voids', async (t) => voidContract(t, stores.createStore))
  t.test('return to player', async (t) => reportContract(t, stores.createStore))
  t.test('recall', async (t) => recallContract(t, stores.createStore))
}
