// Player protection: a player's limits, time-out, self-exclusion and their history; the player's own changes and the
// operator's (with a reason). The stores apply them where the money moves (docs/player-protection.md).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { PlayerParamsSchema } from '../../../schemas/accounts.ts'
import {
  LimitRequestSchema,
  OperatorLimitRequestSchema,
  OperatorSelfExclusionRequestSchema,
  OperatorTimeoutRequestSchema,
  ProtectionHistorySchema,
  ProtectionSchema,
  RealityCheckRequestSchema,
  SelfExclusionRequestSchema,
  TimeoutRequestSchema,
} from '../../../schemas/protection.ts'
import { assertActsForSelf, assertMayReadAccount, type Caller } from '../../core/callers.ts'
import { amountToCents } from '../../core/money.ts'
import { LIMIT_AMOUNT_RULE, type LimitKind, type LimitPeriod, MAX_LIMIT_CENTS } from '../../core/protection.ts'
import type { HistoryStore } from '../../ports/history-store.ts'
import type { ProtectionActor, ProtectionStore } from '../../ports/protection-store.ts'
import { archivedView } from '../archived-views.ts'
import { STORE_WRITE_TIMEOUT_MS } from '../plugins/handler-timeout.ts'
import { protectionView } from '../protection-views.ts'
import { errorResponses } from '../responses.ts'

export interface ProtectionRouteOptions {
  store: ProtectionStore & HistoryStore
}

const limitChange = (body: { kind: LimitKind; period: LimitPeriod; amount: number | null }) => ({
  kind: body.kind,
  period: body.period,
  amountCents: body.amount === null ? null : amountToCents(body.amount, MAX_LIMIT_CENTS, LIMIT_AMOUNT_RULE),
})

/** The player acting on their own protection: with verified tokens only the token's subject. */
function playerActor(identity: Caller | null, playerId: string): ProtectionActor {
  assertActsForSelf(identity, playerId)
  return { source: 'PLAYER', actor: playerId }
}

/** An operator acting on a player's protection, named with the reason. */
function operatorActor(identity: Caller | null, reason: string): ProtectionActor {
  return { source: 'OPERATOR', actor: identity?.sub ?? 'operator', reason }
}

const answer = (description: string) => ({
  200: Type.Ref(ProtectionSchema, { description }),
  ...errorResponses(400, 401, 403, 413, 414, 415, 429, 503),
})

