// Entry point: config -> store -> app -> listen, and a graceful shutdown on SIGTERM/SIGINT.

import closeWithGrace from 'close-with-grace'
import pino from 'pino'
import { ConfigError, loadConfig, type Config } from './config.js'
import { isDomainError } from './core/errors.js'
import { buildApp, loggerOptions } from './http/app.js'
import { createMemoryStore } from './store/memory-store.js'
import type { SeatStore } from './store/seat-store.js'

async function createStore(config: Config, logger: pino.Logger): Promise<SeatStore> {
  if (config.store === 'postgres') {
    const { createPostgresStore } = await import('./store/postgres-store.js')
    return createPostgresStore({ connectionString: config.databaseUrl!, logger: logger.child({ component: 'store' }) })
  }
  return createMemoryStore()
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
let store: SeatStore
try {
  store = await createStore(config, logger)
} catch (err) {
  if (!isDomainError(err)) throw err
  logger.fatal({ code: err.code }, `Cannot start: ${err.message}`)
  process.exit(1)
}
const app = await buildApp({ config, store, logger })

// In-flight requests get as long as the timeouts allow them, plus a margin; then the process exits 1.
const shutdownGraceMs = Math.max(10_000, config.timeouts.requestMs, config.timeouts.handlerMs) + 2_000
closeWithGrace({ delay: shutdownGraceMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down: finishing in-flight requests')
  await app.close()
  await store.close()
})

await app.listen({ port: config.port, host: config.host })
