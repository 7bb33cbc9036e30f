// The OpenAPI document, generated from the route schemas, and Swagger UI at /docs.

import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

export interface OpenapiOptions {
  version: string
}

export const SERVICE_TITLE = 'Hand-Odds Service'
/** Route-schema marker for an operation whose body may be omitted (Fastify's generator always says required). */
export const OPTIONAL_BODY_MARKER = 'x-body-optional'

type OpenapiDocument = { paths?: Record<string, Record<string, Record<string, unknown>>> }

function markOptionalBodies(document: OpenapiDocument): OpenapiDocument {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (operation[OPTIONAL_BODY_MARKER] === undefined) continue
      delete operation[OPTIONAL_BODY_MARKER]
      const body = operation.requestBody as { required?: boolean } | undefined
      if (body) body.required = false
    }
  }
  return document
}

export async function registerOpenapi(app: FastifyInstance, options: OpenapiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: SERVICE_TITLE,
        version: options.version,
        description:
          "Deals Texas Hold'em hands and prices them with exact win/draw probabilities (every possible board enumerated) and fair decimal odds; seats players at tables with integer-cent buy-ins.",
        license: { name: 'UNLICENSED', url: 'https://example.com/license' },
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'health', description: 'Liveness and dependency status.' },
        { name: 'deal', description: 'Deal hands and price them.' },
        { name: 'odds', description: 'Price hands on a known board.' },
        { name: 'tables', description: 'Seats and buy-ins.' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "Access token from the identity provider's password grant (see README).",
          },
        },
      },
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (markOptionalBodies(documentObject.openapiObject as OpenapiDocument) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { persistAuthorization: true, tryItOutEnabled: false } })
}
