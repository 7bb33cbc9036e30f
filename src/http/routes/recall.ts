// Game recall: a player's games across tables, newest first, each stage by stage with their bets and balances.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { PlayerParamsSchema } from '../../../schemas/accounts.ts'
import { RecalledGamesSchema, RecallQuerySchema } from '../../../schemas/recall.ts'
import { assertMayReadAccount } from '../../core/callers.ts'
import { DEFAULT_RECALL_PAGE, decodeRecallCursor, encodeRecallCursor, type RecallQuery } from '../../core/recall.ts'
import type { HistoryStore } from '../../ports/history-store.ts'
import type { ReportStore } from '../../ports/report-store.ts'
import type { StoreHealth } from '../../ports/store.ts'
import { archivedView } from '../archived-views.ts'
import { timeOf } from '../audit-views.ts'
import { recalledGameView } from '../recall-views.ts'
import { errorResponses } from '../responses.ts'

export interface RecallRouteOptions {
  store: Pick<ReportStore, 'recallGames'> & HistoryStore
  /** Which store keeps the games (what the answer says of how long). */
  storeName: StoreHealth['name']
}

const KEPT = {
  postgres:
    'Every game is kept: nothing is pruned (at least 90 days are promised); months written to an archive are ' +
    'named in `archived`.',
  memory:
    "Only the games this memory store still holds: a table's last 1,000, forgotten with an empty table after 10 " +
    'minutes, and all of them on restart.',
}

export const recallRoutes: FastifyPluginAsyncTypebox<RecallRouteOptions> = async (app, { store, storeName }) => {
  app.get(
    '/api/players/:playerId/games',
    {
      schema: {
        operationId: 'recallGames',
        summary: "Recall a player's games",
        description:
          'The games the player bet on, at every table, newest first (by start), a page at a time (`limit`, ' +
          '`cursor`; `from`, `to` on the start). Each: its status (IN_PLAY, SETTLED, VOID), the hands, the ' +
          "board and every hand's prices stage by stage, the player's bets with their outcomes and payouts, the " +
          "totals staked and returned, the seat's balance before the first bet and after the game, and once it " +
          'is over its server seed (with the hash and client seed, to verify the deck). Of a game in play only ' +
          'what its table shows now. With verified tokens a player recalls only their own; an operator any.',
        tags: ['accounts'],
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        querystring: RecallQuerySchema,
        response: {
          200: Type.Ref(RecalledGamesSchema, { description: 'A page of games.' }),
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { playerId } = request.params
      assertMayReadAccount(request.identity, playerId)
      const q = request.query
      const limit = q.limit ?? DEFAULT_RECALL_PAGE
      const query: RecallQuery = {
        limit,
        ...(q.from === undefined ? {} : { from: timeOf(q.from, 'from') }),
        ...(q.to === undefined ? {} : { to: timeOf(q.to, 'to') }),
        ...(q.cursor === undefined ? {} : { after: decodeRecallCursor(q.cursor) }),
      }
      const games = await store.recallGames(playerId, query)
      const last = games.at(-1)
      const nextCursor =
        games.length === limit && last
          ? encodeRecallCursor({
              startedAt: Date.parse(last.game.startedAt),
              tableId: last.tableId,
              gameId: last.game.gameId,
            })
          : undefined
      return {
        playerId,
        games: games.map(recalledGameView),
        ...(nextCursor ? { nextCursor } : {}),
        kept: KEPT[storeName],
        // The page's games' entries are in the seat ledger, and their bets, from the oldest game's start on. A game
        // whose month is archived is not on the page: a page that is not full says so for its whole window.
        ...(await archivedView(
          store,
          ['seatLedger', 'bets', 'games'],
          games.length === limit ? Math.min(...games.map((g) => Date.parse(g.game.startedAt))) : query.from,
          games.length === limit ? undefined : query.to,
        )),
      }
    },
  )
}
