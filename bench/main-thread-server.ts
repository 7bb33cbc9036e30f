// A diagnostic server for `npm run bench:http`, never for service: the service as src/server.ts builds it with the
// memory store and stub authentication, but pricing deals on the main thread (the inline engine the tests use) instead
// of handing them to worker threads. The bench compares its CPU per deal with the real server's to show what the
// hand-off costs. With BENCH_INSTANT_ENGINE=1 it does not price at all (every hand gets the same made-up figures at
// once): what a deal request costs without the engine's work, the least a deal can cost. Run by node on the compiled
// code (`node bench/main-thread-server.ts` after `npm run build`).

import pino from 'pino'
import type { createStubVerifier as CreateStubVerifier } from '../src/auth/stub-verifier.ts'
import type { loadConfig as LoadConfig } from '../src/config.ts'
import type { buildApp as BuildApp, loggerOptions as LoggerOptions } from '../src/http/app.ts'
import type { createServiceMetrics as CreateServiceMetrics } from '../src/metrics/prometheus.ts'
import type { createStore as CreateStore } from '../src/store-from-config.ts'
import type { createInlineOddsEngine as CreateInlineOddsEngine } from '../src/workers/inline-odds.ts'

// The compiled modules, as the real server runs them (not the TypeScript sources).
const compiled = <T>(path: string): Promise<T> =>
  import(new URL(`../dist/src/${path}`, import.meta.url).href) as Promise<T>
const { buildApp, loggerOptions } = await compiled<{ buildApp: typeof BuildApp; loggerOptions: typeof LoggerOptions }>(
  'http/app.js',
)
const { loadConfig } = await compiled<{ loadConfig: typeof LoadConfig }>('config.js')
const { createStubVerifier } = await compiled<{ createStubVerifier: typeof CreateStubVerifier }>(
  'auth/stub-verifier.js',
)
const { createStore } = await compiled<{ createStore: typeof CreateStore }>('store-from-config.js')
const { createServiceMetrics } = await compiled<{ createServiceMetrics: typeof CreateServiceMetrics }>(
  'metrics/prometheus.js',
)
const { createInlineOddsEngine } = await compiled<{ createInlineOddsEngine: typeof CreateInlineOddsEngine }>(
  'workers/inline-odds.js',
)

const config = loadConfig()
const metrics = createServiceMetrics()
const logger = pino(loggerOptions(config))
// The store the configuration names, built as the service builds it (the bench runs it on the memory store).
const store = await createStore(config, logger)
const inline = createInlineOddsEngine()
const instant: typeof inline = {
  ...inline,
  async priceHands(hands) {
    return hands.map((_, handIndex) => ({
      handIndex,
      bettingStage: 0,
      handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE',
      winPercentage: 25.55,
      drawPercentage: 1.25,
      odds: 3.91,
    }))
  },
}
const odds = process.env.BENCH_INSTANT_ENGINE === '1' ? instant : inline
const app = await buildApp({
  config,
  store,
  odds: metrics.observeOdds(odds),
  verifier: createStubVerifier(),
  logger,
  metrics,
})
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
await app.listen({ port: config.port, host: config.host })
