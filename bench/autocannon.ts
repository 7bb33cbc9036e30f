// autocannon (untyped CommonJS): the part of its API the benchmark scripts use, typed.

import { createRequire } from 'node:module'

export interface AutocannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
}
export interface AutocannonOptions {
  url: string
  connections: number
  /** Seconds to run; or `amount`: the number of requests to send. */
  duration?: number
  amount?: number
  method?: string
  headers?: Record<string, string>
  body?: string
  requests?: Array<
    AutocannonRequest & {
      setupRequest?: (request: AutocannonRequest) => AutocannonRequest
      onResponse?: (status: number, body: string) => void
    }
  >
}
export interface AutocannonResult {
  requests: { average: number; total: number }
  /** Seconds the run took. */
  duration: number
  latency: { p50: number; p99: number; max: number }
  errors: number
  timeouts: number
  '2xx': number
  non2xx: number
  statusCodeStats: Record<string, { count: number }>
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>
