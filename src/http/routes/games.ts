// Tables and their games: create a table, read its state (or every table's, for the operator), advance its game, read a
// finished game, deal bulk games.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import {
  AdvanceRequestSchema,
  BulkGamesRequestSchema,
  BulkGamesResponseSchema,
  CreateTableRequestSchema,
  DEFAULT_BULK_GAMES,
  DEFAULT_BULK_HANDS,
  GameParamsSchema,
  GameRecordSchema,
  TableCreatedSchema,
  TableListQuerySchema,
  TablePageSchema,
  TableStateSchema,
} from '../../../schemas/game.ts'
import { TableParamsSchema } from '../../../schemas/tables.ts'
import { callerKey } from '../../core/callers.ts'
import { dealHands } from '../../core/deal.ts'
import { DomainError } from '../../core/errors.ts'
import { type AdvanceRequest, assertGameFinished, planAdvance } from '../../core/game.ts'
import { DEFAULT_TABLE_PAGE } from '../../core/limits.ts'
import { DEFAULT_TARGET_RTP_BP } from '../../core/pricing.ts'
import { defaultTableSettings, planTableSettings, targetRtpBpOf } from '../../core/tables.ts'
import type { BetStore } from '../../ports/bet-store.ts'
import type { GameStore } from '../../ports/game-store.ts'
import type { HistoryStore } from '../../ports/history-store.ts'
import type { OddsEngine } from '../../ports/odds-engine.ts'
import type { SwitchStore } from '../../ports/switch-store.ts'
import type { TableRecord, TableStore } from '../../ports/table-store.ts'
import { archivedView } from '../archived-views.ts'
import { bulkGamesView, gameRecordView, settingsView, tableStateView } from '../game-views.ts'
import { STORE_WRITE_TIMEOUT_MS } from '../plugins/handler-timeout.ts'
import { OPTIONAL_BODY_MARKER } from '../plugins/openapi.ts'
import { errorResponses } from '../responses.ts'
import { sendState } from '../state-reply.ts'
import { emptyTableHead, storedOrEmptyTable } from '../table-reads.ts'

export interface GameRouteOptions {
  store: TableStore & GameStore & Pick<BetStore, 'getBets'> & Pick<SwitchStore, 'listSwitches'> & HistoryStore
  odds: OddsEngine
  /** Seats of a table first used by a sit or an advance (TABLE_SEATS). */
  tableSeats: number
  /** Told of each game an advance settled (a step into the river), with the table after it. */
  onSettled?: (table: TableRecord) => void
}

/** Tables GET /api/operator/tables reads from the store at once (a page holds up to MAX_TABLE_PAGE). */
const FLOOR_READS_AT_ONCE = 4

