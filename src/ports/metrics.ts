// The metrics port: what the HTTP layer reports (each request's time, refusals, settlements), what the store reports
// (where a game's bets came from), and how it renders them.

export interface ServiceMetrics {
  /** One answered request to a registered route: its method, route template, status code and time in seconds. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void
  /** A DomainError STORE_UNAVAILABLE answered 503. */
  countStoreError(): void
  /** A request refused by load shedding; `reason` is the check that tripped (eventLoopDelay, heapUsedBytes, ...). */
  countShed(reason: string): void
  /** A game this instance settled: each settled bet's stake and return, counted by betting stage (integer cents). */
  countSettled(
    bets: ReadonlyArray<{ bettingStage: number; stakeCents: number; payoutCents?: number; status: string }>,
  ): void
  /** A game's bets a PostgreSQL step or state read needed: taken from what this instance kept, or read. */
  countGameBets(source: 'kept' | 'read'): void
  /** Every metric in the Prometheus text format, with its content type. */
  render(): Promise<{ contentType: string; text: string }>
}
