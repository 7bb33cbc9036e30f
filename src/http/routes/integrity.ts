// The software's fingerprints for the operator and a lab in the field: each critical file's SHA-256 against the
// manifest, and an HMAC of the list under a seed the caller chooses.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { IntegrityQuerySchema, IntegrityReportSchema } from '../../../schemas/integrity.ts'
import { type IntegrityReport, integrityHmac } from '../../integrity/manifest.ts'
import { errorResponses } from '../responses.ts'

export interface IntegrityRouteOptions {
  /** The running tree checked against its manifest (read again on every request). */
  integrity: () => Promise<IntegrityReport>
}

export const integrityRoutes: FastifyPluginAsyncTypebox<IntegrityRouteOptions> = async (app, { integrity }) => {
  app.get(
    '/api/operator/integrity',
    {
      schema: {
        operationId: 'getIntegrity',
        summary: "Check the software's fingerprints (operator)",
        description:
          'The SHA-256 of each critical file the service runs (the engine, the game, pricing, the shuffle, the ' +
          'wallet and the store with its SQL), computed now from the files on disk, against the manifest made when ' +
          'the tree was built, with a verdict for each and for all. With `seed`, an HMAC-SHA256 of the list under ' +
          'it, which a lab recomputes from its copy of the certified files (docs/certification.md).',
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        querystring: IntegrityQuerySchema,
        response: {
          200: Type.Ref(IntegrityReportSchema, { description: 'Each file and the verdict.' }),
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request) => {
      const report = await integrity()
      const { seed } = request.query
      return {
        ...report,
        ...(seed === undefined ? {} : { seed, hmacSha256: integrityHmac(seed, report.files) }),
      }
    },
  )
}
