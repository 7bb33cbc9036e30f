// POST /api/deal: shuffle, deal n hands, price them exactly.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { DealRequestSchema, type DealResponse, DealResponseSchema } from '../../../schemas/deal.ts'
import { formatCard, formatHand } from '../../core/cards.ts'
import { type Deal, dealHands } from '../../core/deal.ts'
import type { PricedHand } from '../../core/hand-odds.ts'
import { DEFAULT_HANDS } from '../../core/limits.ts'
import type { OddsEngine } from '../../ports/odds-engine.ts'
import { OPTIONAL_BODY_MARKER } from '../plugins/openapi.ts'
import { errorResponses } from '../responses.ts'

export interface DealRouteOptions {
  odds: OddsEngine
}

function toDealResponse(deal: Deal, priced: PricedHand[]): DealResponse {
  return {
    hands: deal.hands.map(formatHand),
    handOdds: priced,
    remainingDeck: deal.remainingDeck.map(formatCard),
  }
}

export const dealRoutes: FastifyPluginAsyncTypebox<DealRouteOptions> = async (app, { odds }) => {
  app.post(
    '/api/deal',
    {
      schema: {
        operationId: 'dealHands',
        summary: 'Deal hands with exact odds',
        description:
          'Shuffles a fresh deck (unbiased Fisher-Yates on a cryptographic RNG), deals numberOfHands hands of two ' +
          'cards and prices each one exactly over every possible board. The body may be omitted or empty ({}): ' +
          '4 hands are dealt.',
        tags: ['deal'],
        security: [{ bearerAuth: [] }],
        body: Type.Ref(DealRequestSchema),
        [OPTIONAL_BODY_MARKER]: true,
        response: {
          200: Type.Ref(DealResponseSchema, {
            description: 'The hands, their odds at stage 0 and the rest of the deck in dealt order.',
          }),
          ...errorResponses(400, 401, 413, 415, 429, 503),
        },
      },
      // No body at all deals the default: validate it as the empty object.
      preValidation: (request, _reply, done) => {
        if (request.body === undefined) request.body = {}
        done()
      },
    },
    async function dealHandler(request) {
      const deal = dealHands(request.body?.numberOfHands ?? DEFAULT_HANDS)
      return toDealResponse(deal, await odds.priceHands(deal.hands, []))
    },
  )
}
