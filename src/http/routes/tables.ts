// POST /api/tables/{tableId}/sit and GET /api/tables/{tableId}: seats and buy-ins.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  SitAckSchema,
  SitIdempotencyHeadersSchema,
  SitRequestSchema,
  TableParamsSchema,
  TableSchema,
} from '../../../schemas/tables.ts'
import type { WalletMode } from '../../core/accounts.ts'
import { fromCents } from '../../core/money.ts'
import { planSit } from '../../core/seating.ts'
import type { TableStore } from '../../ports/table-store.ts'
import { seatsView } from '../game-views.ts'
import { STORE_WRITE_TIMEOUT_MS } from '../plugins/handler-timeout.ts'
import { errorResponses } from '../responses.ts'

export interface TableRouteOptions {
  store: Pick<TableStore, 'sit' | 'getTableHead'>
  tableSeats: number
  /** Where buy-ins come from (WALLET). */
  wallet: WalletMode
}

export const tableRoutes: FastifyPluginAsyncTypebox<TableRouteOptions> = async (app, { store, tableSeats, wallet }) => {
  app.post(
    '/api/tables/:tableId/sit',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'sitAtTable',
        summary: 'Sit at a table with a buy-in',
        description:
          'Seats the player at the lowest free seat and sets its balance to the buy-in, or, when the player already ' +
          "sits at this table, adds the buy-in to their seat's balance. Money is kept in integer cents. Send an " +
          'Idempotency-Key to make retries safe.',
        tags: ['tables'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        headers: SitIdempotencyHeadersSchema,
        body: Type.Ref(SitRequestSchema),
        response: {
          200: Type.Ref(SitAckSchema, { description: 'Seated; seatBalance is the balance after the buy-in.' }),
          ...errorResponses(400, 401, 403, 409, 413, 414, 415, 422, 429, 503),
        },
      },
    },
    async (request) => {
      const command = planSit({
        caller: request.identity,
        tableId: request.params.tableId,
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
        seatCount: tableSeats,
      })
      command.wallet = wallet
      const seated = await store.sit(command)
      return { acknowledgement: 'ACK' as const, seatId: seated.seatId, seatBalance: fromCents(seated.balanceCents) }
    },
  )

  app.get(
    '/api/tables/:tableId',
    {
      schema: {
        operationId: 'getTable',
        summary: 'Read a table',
        description:
          "The seats taken at a table with their balances (with verified tokens, other players' ids are not shown). " +
          'A table nobody sat at is returned empty.',
        tags: ['tables'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        response: {
          200: Type.Ref(TableSchema, { description: 'The table and its occupied seats.' }),
          ...errorResponses(400, 401, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { tableId } = request.params
      const table = await store.getTableHead(tableId)
      return {
        tableId,
        seatCount: table?.settings.numberOfSeats ?? tableSeats,
        seats: seatsView(table?.seats ?? [], request.identity),
      }
    },
  )
}
