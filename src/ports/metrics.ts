// The metrics port: the counters the HTTP layer reports to, and the registry its request histogram joins.

import type { Registry } from 'prom-client'

export interface ServiceMetrics {
  /** The registry the HTTP layer's per-route request histogram registers in. */
  readonly registry: Registry
  /** A DomainError STORE_UNAVAILABLE answered 503. */
  countStoreError(): void
  /** A request refused by load shedding; `reason` is the check that tripped (eventLoopDelay, heapUsedBytes, ...). */
  countShed(reason: string): void
  /** A game this instance settled: each settled bet's stake and return, counted by betting stage (integer cents). */
  countSettled(bets: ReadonlyArray<{ bettingStage: number; stakeCents: number; payoutCents?: number; status: string }>): void
  /** Every metric in the Prometheus text format, with its content type. */
  render(): Promise<{ contentType: string; text: string }>
}
