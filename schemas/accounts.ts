// The accounts resource: a player's account and its paged ledger, the operator's deposits and withdrawals, the house
// report.

import { type Static, Type } from '@sinclair/typebox'
import { ACCOUNT_ENTRY_KINDS, DEFAULT_PAGE, DEPOSIT_AMOUNT_RULE, MAX_PAGE } from '../src/core/accounts.ts'
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../src/core/limits.ts'
import { archivedField, ERROR_MESSAGE_KEY, playerIdField } from './common.ts'

export const PlayerParamsSchema = Type.Object(
  { playerId: playerIdField('The player whose account this is.') },
  { additionalProperties: false },
)

/** limit, cursor and order of a ledger page. */
export const pageQueryFields = {
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE,
      description: `Entries per page, 1..${MAX_PAGE}; default ${DEFAULT_PAGE}.`,
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
  order: Type.Optional(
    Type.Unsafe<'asc' | 'desc'>(
      Type.String({
        enum: ['asc', 'desc'],
        description: 'asc: oldest first (the default); desc: newest first.',
        [ERROR_MESSAGE_KEY]: 'order must be asc or desc.',
      }),
    ),
  ),
}
export const PageQuerySchema = Type.Object(pageQueryFields, { additionalProperties: false })

export const AccountSchema = Type.Object(
  {
    playerId: Type.String(),
    accountBalance: Type.Number({ description: 'Money in the account, not at any table.' }),
    seats: Type.Array(
      Type.Object(
        { tableId: Type.Integer({ minimum: 1 }), seatId: Type.Integer({ minimum: 1 }), seatBalance: Type.Number() },
        { additionalProperties: false },
      ),
      { description: 'The seats the player holds, with their balances.' },
    ),
  },
  { $id: 'Account', additionalProperties: false },
)

export const AccountEntrySchema = Type.Object(
  {
    entryId: Type.Integer({ minimum: 1 }),
    kind: Type.Unsafe<(typeof ACCOUNT_ENTRY_KINDS)[number]>(Type.String({ enum: [...ACCOUNT_ENTRY_KINDS] })),
    amount: Type.Number({
      description:
        'Signed: into the account positive (DEPOSIT, PLAY_GRANT, FROM_SEAT), out negative (WITHDRAWAL, TO_SEAT).',
    }),
    balanceAfter: Type.Number({ description: 'The account balance after this entry: the running sum of the amounts.' }),
    tableId: Type.Optional(Type.Integer({ minimum: 1, description: 'TO_SEAT and FROM_SEAT: the table.' })),
    seatId: Type.Optional(Type.Integer({ minimum: 1, description: 'TO_SEAT and FROM_SEAT: the seat.' })),
    by: Type.Optional(Type.String({ description: 'DEPOSIT and WITHDRAWAL: the operator who made it.' })),
    at: Type.String({ format: 'date-time' }),
  },
  { $id: 'AccountEntry', additionalProperties: false },
)

export const AccountLedgerSchema = Type.Object(
  {
    playerId: Type.String(),
    entries: Type.Array(Type.Ref(AccountEntrySchema)),
    nextCursor: Type.Optional(
      Type.String({ description: 'Present when more entries may follow: pass it as cursor for the next page.' }),
    ),
    archived: archivedField("the player's account entries"),
  },
  { $id: 'AccountLedger', additionalProperties: false },
)
export type AccountLedger = Static<typeof AccountLedgerSchema>

export const TransferRequestSchema = Type.Object(
  {
    amount: Type.Number({
      minimum: 0.01,
      maximum: 1_000_000,
      description: 'A money amount > 0: at most 2 decimal places (checked exactly).',
      [ERROR_MESSAGE_KEY]: DEPOSIT_AMOUNT_RULE,
    }),
    reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description: 'Why, kept in the audit log (e.g. a payment reference).',
        [ERROR_MESSAGE_KEY]: 'reason must be 1 to 500 characters.',
      }),
    ),
  },
  { $id: 'TransferRequest', additionalProperties: false, examples: [{ amount: 250 }] },
)

