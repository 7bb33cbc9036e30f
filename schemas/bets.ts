// Bets and money: placing and cancelling bets, leaving a table, the ledger, and the bets and totals a table shows.

import { type Static, Type } from '@sinclair/typebox'
import { BET_AMOUNT_RULE } from '../src/core/bets.ts'
import { MAX_TABLE_ID } from '../src/core/limits.ts'
import { MAX_BET_CENTS_LIMIT } from '../src/core/tables.ts'
import { pageQueryFields } from './accounts.ts'
import { archivedField, ERROR_MESSAGE_KEY, idempotencyHeaders, playerIdField } from './common.ts'

export const PlaceBetRequestSchema = Type.Object(
  {
    playerId: playerIdField('The betting player, seated at the table (the token subject when tokens are verified).'),
    gameId: Type.Integer({
      minimum: 1,
      maximum: MAX_TABLE_ID,
      description: 'The game in progress.',
      [ERROR_MESSAGE_KEY]: 'gameId must be a positive integer.',
    }),
    bettingStage: Type.Integer({
      minimum: 0,
      maximum: 2,
      description: 'The open stage: 0 hole, 1 flop, 2 turn.',
      [ERROR_MESSAGE_KEY]: 'bettingStage must be 0, 1 or 2.',
    }),
    handIndex: Type.Integer({
      minimum: 0,
      maximum: 22,
      description: 'The hand bet on.',
      [ERROR_MESSAGE_KEY]: 'handIndex must be an integer between 0 and 22.',
    }),
    betAmount: Type.Number({
      minimum: 0.01,
      maximum: MAX_BET_CENTS_LIMIT / 100,
      description:
        "The stake: > 0, at most 2 decimal places (checked exactly), at most the seat balance and the table's " +
        'maxBetAmount.',
      [ERROR_MESSAGE_KEY]: BET_AMOUNT_RULE,
    }),
  },
  {
    $id: 'PlaceBetRequest',
    additionalProperties: false,
    examples: [{ playerId: 'player-1', gameId: 1, bettingStage: 1, handIndex: 0, betAmount: 5 }],
  },
)
export type PlaceBetRequest = Static<typeof PlaceBetRequestSchema>

export const BetIdempotencyHeadersSchema = idempotencyHeaders('places nothing')

export const BetAckSchema = Type.Object(
  {
    acknowledgement: Type.Literal('ACK'),
    betId: Type.Integer({ minimum: 1 }),
    recordedOdds: Type.Number({
      description:
        'The price offered at the stage, recorded with the bet: a win or tie pays floor(stake x recordedOdds).',
    }),
    seatBalance: Type.Number({ description: 'The seat balance after the stake left it.' }),
  },
  { $id: 'BetAck', additionalProperties: false },
)

export const BetParamsSchema = Type.Object(
  {
    tableId: Type.Integer({
      minimum: 1,
      maximum: MAX_TABLE_ID,
      [ERROR_MESSAGE_KEY]: `tableId must be an integer between 1 and ${MAX_TABLE_ID}.`,
    }),
    betId: Type.Integer({
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      [ERROR_MESSAGE_KEY]: 'betId must be a positive integer.',
    }),
  },
  { additionalProperties: false },
)

export const PlayerQuerySchema = Type.Object(
  {
    playerId: Type.Optional(
      playerIdField(
        'The player acting; defaults to the token subject when tokens are verified (required in stub mode).',
      ),
    ),
  },
  { additionalProperties: false },
)

export const LedgerQuerySchema = Type.Object(
  {
    playerId: Type.Optional(
      playerIdField(
        'The player whose entries these are; defaults to the token subject when tokens are verified (required in ' +
          'stub mode).',
      ),
    ),
    ...pageQueryFields,
  },
  { additionalProperties: false },
)

export const CancelAckSchema = Type.Object(
  {
    acknowledgement: Type.Literal('ACK'),
    betId: Type.Integer({ minimum: 1 }),
    refund: Type.Number({ description: 'The stake, back in the seat.' }),
    seatBalance: Type.Number(),
  },
  { $id: 'CancelAck', additionalProperties: false },
)

