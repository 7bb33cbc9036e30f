// Shared wire schemas: cards, hands, hand odds, the error body. Registered once as named components.

import { type Static, Type } from '@sinclair/typebox'
import { MAX_IDEMPOTENCY_KEY_LENGTH, MAX_PLAYER_ID_LENGTH } from '../src/core/limits.ts'

export const CARD_PATTERN = '^[2-9TJQKA][cdhs]$'
export const HAND_PATTERN = '^[2-9TJQKA][cdhs][2-9TJQKA][cdhs]$'
/** Custom message the validator reports when a value breaks its schema (an OpenAPI extension). */
export const ERROR_MESSAGE_KEY = 'x-error-message'

export const CardSchema = Type.String({
  $id: 'Card',
  pattern: CARD_PATTERN,
  description: 'A card: rank (2-9, T, J, Q, K, A) followed by a lower-case suit (c, d, h, s).',
  examples: ['As'],
  [ERROR_MESSAGE_KEY]: '{field} must be a card: a rank 2-9, T, J, Q, K or A, then a suit c, d, h or s (e.g. "Ah").',
})
export type Card = Static<typeof CardSchema>

export const HandSchema = Type.String({
  $id: 'Hand',
  pattern: HAND_PATTERN,
  description: 'Two hole cards back to back, e.g. "AsKd".',
  examples: ['AsKd'],
  [ERROR_MESSAGE_KEY]:
    '{field} must be two cards such as "AcKd": each a rank 2-9, T, J, Q, K or A, then a suit c, d, h or s.',
})
export type Hand = Static<typeof HandSchema>

export const HAND_STATUSES = [
  'IN_PLAY_FAVOURITE',
  'IN_PLAY_BETTING_STAGE_ACTIVE',
  'IN_PLAY_WILL_WIN',
  'IN_PLAY_DEAD',
  'IN_PLAY_WINNER',
] as const

/** A string enum (one `enum` list, which SDK generators turn into a named union). */
export const HandStatusSchema = Type.Unsafe<(typeof HAND_STATUSES)[number]>(
  Type.String({
    $id: 'HandStatus',
    enum: [...HAND_STATUSES],
    description:
      'IN_PLAY_DEAD: cannot win or tie. IN_PLAY_WILL_WIN: cannot lose (before the river). IN_PLAY_FAVOURITE: the ' +
      'one hand with the highest winPercentage (lowest handIndex on a tie). IN_PLAY_BETTING_STAGE_ACTIVE: any ' +
      'other live hand. At the river: IN_PLAY_WINNER (ties included) or IN_PLAY_DEAD.',
  }),
)
export type HandStatus = Static<typeof HandStatusSchema>

export const HandOddsSchema = Type.Object(
  {
    handIndex: Type.Integer({ minimum: 0, description: 'Zero-based index into `hands`.' }),
    bettingStage: Type.Integer({ minimum: 0, maximum: 3, description: '0 hole cards, 1 flop, 2 turn, 3 river.' }),
    handStatus: Type.Ref(HandStatusSchema),
    winPercentage: Type.Number({
      minimum: 0,
      maximum: 100,
      description: 'Exact percent chance that this hand alone wins at showdown, rounded to 2 decimals.',
      examples: [81.95],
    }),
    drawPercentage: Type.Number({
      minimum: 0,
      maximum: 100,
      description: 'Exact percent chance that this hand ties for the best hand, rounded to 2 decimals.',
      examples: [0.54],
    }),
    odds: Type.Number({
      minimum: 0,
      description:
        'Fair decimal odds 100 / winPercentage (from the exact probability), 2 decimals; 0 when the hand cannot win ' +
        'outright.',
      examples: [1.22],
    }),
  },
  { $id: 'HandOdds', additionalProperties: false, description: 'Win/draw probabilities and odds of one hand.' },
)
export type HandOdds = Static<typeof HandOddsSchema>

