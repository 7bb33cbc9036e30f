// Entry point and the one place that builds adapters: config -> store, odds pool, verifier, metrics, rate-limit
// Redis -> buildApp -> listen; one graceful shutdown on SIGTERM/SIGINT closes all of them.

import closeWithGrace from 'close-with-grace'
import pino from 'pino'
import { createTokenVerifier } from './auth/create-verifier.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { isDomainError } from './core/errors.ts'
import { buildApp, loggerOptions } from './http/app.ts'
import { publicStateView, publicViewAfterBet } from './http/game-views.ts'
import { createServiceMetrics } from './metrics/prometheus.ts'
import { createRateLimitRedis, redisReady } from './redis/rate-limit-redis.ts'
import type { Store } from './ports/store.ts'
import { createMemoryStore } from './store/memory/index.ts'
import { createOddsPool } from './workers/odds-pool.ts'

async function createStore(config: Config, logger: pino.Logger): Promise<Store> {
  if (config.store === 'postgres') {
    const { createPostgresStore } = await import('./store/postgres/index.ts')
    return createPostgresStore({
      connectionString: config.databaseUrl!,
      defaultSeats: config.tableSeats,
      logger: logger.child({ component: 'store' }),
      eventView: publicStateView,
      eventViewAfterBet: publicViewAfterBet,
    })
  }
  return createMemoryStore(
    { maxTablesPerCaller: config.callerShare.maxTables, maxIdempotencyKeysPerCaller: config.callerShare.maxIdempotencyKeys },
    Date.now,
    publicStateView,
    publicViewAfterBet,
  )
}

let config: Config
try {
  config = loadConfig()
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`)
    process.exit(1)
  }
  throw err
}

const logger = pino(loggerOptions(config))
let store: Store
try {
  store = await createStore(config, logger)
} catch (err) {
  if (!isDomainError(err)) throw err
  logger.fatal({ code: err.code }, `Cannot start: ${err.message}`)
  process.exit(1)
}
const metrics = createServiceMetrics()
const odds = metrics.observeOdds(createOddsPool({ threads: config.oddsWorkers, maxQueue: config.oddsQueueMax }))
const verifier = createTokenVerifier(config.auth, { logger: logger.child({ component: 'auth' }) })
const rateLimitRedis = config.rateLimitRedisUrl
  ? createRateLimitRedis({ url: config.rateLimitRedisUrl, logger: logger.child({ component: 'rate-limit' }) })
  : undefined
// Shared counters from the first request when Redis is up; when it is not, start anyway (counting locally).
if (rateLimitRedis && !(await redisReady(rateLimitRedis, 2_000))) logger.warn('rate-limit Redis not reachable at start-up: counting in this instance until it is')
const app = await buildApp({ config, store, odds, verifier, logger, metrics, rateLimitRedis })

// In-flight requests get as long as the timeouts allow them, plus a margin; then the process exits 1.
const shutdownGraceMs = Math.max(10_000, config.timeouts.requestMs, config.timeouts.handlerMs, config.shutdownDrainMs) + 2_000
closeWithGrace({ delay: shutdownGraceMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down: finishing in-flight requests')
  // Connections with no request in progress (idle keep-alive, a socket that never sent a byte, and every keep-alive
  // connection the moment its last answer is sent) are closed as they become idle; whatever is still open after
  // SHUTDOWN_DRAIN_MS (a request that never completes) is cut, so shutdown always ends.
  const sweep = setInterval(() => {
    app.server.closeIdleConnections()
    app.closeSilentConnections()
  }, 50)
  const drain = setTimeout(() => app.server.closeAllConnections(), config.shutdownDrainMs)
  try {
    // The app first (it stops taking requests and waits for those in flight), then what it was handed.
    await app.close()
  } finally {
    clearInterval(sweep)
    clearTimeout(drain)
  }
  await Promise.allSettled([odds.close(), verifier.close(), store.close(), rateLimitRedis?.quit()])
})

await app.listen({ port: config.port, host: config.host })
