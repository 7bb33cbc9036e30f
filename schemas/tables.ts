// Tables resource: sit a player at a numbered table with a buy-in; read a table's seats.

import { type Static, Type } from '@sinclair/typebox'
import { MAX_BUY_IN_CENTS, MAX_TABLE_ID } from '../src/core/limits.ts'
import { BUY_IN_RULE } from '../src/core/seating.ts'
import { ERROR_MESSAGE_KEY, idempotencyHeaders, playerIdField } from './common.ts'

const MAX_BUY_IN = MAX_BUY_IN_CENTS / 100

export const TableParamsSchema = Type.Object(
  {
    tableId: Type.Integer({
      minimum: 1,
      maximum: MAX_TABLE_ID,
      description: 'Numeric table identifier. Tables exist on first use.',
      examples: [1],
      [ERROR_MESSAGE_KEY]: `tableId must be an integer between 1 and ${MAX_TABLE_ID}.`,
    }),
  },
  { additionalProperties: false },
)
export type TableParams = Static<typeof TableParamsSchema>

export const SitRequestSchema = Type.Object(
  {
    playerId: playerIdField(
      'Identifier of the player (the token subject when tokens are verified); no control characters.',
    ),
    buyInAmount: Type.Number({
      minimum: 0.01,
      maximum: MAX_BUY_IN,
      // No multipleOf: validators on floating point (Ajv in generated clients) refuse cent amounts such as 1.15.
      description:
        `Amount brought to the seat: > 0, at most ${MAX_BUY_IN}, at most 2 decimal places (a whole ` +
        `number ` +
        `` +
        `of cents; the server checks it exactly).`,
      examples: [100],
      [ERROR_MESSAGE_KEY]: BUY_IN_RULE,
    }),
  },
  { $id: 'SitRequest', additionalProperties: false, examples: [{ playerId: 'player-1', buyInAmount: 100 }] },
)
export type SitRequest = Static<typeof SitRequestSchema>

export const SitIdempotencyHeadersSchema = idempotencyHeaders('changes nothing')

export const SitAckSchema = Type.Object(
  {
    acknowledgement: Type.Literal('ACK'),
    seatId: Type.Integer({
      minimum: 1,
      description: "Seat taken (1-based; the lowest free seat, or the player's existing seat).",
    }),
    seatBalance: Type.Number({ description: 'Balance of the seat after the buy-in.', examples: [100] }),
  },
  { $id: 'SitAck', additionalProperties: false },
)
export type SitAck = Static<typeof SitAckSchema>

export const TableSchema = Type.Object(
  {
    tableId: Type.Integer({ minimum: 1 }),
    seatCount: Type.Integer({ minimum: 1, description: 'Seats at the table.' }),
    seats: Type.Array(
      Type.Object(
        {
          seatId: Type.Integer({ minimum: 1 }),
          playerId: Type.Optional(
            Type.String({
              description:
                "Shown for every seat in stub mode; with verified tokens only for the caller's own seat (an " +
                "operator sees every seat's).",
            }),
          ),
          seatBalance: Type.Number(),
        },
        { additionalProperties: false },
      ),
      { description: 'Occupied seats, by seatId.' },
    ),
  },
  { $id: 'Table', additionalProperties: false },
)
export type Table = Static<typeof TableSchema>
