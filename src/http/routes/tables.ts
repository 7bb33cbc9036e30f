// POST /api/tables/{tableId}/sit and GET /api/tables/{tableId}: seats and buy-ins.

import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  BUY_IN_RULE,
  SitAckSchema,
  SitIdempotencyHeadersSchema,
  SitRequestSchema,
  TableParamsSchema,
  TableSchema,
} from '../../../schemas/tables.js'
import { DomainError } from '../../core/errors.js'
import { exactCents, fromCents } from '../../core/seating.js'
import type { SeatStore, SitCommand } from '../../store/seat-store.js'
import type { Identity } from '../plugins/auth.js'
import { errorResponses } from '../responses.js'

export interface TableRouteOptions {
  store: SeatStore
  tableSeats: number
}

/** When tokens are verified, a player may only sit as themself. */
function assertPlayerIsCaller(identity: Identity | null, playerId: string): void {
  if (identity?.verified && identity.sub !== playerId) {
    throw new DomainError('FORBIDDEN_PLAYER', 'playerId must be the subject (sub) of the access token.')
  }
}

/**
 * Longest a sit may take before its answer gives up: above the PostgreSQL store's own bound (5 attempts, each a
 * 3 s connection wait and at most three 5 s statements), so the store always decides first. Answering earlier
 * would say "retry" while the sit may still commit, and a retry without an Idempotency-Key would pay twice.
 */
export const SIT_HANDLER_TIMEOUT_MS = 120_000

/** The buy-in in cents; the schema admits amounts too close to a cent multiple, which this refuses. */
function buyInCentsOf(buyInAmount: number): number {
  const cents = exactCents(buyInAmount)
  if (cents === undefined) throw new DomainError('INVALID_INPUT', BUY_IN_RULE)
  return cents
}

function fingerprintOf(command: Omit<SitCommand, 'idempotency'>): string {
  return createHash('sha256')
    .update(JSON.stringify([command.tableId, command.playerId, command.buyInCents]))
    .digest('hex')
}

export const tableRoutes: FastifyPluginAsyncTypebox<TableRouteOptions> = async (app, { store, tableSeats }) => {
  app.post(
    '/api/tables/:tableId/sit',
    {
      handlerTimeout: SIT_HANDLER_TIMEOUT_MS,
      schema: {
        operationId: 'sitAtTable',
        summary: 'Sit at a table with a buy-in',
        description:
          "Seats the player at the lowest free seat and sets its balance to the buy-in, or, when the player already sits at this table, adds the buy-in to their seat's balance. Money is kept in integer cents. Send an Idempotency-Key to make retries safe.",
        tags: ['tables'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        headers: SitIdempotencyHeadersSchema,
        body: Type.Ref(SitRequestSchema),
        response: {
          200: Type.Ref(SitAckSchema, { description: 'Seated; seatBalance is the balance after the buy-in.' }),
          ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request) => {
      const { playerId, buyInAmount } = request.body
      assertPlayerIsCaller(request.identity, playerId)
      const command = { tableId: request.params.tableId, playerId, buyInCents: buyInCentsOf(buyInAmount), seatCount: tableSeats }
      const header = request.headers['idempotency-key']
      // With verified tokens each caller has its own key space, so one caller's key never answers another's request.
      const key = header === undefined ? undefined : request.identity?.verified ? `${request.identity.sub!.length}:${request.identity.sub}:${header}` : header
      const ack = await store.sit(key === undefined ? command : { ...command, idempotency: { key, fingerprint: fingerprintOf(command) } })
      return { acknowledgement: 'ACK' as const, seatId: ack.seatId, seatBalance: fromCents(ack.balanceCents) }
    },
  )

  app.get(
    '/api/tables/:tableId',
    {
      schema: {
        operationId: 'getTable',
        summary: 'Read a table',
        description: 'The seats taken at a table with their balances. A table nobody sat at is returned empty.',
        tags: ['tables'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        response: {
          200: Type.Ref(TableSchema, { description: 'The table and its occupied seats.' }),
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (request) => {
      const { tableId } = request.params
      const seats = await store.getSeats(tableId)
      return {
        tableId,
        seatCount: tableSeats,
        seats: seats.map((s) => ({ seatId: s.seatId, playerId: s.playerId, seatBalance: fromCents(s.balanceCents) })),
      }
    },
  )
}
