// Player protection: a player's limits with what they have used, pending changes, time-out and self-exclusion, and
// the history of every change (docs/player-protection.md).

import { type Static, Type } from '@sinclair/typebox'
import {
  LIMIT_AMOUNT_RULE,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MAX_EXCLUSION_MONTHS,
  MAX_REALITY_MINUTES,
  MAX_TIMEOUT_HOURS,
  MIN_EXCLUSION_MONTHS,
  MIN_REALITY_MINUTES,
  MIN_TIMEOUT_HOURS,
} from '../src/core/protection.ts'
import { archivedField, ERROR_MESSAGE_KEY } from './common.ts'

const kindField = Type.Unsafe<(typeof LIMIT_KINDS)[number]>(
  Type.String({
    enum: [...LIMIT_KINDS],
    description: 'DEPOSIT: deposits into the account; WAGER: stakes placed; LOSS: stakes placed minus returns paid.',
    [ERROR_MESSAGE_KEY]: 'kind must be DEPOSIT, WAGER or LOSS.',
  }),
)
const periodField = Type.Unsafe<(typeof LIMIT_PERIODS)[number]>(
  Type.String({
    enum: [...LIMIT_PERIODS],
    description: 'A rolling window ending now: DAY 24 hours, WEEK 7 days, MONTH 30 days.',
    [ERROR_MESSAGE_KEY]: 'period must be DAY, WEEK or MONTH.',
  }),
)
const amountField = Type.Union(
  [Type.Number({ minimum: 0.01, maximum: 1_000_000_000, [ERROR_MESSAGE_KEY]: LIMIT_AMOUNT_RULE }), Type.Null()],
  {
    description: 'The limit in money (two decimals), or null to remove it.',
    [ERROR_MESSAGE_KEY]: LIMIT_AMOUNT_RULE,
  },
)
const reasonField = Type.String({
  minLength: 1,
  maxLength: 500,
  description: 'Why the operator acts (kept in the history).',
  [ERROR_MESSAGE_KEY]: 'reason is required: 1 to 500 characters.',
})

export const LimitRequestSchema = Type.Object(
  { kind: kindField, period: periodField, amount: amountField },
  { $id: 'LimitRequest', additionalProperties: false, examples: [{ kind: 'LOSS', period: 'WEEK', amount: 100 }] },
)
export const OperatorLimitRequestSchema = Type.Object(
  { kind: kindField, period: periodField, amount: amountField, reason: reasonField },
  {
    $id: 'OperatorLimitRequest',
    additionalProperties: false,
    examples: [{ kind: 'DEPOSIT', period: 'MONTH', amount: 500, reason: 'Affordability check: declared income.' }],
  },
)

const hoursField = Type.Integer({
  minimum: MIN_TIMEOUT_HOURS,
  maximum: MAX_TIMEOUT_HOURS,
  description: `Hours, ${MIN_TIMEOUT_HOURS} to ${MAX_TIMEOUT_HOURS} (six weeks).`,
  [ERROR_MESSAGE_KEY]: `hours must be an integer between ${MIN_TIMEOUT_HOURS} and ${MAX_TIMEOUT_HOURS}.`,
})
const monthsField = Type.Integer({
  minimum: MIN_EXCLUSION_MONTHS,
  maximum: MAX_EXCLUSION_MONTHS,
  description: `Months of 30 days, ${MIN_EXCLUSION_MONTHS} to ${MAX_EXCLUSION_MONTHS}.`,
  [ERROR_MESSAGE_KEY]: `months must be an integer between ${MIN_EXCLUSION_MONTHS} and ${MAX_EXCLUSION_MONTHS}.`,
})
const confirmField = Type.Literal(true, {
  description: 'Must be true: a self-exclusion cannot be lifted or shortened once made.',
  [ERROR_MESSAGE_KEY]: 'confirm must be true: a self-exclusion cannot be lifted or shortened.',
})

export const TimeoutRequestSchema = Type.Object(
  { hours: hoursField },
  { $id: 'TimeoutRequest', additionalProperties: false, examples: [{ hours: 72 }] },
)
export const OperatorTimeoutRequestSchema = Type.Object(
  { hours: hoursField, reason: reasonField },
  {
    $id: 'OperatorTimeoutRequest',
    additionalProperties: false,
    examples: [{ hours: 168, reason: 'Requested by the player by phone.' }],
  },
)
export const SelfExclusionRequestSchema = Type.Object(
  { months: monthsField, confirm: confirmField },
  { $id: 'SelfExclusionRequest', additionalProperties: false, examples: [{ months: 6, confirm: true }] },
)
export const OperatorSelfExclusionRequestSchema = Type.Object(
  { months: monthsField, reason: reasonField },
  {
    $id: 'OperatorSelfExclusionRequest',
    additionalProperties: false,
    examples: [{ months: 12, reason: 'Multi-operator self-exclusion scheme notice.' }],
  },
)

