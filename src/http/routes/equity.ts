// POST /api/equity: hands, ranges and weighted ranges against each other, exact when it fits the budget.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { EquityRequestSchema, EquityResponseSchema } from '../../../schemas/equity.ts'
import { callerKey } from '../../core/callers.ts'
import { parseEquityInput } from '../../core/equity-input.ts'
import { DEFAULT_MAX_MILLIS, DEFAULT_TARGET_STD_ERROR, MAX_MAX_MILLIS } from '../../core/limits.ts'
import type { OddsEngine } from '../../ports/odds-engine.ts'
import { errorResponses } from '../responses.ts'

export interface EquityRouteOptions {
  odds: OddsEngine
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4

export const equityRoutes: FastifyPluginAsyncTypebox<EquityRouteOptions> = async (app, { odds }) => {
  app.post(
    '/api/equity',
    {
      // A request's own budget runs up to MAX_MAX_MILLIS, and it may first wait its turn for a thread.
      config: { handlerTimeoutMs: 2 * MAX_MAX_MILLIS },
      schema: {
        operationId: 'calculateRangeEquity',
        summary: 'Equity of hands and ranges against each other',
        description:
          '2..6 ranges (Equilab notation, optionally weighted) on a board of 0, 3, 4 or 5 cards with optional dead ' +
          'cards. Exact enumeration when it fits the time budget, else Monte Carlo to a standard-error target; ' +
          "`method` and `stopReason` say which. Work runs off the event loop, within the caller's share of the " +
          'engine, and stops when the client disconnects. See docs/range-equity.md.',
        tags: ['odds'],
        security: [{ bearerAuth: [] }],
        body: Type.Ref(EquityRequestSchema),
        response: {
          200: Type.Ref(EquityResponseSchema, {
            description: "Each range's equity, in the order sent, and how it was computed.",
          }),
          ...errorResponses(400, 401, 413, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      const input = parseEquityInput(body.ranges, body.board ?? [], body.dead ?? [])
      const gone = new AbortController()
      const onClose = () => {
        if (!reply.raw.writableFinished) gone.abort()
      }
      reply.raw.on('close', onClose)
      try {
        const result = await odds.rangeEquity({
          input,
          maxMillis: body.maxMillis ?? DEFAULT_MAX_MILLIS,
          targetStdError: (body.targetStdError ?? DEFAULT_TARGET_STD_ERROR) / 100,
          caller: callerKey(request.identity ?? { verified: false, address: request.ip }),
          signal: gone.signal,
        })
        // Cancelled: the client has gone, so nothing is sent.
        if (result === null) return reply.hijack()
        return {
          method: result.method,
          stopReason: result.stopReason,
          showdowns: result.showdowns,
          ranges: result.ranges.map((share, i) => ({
            range: body.ranges[i],
            combos: result.combos[i],
            equityPercentage: round4(share.equity * 100),
            winPercentage: round4(share.win * 100),
            tiePercentage: round4(share.tie * 100),
            ...(share.stdError === undefined ? {} : { stdError: round4(share.stdError * 100) }),
          })),
        }
      } finally {
        reply.raw.off('close', onClose)
      }
    },
  )
}
