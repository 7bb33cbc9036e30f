// The operator's oversight resources: the audit log (newest first, as JSON or CSV), the switches and return to player.

import { type Static, Type } from '@sinclair/typebox'
import { DEFAULT_PAGE, MAX_PAGE } from '../src/core/accounts.ts'
import { AUDIT_KINDS } from '../src/core/audit.ts'
import { archivedField, ERROR_MESSAGE_KEY, playerIdField } from './common.ts'

/** An ISO 8601 time in a query (checked by Date.parse in the route as well). */
export const ISO_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$'
export const timeQueryField = (name: string, description: string) =>
  Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: ISO_TIME_PATTERN,
      description,
      examples: ['2026-11-01T00:00:00Z'],
      [ERROR_MESSAGE_KEY]:
        `${name} must be an ISO 8601 date or time with a zone, e.g. 2026-11-01 or ` + `2026-11-01T12:00:00Z.`,
    }),
  )

export const AuditQuerySchema = Type.Object(
  {
    kind: Type.Optional(
      Type.Unsafe<(typeof AUDIT_KINDS)[number]>(
        Type.String({
          enum: [...AUDIT_KINDS],
          description: 'Only rows of this kind.',
          [ERROR_MESSAGE_KEY]: `kind must be one of ${AUDIT_KINDS.join(', ')}.`,
        }),
      ),
    ),
    playerId: Type.Optional(playerIdField('Only rows about this player.')),
    tableId: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: 'Only rows about this table.',
        [ERROR_MESSAGE_KEY]: 'tableId must be a positive integer.',
      }),
    ),
    from: timeQueryField('from', 'Only rows at or after this time.'),
    to: timeQueryField('to', 'Only rows before this time.'),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE,
        description: `Rows per page, 1..${MAX_PAGE}; default ${DEFAULT_PAGE}.`,
        [ERROR_MESSAGE_KEY]: `limit must be an integer between 1 and ${MAX_PAGE}.`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        pattern: '^[A-Za-z0-9_-]+$',
        description: 'The nextCursor of the previous page (opaque).',
        [ERROR_MESSAGE_KEY]: 'cursor must be the nextCursor of a previous page.',
      }),
    ),
  },
  { additionalProperties: false },
)

export const AuditRowSchema = Type.Object(
  {
    auditId: Type.Integer({ minimum: 1 }),
    at: Type.String({ format: 'date-time', description: "When it happened (the store's clock)." }),
    kind: Type.Unsafe<(typeof AUDIT_KINDS)[number]>(Type.String({ enum: [...AUDIT_KINDS] })),
    actor: Type.String({
      description:
        'Who did it: the verified subject, `operator-token`, the player themself, `system` (a settlement) or ' +
        '`unverified` (refused tokens).',
    }),
    playerId: Type.Optional(Type.String({ description: 'The player it concerns.' })),
    tableId: Type.Optional(Type.Integer({ minimum: 1, description: 'The table it concerns.' })),
    reason: Type.Optional(Type.String({ description: 'The reason given.' })),
    before: Type.Unknown({
      description: 'The value before (null: none). Amounts in cents, times in ms since the epoch.',
    }),
    after: Type.Unknown({ description: 'The value after.' }),
  },
  { $id: 'AuditRow', additionalProperties: false },
)

export const AuditPageSchema = Type.Object(
  {
    entries: Type.Array(Type.Ref(AuditRowSchema), { description: 'Newest first.' }),
    nextCursor: Type.Optional(Type.String({ description: 'Present when more rows may follow: pass it as `cursor`.' })),
    archived: archivedField('the audit log'),
  },
  { $id: 'AuditPage', additionalProperties: false },
)
export type AuditPage = Static<typeof AuditPageSchema>

export const SwitchRequestSchema = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: 500,
      pattern: '\\S',
      description: 'Why the operator acts (kept in the audit log).',
      [ERROR_MESSAGE_KEY]: 'reason is required: 1 to 500 characters, not only spaces.',
    }),
  },
  {
    $id: 'SwitchRequest',
    additionalProperties: false,
    examples: [{ reason: 'Dealer software fault reported; table under review.' }],
  },
)

