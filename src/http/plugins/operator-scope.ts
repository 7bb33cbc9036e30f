// The operator's routes live in one encapsulated scope whose first hook checks operator rights, before the body is
// parsed or validated: a caller without them gets 401 (no token, from authentication) or 403, whatever it sent.

import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { assertOperator } from '../../core/callers.ts'
import { standsOnTicket } from '../event-tickets.ts'

/** What marks the operator scope and everything registered inside it. */
const OPERATOR_SCOPE = 'operatorScope'

/** Refuses a caller without operator rights (403). A stream's `?ticket=` is redeemed by its route, which checks it. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  if (!standsOnTicket(request)) assertOperator(request.identity)
}

/**
 * Registers `routes` in a scope of `parent` (inside authentication) that admits operators only. Every route under
 * /api/operator/ is registered here; a route registered there from anywhere else stops the app from building.
 */
export async function registerOperatorScope(parent: FastifyInstance, routes: FastifyPluginAsync): Promise<void> {
  parent.addHook('onRoute', function (route) {
    if (route.url.startsWith('/api/operator/') && !this.hasDecorator(OPERATOR_SCOPE)) {
      throw new Error(
        `${String(route.method)} ${route.url} is an operator route registered outside the operator scope.`,
      )
    }
  })
  await parent.register(async (scope) => {
    scope.decorate(OPERATOR_SCOPE, true)
    scope.addHook('onRequest', requireOperator)
    await scope.register(routes)
  })
}
