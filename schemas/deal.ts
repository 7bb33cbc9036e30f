// Deal resource: deal n hands from a shuffled deck and price them exactly.

import { type Static, Type } from '@sinclair/typebox'
import { DEFAULT_HANDS, MAX_HANDS, MIN_HANDS } from '../src/core/limits.ts'
import { CardSchema, ERROR_MESSAGE_KEY, HandOddsSchema, HandSchema } from './common.ts'

export const DealRequestSchema = Type.Object(
  {
    numberOfHands: Type.Optional(
      Type.Integer({
        minimum: MIN_HANDS,
        maximum: MAX_HANDS,
        default: DEFAULT_HANDS,
        description: `Number of hands to deal, ${MIN_HANDS}..${MAX_HANDS}; default ${DEFAULT_HANDS}.`,
        examples: [4],
        [ERROR_MESSAGE_KEY]: `numberOfHands must be an integer between ${MIN_HANDS} and ${MAX_HANDS}.`,
      }),
    ),
  },
  {
    $id: 'DealRequest',
    additionalProperties: false,
    description: 'An empty object or no body deals the default number of hands.',
    examples: [{ numberOfHands: 4 }],
  },
)
export type DealRequest = Static<typeof DealRequestSchema>

export const DealResponseSchema = Type.Object(
  {
    hands: Type.Array(Type.Ref(HandSchema), { description: 'Hand i is cards 2i and 2i+1 of the shuffled deck.' }),
    handOdds: Type.Array(Type.Ref(HandOddsSchema), { description: 'One entry per hand; handOdds[i].handIndex = i.' }),
    remainingDeck: Type.Array(Type.Ref(CardSchema), {
      description: 'The rest of the shuffled deck in dealt order: [0..2] is the flop, [3] the turn, [4] the river.',
    }),
  },
  { $id: 'DealResponse', additionalProperties: false },
)
export type DealResponse = Static<typeof DealResponseSchema>
