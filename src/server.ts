// Entry point and the one place that builds adapters: config -> store (store-from-config.ts), odds pool, verifier,
// metrics, rate-limit Redis -> buildApp -> listen; one graceful shutdown on SIGTERM/SIGINT closes all of them.

import type { Server } from 'node:http'
import closeWithGrace from 'close-with-grace'
import type { Redis } from 'ioredis'
import pino from 'pino'
import { createTokenVerifier } from './auth/create-verifier.ts'
import { type Config, ConfigError, loadConfig } from './config.ts'
import { isDomainError } from './core/errors.ts'
import { buildApp, loggerOptions } from './http/app.ts'
import { checkIntegrity, runningTree, startupVerdict } from './integrity/manifest.ts'
import { createServiceMetrics } from './metrics/prometheus.ts'
import type { Store } from './ports/store.ts'
import { createStore } from './store-from-config.ts'
import type { WalletOutbox } from './wallet/outbox.ts'
import { seamlessWalletOf } from './wallet/seamless.ts'
import { createOddsPool } from './workers/odds-pool.ts'

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
// The software's fingerprints against the manifest made with the tree: with real money (WALLET=accounts or seamless) a
// changed, missing or unlisted critical file, or no manifest, stops the start (a half-running money service would look
// certified while not being so); with play money it is logged and shown at GET /api/operator/integrity.
{
  const { root, tree } = runningTree()
  const verdict = startupVerdict(await checkIntegrity(root, tree), config.wallet)
  if (verdict?.refuse) {
    logger.fatal({ tree }, verdict.message)
    process.exit(1)
  }
  if (verdict) logger.warn({ tree }, verdict.message)
}
const metrics = createServiceMetrics()
let store: Store
try {
  store = await createStore(config, logger, metrics)
} catch (err) {
  if (!isDomainError(err)) throw err
  logger.fatal({ code: err.code }, `Cannot start: ${err.message}`)
  process.exit(1)
}
// WALLET=seamless: the casino's wallet around the store; its outbox sends what settlements, cancels and voids owe.
let outbox: WalletOutbox | undefined
if (config.seamlessWallet) {
  const seamless = seamlessWalletOf(store, config.seamlessWallet, logger.child({ component: 'wallet' }))
  store = seamless.store
  outbox = seamless.outbox
  outbox.start()
}
const odds = metrics.observeOdds(createOddsPool({ threads: config.oddsWorkers, maxQueue: config.oddsQueueMax }))
const verifier = createTokenVerifier(config.auth, { logger: logger.child({ component: 'auth' }) })
// The Redis client is loaded only when it is configured, as the PostgreSQL store is (an instance without it starts
// without loading ioredis). Shared counters from the first request when Redis is up; when it is not, start anyway
// (counting locally).
let rateLimitRedis: Redis | undefined
if (config.rateLimitRedisUrl) {
  const { createRateLimitRedis, redisReady } = await import('./redis/rate-limit-redis.ts')
  rateLimitRedis = createRateLimitRedis({
    url: config.rateLimitRedisUrl,
    logger: logger.child({ component: 'rate-limit' }),
  })
  if (!(await redisReady(rateLimitRedis, 2_000)))
    logger.warn('rate-limit Redis not reachable at start-up: counting in this instance until it is')
}
const app = await buildApp({ config, store, odds, verifier, logger, metrics, rateLimitRedis })

// In-flight requests get as long as the timeouts allow them, plus a margin; then the process exits 1.
const shutdownGraceMs =
  Math.max(10_000, config.timeouts.requestMs, config.timeouts.handlerMs, config.shutdownDrainMs) + 2_000
closeWithGrace({ delay: shutdownGraceMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down: finishing in-flight requests')
  // Connections with no request in progress (idle keep-alive, and every connection the moment its last answer, sent
  // with Connection: close, is out) are closed as they become idle; one that never sent a byte gets
  // SHUTDOWN_CONNECTION_GRACE_MS to deliver its request (app.ts); whatever is still open after SHUTDOWN_DRAIN_MS (a
  // request that never completes) is cut, so shutdown always ends.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50)
  const drain = setTimeout(() => app.server.closeAllConnections(), config.shutdownDrainMs)
  try {
    // Connections whose handshake the kernel completed before the signal wait in the listener's queue until the
    // event loop accepts them; closing the listener first would reset them. The loop turns until a turn accepts none.
    await acceptQueuedConnections(app.server)
    // The app first (it stops taking requests and waits for those in flight), then what it was handed.
    await app.close()
  } finally {
    clearInterval(sweep)
    clearTimeout(drain)
  }
  await outbox?.stop()
  await Promise.allSettled([odds.close(), verifier.close(), store.close(), rateLimitRedis?.quit()])
})

await app.listen({ port: config.port, host: config.host })

/**
 * Lets the event loop turn (each turn accepts what waits in the listener's queue) until three turns in a row accept no
 * new connection, at most 50 turns: what the kernel had accepted before the signal is the process's own by then.
 */
async function acceptQueuedConnections(server: Server): Promise<void> {
  let accepted = 0
  const count = () => accepted++
  server.on('connection', count)
  try {
    for (let turn = 0, quiet = 0; turn < 50 && quiet < 3; turn++) {
      const before = accepted
      await new Promise((resolve) => setTimeout(resolve, 1))
      quiet = accepted === before ? quiet + 1 : 0
    }
  } finally {
    server.off('connection', count)
  }
}