const SwitchViewSchema = Type.Object(
  {
    actor: Type.String({ description: 'Who switched it off.' }),
    reason: Type.String(),
    since: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
)

export const SwitchStateSchema = Type.Object(
  {
    disabled: Type.Boolean({
      description: 'Whether what was switched is off now (a table: by its own switch or by all gaming).',
    }),
    tableId: Type.Optional(Type.Integer({ minimum: 1 })),
    playerId: Type.Optional(Type.String()),
    table: Type.Optional(
      Type.Object(SwitchViewSchema.properties, {
        additionalProperties: false,
        description: "The table's own switch, while off.",
      }),
    ),
    player: Type.Optional(
      Type.Object(SwitchViewSchema.properties, {
        additionalProperties: false,
        description: "The player's switch, while off.",
      }),
    ),
    gaming: Type.Optional(
      Type.Object(SwitchViewSchema.properties, {
        additionalProperties: false,
        description: "All gaming's switch, while off.",
      }),
    ),
  },
  { $id: 'SwitchState', additionalProperties: false },
)
export type SwitchState = Static<typeof SwitchStateSchema>

export const SwitchListSchema = Type.Object(
  {
    gaming: Type.Optional(
      Type.Object(SwitchViewSchema.properties, {
        additionalProperties: false,
        description: "All gaming's switch, while off.",
      }),
    ),
    tables: Type.Array(
      Type.Object(
        { tableId: Type.Integer({ minimum: 1 }), ...SwitchViewSchema.properties },
        { additionalProperties: false },
      ),
      { description: 'Tables switched off, by tableId.' },
    ),
    players: Type.Array(
      Type.Object({ playerId: Type.String(), ...SwitchViewSchema.properties }, { additionalProperties: false }),
      { description: 'Players switched off, by playerId.' },
    ),
  },
  { $id: 'SwitchList', additionalProperties: false },
)

export const OPERATOR_SCHEMAS = [SwitchRequestSchema, SwitchStateSchema, SwitchListSchema]

export const RtpQuerySchema = Type.Object(
  {
    tableId: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: 'Only this table.',
        [ERROR_MESSAGE_KEY]: 'tableId must be a positive integer.',
      }),
    ),
    from: timeQueryField('from', 'Only bets placed at or after this time.'),
    to: timeQueryField('to', 'Only bets placed before this time.'),
  },
  { additionalProperties: false },
)

const rtpFields = {
  bets: Type.Integer({
    minimum: 0,
    description: 'Settled bets (won or lost; cancelled and voided bets are not counted).',
  }),
  staked: Type.Number({ description: 'What they staked.' }),
  returned: Type.Number({ description: 'What they paid back, stakes included.' }),
  actualRtp: Type.Number({ description: 'returned / staked, 4 decimals.' }),
  theoreticalRtp: Type.Number({
    description:
      "The bets' expected return / staked, 4 decimals: each bet pays floor(stake x its recorded odds) with the " +
      'exact chance its hand won or tied from the stage it was placed at.',
  }),
  standardError: Type.Number({
    description:
      'The standard error of actualRtp around theoreticalRtp, 4 decimals, taking the bets as independent (bets on ' +
      'one game are not, so read it as a guide).',
  }),
}

export const RtpReportSchema = Type.Object(
  {
    rows: Type.Array(
      Type.Object(
        {
          tableId: Type.Integer({ minimum: 1 }),
          bettingStage: Type.Integer({ minimum: 0, maximum: 2 }),
          stage: Type.Unsafe<'HOLE' | 'FLOP' | 'TURN'>(Type.String({ enum: ['HOLE', 'FLOP', 'TURN'] })),
          targetRtp: Type.Number({ description: "The table's targetRtp: the most any price returns in expectation." }),
          ...rtpFields,
        },
        { additionalProperties: false },
      ),
      { description: 'By table, then betting stage; only where bets were settled.' },
    ),
    total: Type.Optional(
      Type.Object(rtpFields, {
        additionalProperties: false,
        description: 'Every row together (absent when no bet was settled).',
      }),
    ),
    archived: archivedField(
      "the bets (the window's whole hours are in the running totals; a partial hour at an end inside these periods " +
        'counts none of its bets)',
    ),
  },
  { $id: 'RtpReport', additionalProperties: false },
)
export type RtpReport = Static<typeof RtpReportSchema>

export const AUDIT_SCHEMAS = [AuditRowSchema, AuditPageSchema, RtpReportSchema, ...OPERATOR_SCHEMAS]
