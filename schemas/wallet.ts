// The seamless wallet protocol's wire: what the service sends a casino's wallet and what the wallet answers
// (docs/wallet-protocol.md). The reference wallet validates with these and its OpenAPI document is made from them.

import { type Static, Type } from '@sinclair/typebox'

const ID = { minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7E]+$' }

export const WALLET_ERROR_CODES = [
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  'UNKNOWN_PLAYER',
  'CURRENCY_MISMATCH',
  'INSUFFICIENT_FUNDS',
  'LIMIT_REACHED',
  'SESSION_EXPIRED',
  'PLAYER_BLOCKED',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
] as const
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number]

const PlayerId = Type.String({ ...ID, description: "The player's id, as the casino gave it at launch." })
const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code; every amount travels with it.' })
const TransactionId = Type.String({
  ...ID,
  description:
    'Our id of one business action, deterministic (a retry sends the same): `debit:{table}:{n}` (our number of ' +
    'the attempt at a bet), `rollback:{table}:{n}` (that debit undone), `credit:{table}:{game}:{player}`.',
})
const RoundId = Type.String({ ...ID, description: 'One game at one table for one player: `{table}:{game}:{player}`.' })
const Amount = Type.Integer({ minimum: 0, maximum: 10 ** 12, description: 'Integer minor units (cents).' })

export const BalanceRequestSchema = Type.Object(
  { playerId: PlayerId, currency: Currency },
  { $id: 'BalanceRequest', additionalProperties: false },
)
export type BalanceRequest = Static<typeof BalanceRequestSchema>

export const DebitRequestSchema = Type.Object(
  {
    transactionId: TransactionId,
    roundId: RoundId,
    playerId: PlayerId,
    currency: Currency,
    amount: Type.Integer({ minimum: 1, maximum: 10 ** 12, description: 'The stake, integer minor units, above 0.' }),
  },
  { $id: 'DebitRequest', additionalProperties: false },
)
export type DebitRequest = Static<typeof DebitRequestSchema>

export const CreditRequestSchema = Type.Object(
  {
    transactionId: TransactionId,
    roundId: RoundId,
    playerId: PlayerId,
    currency: Currency,
    amount: Amount,
    roundClosed: Type.Boolean({ description: 'True when this credit ends the round (0 closes a lost round).' }),
  },
  { $id: 'CreditRequest', additionalProperties: false },
)
export type CreditRequest = Static<typeof CreditRequestSchema>

export const RollbackRequestSchema = Type.Object(
  {
    transactionId: TransactionId,
    roundId: RoundId,
    playerId: PlayerId,
    currency: Currency,
    reference: Type.String({ ...ID, description: 'The transactionId of the debit rolled back.' }),
  },
  { $id: 'RollbackRequest', additionalProperties: false },
)
export type RollbackRequest = Static<typeof RollbackRequestSchema>

export const WalletAnswerSchema = Type.Object(
  {
    balance: Type.Integer({ description: "The player's balance after the call, integer minor units." }),
    currency: Currency,
    transactionId: Type.Optional(TransactionId),
  },
  { $id: 'WalletAnswer', additionalProperties: false },
)
export type WalletAnswer = Static<typeof WalletAnswerSchema>

export const WalletErrorSchema = Type.Object(
  {
    code: Type.Unsafe<WalletErrorCode>(Type.String({ enum: [...WALLET_ERROR_CODES] })),
    message: Type.String(),
    balance: Type.Optional(Type.Integer({ description: 'With INSUFFICIENT_FUNDS: the balance.' })),
  },
  { $id: 'WalletError', additionalProperties: false },
)
export type WalletError = Static<typeof WalletErrorSchema>
