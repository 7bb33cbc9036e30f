// The audit log resource: significant events of the house, read by the operator newest first, as JSON or CSV.

import { Type, type Static } from '@sinclair/typebox'
import { DEFAULT_PAGE, MAX_PAGE } from '../src/core/accounts.ts'
import { AUDIT_KINDS } from '../src/core/audit.ts'
import { ERROR_MESSAGE_KEY, playerIdField } from './common.ts'

/** An ISO 8601 time in a query (checked by Date.parse in the route as well). */
export const ISO_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$'
export const timeQueryField = (name: string, description: string) =>
  Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: ISO_TIME_PATTERN,
      description,
      examples: ['2026-11-01T00:00:00Z'],
      [ERROR_MESSAGE_KEY]: `${name} must be an ISO 8601 date or time with a zone, e.g. 2026-11-01 or 2026-11-01T12:00:00Z.`,
    }),
  )

export const AuditQuerySchema = Type.Object(
  {
    kind: Type.Optional(Type.Unsafe<(typeof AUDIT_KINDS)[number]>(Type.String({ enum: [...AUDIT_KINDS], description: 'Only rows of this kind.', [ERROR_MESSAGE_KEY]: `kind must be one of ${AUDIT_KINDS.join(', ')}.` }))),
    playerId: Type.Optional(playerIdField('Only rows about this player.')),
    tableId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Only rows about this table.', [ERROR_MESSAGE_KEY]: 'tableId must be a positive integer.' })),
    from: timeQueryField('from', 'Only rows at or after this time.'),
    to: timeQueryField('to', 'Only rows before this time.'),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: `Rows per page, 1..${MAX_PAGE}; default ${DEFAULT_PAGE}.`, [ERROR_MESSAGE_KEY]: `limit must be an integer between 1 and ${MAX_PAGE}.` })),
    cursor: Type.Optional(
      Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: 'The nextCursor of the previous page (opaque).', [ERROR_MESSAGE_KEY]: 'cursor must be the nextCursor of a previous page.' }),
    ),
  },
  { additionalProperties: false },
)

export const AuditRowSchema = Type.Object(
  {
    auditId: Type.Integer({ minimum: 1 }),
    at: Type.String({ format: 'date-time', description: "When it happened (the store's clock)." }),
    kind: Type.Unsafe<(typeof AUDIT_KINDS)[number]>(Type.String({ enum: [...AUDIT_KINDS] })),
    actor: Type.String({ description: 'Who did it: the verified subject, `operator-token`, the player themself, `system` (a settlement) or `unverified` (refused tokens).' }),
    playerId: Type.Optional(Type.String({ description: 'The player it concerns.' })),
    tableId: Type.Optional(Type.Integer({ minimum: 1, description: 'The table it concerns.' })),
    reason: Type.Optional(Type.String({ description: 'The reason given.' })),
    before: Type.Unknown({ description: 'The value before (null: none). Amounts in cents, times in ms since the epoch.' }),
    after: Type.Unknown({ description: 'The value after.' }),
  },
  { $id: 'AuditRow', additionalProperties: false },
)

export const AuditPageSchema = Type.Object(
  {
    entries: Type.Array(Type.Ref(AuditRowSchema), { description: 'Newest first.' }),
    nextCursor: Type.Optional(Type.String({ description: 'Present when more rows may follow: pass it as `cursor`.' })),
  },
  { $id: 'AuditPage', additionalProperties: false },
)
export type AuditPage = Static<typeof AuditPageSchema>

export const AUDIT_SCHEMAS = [AuditRowSchema, AuditPageSchema]