const breakView = Type.Object(
  { startedAt: Type.String({ format: 'date-time' }), until: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
)

export const ProtectionSchema = Type.Object(
  {
    playerId: Type.String(),
    asOf: Type.String({
      format: 'date-time',
      description: "The store's clock when this was read: windows, cooling-off and ends are judged by it.",
    }),
    limits: Type.Array(
      Type.Object(
        {
          kind: kindField,
          period: periodField,
          amount: Type.Number({ description: "The limit in force: the lowest of the player's and the operator's." }),
          used: Type.Number({ description: 'What the window ending now has used (LOSS may be below 0 after wins).' }),
          remaining: Type.Number({ description: 'What is left now, never below 0.' }),
          oldestUseLeavesAt: Type.Optional(
            Type.String({ format: 'date-time', description: 'When the oldest use counted now leaves the window.' }),
          ),
        },
        { additionalProperties: false },
      ),
      { description: 'Each limit in force, one per kind and period.' },
    ),
    settings: Type.Array(
      Type.Object(
        {
          source: Type.Unsafe<'PLAYER' | 'OPERATOR'>(Type.String({ enum: ['PLAYER', 'OPERATOR'] })),
          kind: kindField,
          period: periodField,
          amount: Type.Union([Type.Number(), Type.Null()], {
            description: 'The amount in force now, or null for none.',
          }),
          pending: Type.Optional(
            Type.Object(
              {
                amount: Type.Union([Type.Number(), Type.Null()], {
                  description: 'The amount it becomes, or null: removed.',
                }),
                effectiveAt: Type.String({ format: 'date-time' }),
              },
              {
                additionalProperties: false,
                description:
                  'A rise or removal waiting out its cooling-off; the amount in force holds in full until then.',
              },
            ),
          ),
        },
        { additionalProperties: false },
      ),
      { description: 'Every limit set, by whom, with what is pending.' },
    ),
    timeout: Type.Optional(breakView),
    selfExclusion: Type.Optional(breakView),
    realityCheck: Type.Object(
      {
        minutes: Type.Union([Type.Integer(), Type.Null()], {
          description: 'Minutes between reality checks, or null for none.',
        }),
        source: Type.Unsafe<'PLAYER' | 'DEFAULT'>(
          Type.String({
            enum: ['PLAYER', 'DEFAULT'],
            description: "PLAYER: the player's own choice; DEFAULT: the operator's REALITY_CHECK_MINUTES.",
          }),
        ),
        session: Type.Optional(
          Type.Object(
            {
              startedAt: Type.String({ format: 'date-time' }),
              lastBetAt: Type.String({ format: 'date-time' }),
              lastAcknowledgedAt: Type.Optional(Type.String({ format: 'date-time' })),
              dueAt: Type.Optional(
                Type.String({
                  format: 'date-time',
                  description: 'When the next check falls due (the first bet after it is refused until acknowledged).',
                }),
              ),
            },
            { additionalProperties: false, description: 'The session going on (a bet within 30 minutes of the last).' },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'Protection', additionalProperties: false },
)
export type Protection = Static<typeof ProtectionSchema>

export const ProtectionHistorySchema = Type.Object(
  {
    playerId: Type.String(),
    changes: Type.Array(
      Type.Object(
        {
          changeId: Type.Integer({ minimum: 1 }),
          at: Type.String({ format: 'date-time' }),
          actor: Type.String({ description: 'The player, or the operator who acted.' }),
          source: Type.Unsafe<'PLAYER' | 'OPERATOR'>(Type.String({ enum: ['PLAYER', 'OPERATOR'] })),
          action: Type.Unsafe<'LIMIT' | 'TIMEOUT' | 'SELF_EXCLUSION' | 'REALITY_CHECK'>(
            Type.String({ enum: ['LIMIT', 'TIMEOUT', 'SELF_EXCLUSION', 'REALITY_CHECK'] }),
          ),
          before: Type.Unknown({
            description: 'The limit or break before (null: none); amounts in cents, times in ms since the epoch.',
          }),
          after: Type.Unknown({ description: 'The limit or break after.' }),
          reason: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
    archived: archivedField('protection changes'),
  },
  { $id: 'ProtectionHistory', additionalProperties: false },
)

export const RealityCheckRequestSchema = Type.Object(
  {
    minutes: Type.Union(
      [
        Type.Integer({
          minimum: MIN_REALITY_MINUTES,
          maximum: MAX_REALITY_MINUTES,
          [ERROR_MESSAGE_KEY]:
            `minutes must be null or an integer between ${MIN_REALITY_MINUTES} and ` + `${MAX_REALITY_MINUTES}.`,
        }),
        Type.Null(),
      ],
      {
        description:
          `Minutes between reality checks, ${MIN_REALITY_MINUTES} to ${MAX_REALITY_MINUTES}, or null for ` + `none.`,
        [ERROR_MESSAGE_KEY]:
          `minutes must be null or an integer between ${MIN_REALITY_MINUTES} and ` + `${MAX_REALITY_MINUTES}.`,
      },
    ),
  },
  { $id: 'RealityCheckRequest', additionalProperties: false, examples: [{ minutes: 60 }] },
)

export const PROTECTION_SCHEMAS = [
  RealityCheckRequestSchema,
  LimitRequestSchema,
  OperatorLimitRequestSchema,
  TimeoutRequestSchema,
  OperatorTimeoutRequestSchema,
  SelfExclusionRequestSchema,
  OperatorSelfExclusionRequestSchema,
  ProtectionSchema,
  ProtectionHistorySchema,
]
