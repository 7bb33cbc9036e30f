// The OpenAPI document, generated from the route schemas, and Swagger UI at /docs.

import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { Document, visit } from 'yaml'
import { DEFAULT_ERROR_EXAMPLES, OPERATION_EXAMPLES } from '../openapi-examples.ts'

export interface OpenapiOptions {
  version: string
}

export const SERVICE_TITLE = 'Hand-Odds Service'
/** Route-schema marker for an operation whose body may be omitted (Fastify's generator always says required). */
export const OPTIONAL_BODY_MARKER = 'x-body-optional'

type JsonObject = Record<string, unknown>
type MediaObject = { schema?: JsonObject; example?: unknown }
type ResponseObject = { description: string; headers?: JsonObject; content?: Record<string, MediaObject> }
type OperationObject = JsonObject & { operationId?: string; responses?: Record<string, ResponseObject> }
type OpenapiDocument = {
  paths?: Record<string, Record<string, OperationObject>>
  components?: { schemas?: JsonObject }
}

const ERROR_BODY_REF = '#/components/schemas/ErrorBody'

const RESPONSE_HEADERS: Record<string, JsonObject> = {
  401: { 'WWW-Authenticate': { description: 'Always `Bearer`.', schema: { type: 'string', example: 'Bearer' } } },
  429: {
    'Retry-After': {
      description: 'Seconds to wait before retrying.',
      schema: { type: 'integer', minimum: 0, example: 60 },
    },
  },
  503: {
    'Retry-After': {
      description: 'Seconds to wait before retrying.',
      schema: { type: 'integer', minimum: 0, example: 1 },
    },
  },
}

function operationsOf(document: OpenapiDocument): OperationObject[] {
  return Object.values(document.paths ?? {}).flatMap((operations) => Object.values(operations))
}

function markOptionalBodies(document: OpenapiDocument): OpenapiDocument {
  for (const operation of operationsOf(document)) {
    if (operation[OPTIONAL_BODY_MARKER] === undefined) continue
    delete operation[OPTIONAL_BODY_MARKER]
    const body = operation.requestBody as { required?: boolean } | undefined
    if (body) body.required = false
  }
  return document
}

/**
 * JSON Schema's numeric `exclusiveMinimum: 0` (what Ajv validates) as OpenAPI 3.0 writes it:
 * `minimum: 0, exclusiveMinimum: true`; likewise for the maximum.
 */
function toOpenapi30Bounds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(toOpenapi30Bounds)
  if (typeof node !== 'object' || node === null) return
  const schema = node as JsonObject
  for (const [exclusive, inclusive, sign] of [
    ['exclusiveMinimum', 'minimum', 1],
    ['exclusiveMaximum', 'maximum', -1],
  ] as const) {
    const bound = schema[exclusive]
    if (typeof bound !== 'number') continue
    const other = schema[inclusive]
    if (typeof other === 'number' && sign * (other - bound) > 0) {
      delete schema[exclusive] // the inclusive bound is the tighter one
      continue
    }
    schema[inclusive] = bound
    schema[exclusive] = true
  }
  Object.values(schema).forEach(toOpenapi30Bounds)
}

/** Puts an example on every JSON answer (OPERATION_EXAMPLES, else DEFAULT_ERROR_EXAMPLES), and documents response
 * headers. */
function addResponseExamples(document: OpenapiDocument): OpenapiDocument {
  for (const operation of operationsOf(document)) {
    const own = OPERATION_EXAMPLES[operation.operationId ?? ''] ?? {}
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const media = response.content?.['application/json'] ?? response.content?.['text/event-stream']
      const isError = media?.schema?.$ref === ERROR_BODY_REF
      const example = own[Number(status)] ?? (isError ? DEFAULT_ERROR_EXAMPLES[Number(status)] : undefined)
      if (media && example !== undefined) media.example = example
      if (isError && RESPONSE_HEADERS[status]) response.headers = { ...RESPONSE_HEADERS[status], ...response.headers }
    }
  }
  return document
}

/** The generated document, completed: optional bodies, OpenAPI 3.0 bounds, examples. Works on a copy. */
export function completeOpenapiDocument<T extends object>(generated: T): T {
  const document = structuredClone(generated) as OpenapiDocument
  markOptionalBodies(document)
  toOpenapi30Bounds(document.components?.schemas)
  toOpenapi30Bounds(document.paths)
  addResponseExamples(document)
  return document as T
}

/** A YAML 1.1 timestamp (yaml.org/type/timestamp.html): what 1.1 readers turn into a date when it is not quoted. */
const YAML_TIMESTAMP =
  /^\d{4}-\d\d?-\d\d?(?:(?:[Tt]|[ \t]+)\d\d?:\d\d:\d\d(?:\.\d*)?(?:[ \t]*(?:Z|[-+]\d\d?(?::\d\d)?))?)?$/