export const gameRoutes: FastifyPluginAsyncTypebox<GameRouteOptions> = async (
  app,
  { store, odds, tableSeats, onSettled },
) => {
  const defaults = defaultTableSettings(tableSeats)
  /** The table as stored, or an empty table with the default settings (tables exist on first use). */
  const readTable = (tableId: number) => storedOrEmptyTable(store, tableId, defaults)
  /** The same without the game and its bets: enough to plan a step or check a record, whatever the bets. */
  const readHead = async (tableId: number) => (await store.getTableHead(tableId)) ?? emptyTableHead(tableId, defaults)

  app.post(
    '/api/tables',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'createTable',
        summary: 'Create a table with its settings',
        description:
          'Creates a table under a new tableId with the given settings (the rest default: 4 hands, TABLE_SEATS ' +
          'seats, targetRtp 0.97, maxBetAmount 1000). A table with one seat is a personal table. The body may ' +
          'be omitted.',
        tags: ['games'],
        security: [{ bearerAuth: [] }],
        body: Type.Ref(CreateTableRequestSchema),
        [OPTIONAL_BODY_MARKER]: true,
        response: {
          201: Type.Ref(TableCreatedSchema, { description: 'The new table and its settings.' }),
          ...errorResponses(400, 401, 413, 415, 429, 503),
        },
      },
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {}
      },
    },
    async (request, reply) => {
      const settings = planTableSettings(request.body ?? {}, tableSeats)
      const tableId = await store.createTable(settings, callerKey(request.identity))
      reply.code(201)
      return { tableId, settings: settingsView(settings) }
    },
  )

  app.get(
    '/api/tables/:tableId/state',
    {
      schema: {
        operationId: 'getTableState',
        summary: "Read a table's game",
        description:
          'The table, its seats and its game as far as it has been revealed: the hands from HOLE, the board cards ' +
          "of the stages reached, every reached stage's priced panels, and the fairness fields (serverSeed only " +
          'at the river). Send If-None-Match with the ETag to get 304 while nothing changed.',
        tags: ['games'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        response: {
          200: Type.Ref(TableStateSchema, { description: 'The state; its ETag header changes with every change.' }),
          304: Type.Null({ description: 'Not modified since the ETag sent in If-None-Match.' }),
          ...errorResponses(400, 401, 414, 429, 503),
        },
      },
    },
    async (request, reply) => {
      return sendState(
        reply as FastifyReply,
        tableStateView(await readTable(request.params.tableId), request.identity),
        request.headers['if-none-match'],
      )
    },
  )

  /** SETUP -> HOLE: planned on the table as read, the game dealt and priced, then started (or the step planned). */
  const start = async (tableId: number, advance: AdvanceRequest): Promise<TableRecord> => {
    const table = await readHead(tableId)
    const plan = planAdvance(table, advance)
    if (plan.kind !== 'start') return store.advanceGame(tableId, plan.from)
    const pricing = (await odds.priceGames([plan.game], table.settings.targetRtpBp))[0]
    return store.startGame(
      tableId,
      { ...plan.game, pricing, startedAt: new Date().toISOString() },
      table.settings,
      callerKey(advance.caller),
    )
  }

  app.post(
    '/api/tables/:tableId/advance',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'advanceGame',
        summary: "Move a table's game one state on",
        description:
          'Moves the table from the state named in `from` to the next one: SETUP -> HOLE deals and prices a whole ' +
          'new game (from a fresh server seed, your clientSeed and the next nonce), HOLE -> FLOP -> TURN reveal ' +
          'the board, TURN -> RIVER reveals the river and the server seed, RIVER -> SETUP ends the game. Any ' +
          'other current state is 409, so a double click or two players advancing at once move the game one ' +
          'step. Only a seated player may advance.',
        tags: ['games'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        body: Type.Ref(AdvanceRequestSchema),
        response: {
          200: Type.Ref(TableStateSchema, { description: 'The state after the step.' }),
          ...errorResponses(400, 401, 403, 409, 413, 414, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { tableId } = request.params
      const advance = { caller: request.identity, ...request.body }
      const { from } = advance
      // A step is planned on the table as the store locks it for the step (no read before it); a start on the table as
      // read, since its game is dealt and priced before the store is asked.
      const next =
        from !== 'STATUS_SETUP'
          ? await store.advanceGame(tableId, from, {
              check: (table) => void planAdvance(table ?? emptyTableHead(tableId, defaults), advance),
            })
          : await start(tableId, advance)
      if (next.state === 'STATUS_RIVER') onSettled?.(next)
      return sendState(reply as FastifyReply, tableStateView(next, request.identity))
    },
  )

  app.get(
    '/api/tables/:tableId/games/:gameId',
    {
      schema: {
        operationId: 'getGameRecord',
        summary: 'Read a finished game',
        description:
          'The record of a game from its river on: server seed, client seed and nonce (to recompute the deck), ' +
          "every card, every stage's panels. A game in progress is 409; nothing of it is shown before the " +
          'river.',
        tags: ['games'],
        security: [{ bearerAuth: [] }],
        params: GameParamsSchema,
        response: {
          200: Type.Ref(GameRecordSchema, { description: 'The finished game.' }),
          ...errorResponses(400, 401, 404, 409, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { tableId, gameId } = request.params
      const game = await store.getGame(tableId, gameId)
      if (!game) {
        // Not here: it never was, or its month is archived (said, never answered as if it had not been).
        const { archived } = await archivedView(store, 'games')
        const where = archived
          ? ` here (games started ${archived.map((p) => `${p.from} to ${p.to}`).join(', ')} are archived)`
          : ''
        throw new DomainError('GAME_NOT_FOUND', `Table ${tableId} has no game ${gameId}${where}.`)
      }
      assertGameFinished(await readHead(tableId), gameId)
      return gameRecordView(tableId, game, await store.getBets(tableId, gameId), request.identity)
    },
  )

  app.post(
    '/api/games/bulk',
    {
      schema: {
        operationId: 'generateBulkGames',
        summary: 'Deal ready-made whole games for offline play',
        description:
          'Deals numberOfGames whole games (cryptographic shuffle) and prices every stage exactly with the house ' +
          'margin, as a table does. The games carry their own results: they are for play without money. The ' +
          'body may be omitted.',
        tags: ['games'],
        security: [{ bearerAuth: [] }],
        body: Type.Ref(BulkGamesRequestSchema),
        [OPTIONAL_BODY_MARKER]: true,
        response: {
          200: Type.Ref(BulkGamesResponseSchema, { description: 'The games, each with every stage priced.' }),
          ...errorResponses(400, 401, 413, 415, 429, 503),
        },
      },
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {}
      },
    },
    async (request) => {
      const { numberOfGames = DEFAULT_BULK_GAMES, numberOfHands = DEFAULT_BULK_HANDS, targetRtp } = request.body ?? {}
      const rtpBp = targetRtp === undefined ? DEFAULT_TARGET_RTP_BP : targetRtpBpOf(targetRtp)
      const games = Array.from({ length: numberOfGames }, () => {
        const deal = dealHands(numberOfHands)
        return { hands: deal.hands, board: deal.remainingDeck.slice(0, 5) }
      })
      return bulkGamesView(games, await odds.priceGames(games, rtpBp), rtpBp)
    },
  )
}

/** Every table's state for the operator's console: registered in the operator scope, which checks the caller's rights.
 * */
export const operatorTableRoutes: FastifyPluginAsyncTypebox<Pick<GameRouteOptions, 'store' | 'tableSeats'>> = async (
  app,
  { store, tableSeats },
) => {
  const defaults = defaultTableSettings(tableSeats)
  const readTable = (tableId: number) => storedOrEmptyTable(store, tableId, defaults)

  app.get(
    '/api/operator/tables',
    {
      schema: {
        operationId: 'listTables',
        summary: 'Every table with its game, a page at a time (operator)',
        description:
          'The tables that exist (created, or sat at), by tableId ascending, each as GET ' +
          '/api/tables/{tableId}/state answers an operator: what a console shows of the whole floor in one call ' +
          "per page instead of one per table. Follow each table's changes after it with GET " +
          '/api/operator/events.',
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        querystring: TableListQuerySchema,
        response: {
          200: Type.Ref(TablePageSchema, { description: 'A page of tables; nextCursor when more may follow.' }),
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? DEFAULT_TABLE_PAGE
      // One more id than the page says whether another page follows.
      const ids = await store.listTableIds(
        request.query.cursor === undefined ? 0 : Number(request.query.cursor),
        limit + 1,
      )
      const page = ids.slice(0, limit)
      // A few tables read at a time: a page never takes the whole PostgreSQL pool from the money path.
      const records: TableRecord[] = []
      for (let i = 0; i < page.length; i += FLOOR_READS_AT_ONCE)
        records.push(...(await Promise.all(page.slice(i, i + FLOOR_READS_AT_ONCE).map(readTable))))
      return {
        tables: records.map((record) => tableStateView(record, request.identity)),
        ...(ids.length > limit ? { nextCursor: String(page.at(-1)) } : {}),
      }
    },
  )
}
