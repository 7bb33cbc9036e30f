// The store the configuration names, built as the service runs it: the memory store, or the PostgreSQL store (loaded
// only when configured, so an instance without it never loads pg). Used by src/server.ts and the benchmarks' servers.

import type pino from 'pino'
import type { Config } from './config.ts'
import { publicChangeView } from './http/game-views.ts'
import type { ServiceMetrics } from './ports/metrics.ts'
import type { Store } from './ports/store.ts'
import { createMemoryStore } from './store/memory/index.ts'

/** `metrics`, when given, hears what the store reports (PostgreSQL: where a game's bets came from). */
export async function createStore(
  config: Config,
  logger: pino.Logger,
  metrics?: Pick<ServiceMetrics, 'countGameBets'>,
): Promise<Store> {
  if (config.store === 'postgres') {
    const { createPostgresStore } = await import('./store/postgres/index.ts')
    return createPostgresStore({
      connectionString: config.databaseUrl!,
      poolMax: config.database.poolMax,
      connectTimeoutMs: config.database.connectTimeoutMs,
      statementTimeoutMs: config.database.statementTimeoutMs,
      defaultSeats: config.tableSeats,
      logger: logger.child({ component: 'store' }),
      eventChange: publicChangeView,
      limitCoolingOffMs: config.limitCoolingOffMs,
      realityCheckMinutes: config.realityCheckMinutes,
      largeWinCents: config.largeWinCents,
      eventsKeptHours: config.eventsKeptHours,
      seamless: config.wallet === 'seamless',
      checkWalletMode: config.wallet,
      ...(metrics ? { onGameBets: metrics.countGameBets } : {}),
    })
  }
  return createMemoryStore(
    {
      maxTablesPerCaller: config.callerShare.maxTables,
      maxIdempotencyKeysPerCaller: config.callerShare.maxIdempotencyKeys,
      limitCoolingOffMs: config.limitCoolingOffMs,
      realityCheckMinutes: config.realityCheckMinutes,
      largeWinCents: config.largeWinCents,
      seamless: config.wallet === 'seamless',
    },
    Date.now,
    publicChangeView,
  )
}
