// The operator's view of the seamless wallet's transactions: pages of them (JSON or CSV) by status, kind, round and
// period, and the actions on a stuck one (retry, resolve) with a reason.

import { Type } from '@sinclair/typebox'
import { DEFAULT_PAGE, MAX_PAGE } from '../src/core/accounts.ts'
import { WALLET_TRANSACTION_STATUSES } from '../src/core/wallet.ts'
import { timeQueryField } from './audit.ts'
import { ERROR_MESSAGE_KEY } from './common.ts'

const KINDS = ['DEBIT', 'CREDIT', 'ROLLBACK'] as const
const ID = { minLength: 1, maxLength: 300, pattern: '^[\\x21-\\x7E]+$' }

export const WalletTransactionQuerySchema = Type.Object(
  {
    status: Type.Optional(
      Type.Unsafe<(typeof WALLET_TRANSACTION_STATUSES)[number]>(
        Type.String({
          enum: [...WALLET_TRANSACTION_STATUSES],
          description: 'Only transactions in this status.',
          [ERROR_MESSAGE_KEY]: `status must be one of ${WALLET_TRANSACTION_STATUSES.join(', ')}.`,
        }),
      ),
    ),
    kind: Type.Optional(
      Type.Unsafe<(typeof KINDS)[number]>(
        Type.String({
          enum: [...KINDS],
          description: 'Only transactions of this kind.',
          [ERROR_MESSAGE_KEY]: `kind must be one of ${KINDS.join(', ')}.`,
        }),
      ),
    ),
    roundId: Type.Optional(
      Type.String({
        ...ID,
        description: 'Only the transactions of this round (`{table}:{game}:{player}`).',
        [ERROR_MESSAGE_KEY]: 'roundId must be 1 to 300 printable characters without spaces.',
      }),
    ),
    from: timeQueryField('from', 'Only transactions made at or after this time.'),
    to: timeQueryField('to', 'Only transactions made before this time.'),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE,
        description: `Transactions per page, 1..${MAX_PAGE}; default ${DEFAULT_PAGE}.`,
        [ERROR_MESSAGE_KEY]: `limit must be an integer between 1 and ${MAX_PAGE}.`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({
        ...ID,
        description: 'The nextCursor of the previous page.',
        [ERROR_MESSAGE_KEY]: 'cursor must be the nextCursor of a previous page.',
      }),
    ),
  },
  { additionalProperties: false },
)

export const WalletTransactionSchema = Type.Object(
  {
    transactionId: Type.String({ description: 'Our id of the call, the same on every send.' }),
    kind: Type.Unsafe<(typeof KINDS)[number]>(Type.String({ enum: [...KINDS] })),
    status: Type.Unsafe<(typeof WALLET_TRANSACTION_STATUSES)[number]>(
      Type.String({
        enum: [...WALLET_TRANSACTION_STATUSES],
        description:
          'PENDING: a debit in flight, or a credit or rollback not yet acknowledged. DONE: applied. REFUSED: a debit ' +
          'the wallet declined. ROLLED_BACK: a debit whose rollback was owed. FAILED: a credit or rollback the ' +
          'wallet refused (retry or resolve it). RESOLVED: settled by an operator outside the protocol.',
      }),
    ),
    roundId: Type.String(),
    playerId: Type.String(),
    tableId: Type.Integer({ minimum: 1 }),
    gameId: Type.Integer({ minimum: 1 }),
    amount: Type.Number({ description: 'In the currency, two decimal places.' }),
    reference: Type.Optional(Type.String({ description: 'A rollback: the debit it undoes.' })),
    betId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'The bet the debit became, or whose debit is undone.' }),
    ),
    walletBalance: Type.Optional(
      Type.Number({ description: "The wallet's balance after it, as the wallet answered." }),
    ),
    attempts: Type.Integer({ minimum: 0, description: 'Sends by the outbox.' }),
    nextAttemptAt: Type.String({ format: 'date-time', description: 'When the outbox sends it next (PENDING).' }),
    lastError: Type.Optional(Type.String({ description: "The last send's failure or the wallet's refusal." })),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'WalletTransaction', additionalProperties: false },
)

export const WalletTransactionPageSchema = Type.Object(
  {
    transactions: Type.Array(Type.Ref(WalletTransactionSchema), { description: 'Newest first.' }),
    nextCursor: Type.Optional(Type.String({ description: 'Present when more may follow: pass it as `cursor`.' })),
  },
  { $id: 'WalletTransactionPage', additionalProperties: false },
)

export const WalletTransactionParamsSchema = Type.Object(
  {
    transactionId: Type.String({
      ...ID,
      description: 'The transaction id.',
      [ERROR_MESSAGE_KEY]: 'transactionId must be 1 to 300 printable characters without spaces.',
    }),
  },
  { additionalProperties: false },
)

export const WALLET_TRANSACTION_SCHEMAS = [WalletTransactionSchema, WalletTransactionPageSchema]
