// A fresh app per test: in-memory store, stub auth, odds computed on the test's own thread.

import type { FastifyInstance } from 'fastify'
import { testConfig, type Config } from '../../src/config.js'
import { buildApp, type AppDependencies } from '../../src/http/app.js'
import { createMemoryStore } from '../../src/store/memory-store.js'
import { createInlineOddsCalculator } from '../../src/workers/odds-pool.js'

export const AUTH = { authorization: 'Bearer test-token' }

export async function buildTestApp(
  overrides: Partial<Omit<AppDependencies, 'config'>> & { config?: Partial<Config> } = {},
): Promise<FastifyInstance> {
  const { config, ...deps } = overrides
  return buildApp({
    config: testConfig(config),
    store: createMemoryStore(),
    odds: createInlineOddsCalculator(),
    ...deps,
  })
}
