// The audit log for the operator: pages of rows newest first with filters, as JSON or (Accept: text/csv) CSV.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { AuditPageSchema, AuditQuerySchema } from '../../../schemas/audit.ts'
import { DEFAULT_PAGE, decodeCursor, encodeCursor } from '../../core/accounts.ts'
import type { AuditQuery } from '../../core/audit.ts'
import type { AuditStore } from '../../ports/audit-store.ts'
import type { HistoryStore } from '../../ports/history-store.ts'
import { archivedView } from '../archived-views.ts'
import { AUDIT_CSV_COLUMNS, auditCsv, auditRowView, timeOf, wantsCsv } from '../audit-views.ts'
import { errorResponses } from '../responses.ts'

export interface AuditRouteOptions {
  store: AuditStore & HistoryStore
}

export const auditRoutes: FastifyPluginAsyncTypebox<AuditRouteOptions> = async (app, { store }) => {
  app.get(
    '/api/operator/audit',
    {
      schema: {
        operationId: 'getAuditLog',
        summary: 'Read the audit log (operator)',
        description:
          "Significant events newest first: deposits and withdrawals, every change to a player's protection, " +
          'switches, voids, large wins, refused tokens (per address and minute) and tables created, each with ' +
          'its time, kind, actor, the player or table it concerns, the reason given and the values before and ' +
          'after. Filters: kind, playerId, tableId, from (inclusive), to (exclusive). With `Accept: text/csv` ' +
          "the same page as CSV (the next page's cursor in the `Next-Cursor` header; archived months the period " +
          'covers in the `Archived` header, as `from/to` ISO intervals). No endpoint changes or removes a row.',
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        querystring: AuditQuerySchema,
        response: {
          200: {
            description:
              'A page of rows; with Accept: text/csv the same rows as CSV (a header line, then one line per row; ' +
              'before and after as JSON).',
            content: {
              'application/json': { schema: Type.Ref(AuditPageSchema) },
              'text/csv': { schema: Type.String({ description: `Columns: ${AUDIT_CSV_COLUMNS.join(', ')}.` }) },
            },
          },
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const q = request.query
      const limit = q.limit ?? DEFAULT_PAGE
      const query: AuditQuery = {
        limit,
        ...(q.kind === undefined ? {} : { kind: q.kind }),
        ...(q.playerId === undefined ? {} : { playerId: q.playerId }),
        ...(q.tableId === undefined ? {} : { tableId: q.tableId }),
        ...(q.from === undefined ? {} : { from: timeOf(q.from, 'from') }),
        ...(q.to === undefined ? {} : { to: timeOf(q.to, 'to') }),
        ...(q.cursor === undefined ? {} : { before: decodeCursor(q.cursor) }),
      }
      const rows = await store.listAudit(query)
      const nextCursor = rows.length === limit ? encodeCursor(rows.at(-1)!.auditId) : undefined
      const archived = await archivedView(store, 'audit', query.from, query.to)
      if (wantsCsv(request.headers.accept)) {
        if (nextCursor) reply.header('next-cursor', nextCursor)
        if (archived.archived) reply.header('archived', archived.archived.map((p) => `${p.from}/${p.to}`).join(', '))
        return reply.type('text/csv; charset=utf-8').send(auditCsv(rows) as never)
      }
      return {
        entries: rows.map(auditRowView),
        ...(nextCursor ? { nextCursor } : {}),
        ...archived,
      }
    },
  )
}