export const RequiredIdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: MAX_IDEMPOTENCY_KEY_LENGTH,
    description:
      'Required. A retry with the same key and body gets the first answer and moves no money; the same key with ' +
      'another body is 422. Kept 24 hours.',
    [ERROR_MESSAGE_KEY]: `Idempotency-Key is required: 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
  }),
})

export const TransferAckSchema = Type.Object(
  {
    acknowledgement: Type.Literal('ACK'),
    playerId: Type.String(),
    entryId: Type.Integer({ minimum: 1 }),
    accountBalance: Type.Number({ description: 'The account balance after the transfer.' }),
  },
  { $id: 'TransferAck', additionalProperties: false },
)

const moneyOfTable = {
  gamesPlayed: Type.Integer({ minimum: 0 }),
  amountBet: Type.Number({ description: 'Every stake placed.' }),
  amountCancelled: Type.Number({ description: 'Stakes refunded by cancels.' }),
  amountPaidOut: Type.Number({ description: 'Payouts, stakes included.' }),
  realisedRtp: Type.Number({ description: 'Paid out / stakes of settled bets, 4 decimals; 0 before any.' }),
  houseResult: Type.Number({ description: 'Stakes - cancels - payouts (stakes of open bets included).' }),
  openExposure: Type.Number({ description: 'The most the open bets could pay.' }),
  seatsHeld: Type.Number({ description: 'Money in seats.' }),
}

export const HouseReportSchema = Type.Object(
  {
    tables: Type.Array(
      Type.Object(
        { tableId: Type.Integer({ minimum: 1 }), targetRtp: Type.Number(), ...moneyOfTable },
        { additionalProperties: false },
      ),
    ),
    house: Type.Object(
      {
        ...moneyOfTable,
        deposits: Type.Number(),
        playGrants: Type.Number(),
        withdrawals: Type.Number(),
        accountsHeld: Type.Number({ description: 'Money in accounts.' }),
        balanced: Type.Boolean({
          description:
            'Whether the house adds up: deposits + playGrants - withdrawals = accountsHeld + seatsHeld + houseResult.',
        }),
        discrepancy: Type.Integer({
          description:
            'deposits + playGrants - withdrawals - (accountsHeld + seatsHeld + houseResult), in integer cents: 0 ' +
            'when the house adds up.',
          examples: [0],
        }),
      },
      {
        additionalProperties: false,
        description:
          'deposits + playGrants - withdrawals = accountsHeld + seatsHeld + houseResult (balanced, discrepancy).',
      },
    ),
    selfExcluded: Type.Array(
      Type.Object(
        {
          playerId: Type.String(),
          until: Type.String({ format: 'date-time', description: 'When the self-exclusion ends.' }),
          accountBalance: Type.Number({ description: "The player's money in their account." }),
          seatsBalance: Type.Number({
            description: "The player's money in seats (cashed out to the account as their games settle).",
          }),
        },
        { additionalProperties: false },
      ),
      { description: 'Accounts in self-exclusion now, with the funds the house holds for them (to return).' },
    ),
  },
  { $id: 'HouseReport', additionalProperties: false },
)
export type HouseReport = Static<typeof HouseReportSchema>

export const ReconciliationSchema = Type.Object(
  {
    checked: Type.Integer({ minimum: 0, description: 'How many running totals were recomputed and compared.' }),
    differences: Type.Array(
      Type.Object(
        {
          total: Type.String({ description: 'Which total: `table 3 bet`, `account DEPOSIT`, `accounts held`, ...' }),
          keptCents: Type.Integer({ description: 'The running total the report reads, in cents.' }),
          recomputedCents: Type.Integer({ description: 'What it sums to, recomputed from the history, in cents.' }),
          differenceCents: Type.Integer({ description: 'keptCents - recomputedCents.' }),
        },
        { additionalProperties: false },
      ),
      { description: 'Every total that does not equal what it sums; empty when the house is in order.' },
    ),
  },
  {
    $id: 'Reconciliation',
    additionalProperties: false,
    examples: [{ checked: 3006, differences: [] }],
  },
)
export type Reconciliation = Static<typeof ReconciliationSchema>

export const ACCOUNT_SCHEMAS = [
  AccountSchema,
  AccountEntrySchema,
  AccountLedgerSchema,
  TransferRequestSchema,
  TransferAckSchema,
  HouseReportSchema,
  ReconciliationSchema,
]
