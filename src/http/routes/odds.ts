// POST /api/odds: price given hands on a board the client reveals itself.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { OddsRequestSchema, OddsResponseSchema } from '../../../schemas/odds.ts'
import { stageOfBoard } from '../../core/hand-odds.ts'
import { parseOddsInput } from '../../core/odds-input.ts'
import type { OddsEngine } from '../../ports/odds-engine.ts'
import { errorResponses } from '../responses.ts'

export interface OddsRouteOptions {
  odds: OddsEngine
}

export const oddsRoutes: FastifyPluginAsyncTypebox<OddsRouteOptions> = async (app, { odds }) => {
  app.post(
    '/api/odds',
    {
      schema: {
        operationId: 'calculateOdds',
        summary: 'Exact odds for given hands and board',
        description:
          'Prices 2..23 hands on a board of 0 (hole cards), 3 (flop), 4 (turn) or 5 (river) known cards, exactly, ' +
          'over every completion of the board. The betting stage follows from the board size.',
        tags: ['odds'],
        security: [{ bearerAuth: [] }],
        body: Type.Ref(OddsRequestSchema),
        response: {
          200: Type.Ref(OddsResponseSchema, {
            description: "The stage and each hand's odds, in the order of `hands`.",
          }),
          ...errorResponses(400, 401, 413, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const input = parseOddsInput(request.body.hands, request.body.board ?? [])
      return {
        bettingStage: stageOfBoard(input.board.length),
        handOdds: await odds.priceHands(input.hands, input.board),
      }
    },
  )
}
