// The seamless wallet for the operator: its transactions by status, kind, round and period (JSON or CSV), and a stuck
// credit or rollback retried or resolved by hand with a reason (audited).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { SwitchRequestSchema } from '../../../schemas/audit.ts'
import {
  WalletTransactionPageSchema,
  WalletTransactionParamsSchema,
  WalletTransactionQuerySchema,
  WalletTransactionSchema,
} from '../../../schemas/wallet-transactions.ts'
import { DEFAULT_PAGE } from '../../core/accounts.ts'
import { requiredReason } from '../../core/audit.ts'
import type { WalletAction } from '../../core/wallet.ts'
import type { WalletStore } from '../../ports/wallet-store.ts'
import { timeOf, wantsCsv } from '../audit-views.ts'
import { STORE_WRITE_TIMEOUT_MS } from '../plugins/handler-timeout.ts'
import { errorResponses } from '../responses.ts'
import { WALLET_CSV_COLUMNS, walletTransactionsCsv, walletTransactionView } from '../wallet-views.ts'

export interface WalletRouteOptions {
  store: WalletStore
}

const ACTIONS: ReadonlyArray<[WalletAction, string, string]> = [
  [
    'retry',
    'Send a failed wallet transaction again (operator)',
    'A FAILED credit or rollback becomes PENDING and due now: the outbox sends it again with the same transaction ' +
      'id. Audited (WALLET_RETRIED) with the reason. Anything else is 409.',
  ],
  [
    'resolve',
    'Record a wallet transaction settled by hand (operator)',
    'A FAILED or PENDING credit or rollback becomes RESOLVED: the operator settled it with the casino another way ' +
      'and the outbox stops sending it. Audited (WALLET_RESOLVED) with the reason. A debit, or a transaction ' +
      'already DONE or RESOLVED, is 409.',
  ],
]

export const walletRoutes: FastifyPluginAsyncTypebox<WalletRouteOptions> = async (app, { store }) => {
  app.get(
    '/api/operator/wallet/transactions',
    {
      schema: {
        operationId: 'listWalletTransactions',
        summary: "Read the seamless wallet's transactions (operator)",
        description:
          "With WALLET=seamless, every call owed or made to the casino's wallet, newest first: debits (a bet's " +
          'stake), credits (a settlement, one a player and game) and rollbacks (a cancel, a void, a lost debit), ' +
          'each with its status, sends and last failure. Filters: status (PENDING and FAILED are what needs ' +
          'watching), kind, roundId, from (inclusive), to (exclusive). With `Accept: text/csv` the same page as ' +
          "CSV (the next page's cursor in the `Next-Cursor` header). Empty in the other wallet modes.",
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        querystring: WalletTransactionQuerySchema,
        response: {
          200: {
            description: 'A page of transactions; with Accept: text/csv the same as CSV.',
            content: {
              'application/json': { schema: Type.Ref(WalletTransactionPageSchema) },
              'text/csv': { schema: Type.String({ description: `Columns: ${WALLET_CSV_COLUMNS.join(', ')}.` }) },
            },
          },
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const q = request.query
      const limit = q.limit ?? DEFAULT_PAGE
      const from = timeOf(q.from, 'from')
      const to = timeOf(q.to, 'to')
      const transactions = await store.listWalletTransactions({
        limit,
        ...(q.status === undefined ? {} : { status: q.status }),
        ...(q.kind === undefined ? {} : { kind: q.kind }),
        ...(q.roundId === undefined ? {} : { roundId: q.roundId }),
        ...(from === undefined ? {} : { fromMs: from }),
        ...(to === undefined ? {} : { toMs: to }),
        ...(q.cursor === undefined ? {} : { after: q.cursor }),
      })
      const nextCursor = transactions.length === limit ? transactions.at(-1)!.transactionId : undefined
      if (wantsCsv(request.headers.accept)) {
        if (nextCursor) reply.header('next-cursor', nextCursor)
        return reply.type('text/csv; charset=utf-8').send(walletTransactionsCsv(transactions) as never)
      }
      return { transactions: transactions.map(walletTransactionView), ...(nextCursor ? { nextCursor } : {}) }
    },
  )

  for (const [action, summary, description] of ACTIONS) {
    app.post(
      `/api/operator/wallet/transactions/:transactionId/${action}`,
      {
        config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
        schema: {
          operationId: `${action}WalletTransaction`,
          summary,
          description,
          tags: ['operator'],
          security: [{ bearerAuth: [] }],
          params: WalletTransactionParamsSchema,
          body: Type.Ref(SwitchRequestSchema),
          response: {
            200: Type.Ref(WalletTransactionSchema, { description: 'The transaction as it now is.' }),
            ...errorResponses(400, 401, 403, 404, 409, 413, 414, 415, 429, 503),
          },
        },
      },
      async (request) => {
        const by = { actor: request.identity?.sub ?? 'operator', reason: requiredReason(request.body.reason) }
        const { transactionId } = request.params
        const transaction = await store.actOnWalletTransaction(transactionId, action, by)
        request.log.info(
          { operator: by.actor, action: `${action} wallet transaction`, transactionId },
          'operator action',
        )
        return walletTransactionView(transaction)
      },
    )
  }
}