/**
 * The document as YAML that every reader takes the same way. Written as YAML 1.1, so strings 1.1 readers (PyYAML,
 * js-yaml, Swagger tooling) would read as booleans or numbers are quoted; timestamps, such as an example `time`,
 * are quoted explicitly (the yaml package's own timestamp rule can be switched off by other code in the process).
 */
export function openapiYaml(document: object): string {
  const yamlDocument = new Document(document, { version: '1.1' })
  visit(yamlDocument, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && YAML_TIMESTAMP.test(node.value)) node.type = 'QUOTE_DOUBLE'
    },
  })
  return yamlDocument.toString()
}

/** The document's description: what the service is, and where the guides are (shown at the top of Swagger UI). */
const OPENAPI_DESCRIPTION = [
  "Deals Texas Hold'em hands and prices them with exact win/draw probabilities (every possible board enumerated) " +
    'and decimal odds, and runs the betting game on the server: tables, a secret deck, prices with the house ' +
    'margin, bets, settlement, a ledger in integer cents, provably fair dealing.',
  '',
  "Guides, in the repository's `docs/` folder:",
  '- `docs/getting-started.md`: deal, price, play a game with a bet, leave, verify the deck (curl and the typed ' +
    'client)',
  '- `docs/interface.md`: the published interface, word for word',
  '- `docs/api.md`: decisions beyond the published interface, every error status, idempotency, authentication',
  '- `docs/game.md`: the game: lifecycle, prices and the ladder, bets, settlement, ledger, provably fair dealing',
  '- `docs/operations.md`: environment variables, PostgreSQL, Redis, verified tokens, metrics, limits, shutdown',
  "- `docs/operator.md`: accounts and real money (deposits, withdrawals, the house equation) and the operator's " +
    'console',
  '- `docs/odds-engine.md`: how the odds are computed and checked',
  '- `docs/range-equity.md`: ranges against ranges: notation, weighting, exact or Monte Carlo, sharing the engine',
  '- `docs/player-protection.md`: limits, time-outs and self-exclusion: the rules, who may change what, and where ' +
    'they are enforced',
  '- `docs/oversight.md`: game recall, the audit log, switches, voids and return to player: what a player can ' +
    'recall, what is recorded, how a table, a player or all gaming is switched off, a game voided, and RTP ' +
    'reported',
  '- `docs/performance.md`: benchmarks and how they were measured',
  '- `docs/scaling.md`: what one PostgreSQL primary carries, and the design past it',
  '- `docs/certification.md`: what a test lab runs (collection tools, the RNG battery, the PAR sheet, fingerprints)',
  "- `docs/seamless-wallet.md`: playing on a casino's own wallet (WALLET=seamless), its outbox and transactions",
  '- `docs/wallet-protocol.md`: the seamless wallet protocol a casino implements, its reference wallet and kit',
  '- `docs/architecture.md`: the layout and how to extend it',
  '- `docs/testing.md`: the tests and what they need',
].join('\n')

export async function registerOpenapi(app: FastifyInstance, options: OpenapiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: SERVICE_TITLE,
        version: options.version,
        description: OPENAPI_DESCRIPTION,
      },
      // Only the serving origin: a second, fixed address would be baked into generated clients as their default.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: [
        { name: 'health', description: 'Liveness and dependency status.' },
        { name: 'deal', description: 'Deal hands and price them.' },
        { name: 'odds', description: 'Price hands on a known board; ranges against ranges.' },
        { name: 'tables', description: 'Seats and buy-ins.' },
        {
          name: 'games',
          description: 'Tables with settings, the game from deal to river, finished games, bulk games.',
        },
        { name: 'bets', description: 'Bets, cancels, leaving with the balance, the ledger.' },
        { name: 'accounts', description: "A player's account and its ledger." },
        { name: 'protection', description: "A player's limits, time-out and self-exclusion, and their history." },
        { name: 'operator', description: 'Deposits, withdrawals and the house report: operator rights required.' },
        { name: 'events', description: "A table's changes as Server-Sent Events, and tickets for EventSource." },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "Access token from the identity provider's password grant (see docs/api.md, Authentication).",
          },
          eventTicket: {
            type: 'apiKey',
            in: 'query',
            name: 'ticket',
            description:
              "Only for GET /api/tables/{tableId}/events, in place of the Authorization header (a browser's " +
              'EventSource cannot send it): a single-use ticket from POST /api/tables/{tableId}/events/tickets.',
          },
        },
      },
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? completeOpenapiDocument(documentObject.openapiObject)
        : documentObject.swaggerObject,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  })
  let yamlText: string | undefined
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { persistAuthorization: true, tryItOutEnabled: false },
    uiHooks: {
      // /docs/yaml is openapiYaml's text (the plugin's own YAML leaves timestamps unquoted).
      preHandler: async (request, reply) => {
        if (request.routeOptions.url !== '/docs/yaml') return
        yamlText ??= openapiYaml(app.swagger())
        return reply.type('application/x-yaml').send(yamlText)
      },
    },
  })
}