export const ErrorBodySchema = Type.Object(
  {
    error: Type.String({
      description: 'What was wrong, naming the field and the rule.',
      examples: ['numberOfHands must be an integer between 2 and 23.'],
    }),
    refusal: Type.Optional(
      Type.Object(
        {
          reason: Type.Union(
            [
              Type.Literal('LIMIT_REACHED'),
              Type.Literal('TIMEOUT'),
              Type.Literal('SELF_EXCLUSION'),
              Type.Literal('REALITY_CHECK_DUE'),
            ],
            {
              description:
                'A limit met (409), the time-out or self-exclusion in force (403), or a reality check due (409).',
            },
          ),
          limit: Type.Optional(
            Type.Object(
              {
                kind: Type.Union([Type.Literal('DEPOSIT'), Type.Literal('WAGER'), Type.Literal('LOSS')]),
                period: Type.Union([Type.Literal('DAY'), Type.Literal('WEEK'), Type.Literal('MONTH')]),
                amount: Type.Number({ description: 'The limit in force.' }),
                remaining: Type.Number({ description: 'What is left of it in the rolling period now.' }),
              },
              { additionalProperties: false },
            ),
          ),
          until: Type.Optional(
            Type.String({ format: 'date-time', description: 'When the time-out or self-exclusion ends.' }),
          ),
          session: Type.Optional(
            Type.Object(
              {
                startedAt: Type.String({ format: 'date-time' }),
                minutesPlayed: Type.Integer({ minimum: 0 }),
                staked: Type.Number({ description: 'Stakes placed in the session, less cancels.' }),
                net: Type.Number({ description: 'Returns paid less stakes placed in the session.' }),
              },
              { additionalProperties: false, description: 'REALITY_CHECK_DUE: the session so far.' },
            ),
          ),
        },
        {
          additionalProperties: false,
          description: 'Player protection refused the money: which rule, and what is left or until when.',
        },
      ),
    ),
  },
  { $id: 'ErrorBody', additionalProperties: false, description: 'Every error answer.' },
)
export type ErrorBody = Static<typeof ErrorBodySchema>

/** A player id field: 1..128 characters, no control characters or lone surrogates (every store keeps it unchanged). */
export const playerIdField = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: MAX_PLAYER_ID_LENGTH,
    pattern: '^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]+$',
    description,
    examples: ['player-1'],
    [ERROR_MESSAGE_KEY]:
      `playerId must be a string of 1 to ${MAX_PLAYER_ID_LENGTH} characters without control ` + `characters.`,
  })

/** The optional Idempotency-Key header of a request that moves money; `effect` says what a retry does not repeat. */
export const idempotencyHeaders = (effect: string) =>
  Type.Object({
    'idempotency-key': Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_IDEMPOTENCY_KEY_LENGTH,
        description:
          `Optional. A retry with the same key and body gets the first answer and ${effect}; the same ` +
          `key ` +
          `` +
          `with another body is refused with 422. Keys are kept 24 hours, per caller when tokens are verified.`,
        [ERROR_MESSAGE_KEY]: `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
      }),
    ),
  })

/** Shared schemas registered with the app (named OpenAPI components). */
/** A period of a history (months, or a range of bets) written to archive files and detached from the database. */
export const ArchivedPeriodSchema = Type.Object(
  {
    from: Type.String({ format: 'date-time', description: 'The first archived instant.' }),
    to: Type.String({ format: 'date-time', description: 'The end of the archived period (exclusive).' }),
  },
  { $id: 'ArchivedPeriod', additionalProperties: false },
)

/** The `archived` field of a read over a history some of whose months may be archived. */
export const archivedField = (what: string) =>
  Type.Optional(
    Type.Array(Type.Ref(ArchivedPeriodSchema), {
      description:
        `Present when periods of ${what} that this read covers are archived (written to files and detached; ` +
        'docs/operations.md#history-partitions-retention-and-archives): their rows are on no page until restored.',
    }),
  )

export const SHARED_SCHEMAS = [
  CardSchema,
  HandSchema,
  HandStatusSchema,
  HandOddsSchema,
  ErrorBodySchema,
  ArchivedPeriodSchema,
]
