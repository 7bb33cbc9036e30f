// Range equity resource: hands, ranges and weighted ranges against each other on a board.

import { type Static, Type } from '@sinclair/typebox'
import {
  DEFAULT_MAX_MILLIS,
  DEFAULT_TARGET_STD_ERROR,
  MAX_DEAD_CARDS,
  MAX_MAX_MILLIS,
  MAX_RANGE_LENGTH,
  MAX_RANGES,
  MAX_TARGET_STD_ERROR,
  MIN_MAX_MILLIS,
  MIN_RANGES,
  MIN_TARGET_STD_ERROR,
} from '../src/core/limits.ts'
import { CardSchema, ERROR_MESSAGE_KEY } from './common.ts'

export const EquityRequestSchema = Type.Object(
  {
    ranges: Type.Array(
      Type.String({
        minLength: 1,
        maxLength: MAX_RANGE_LENGTH,
        description:
          'A range in Equilab notation: comma-separated pairs ("QQ", "QQ+", "55-99"), suited, offsuit or either ' +
          'hands ("AKs", "AKo", "AK", "A2s+", "KTo+", "A2s-A5s"), combos ("AhKh") or "random", each optionally ' +
          'weighted ("AA:0.5"). See docs/range-equity.md.',
        examples: ['QQ+,AKs,AcQc'],
      }),
      {
        minItems: MIN_RANGES,
        maxItems: MAX_RANGES,
        description: `${MIN_RANGES}..${MAX_RANGES} ranges; a single hand is a range of one combo ("AhKh").`,
        [ERROR_MESSAGE_KEY]:
          `ranges must be an array of ${MIN_RANGES} to ${MAX_RANGES} ranges, each a non-empty ` +
          `string of at most ${MAX_RANGE_LENGTH} characters such as "QQ+,AKs".`,
      },
    ),
    board: Type.Optional(
      Type.Array(Type.Ref(CardSchema), {
        maxItems: 5,
        default: [],
        description: 'Known board cards: 0, 3 (flop), 4 (turn) or 5 (river).',
        [ERROR_MESSAGE_KEY]: 'board must be an array of 0, 3, 4 or 5 cards such as "Ah".',
      }),
    ),
    dead: Type.Optional(
      Type.Array(Type.Ref(CardSchema), {
        maxItems: MAX_DEAD_CARDS,
        default: [],
        description: `Cards that are in no hand and on no board (folded or seen), at most ${MAX_DEAD_CARDS}.`,
        [ERROR_MESSAGE_KEY]: `dead must be an array of at most ${MAX_DEAD_CARDS} cards such as "Ah".`,
      }),
    ),
    maxMillis: Type.Optional(
      Type.Integer({
        minimum: MIN_MAX_MILLIS,
        maximum: MAX_MAX_MILLIS,
        default: DEFAULT_MAX_MILLIS,
        description:
          `Time budget in milliseconds (${MIN_MAX_MILLIS}..${MAX_MAX_MILLIS}, default ` +
          (`${DEFAULT_MAX_MILLIS}), counted while the work runs. Exact enumeration is used when its estimate fits; ` +
            `otherwise Monte Carlo.`),
        [ERROR_MESSAGE_KEY]: `maxMillis must be an integer from ${MIN_MAX_MILLIS} to ${MAX_MAX_MILLIS}.`,
      }),
    ),
    targetStdError: Type.Optional(
      Type.Number({
        minimum: MIN_TARGET_STD_ERROR,
        maximum: MAX_TARGET_STD_ERROR,
        default: DEFAULT_TARGET_STD_ERROR,
        description:
          `Monte Carlo stops once every range's standard error is at most this many percentage points ` +
          (`(${MIN_TARGET_STD_ERROR}..${MAX_TARGET_STD_ERROR}, default ${DEFAULT_TARGET_STD_ERROR}), or when the ` +
            `budget ends.`),
        [ERROR_MESSAGE_KEY]:
          `targetStdError must be a number of percentage points from ${MIN_TARGET_STD_ERROR} to ` +
          `${MAX_TARGET_STD_ERROR}.`,
      }),
    ),
  },
  {
    $id: 'EquityRequest',
    additionalProperties: false,
    examples: [{ ranges: ['QQ+,AKs', 'JJ-99,AQs:0.5'], board: ['Ah', '7c', '2d'] }],
  },
)
export type EquityRequest = Static<typeof EquityRequestSchema>

const percentage = (description: string) => Type.Number({ minimum: 0, maximum: 100, description })

export const RangeEquitySchema = Type.Object(
  {
    range: Type.String({ description: 'The range as sent.' }),
    combos: Type.Integer({
      minimum: 1,
      description: 'Combos of the range counted: those sharing no card with the board or the dead cards.',
    }),
    equityPercentage: percentage(
      "Percent of the pot the range takes on average: wins plus each tie's share, weighted as docs/range-equity.md " +
        'says; 4 decimals.',
    ),
    winPercentage: percentage('Percent of showdowns the range wins alone; 4 decimals.'),
    tiePercentage: percentage('Percent of showdowns the range ties with one or more others; 4 decimals.'),
    stdError: Type.Optional(
      Type.Number({
        minimum: 0,
        description: 'Monte Carlo only: the standard error of equityPercentage, in percentage points; 4 decimals.',
      }),
    ),
  },
  { $id: 'RangeEquity', additionalProperties: false },
)

export const EquityResponseSchema = Type.Object(
  {
    method: Type.Union([Type.Literal('exact'), Type.Literal('montecarlo')], {
      description: 'exact: every showdown counted; montecarlo: sampled.',
    }),
    stopReason: Type.Union([Type.Literal('complete'), Type.Literal('targetStdError'), Type.Literal('maxMillis')], {
      description:
        'complete: exact enumeration finished. targetStdError: Monte Carlo reached the target. maxMillis: Monte ' +
        'Carlo stopped at the budget.',
    }),
    showdowns: Type.Integer({
      minimum: 1,
      description: 'Showdowns counted: (combination of combos, board) pairs when exact, samples for Monte Carlo.',
    }),
    ranges: Type.Array(Type.Ref(RangeEquitySchema), { description: 'One entry per range, in the order sent.' }),
  },
  { $id: 'EquityResponse', additionalProperties: false },
)
export type EquityResponse = Static<typeof EquityResponseSchema>
