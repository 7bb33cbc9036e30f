// In-memory store: the zero-setup default (lost on restart); bounded so it cannot be used to exhaust memory. Each
// aggregate is a module given the one state object; this file composes them into the store the app is handed.

import type { EventChangeView } from '../../ports/event-store.ts'
import type { Store, StoreHealth } from '../../ports/store.ts'
import { createMemoryAccounts } from './accounts.ts'
import { createMemoryAudit } from './audit.ts'
import { createMemoryBets } from './bets.ts'
import { createMemoryEvents } from './events.ts'
import { createMemoryGames } from './games.ts'
import { dropExpiredAnswers } from './idempotency.ts'
import { applyDueLimits, createMemoryProtection } from './protection.ts'
import { createMemoryReports } from './reports.ts'
import { createMemoryState, DEFAULT_MEMORY_LIMITS, type MemoryState, type MemoryStoreLimits } from './state.ts'
import { createMemorySwitches } from './switches.ts'
import { createMemoryTables, forgetEmptyTables } from './tables.ts'
import { createMemoryWallet } from './wallet.ts'

export { DEFAULT_MEMORY_LIMITS, type MemoryStoreLimits } from './state.ts'

/**
 * The memory store. `now` is its clock (deadlines, key ages); `eventChange` renders what each change changed, kept as
 * its event (without it events carry a null change).
 */
export function createMemoryStore(
  limits: Partial<MemoryStoreLimits> = {},
  now: () => number = Date.now,
  eventChange?: EventChangeView,
): Store {
  const state = createMemoryState({ ...DEFAULT_MEMORY_LIMITS, ...limits }, now, eventChange)
  return {
    ...createMemoryTables(state),
    ...createMemoryGames(state),
    ...createMemoryBets(state),
    ...createMemoryAccounts(state),
    ...createMemoryEvents(state),
    ...createMemoryProtection(state),
    // Every pending limit change whose time has come is applied (and audited) before the log is read.
    ...createMemoryAudit(state, (at) => {
      for (const playerId of state.protection.keys()) applyDueLimits(state, playerId, at)
    }),
    ...createMemorySwitches(state),
    ...createMemoryReports(state),
    ...createMemoryWallet(state),
    // The memory store bounds what it keeps (state.ts) and archives nothing.
    archivedPeriods: async () => [],
    clock: async () => now(),
    health: async () => health(state),
    close: async () => {},
  }
}

async function health(state: MemoryState): Promise<StoreHealth> {
  const { bounds } = state
  const at = state.now()
  forgetEmptyTables(state, at)
  dropExpiredAnswers(state, at)
  const full = [
    ...(state.tables.size >= bounds.maxTables ? [`${bounds.maxTables} tables: new tables are refused`] : []),
    ...(state.answers.size + state.betAnswers.size >= bounds.maxIdempotencyKeys
      ? [`${bounds.maxIdempotencyKeys} idempotency keys: new keyed requests are refused`]
      : []),
  ]
  return full.length === 0
    ? { name: 'memory', ok: true }
    : { name: 'memory', ok: true, atBound: true, detail: `The store is at its bound of ${full.join('; and ')}.` }
}
