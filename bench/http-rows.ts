// The rows `npm run bench:http` reports for its autocannon runs: each run's rate, latency and statuses, the bodies of
// the refusals it saw, and which statuses no run meant to produce.

import type { AutocannonResult } from './autocannon.ts'

export interface Row {
  run: string
  perSecond: number
  p50: number
  p99: number
  statuses: string
  errors: number
  /** Statuses other than 2xx this run produces on purpose. */
  deliberate: string[]
  note?: string
}

function statusesOf(result: AutocannonResult): string {
  return Object.entries(result.statusCodeStats)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ')
}

export function rowOf(run: string, result: AutocannonResult, deliberate: string[] = [], note?: string): Row {
  return {
    run,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: statusesOf(result),
    errors: result.errors + result.timeouts,
    deliberate,
    note,
  }
}

/** A few distinct bodies seen for each status other than 2xx, to say why in the report. */
export const refusalBodies = new Map<number, Set<string>>()
export function noteRefusal(status: number, body: string): void {
  if (status < 300) return
  const seen = refusalBodies.get(status) ?? new Set<string>()
  refusalBodies.set(status, seen)
  if (seen.size < 3) seen.add(body.slice(0, 200))
}

/** A figure to 1 decimal (or `digits`), or - when there is none. */
export const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-')

export function unexpected(row: Row): string[] {
  return row.statuses
    .split(', ')
    .filter((s) => s !== '')
    .map((s) => s.split(':')[0])
    .filter((status) => !status.startsWith('2') && !row.deliberate.includes(status))
}
