// buildApp: the Fastify surface; plugins, OpenAPI, the error handler, auth, then the routes, explicitly.

import cors from '@fastify/cors'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { SHARED_SCHEMAS } from '../../schemas/common.js'
import { DealRequestSchema, DealResponseSchema } from '../../schemas/deal.js'
import { HealthSchema } from '../../schemas/health.js'
import { OddsRequestSchema, OddsResponseSchema } from '../../schemas/odds.js'
import { SitAckSchema, SitRequestSchema, TableSchema } from '../../schemas/tables.js'
import type { Config } from '../config.js'
import { PACKAGE } from '../package-info.js'
import type { SeatStore } from '../store/seat-store.js'
import { createOddsPool, observeOddsTasks, type OddsCalculator } from '../workers/odds-pool.js'
import { clientErrorHandler, frameworkErrors, registerErrorHandlers } from './error-handler.js'
import { createTokenVerifier } from './auth/create-verifier.js'
import { createAuthHook, type TokenVerifier } from './plugins/auth.js'
import { refuseWhileClosing, registerLoadShedding } from './plugins/load-shedding.js'
import { createServiceMetrics, registerMetrics } from './plugins/metrics.js'
import { registerOpenapi } from './plugins/openapi.js'
import { registerRateLimit } from './plugins/rate-limit.js'
import { dealRoutes } from './routes/deal.js'
import { healthRoutes } from './routes/health.js'
import { oddsRoutes } from './routes/odds.js'
import { tableRoutes } from './routes/tables.js'
import { createValidatorCompiler, formatSchemaErrors } from './validation.js'

/** Every named schema: registered with Fastify (OpenAPI components) and with the validators. */
const COMPONENT_SCHEMAS = [
  ...SHARED_SCHEMAS,
  HealthSchema,
  DealRequestSchema,
  DealResponseSchema,
  OddsRequestSchema,
  OddsResponseSchema,
  SitRequestSchema,
  SitAckSchema,
  TableSchema,
]

export interface AppDependencies {
  config: Config
  store: SeatStore
  /** A pino logger, or omit to log at config.logLevel to stdout. */
  logger?: FastifyBaseLogger
  /** The odds engine; by default a worker pool of config.oddsWorkers threads, closed with the app. */
  odds?: OddsCalculator
  /** How tokens are verified; by default the one config.auth.mode names (stub: any bearer token). */
  verifier?: TokenVerifier
}

/** pino options for the service's logs: JSON lines at the configured level, credentials redacted. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
}

export async function buildApp({ config, store, logger, odds, verifier }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : { logger: loggerOptions(config) }),
    bodyLimit: config.bodyLimitBytes,
    schemaErrorFormatter: formatSchemaErrors,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Requests arriving while the app closes are refused by refuseWhileClosing, with the usual error body.
    return503OnClosing: false,
    // Timeouts (see README): receiving a request, idle keep-alive, socket inactivity, and the whole handling.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.connectionMs,
    handlerTimeout: config.timeouts.handlerMs,
    http: { headersTimeout: config.timeouts.headersMs, requestTimeout: config.timeouts.requestMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorateRequest('identity', null)
  // Every answer names its request id (taken from X-Request-Id when the caller sent one), to match logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  // Only JSON bodies are accepted: anything else is 415, not a string to validate.
  app.removeContentTypeParser(['text/plain', 'application/json'])
  // An empty JSON body is no body (a deal with the defaults), not a parse error; prototype poisoning is refused.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text === '') done(null, undefined)
    else parseJson(request, text, done)
  })
  app.setValidatorCompiler(createValidatorCompiler(COMPONENT_SCHEMAS))
  for (const schema of COMPONENT_SCHEMAS) app.addSchema(schema)
  const metrics = createServiceMetrics()
  registerErrorHandlers(app, { onStoreUnavailable: metrics.countStoreError })

  if (config.corsOrigins === '*' || config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
      exposedHeaders: ['Retry-After', 'X-Request-Id'],
      maxAge: 600,
    })
  }
  await registerOpenapi(app, { version: PACKAGE.version })
  if (config.metricsEnabled) await registerMetrics(app, metrics)
  await registerLoadShedding(app, { ...config.loadShedding, onShed: metrics.countShed })
  refuseWhileClosing(app)

  const oddsCalculator = observeOddsTasks(
    odds ?? createOddsPool({ threads: config.oddsWorkers, maxQueue: config.oddsQueueMax }),
    metrics.observeOddsTask,
  )
  metrics.watchOdds(oddsCalculator)
  if (!odds) app.addHook('onClose', async () => oddsCalculator.close())
  const tokenVerifier = verifier ?? createTokenVerifier(config.auth, { logger: app.log })
  if (tokenVerifier.close) app.addHook('onClose', async () => tokenVerifier.close?.())

  await app.register(healthRoutes, { store, service: PACKAGE.name, version: PACKAGE.version })
  await app.register(async (protectedScope) => {
    protectedScope.addHook('onRequest', createAuthHook(tokenVerifier))
    await registerRateLimit(protectedScope, { max: config.rateLimitMax })
    await protectedScope.register(dealRoutes, { odds: oddsCalculator })
    await protectedScope.register(oddsRoutes, { odds: oddsCalculator })
    await protectedScope.register(tableRoutes, { store, tableSeats: config.tableSeats })
  })
  return app
}
