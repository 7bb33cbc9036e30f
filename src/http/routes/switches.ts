// The operator's switches and voids: a table, a player or all gaming off (with a reason) and on again, what is off
// now, and a game not yet settled voided with every stake returned.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { PlayerParamsSchema } from '../../../schemas/accounts.ts'
import { SwitchListSchema, SwitchRequestSchema, SwitchStateSchema } from '../../../schemas/audit.ts'
import { GameParamsSchema, GameRecordSchema } from '../../../schemas/game.ts'
import { TableParamsSchema } from '../../../schemas/tables.ts'
import { requiredReason } from '../../core/audit.ts'
import type { Caller } from '../../core/callers.ts'
import type { Switch, SwitchActor } from '../../core/switches.ts'
import type { GameStore } from '../../ports/game-store.ts'
import type { SwitchStore } from '../../ports/switch-store.ts'
import { gameRecordView } from '../game-views.ts'
import { STORE_WRITE_TIMEOUT_MS } from '../plugins/handler-timeout.ts'
import { errorResponses } from '../responses.ts'

export interface SwitchRouteOptions {
  store: SwitchStore & Pick<GameStore, 'voidGame'>
  /** Seats of a table switched before anyone used it. */
  tableSeats: number
}

/** A switch as the operator's answers show it: who, why and since when. */
export const operatorSwitchView = (value: Switch) => ({
  actor: value.actor,
  reason: value.reason,
  since: new Date(value.since).toISOString(),
})

/** The operator who turns a switch, with the reason (required, trimmed). */
function operatorOf(identity: Caller | null, reason: string): SwitchActor {
  return { actor: identity?.sub ?? 'operator', reason: requiredReason(reason) }
}

const ACTIONS = [
  ['disable', true],
  ['enable', false],
] as const

const answers = (description: string) => ({
  200: Type.Ref(SwitchStateSchema, { description }),
  ...errorResponses(400, 401, 403, 413, 414, 415, 429, 503),
})

export const switchRoutes: FastifyPluginAsyncTypebox<SwitchRouteOptions> = async (app, { store, tableSeats }) => {
  for (const [action, disabled] of ACTIONS) {
    const verb = disabled ? 'Disable' : 'Enable'
    app.post(
      `/api/operator/tables/:tableId/${action}`,
      {
        config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
        schema: {
          operationId: `${action}Table`,
          summary: `${verb} a table (operator)`,
          description: disabled
            ? 'Switches the table off: it starts no new game (the game in play finishes, AUTO tables included) and ' +
              "seats nobody (409); players may leave. Audited with the reason; the table's state and events show " +
              'it (`disabled`).'
            : 'Switches the table on again (all gaming may still hold it off). Audited with the reason.',
          tags: ['operator'],
          security: [{ bearerAuth: [] }],
          params: TableParamsSchema,
          body: Type.Ref(SwitchRequestSchema),
          response: answers('What now holds the table.'),
        },
      },
      async (request) => {
        const by = operatorOf(request.identity, request.body.reason)
        const { tableId } = request.params
        const now = await store.switchTable(tableId, disabled, by, tableSeats)
        request.log.info({ operator: by.actor, action: `${action} table`, tableId }, 'operator action')
        return {
          disabled: now.table !== undefined || now.gaming !== undefined,
          tableId,
          ...(now.table ? { table: operatorSwitchView(now.table) } : {}),
          ...(now.gaming ? { gaming: operatorSwitchView(now.gaming) } : {}),
        }
      },
    )

    app.post(
      `/api/operator/players/:playerId/${action}`,
      {
        config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
        schema: {
          operationId: `${action}Player`,
          summary: `${verb} a player (operator)`,
          description: disabled
            ? 'Switches the player off: no bet, sit, top-up or deposit is accepted (403); leaving a table and ' +
              'withdrawals still work, and bets already placed settle. Audited with the reason.'
            : 'Switches the player on again. Audited with the reason.',
          tags: ['operator'],
          security: [{ bearerAuth: [] }],
          params: PlayerParamsSchema,
          body: Type.Ref(SwitchRequestSchema),
          response: answers("The player's switch now."),
        },
      },
      async (request) => {
        const by = operatorOf(request.identity, request.body.reason)
        const { playerId } = request.params
        const now = await store.switchPlayer(playerId, disabled, by)
        request.log.info({ operator: by.actor, action: `${action} player`, playerId }, 'operator action')
        return { disabled: now !== undefined, playerId, ...(now ? { player: operatorSwitchView(now) } : {}) }
      },
    )

    app.post(
      `/api/operator/gaming/${action}`,
      {
        config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
        schema: {
          operationId: `${action}Gaming`,
          summary: `${verb} all gaming (operator)`,
          description: disabled
            ? 'Switches every table off at once, as if each were disabled: games in play finish, no new game or ' +
              "seat. Audited with the reason; every table's state and events show it (`disabled.scope` GAMING)."
            : 'Switches all gaming on again (tables switched off on their own stay off). Audited with the reason.',
          tags: ['operator'],
          security: [{ bearerAuth: [] }],
          body: Type.Ref(SwitchRequestSchema),
          response: answers("All gaming's switch now."),
        },
      },
      async (request) => {
        const by = operatorOf(request.identity, request.body.reason)
        const now = await store.switchGaming(disabled, by)
        request.log.info({ operator: by.actor, action: `${action} gaming` }, 'operator action')
        return { disabled: now !== undefined, ...(now ? { gaming: operatorSwitchView(now) } : {}) }
      },
    )
  }

  app.post(
    '/api/operator/tables/:tableId/games/:gameId/void',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'voidGame',
        summary: 'Void a game not yet settled (operator)',
        description:
          "Voids the table's game in play, before its river settles it, in one transaction: every open bet becomes " +
          'VOID with its stake back on its seat (a BET_CANCEL ledger entry naming the bet), the game is marked ' +
          'voided with the reason and its server seed revealed (nothing more is dealt from it), and the table ' +
          'returns to SETUP. A game that is over (settled or voided) is 409; a game the table never had is 404. ' +
          "Audited. Answers the game's record.",
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        params: GameParamsSchema,
        body: Type.Ref(SwitchRequestSchema),
        response: {
          200: Type.Ref(GameRecordSchema, { description: 'The voided game, its seed revealed.' }),
          ...errorResponses(400, 401, 403, 404, 409, 413, 414, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const by = operatorOf(request.identity, request.body.reason)
      const { tableId, gameId } = request.params
      const { voided, game, bets } = await store.voidGame(tableId, gameId, by)
      request.log.info(
        { operator: by.actor, action: 'void game', tableId, gameId, bets: voided.length },
        'operator action',
      )
      // The operator sees every player's bets.
      return gameRecordView(tableId, game, bets, null)
    },
  )

  app.get(
    '/api/operator/switches',
    {
      schema: {
        operationId: 'listSwitches',
        summary: 'What is switched off (operator)',
        description:
          'All gaming, if off, and every table and player switched off, with who did it, why and since when.',
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Ref(SwitchListSchema, { description: 'The switches that are off.' }),
          ...errorResponses(401, 403, 429, 503),
        },
      },
    },
    async (request) => {
      const now = await store.listSwitches()
      return {
        ...(now.gaming ? { gaming: operatorSwitchView(now.gaming) } : {}),
        tables: now.tables.map((t) => ({ tableId: t.tableId, ...operatorSwitchView(t.switch) })),
        players: now.players.map((p) => ({ playerId: p.playerId, ...operatorSwitchView(p.switch) })),
      }
    },
  )
}