export const LeaveRequestSchema = Type.Object(
  { playerId: playerIdField('The player leaving (the token subject when tokens are verified).') },
  { $id: 'LeaveRequest', additionalProperties: false, examples: [{ playerId: 'player-1' }] },
)

export const LeaveAckSchema = Type.Object(
  {
    acknowledgement: Type.Literal('ACK'),
    seatId: Type.Integer({ minimum: 1, description: 'The seat freed.' }),
    cashedOut: Type.Number({ description: 'The whole seat balance, paid out.' }),
  },
  { $id: 'LeaveAck', additionalProperties: false },
)

export const BET_STATUSES = ['OPEN', 'CANCELLED', 'WON', 'LOST', 'VOID'] as const

export const BetSchema = Type.Object(
  {
    betId: Type.Integer({ minimum: 1 }),
    gameId: Type.Integer({ minimum: 1 }),
    bettingStage: Type.Integer({ minimum: 0, maximum: 2 }),
    handIndex: Type.Integer({ minimum: 0 }),
    playerId: Type.String(),
    seatId: Type.Integer({ minimum: 1 }),
    betAmount: Type.Number(),
    recordedOdds: Type.Number(),
    status: Type.Unsafe<(typeof BET_STATUSES)[number]>(
      Type.String({
        enum: [...BET_STATUSES],
        description: 'OPEN until the river settles it (WON includes ties), or CANCELLED.',
      }),
    ),
    payout: Type.Optional(
      Type.Number({ description: 'What the bet paid at settlement, stake included; 0 for a lost bet.' }),
    ),
    placedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Bet', additionalProperties: false },
)

export const LEDGER_KINDS = ['BUY_IN', 'BET', 'BET_CANCEL', 'PAYOUT', 'CASH_OUT', 'BALANCE_FORWARD'] as const

export const LedgerEntrySchema = Type.Object(
  {
    entryId: Type.Integer({ minimum: 1 }),
    seatId: Type.Integer({ minimum: 1 }),
    playerId: Type.String(),
    kind: Type.Unsafe<(typeof LEDGER_KINDS)[number]>(
      Type.String({
        enum: [...LEDGER_KINDS],
        description:
          "BALANCE_FORWARD (in-memory store only) stands for the player's older entries at the table that were " +
          'dropped to keep memory bounded: their amounts summed, the balance after the last of them. See ' +
          'docs/operations.md.',
      }),
    ),
    amount: Type.Number({ description: 'Signed: into the seat positive, out of it negative.' }),
    balanceAfter: Type.Number({ description: 'The seat balance after this entry.' }),
    gameId: Type.Optional(Type.Integer({ minimum: 1 })),
    betId: Type.Optional(Type.Integer({ minimum: 1 })),
    at: Type.String({ format: 'date-time' }),
  },
  { $id: 'LedgerEntry', additionalProperties: false },
)

export const LedgerSchema = Type.Object(
  {
    tableId: Type.Integer({ minimum: 1 }),
    playerId: Type.String(),
    entries: Type.Array(Type.Ref(LedgerEntrySchema)),
    nextCursor: Type.Optional(
      Type.String({ description: 'Present when more entries may follow: pass it as cursor for the next page.' }),
    ),
    archived: archivedField('the seat ledger'),
  },
  { $id: 'Ledger', additionalProperties: false },
)

export const TableTotalsSchema = Type.Object(
  {
    gamesPlayed: Type.Integer({ minimum: 0, description: 'Games that reached the river.' }),
    amountBet: Type.Number({ description: 'Stakes placed, net of cancelled bets.' }),
    amountPaidOut: Type.Number({ description: 'Payouts, stakes included.' }),
    realisedRtp: Type.Number({
      description: 'amountPaidOut / amountBet of settled games, 4 decimals; 0 before any settled bet.',
    }),
  },
  { $id: 'TableTotals', additionalProperties: false },
)

export type Ledger = Static<typeof LedgerSchema>

export const BET_SCHEMAS = [
  PlaceBetRequestSchema,
  BetAckSchema,
  CancelAckSchema,
  LeaveRequestSchema,
  LeaveAckSchema,
  BetSchema,
  LedgerEntrySchema,
  LedgerSchema,
  TableTotalsSchema,
]
