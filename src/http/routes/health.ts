// GET /api/health: public liveness and store status.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { HealthSchema } from '../../../schemas/health.ts'
import type { StoreService } from '../../ports/store.ts'

export interface HealthRouteOptions {
  store: Pick<StoreService, 'health'>
  service: string
  version: string
}

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRouteOptions> = async (app, { store, service, version }) => {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Service health',
        description:
          'Public. 200 when the service and its store are reachable ("degraded" when the store is at one of its ' +
          'bounds); 503 with the same body saying which dependency is not.',
        tags: ['health'],
        security: [],
        response: {
          200: Type.Ref(HealthSchema, { description: 'The service and its store are up.' }),
          503: Type.Ref(HealthSchema, { description: 'The store cannot be reached.' }),
        },
      },
    },
    async (_request, reply) => {
      const storeHealth = await store.health()
      reply.code(storeHealth.ok ? 200 : 503)
      return {
        status: !storeHealth.ok
          ? ('unavailable' as const)
          : storeHealth.atBound
            ? ('degraded' as const)
            : ('ok' as const),
        service,
        version,
        time: new Date().toISOString(),
        store: storeHealth,
      }
    },
  )
}
