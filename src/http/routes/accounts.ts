// Player accounts and the operator: an account and its paged ledger; deposits, withdrawals and the house report.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  AccountLedgerSchema,
  AccountSchema,
  HouseReportSchema,
  PageQuerySchema,
  PlayerParamsSchema,
  ReconciliationSchema,
  RequiredIdempotencyHeadersSchema,
  TransferAckSchema,
  TransferRequestSchema,
} from '../../../schemas/accounts.ts'
import { SwitchRequestSchema } from '../../../schemas/audit.ts'
import { DEPOSIT_AMOUNT_RULE, MAX_DEPOSIT_CENTS } from '../../core/accounts.ts'
import { requiredReason } from '../../core/audit.ts'
import { assertMayReadAccount } from '../../core/callers.ts'
import { idempotencyClaim } from '../../core/idempotency.ts'
import { amountToCents, fromCents } from '../../core/money.ts'
import type { AccountStore } from '../../ports/account-store.ts'
import type { AuditStore } from '../../ports/audit-store.ts'
import type { HistoryStore } from '../../ports/history-store.ts'
import { accountEntryView, houseReportView, nextCursorOf, pageOf } from '../account-views.ts'
import { archivedView } from '../archived-views.ts'
import { STORE_WRITE_TIMEOUT_MS } from '../plugins/handler-timeout.ts'
import { errorResponses } from '../responses.ts'

export interface AccountRouteOptions {
  store: AccountStore & HistoryStore
}

/** The operator's account routes also write the audit log (a reconciliation is recorded). */
export interface OperatorAccountRouteOptions {
  store: AccountStore & Pick<AuditStore, 'appendAudit'>
}

