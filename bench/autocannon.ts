// autocannon (untyped CommonJS) as the benchmark scripts that drive a server with one request shape use it.

import { createRequire } from 'node:module'

export interface AutocannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  errors: number
  non2xx: number
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Promise<AutocannonResult>
