// A fresh app per test, closed by that test: in-memory store, stub auth, odds priced on the test's own thread.

import type { FastifyInstance } from 'fastify'
import { createStubVerifier } from '../../src/auth/stub-verifier.ts'
import { type Config, testConfig } from '../../src/config.ts'
import { type AppDependencies, buildApp } from '../../src/http/app.ts'
import { publicChangeView } from '../../src/http/game-views.ts'
import { createServiceMetrics } from '../../src/metrics/prometheus.ts'
import { TokenRejectedError, type TokenVerifier } from '../../src/ports/token-verifier.ts'
import { createMemoryStore } from '../../src/store/memory/index.ts'
import { createInlineOddsEngine } from '../../src/workers/inline-odds.ts'
import { conformanceProblem } from './conformance.ts'

export const AUTH = { authorization: 'Bearer test-token' }

/** Verified mode without JWTs: the token is the subject; the token "bad" is rejected (401). */
export const subjectIsToken: TokenVerifier = {
  mode: 'jwt',
  verify: async (token) => {
    if (token === 'bad') throw new TokenRejectedError('rejected by the test verifier')
    return { verified: true, sub: token }
  },
  close: async () => {},
}

/** The part of a tap Test the helpers need: somewhere to register the clean-up, and to report a failure. */
export interface Teardown {
  teardown(fn: () => unknown): void
  fail(message: string): unknown
}

export type TestAppOverrides = Partial<Omit<AppDependencies, 'config' | 'metrics'>> & { config?: Partial<Config> }

/** Builds an app from in-process adapters (any of them overridden) and closes it, and them, when `t` ends. */
export async function buildTestApp(t: Teardown, overrides: TestAppOverrides = {}): Promise<FastifyInstance> {
  const { config, ...deps } = overrides
  const store = deps.store ?? createMemoryStore({}, Date.now, publicChangeView)
  const verifier = deps.verifier ?? createStubVerifier()
  // As in src/server.ts: the metrics time every odds task.
  const metrics = createServiceMetrics()
  const odds = metrics.observeOdds(deps.odds ?? createInlineOddsEngine())
  const app = await buildApp({ config: testConfig(config), ...deps, metrics, store, odds, verifier })
  // Every answer the test receives is checked against openapi.yaml; a test fails on any drift.
  app.addHook('onSend', async (request, reply, payload) => {
    const problem = await conformanceProblem(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.getHeaders(),
      payload,
    )
    if (problem) t.fail(`openapi.yaml conformance: ${problem}`)
    return payload
  })
  t.teardown(async () => {
    await app.close()
    // Adapters a test handed in are the test's to close; the ones made here are closed here.
    if (!deps.odds) await odds.close()
    if (!deps.store) await store.close()
  })
  return app
}
