// The recall resource: a player's games across tables, newest first, stage by stage, with their bets and balances.

import { type Static, Type } from '@sinclair/typebox'
import { DEFAULT_RECALL_PAGE, MAX_RECALL_PAGE } from '../src/core/recall.ts'
import { timeQueryField } from './audit.ts'
import { BetSchema } from './bets.ts'
import { archivedField, CardSchema, ERROR_MESSAGE_KEY, HandSchema } from './common.ts'
import { HandPanelSchema } from './game.ts'

export const RecallQuerySchema = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_RECALL_PAGE,
        description: `Games per page, 1..${MAX_RECALL_PAGE}; default ${DEFAULT_RECALL_PAGE}.`,
        [ERROR_MESSAGE_KEY]: `limit must be an integer between 1 and ${MAX_RECALL_PAGE}.`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        pattern: '^[A-Za-z0-9_-]+$',
        description: 'The nextCursor of the previous page (opaque).',
        [ERROR_MESSAGE_KEY]: 'cursor must be the nextCursor of a previous page.',
      }),
    ),
    from: timeQueryField('from', 'Only games started at or after this time.'),
    to: timeQueryField('to', 'Only games started before this time.'),
  },
  { additionalProperties: false },
)

export const RecalledGameSchema = Type.Object(
  {
    tableId: Type.Integer({ minimum: 1 }),
    gameId: Type.Integer({ minimum: 1 }),
    status: Type.Unsafe<'IN_PLAY' | 'SETTLED' | 'VOID'>(
      Type.String({
        enum: ['IN_PLAY', 'SETTLED', 'VOID'],
        description: 'IN_PLAY until the river; SETTLED from the river on; VOID when the operator voided it.',
      }),
    ),
    startedAt: Type.String({ format: 'date-time' }),
    settledAt: Type.Optional(Type.String({ format: 'date-time', description: 'When the river settled it.' })),
    voided: Type.Optional(
      Type.Object({ at: Type.String({ format: 'date-time' }), reason: Type.String() }, { additionalProperties: false }),
    ),
    hands: Type.Array(Type.Ref(HandSchema)),
    stages: Type.Array(
      Type.Object(
        {
          stage: Type.Unsafe<'HOLE' | 'FLOP' | 'TURN' | 'RIVER'>(
            Type.String({ enum: ['HOLE', 'FLOP', 'TURN', 'RIVER'] }),
          ),
          board: Type.Array(Type.Ref(CardSchema), { maxItems: 5, description: 'The board at this stage.' }),
          handOdds: Type.Array(Type.Ref(HandPanelSchema), {
            description: 'Each hand as priced at this stage (at the river: the result).',
          }),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'Every stage revealed so far, in order: the whole game once it is over; of a game in play only what its ' +
          'table shows now.',
      },
    ),
    bets: Type.Array(Type.Ref(BetSchema), {
      description: "The player's bets of the game: stage, hand, stake, price, outcome and payout.",
    }),
    totalStaked: Type.Number({ description: 'Stakes of the bets not cancelled or voided.' }),
    totalReturned: Type.Number({ description: 'What the bets paid back, stakes included.' }),
    balanceBefore: Type.Optional(
      Type.Number({ description: "The seat's balance before the player's first bet of the game." }),
    ),
    balanceAfter: Type.Optional(
      Type.Number({
        description:
          "The seat's balance after the game's last movement of the player's money (its payout, else their last bet " +
          'or cancel); once the game is over.',
      }),
    ),
    serverSeedHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    clientSeed: Type.String(),
    nonce: Type.Integer({ minimum: 1 }),
    serverSeed: Type.Optional(
      Type.String({
        pattern: '^[0-9a-f]{64}$',
        description: 'Once the game is over: recompute the deck and check it against serverSeedHash.',
      }),
    ),
  },
  { $id: 'RecalledGame', additionalProperties: false },
)

export const RecalledGamesSchema = Type.Object(
  {
    playerId: Type.String(),
    games: Type.Array(Type.Ref(RecalledGameSchema), { description: 'Newest first (by start).' }),
    nextCursor: Type.Optional(Type.String({ description: 'Present when more games may follow: pass it as `cursor`.' })),
    kept: Type.String({ description: 'How long the store keeps games.' }),
    archived: archivedField(
      "the seat ledger or the bets (the games' stakes and payouts as entries, and their bets; the games stay)",
    ),
  },
  { $id: 'RecalledGames', additionalProperties: false },
)
export type RecalledGames = Static<typeof RecalledGamesSchema>

export const RECALL_SCHEMAS = [RecalledGameSchema, RecalledGamesSchema]