export const protectionRoutes: FastifyPluginAsyncTypebox<ProtectionRouteOptions> = async (app, { store }) => {
  app.get(
    '/api/players/:playerId/protection',
    {
      schema: {
        operationId: 'getProtection',
        summary: "Read a player's protection",
        description:
          'The limits in force with what each has used in its rolling window and when the oldest use leaves it, ' +
          'every limit set with any pending change and when it applies, and the time-out or self-exclusion in ' +
          'force. With verified tokens a player reads only their own; an operator reads any.',
        tags: ['protection'],
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        response: {
          200: Type.Ref(ProtectionSchema, { description: 'The protection as it stands now.' }),
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { playerId } = request.params
      assertMayReadAccount(request.identity, playerId)
      return protectionView(playerId, await store.getProtection(playerId))
    },
  )

  app.get(
    '/api/players/:playerId/protection/history',
    {
      schema: {
        operationId: 'getProtectionHistory',
        summary: "Read every change to a player's protection",
        description:
          "Who changed what and when, the value before and after, and the operator's reason; oldest first. Changes " +
          'are never altered or removed.',
        tags: ['protection'],
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        response: {
          200: Type.Ref(ProtectionHistorySchema, { description: 'The changes.' }),
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { playerId } = request.params
      assertMayReadAccount(request.identity, playerId)
      return {
        playerId,
        changes: await store.getProtectionHistory(playerId),
        ...(await archivedView(store, 'protection')),
      }
    },
  )

  app.put(
    '/api/players/:playerId/limits',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'setLimit',
        summary: 'Set, lower, raise or remove one of your limits',
        description:
          'A new limit or a lower one applies at once (and cancels a pending rise); a higher one or a removal ' +
          '(amount null) is pending until the cooling-off (LIMIT_COOLING_OFF_HOURS, 24 by default) has passed, ' +
          'and the limit in force holds in full until then.',
        tags: ['protection'],
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        body: Type.Ref(LimitRequestSchema),
        response: answer('The protection after the change.'),
      },
    },
    async (request) => {
      const { playerId } = request.params
      const actor = playerActor(request.identity, playerId)
      return protectionView(playerId, await store.setLimit(playerId, limitChange(request.body), actor))
    },
  )

  app.put(
    '/api/players/:playerId/reality-check',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'setRealityCheck',
        summary: 'Choose how often you are reminded how long you have played',
        description:
          'Every `minutes` (10 to 120) of a session, or null for none; without a choice the operator default ' +
          '(REALITY_CHECK_MINUTES) applies. A session starts with the first bet after 30 minutes without one; ' +
          'when the interval has passed since it began or since the last acknowledgement, the next bet is ' +
          'refused with 409 REALITY_CHECK_DUE and the session so far, until acknowledged.',
        tags: ['protection'],
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        body: Type.Ref(RealityCheckRequestSchema),
        response: answer('The protection with the new interval.'),
      },
    },
    async (request) => {
      const { playerId } = request.params
      const actor = playerActor(request.identity, playerId)
      return protectionView(playerId, await store.setRealityCheck(playerId, request.body.minutes, actor))
    },
  )

  app.post(
    '/api/players/:playerId/reality-check/ack',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'acknowledgeRealityCheck',
        summary: 'Acknowledge a reality check and go on playing',
        description: 'The next check falls due one interval from now. Without a session going on it changes nothing.',
        tags: ['protection'],
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        response: {
          200: Type.Ref(ProtectionSchema, { description: 'The protection after the acknowledgement.' }),
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const { playerId } = request.params
      playerActor(request.identity, playerId)
      return protectionView(playerId, await store.acknowledgeRealityCheck(playerId))
    },
  )

  for (const [path, kind] of [
    ['timeout', 'TIMEOUT'],
    ['self-exclusion', 'SELF_EXCLUSION'],
  ] as const) {
    const timeout = kind === 'TIMEOUT'
    app.post(
      `/api/players/:playerId/${path}`,
      {
        config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
        schema: {
          operationId: timeout ? 'startTimeout' : 'selfExclude',
          summary: timeout ? 'Take a time-out from play' : 'Exclude yourself from play',
          description: timeout
            ? 'From 24 hours to six weeks, at once. Until it ends no bet, sit, top-up or deposit is accepted (403); ' +
              'leaving a seat and withdrawals still work. It cannot be shortened or lifted.'
            : 'From 6 to 60 months (of 30 days), at once, with confirm: true. Until it ends no bet, sit, top-up or ' +
              'deposit is accepted (403); leaving a seat and withdrawals still work. It cannot be shortened or ' +
              'lifted, by the player or the operator.',
          tags: ['protection'],
          security: [{ bearerAuth: [] }],
          params: PlayerParamsSchema,
          body: Type.Ref(timeout ? TimeoutRequestSchema : SelfExclusionRequestSchema),
          response: answer('The protection with the break in force.'),
        },
      },
      async (request) => {
        const { playerId } = request.params
        const actor = playerActor(request.identity, playerId)
        const body = request.body as { hours?: number; months?: number }
        return protectionView(
          playerId,
          await store.imposeBreak(playerId, kind, (timeout ? body.hours : body.months)!, actor),
        )
      },
    )
  }
}

/** The operator's limits and breaks on a player: registered in the operator scope, which checks the caller's rights. */
export const operatorProtectionRoutes: FastifyPluginAsyncTypebox<ProtectionRouteOptions> = async (app, { store }) => {
  app.put(
    '/api/operator/players/:playerId/limits',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'setOperatorLimit',
        summary: "Set or remove the operator's limit for a player (operator)",
        description:
          "Applies at once either way. The lowest of the player's and the operator's limits of a kind and period " +
          'applies. Operator rights and a reason required.',
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        body: Type.Ref(OperatorLimitRequestSchema),
        response: answer('The protection after the change.'),
      },
    },
    async (request) => {
      const { playerId } = request.params
      const actor = operatorActor(request.identity, request.body.reason)
      request.log.info({ operator: actor.actor, action: 'limit', playerId }, 'operator action')
      return protectionView(playerId, await store.setLimit(playerId, limitChange(request.body), actor))
    },
  )

  for (const [path, kind] of [
    ['timeout', 'TIMEOUT'],
    ['self-exclusion', 'SELF_EXCLUSION'],
  ] as const) {
    const timeout = kind === 'TIMEOUT'
    app.post(
      `/api/operator/players/:playerId/${path}`,
      {
        config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
        schema: {
          operationId: timeout ? 'imposeTimeout' : 'imposeSelfExclusion',
          summary: timeout
            ? 'Impose a time-out on a player (operator)'
            : 'Impose a self-exclusion on a player (operator)',
          description:
            "For a third party's or a regulator's request: as the player's own, it starts at once and cannot be " +
            'shortened or lifted. Operator rights and a reason required.',
          tags: ['operator'],
          security: [{ bearerAuth: [] }],
          params: PlayerParamsSchema,
          body: Type.Ref(timeout ? OperatorTimeoutRequestSchema : OperatorSelfExclusionRequestSchema),
          response: answer('The protection with the break in force.'),
        },
      },
      async (request) => {
        const { playerId } = request.params
        const body = request.body as { hours?: number; months?: number; reason: string }
        const actor = operatorActor(request.identity, body.reason)
        request.log.info({ operator: actor.actor, action: path, playerId }, 'operator action')
        return protectionView(
          playerId,
          await store.imposeBreak(playerId, kind, (timeout ? body.hours : body.months)!, actor),
        )
      },
    )
  }
}