/** A reconciliation scans the whole history: it may take much longer than a read. */
const RECONCILE_TIMEOUT_MS = 120_000

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, { store }) => {
  app.get(
    '/api/players/:playerId',
    {
      schema: {
        operationId: 'getAccount',
        summary: "Read a player's account",
        description:
          "The account's balance and the seats the player holds. With verified tokens a player reads only their " +
          'own; an operator reads any.',
        tags: ['accounts'],
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        response: {
          200: Type.Ref(AccountSchema, { description: 'The account.' }),
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { playerId } = request.params
      assertMayReadAccount(request.identity, playerId)
      const account = await store.getAccount(playerId)
      return {
        playerId,
        accountBalance: fromCents(account.balanceCents),
        seats: account.seats.map((s) => ({
          tableId: s.tableId,
          seatId: s.seatId,
          seatBalance: fromCents(s.balanceCents),
        })),
      }
    },
  )

  app.get(
    '/api/players/:playerId/ledger',
    {
      schema: {
        operationId: 'getAccountLedger',
        summary: "Read a page of a player's account ledger",
        description:
          'Every movement of the account: DEPOSIT, WITHDRAWAL, PLAY_GRANT, TO_SEAT and FROM_SEAT, each with the ' +
          'balance after it; oldest first (order=asc, the default) or newest first (desc), at most `limit` a ' +
          'page, with nextCursor for the next. A page costs the same at any depth of history.',
        tags: ['accounts'],
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        querystring: PageQuerySchema,
        response: {
          200: Type.Ref(AccountLedgerSchema, { description: 'A page of entries.' }),
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { playerId } = request.params
      assertMayReadAccount(request.identity, playerId)
      const page = pageOf(request.query)
      const entries = await store.getAccountLedger(playerId, page)
      const nextCursor = nextCursorOf(entries, page)
      return {
        playerId,
        entries: entries.map(accountEntryView),
        ...(nextCursor ? { nextCursor } : {}),
        ...(await archivedView(store, 'accountLedger')),
      }
    },
  )
}

/** The operator's cashier and the house report: registered in the operator scope, which checks the caller's rights. */
export const operatorAccountRoutes: FastifyPluginAsyncTypebox<OperatorAccountRouteOptions> = async (app, { store }) => {
  for (const [kind, sign] of [
    ['deposits', 1],
    ['withdrawals', -1],
  ] as const) {
    app.post(
      `/api/operator/players/:playerId/${kind}`,
      {
        config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
        schema: {
          operationId: kind === 'deposits' ? 'depositToAccount' : 'withdrawFromAccount',
          summary:
            kind === 'deposits'
              ? "Deposit into a player's account (operator)"
              : "Withdraw from a player's account (operator)",
          description:
            kind === 'deposits'
              ? 'Moves money from outside the house into the account. Operator rights required; the Idempotency-Key ' +
                'is required, so a retry never pays twice.'
              : 'Moves money out of the account to outside the house; beyond the balance it is 409 and nothing ' +
                'moves. Operator rights required; the Idempotency-Key is required.',
          tags: ['operator'],
          security: [{ bearerAuth: [] }],
          params: PlayerParamsSchema,
          headers: RequiredIdempotencyHeadersSchema,
          body: Type.Ref(TransferRequestSchema),
          response: {
            200: Type.Ref(TransferAckSchema, { description: 'Moved; the account balance after it.' }),
            ...errorResponses(400, 401, 403, 409, 413, 414, 415, 422, 429, 503),
          },
        },
      },
      async (request) => {
        const identity = request.identity
        const { playerId } = request.params
        const amountCents = amountToCents(request.body.amount, MAX_DEPOSIT_CENTS, DEPOSIT_AMOUNT_RULE) * sign
        const claim = idempotencyClaim(identity, request.headers['idempotency-key'], [kind, playerId, amountCents])!
        const by = identity?.sub ?? 'operator'
        const { entry, balanceCents } = await store.transfer(playerId, amountCents, by, claim, request.body.reason)
        request.log.info(
          { operator: by, action: kind, playerId, amountCents, entryId: entry.entryId },
          'operator action',
        )
        return {
          acknowledgement: 'ACK' as const,
          playerId,
          entryId: entry.entryId,
          accountBalance: fromCents(balanceCents),
        }
      },
    )
  }

  app.get(
    '/api/operator/report',
    {
      schema: {
        operationId: 'getHouseReport',
        summary: 'The house report (operator)',
        description:
          'Per table and for the house: games played; amounts bet, cancelled and paid out; realised RTP beside ' +
          'targetRtp; the house result; open exposure (the most the open bets could pay); and money held in ' +
          'accounts and seats. The house adds up: deposits + playGrants - withdrawals = accountsHeld + ' +
          'seatsHeld + houseResult.',
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Ref(HouseReportSchema, { description: 'The report.' }),
          ...errorResponses(401, 403, 429, 503),
        },
      },
    },
    async (request) => {
      request.log.info({ operator: request.identity?.sub, action: 'report' }, 'operator action')
      return houseReportView(await store.houseTotals())
    },
  )

  app.post(
    '/api/operator/reconcile',
    {
      config: { handlerTimeoutMs: RECONCILE_TIMEOUT_MS },
      schema: {
        operationId: 'reconcileHouse',
        summary: "Check the house report's running totals against the history (operator)",
        description:
          "The auditor's check: every running total the house report reads (each table's stakes, cancels and " +
          'payouts; each kind of account entry; the money in accounts) recomputed from the ledgers and compared, ' +
          'each difference in cents. It reads the whole history, so it takes seconds on a large house; it changes ' +
          'nothing but the audit log, where it is recorded with the reason and the number of differences.',
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        body: Type.Ref(SwitchRequestSchema),
        response: {
          200: Type.Ref(ReconciliationSchema, { description: 'What was compared and every difference.' }),
          ...errorResponses(400, 401, 403, 413, 414, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const reason = requiredReason(request.body.reason)
      const actor = request.identity?.sub ?? 'operator'
      const result = await store.reconcile()
      await store.appendAudit([
        {
          kind: 'RECONCILED',
          actor,
          reason,
          before: null,
          after: {
            checked: result.checked,
            differences: result.differences.length,
            differenceCents: result.differences.reduce((sum, d) => sum + Math.abs(d.differenceCents), 0),
          },
        },
      ])
      request.log.info(
        { operator: actor, action: 'reconcile', differences: result.differences.length },
        'operator action',
      )
      return result
    },
  )
}
