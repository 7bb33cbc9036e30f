// Return to player for the operator: actual against theoretical by table and betting stage, as JSON or CSV.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { RtpQuerySchema, RtpReportSchema } from '../../../schemas/audit.ts'
import type { HistoryStore } from '../../ports/history-store.ts'
import type { ReportStore } from '../../ports/report-store.ts'
import { archivedView } from '../archived-views.ts'
import { RTP_CSV_COLUMNS, rtpCsv, rtpReportView, timeOf, wantsCsv } from '../audit-views.ts'
import { errorResponses } from '../responses.ts'

export interface ReportRouteOptions {
  store: ReportStore & HistoryStore
}

export const reportRoutes: FastifyPluginAsyncTypebox<ReportRouteOptions> = async (app, { store }) => {
  app.get(
    '/api/operator/rtp',
    {
      schema: {
        operationId: 'getRtpReport',
        summary: 'Return to player, actual against theoretical (operator)',
        description:
          'Per table and betting stage, over the settled bets placed in the window (`from`, `to`; `tableId`): bets, ' +
          'staked, returned, the actual RTP (returned / staked) and the theoretical RTP (the expected return of ' +
          "the bets actually placed, from each bet's recorded price and the exact chance its hand won or tied " +
          "from its stage), with its standard error and the table's target. With `Accept: text/csv` the rows as " +
          'CSV.',
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        querystring: RtpQuerySchema,
        response: {
          200: {
            description: 'The report; with Accept: text/csv its rows as CSV (a header line, then one line per row).',
            content: {
              'application/json': { schema: Type.Ref(RtpReportSchema) },
              'text/csv': { schema: Type.String({ description: `Columns: ${RTP_CSV_COLUMNS.join(', ')}.` }) },
            },
          },
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const q = request.query
      const window = {
        ...(q.from === undefined ? {} : { from: timeOf(q.from, 'from') }),
        ...(q.to === undefined ? {} : { to: timeOf(q.to, 'to') }),
      }
      const rows = await store.rtpReport({ ...(q.tableId === undefined ? {} : { tableId: q.tableId }), ...window })
      // The hours of the window stay whole in the running totals; the bets of a partial hour at either end are read
      // from the bets themselves, so a window over archived bets says so.
      const archived = await archivedView(store, 'bets', window.from, window.to)
      if (wantsCsv(request.headers.accept)) {
        if (archived.archived) reply.header('archived', archived.archived.map((p) => `${p.from}/${p.to}`).join(', '))
        return reply.type('text/csv; charset=utf-8').send(rtpCsv(rows) as never)
      }
      return { ...rtpReportView(rows), ...archived }
    },
  )
}
