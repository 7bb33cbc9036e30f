// Odds resource: price given hands on a board the client reveals itself.

import { type Static, Type } from '@sinclair/typebox'
import { MAX_HANDS, MIN_HANDS } from '../src/core/limits.ts'
import { CardSchema, ERROR_MESSAGE_KEY, HandOddsSchema, HandSchema } from './common.ts'

export const OddsRequestSchema = Type.Object(
  {
    hands: Type.Array(Type.Ref(HandSchema), {
      minItems: MIN_HANDS,
      maxItems: MAX_HANDS,
      description: `${MIN_HANDS}..${MAX_HANDS} hands of two cards each, e.g. "AcKd".`,
      [ERROR_MESSAGE_KEY]: `hands must be an array of ${MIN_HANDS} to ${MAX_HANDS} hands of two cards such as "AcKd".`,
    }),
    board: Type.Optional(
      Type.Array(Type.Ref(CardSchema), {
        maxItems: 5,
        default: [],
        description: 'Known board cards: 0 (hole cards), 3 (flop), 4 (turn) or 5 (river).',
        [ERROR_MESSAGE_KEY]: 'board must be an array of 0, 3, 4 or 5 cards such as "Ah".',
      }),
    ),
  },
  {
    $id: 'OddsRequest',
    additionalProperties: false,
    examples: [{ hands: ['AcKd', '7h7s'], board: ['Ah', '3s', '9d'] }],
  },
)
export type OddsRequest = Static<typeof OddsRequestSchema>

export const OddsResponseSchema = Type.Object(
  {
    bettingStage: Type.Integer({
      minimum: 0,
      maximum: 3,
      description: 'From the board size: 0, 3, 4, 5 cards -> stage 0, 1, 2, 3.',
    }),
    handOdds: Type.Array(Type.Ref(HandOddsSchema)),
  },
  { $id: 'OddsResponse', additionalProperties: false },
)
export type OddsResponse = Static<typeof OddsResponseSchema>
