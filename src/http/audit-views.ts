// The operator's reports as the API shows them: the audit log and return to player, as JSON and as CSV, and the
// queries' times.

import { STAGE_NAMES } from '../../schemas/game.ts'
import type { AuditRecord } from '../core/audit.ts'
import { DomainError } from '../core/errors.ts'
import { fromCents } from '../core/money.ts'
import type { RtpRow } from '../core/rtp.ts'

/** ms since the epoch of a query's time; INVALID_INPUT naming the field when it is no real time. */
export function timeOf(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined
  const ms = Date.parse(value)
  if (!Number.isFinite(ms))
    throw new DomainError(
      'INVALID_INPUT',
      `${field} must be an ISO 8601 date or time with a zone, e.g. 2026-11-01 or 2026-11-01T12:00:00Z.`,
    )
  return ms
}

export function auditRowView(record: AuditRecord) {
  return {
    auditId: record.auditId,
    at: new Date(record.at).toISOString(),
    kind: record.kind,
    actor: record.actor,
    ...(record.playerId === undefined ? {} : { playerId: record.playerId }),
    ...(record.tableId === undefined ? {} : { tableId: record.tableId }),
    ...(record.reason === undefined ? {} : { reason: record.reason }),
    before: record.before ?? null,
    after: record.after ?? null,
  }
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) is prefixed with a quote mark, so an id a player chose cannot run in the
 * operator's sheet.
 */
export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const AUDIT_CSV_COLUMNS = [
  'auditId',
  'at',
  'kind',
  'actor',
  'playerId',
  'tableId',
  'reason',
  'before',
  'after',
] as const

export function auditCsv(records: readonly AuditRecord[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(',')]
  for (const r of records.map(auditRowView)) {
    lines.push(
      [
        r.auditId,
        r.at,
        r.kind,
        r.actor,
        r.playerId,
        r.tableId,
        r.reason,
        JSON.stringify(r.before),
        JSON.stringify(r.after),
      ]
        .map(csvCell)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

/** Does the caller ask for CSV (Accept naming text/csv before or instead of JSON)? */
export function wantsCsv(accept: string | undefined): boolean {
  if (!accept) return false
  const types = accept.split(',').map((part) => part.split(';')[0].trim().toLowerCase())
  const csv = types.indexOf('text/csv')
  const json = types.indexOf('application/json')
  return csv >= 0 && (json < 0 || csv < json)
}

const ratio4 = (n: number, d: number) => Math.round((n / d) * 10_000) / 10_000

function rtpFieldsOf(sums: {
  bets: number
  stakedCents: number
  returnedCents: number
  expectedCents: number
  varianceCents2: number
}) {
  return {
    bets: sums.bets,
    staked: fromCents(sums.stakedCents),
    returned: fromCents(sums.returnedCents),
    actualRtp: ratio4(sums.returnedCents, sums.stakedCents),
    theoreticalRtp: ratio4(sums.expectedCents, sums.stakedCents),
    standardError: ratio4(Math.sqrt(sums.varianceCents2), sums.stakedCents),
  }
}

/** The RTP report: a row per table and stage, and the total over them. */
export function rtpReportView(rows: readonly RtpRow[]) {
  const total = rows.reduce(
    (sum, r) => ({
      bets: sum.bets + r.bets,
      stakedCents: sum.stakedCents + r.stakedCents,
      returnedCents: sum.returnedCents + r.returnedCents,
      expectedCents: sum.expectedCents + r.expectedCents,
      varianceCents2: sum.varianceCents2 + r.varianceCents2,
    }),
    { bets: 0, stakedCents: 0, returnedCents: 0, expectedCents: 0, varianceCents2: 0 },
  )
  return {
    rows: rows.map((r) => ({
      tableId: r.tableId,
      bettingStage: r.bettingStage,
      stage: STAGE_NAMES[r.bettingStage] as 'HOLE' | 'FLOP' | 'TURN',
      targetRtp: r.targetRtpBp / 10_000,
      ...rtpFieldsOf(r),
    })),
    ...(total.bets > 0 ? { total: rtpFieldsOf(total) } : {}),
  }
}

export const RTP_CSV_COLUMNS = [
  'tableId',
  'bettingStage',
  'stage',
  'targetRtp',
  'bets',
  'staked',
  'returned',
  'actualRtp',
  'theoreticalRtp',
  'standardError',
] as const

export function rtpCsv(rows: readonly RtpRow[]): string {
  const view = rtpReportView(rows)
  const lines = [
    RTP_CSV_COLUMNS.join(','),
    ...view.rows.map((r) => RTP_CSV_COLUMNS.map((c) => csvCell(r[c])).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}
