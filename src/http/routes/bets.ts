// Money at a table: place and cancel bets, leave with the balance, read the ledger. Rules in core/bets; the store
// applies each one atomically.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  BetAckSchema,
  BetIdempotencyHeadersSchema,
  BetParamsSchema,
  CancelAckSchema,
  LeaveAckSchema,
  LeaveRequestSchema,
  LedgerQuerySchema,
  LedgerSchema,
  PlaceBetRequestSchema,
  PlayerQuerySchema,
} from '../../../schemas/bets.ts'
import { TableParamsSchema } from '../../../schemas/tables.ts'
import { stakeCentsOf } from '../../core/bets.ts'
import { actingPlayer, assertActsForSelf, playerToRead } from '../../core/callers.ts'
import { idempotencyClaim } from '../../core/idempotency.ts'
import { fromCents } from '../../core/money.ts'
import { ODDS_SCALE } from '../../core/pricing.ts'
import type { AccountStore } from '../../ports/account-store.ts'
import type { BetStore } from '../../ports/bet-store.ts'
import type { HistoryStore } from '../../ports/history-store.ts'
import type { TableStore } from '../../ports/table-store.ts'
import { nextCursorOf, pageOf } from '../account-views.ts'
import { archivedView } from '../archived-views.ts'
import { ledgerView } from '../game-views.ts'
import { STORE_WRITE_TIMEOUT_MS } from '../plugins/handler-timeout.ts'
import { errorResponses } from '../responses.ts'

export interface BetRouteOptions {
  store: BetStore & Pick<TableStore, 'leaveTable'> & Pick<AccountStore, 'getLedger'> & HistoryStore
}

export const betRoutes: FastifyPluginAsyncTypebox<BetRouteOptions> = async (app, { store }) => {
  app.post(
    '/api/tables/:tableId/bets',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'placeBet',
        summary: 'Bet on a hand at the open stage',
        description:
          'The stake leaves the seat balance and the bet records the price offered at its stage. Accepted only ' +
          'while the stage it names is open when the bet is applied (409 otherwise, however the requests race), ' +
          "on a hand that is offered, within the seat balance and the table's maxBetAmount. Send an " +
          'Idempotency-Key to make retries safe.',
        tags: ['bets'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        headers: BetIdempotencyHeadersSchema,
        body: Type.Ref(PlaceBetRequestSchema),
        response: {
          200: Type.Ref(BetAckSchema, { description: 'The bet is placed.' }),
          ...errorResponses(400, 401, 403, 409, 413, 414, 415, 422, 429, 503),
        },
      },
    },
    async (request) => {
      const { tableId } = request.params
      const body = request.body
      const caller = request.identity
      // The stake becomes integer cents here, once: a refused amount never reaches the store. The claim covers every
      // field of the bet.
      const stakeCents = stakeCentsOf(body.betAmount)
      const idempotency = idempotencyClaim(caller, request.headers['idempotency-key'], [
        tableId,
        body.playerId,
        body.gameId,
        body.bettingStage,
        body.handIndex,
        stakeCents,
      ])
      const { playerId, gameId, bettingStage, handIndex } = body
      const { bet, balanceCents } = await store.placeBet(tableId, {
        caller,
        playerId,
        gameId,
        bettingStage,
        handIndex,
        stakeCents,
        ...(idempotency ? { idempotency } : {}),
      })
      return {
        acknowledgement: 'ACK' as const,
        betId: bet.betId,
        recordedOdds: bet.recordedOddsTenths / ODDS_SCALE,
        seatBalance: fromCents(balanceCents),
      }
    },
  )

  app.delete(
    '/api/tables/:tableId/bets/:betId',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'cancelBet',
        summary: 'Cancel a bet of the open stage',
        description:
          'Refunds the stake of an open bet while its stage is still open; bets of earlier stages are final (409). ' +
          "Only the bet's own player may cancel it.",
        tags: ['bets'],
        security: [{ bearerAuth: [] }],
        params: BetParamsSchema,
        querystring: PlayerQuerySchema,
        response: {
          200: Type.Ref(CancelAckSchema, { description: 'The bet is cancelled and its stake refunded.' }),
          ...errorResponses(400, 401, 403, 404, 409, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { tableId, betId } = request.params
      const playerId = actingPlayer(request.identity, request.query.playerId)
      const { bet, balanceCents } = await store.cancelBet(tableId, betId, request.identity, playerId)
      return {
        acknowledgement: 'ACK' as const,
        betId: bet.betId,
        refund: fromCents(bet.stakeCents),
        seatBalance: fromCents(balanceCents),
      }
    },
  )

  app.post(
    '/api/tables/:tableId/leave',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'leaveTable',
        summary: 'Leave a table with the whole balance',
        description:
          "Frees the player's seat and cashes out its whole balance. Refused (409) while the player has bets not " +
          'yet settled.',
        tags: ['bets'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        body: Type.Ref(LeaveRequestSchema),
        response: {
          200: Type.Ref(LeaveAckSchema, { description: 'The seat is free and its balance paid out.' }),
          ...errorResponses(400, 401, 403, 409, 413, 414, 415, 429, 503),
        },
      },
    },
    async (request) => {
      assertActsForSelf(request.identity, request.body.playerId)
      const { seatId, cashedOutCents } = await store.leaveTable(request.params.tableId, request.body.playerId)
      return { acknowledgement: 'ACK' as const, seatId, cashedOut: fromCents(cashedOutCents) }
    },
  )

  app.get(
    '/api/tables/:tableId/ledger',
    {
      schema: {
        operationId: 'getLedger',
        summary: "Read a player's ledger at a table",
        description:
          "Every movement of the player's money at the table: BUY_IN, BET, BET_CANCEL, PAYOUT, CASH_OUT, each with " +
          'the balance after it; oldest first (order=asc, the default) or newest first, at most `limit` a page ' +
          '(default 100), with nextCursor for the next. With verified tokens a player reads only their own, an ' +
          "operator any player's (playerId required).",
        tags: ['bets'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        querystring: LedgerQuerySchema,
        response: {
          200: Type.Ref(LedgerSchema, { description: "A page of the player's entries." }),
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { tableId } = request.params
      const playerId = playerToRead(request.identity, request.query.playerId)
      const page = pageOf(request.query)
      const entries = await store.getLedger(tableId, playerId, page)
      const nextCursor = nextCursorOf(entries, page)
      return {
        ...ledgerView(tableId, playerId, entries),
        ...(nextCursor ? { nextCursor } : {}),
        ...(await archivedView(store, 'seatLedger')),
      }
    },
  )
}
