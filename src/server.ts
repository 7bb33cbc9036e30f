// Entry point: config -> store -> app -> listen, and a graceful shutdown on SIGTERM/SIGINT.

import closeWithGrace from 'close-with-grace'
import { ConfigError, loadConfig, type Config } from './config.js'
import { buildApp } from './http/app.js'
import { createMemoryStore } from './store/memory-store.js'
import type { SeatStore } from './store/seat-store.js'

async function createStore(config: Config): Promise<SeatStore> {
  if (config.store === 'postgres') {
    const { createPostgresStore } = await import('./store/postgres-store.js')
    return createPostgresStore({ connectionString: config.databaseUrl! })
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

const store = await createStore(config)
const app = await buildApp({ config, store })
if (config.auth.mode === 'stub') {
  app.log.warn('AUTH_MODE=stub: bearer tokens are NOT verified; any non-empty token is accepted.')
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down: finishing in-flight requests')
  await app.close()
  await store.close()
})

await app.listen({ port: config.port, host: config.host })
