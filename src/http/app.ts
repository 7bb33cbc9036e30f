// buildApp: assembles the Fastify surface from the adapters it is handed; builds and closes none of them.

import type { Socket } from 'node:net'
import cors from '@fastify/cors'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { ACCOUNT_SCHEMAS } from '../../schemas/accounts.ts'
import { AUDIT_SCHEMAS } from '../../schemas/audit.ts'
import { BET_SCHEMAS } from '../../schemas/bets.ts'
import { SHARED_SCHEMAS } from '../../schemas/common.ts'
import { DealRequestSchema, DealResponseSchema } from '../../schemas/deal.ts'
import { EquityRequestSchema, EquityResponseSchema, RangeEquitySchema } from '../../schemas/equity.ts'
import { EVENT_SCHEMAS } from '../../schemas/events.ts'
import { GAME_SCHEMAS } from '../../schemas/game.ts'
import { HealthSchema } from '../../schemas/health.ts'
import { IntegrityReportSchema } from '../../schemas/integrity.ts'
import { OddsRequestSchema, OddsResponseSchema } from '../../schemas/odds.ts'
import { PROTECTION_SCHEMAS } from '../../schemas/protection.ts'
import { RECALL_SCHEMAS } from '../../schemas/recall.ts'
import { SitAckSchema, SitRequestSchema, TableSchema } from '../../schemas/tables.ts'
import { WALLET_TRANSACTION_SCHEMAS } from '../../schemas/wallet-transactions.ts'
import type { Config } from '../config.ts'
import { checkIntegrity, type IntegrityReport, runningTree } from '../integrity/manifest.ts'
import { createEventHub } from '../live/event-hub.ts'
import { createTableClock } from '../live/table-clock.ts'
import { PACKAGE } from '../package-info.ts'
import type { ServiceMetrics } from '../ports/metrics.ts'
import type { OddsEngine } from '../ports/odds-engine.ts'
import type { Store } from '../ports/store.ts'
import type { TableRecord } from '../ports/table-store.ts'
import type { TokenVerifier } from '../ports/token-verifier.ts'
import { cachedSerializerFactory } from './compile-cache.ts'
import { clientErrorHandler, frameworkErrors, registerErrorHandlers } from './error-handler.ts'
import { createEventStreams } from './event-streams.ts'
import { createAuthHook } from './plugins/auth.ts'
import { registerHandlerTimeout } from './plugins/handler-timeout.ts'
import { refuseWhileClosing, registerLoadShedding } from './plugins/load-shedding.ts'
import { registerMetrics } from './plugins/metrics.ts'
import { registerOpenapi } from './plugins/openapi.ts'
import { registerOperatorScope } from './plugins/operator-scope.ts'
import { registerRateLimit } from './plugins/rate-limit.ts'
import { createRefusalTally } from './refusal-audit.ts'
import { accountRoutes, operatorAccountRoutes } from './routes/accounts.ts'
import { auditRoutes } from './routes/audit.ts'
import { betRoutes } from './routes/bets.ts'
import { consoleRoutes } from './routes/console.ts'
import { dealRoutes } from './routes/deal.ts'
import { equityRoutes } from './routes/equity.ts'
import { floorEventRoutes } from './routes/floor-events.ts'
import { gameRoutes, operatorTableRoutes } from './routes/games.ts'
import { healthRoutes } from './routes/health.ts'
import { integrityRoutes } from './routes/integrity.ts'
import { liveRoutes } from './routes/live.ts'
import { oddsRoutes } from './routes/odds.ts'
import { playRoutes } from './routes/play.ts'
import { operatorProtectionRoutes, protectionRoutes } from './routes/protection.ts'
import { recallRoutes } from './routes/recall.ts'
import { reportRoutes } from './routes/reports.ts'
import { switchRoutes } from './routes/switches.ts'
import { tableRoutes } from './routes/tables.ts'
import { walletRoutes } from './routes/wallet.ts'
import { createValidatorCompiler, formatSchemaErrors } from './validation.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Destroys the client sockets that have not sent a byte (shutdown calls it until the server is closed). */
    closeSilentConnections(): void
  }
}

/** What a non-empty body of a type other than JSON parses to, refused with 415 before validation. */
const UNSUPPORTED_BODY = Symbol('unsupported body')

/** A request id a client may choose: 1..64 letters, digits and . _ : - */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** Every named schema: registered with Fastify (OpenAPI components) and with the validators. */
export const COMPONENT_SCHEMAS = [
  ...SHARED_SCHEMAS,
  HealthSchema,
  DealRequestSchema,
  DealResponseSchema,
  OddsRequestSchema,
  OddsResponseSchema,
  EquityRequestSchema,
  RangeEquitySchema,
  EquityResponseSchema,
  SitRequestSchema,
  SitAckSchema,
  TableSchema,
  ...BET_SCHEMAS,
  ...GAME_SCHEMAS,
  ...EVENT_SCHEMAS,
  ...ACCOUNT_SCHEMAS,
  ...PROTECTION_SCHEMAS,
  ...AUDIT_SCHEMAS,
  ...RECALL_SCHEMAS,
  ...WALLET_TRANSACTION_SCHEMAS,
  IntegrityReportSchema,
]

/** What the app is handed; it closes none of them (src/server.ts does). */
export interface AppDependencies {
  config: Config
  store: Store
  odds: OddsEngine
  verifier: TokenVerifier
  /** A pino logger, or omit to log at config.logLevel to stdout. */
  logger?: FastifyBaseLogger
  /** Where counters go; GET /metrics is served when given and config.metricsEnabled. */
  metrics?: ServiceMetrics
  /** Redis that the instances share rate-limit counters through; without it each instance counts alone. */
  rateLimitRedis?: Redis
  /** The running tree's files against its manifest (default: the tree this module runs in, read on each request). */
  integrity?: () => Promise<IntegrityReport>
}

/** pino options for the service's logs: JSON lines at the configured level, credentials redacted. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
}

/** Assembles the Fastify surface from its dependencies: plugins, OpenAPI, the error handler, auth, then the routes. */
export async function buildApp({
  config,
  store,
  odds,
  verifier,
  logger,
  metrics,
  rateLimitRedis,
  integrity = () => {
    const { root, tree } = runningTree()
    return checkIntegrity(root, tree)
  },
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    bodyLimit: config.bodyLimitBytes,
    schemaErrorFormatter: formatSchemaErrors,
    schemaController: { compilersFactory: { buildSerializer: cachedSerializerFactory } },
    // X-Request-Id is taken only when it is a short safe id; anything else (8,000 characters, control characters)
    // gets a fresh id, so logs and answers never carry what a client made up.
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id']
      return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : crypto.randomUUID()
    },
    // Requests arriving while the app closes are refused by refuseWhileClosing, with the usual error body.
    return503OnClosing: false,
    // Timeouts (see docs/operations.md, "Limits and timeouts"): receiving a request, idle keep-alive, socket inactivity
    // (the whole handling: registerHandlerTimeout below).
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.connectionMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      requestTimeout: config.timeouts.requestMs,
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>()

  // Beyond the cap new connections are closed at once: a flood cannot exhaust the process's file descriptors
  // (which, once gone, make even process.memoryUsage() fail), and the service recovers when the flood ends.
  app.server.maxConnections = config.maxConnections
  // Every open client socket, so that closing can end the ones that never sent a byte at once: Node counts such a
  // socket (a browser's preconnect, a balancer's or an HTTP client's spare connection) as waiting for headers, not
  // idle, so closeIdleConnections() leaves it, and it would hold the close until a socket timeout cut it.
  const sockets = new Set<Socket>()
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  app.decorate('closeSilentConnections', () => {
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy()
  })
  // A connection accepted before the listener closed may carry a request still on its way (a client opens it, then
  // writes): it gets SHUTDOWN_CONNECTION_GRACE_MS to deliver it and is answered; one still silent then is closed.
  // Timers run before the loop reads its sockets: the silent ones are closed only after one more read of them
  // (setImmediate), so bytes that arrived while the loop was busy are never taken for silence.
  app.addHook('preClose', async () => {
    setTimeout(() => setImmediate(() => app.closeSilentConnections()), config.shutdownConnectionGraceMs).unref()
  })
  // First of the hooks: the handler timeout counts from routing.
  registerHandlerTimeout(app, config.timeouts.handlerMs)
  app.decorateRequest('identity', null)
  // Every answer names its request id (taken from X-Request-Id when the caller sent one), to match logs.
  // Hooks on every request take a callback rather than return a promise: no promise and no extra turn per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  // Only JSON bodies are accepted: anything else non-empty is 415, not a string to validate.
  app.removeContentTypeParser(['text/plain', 'application/json'])
  // An empty JSON body is no body (a deal with the defaults), not a parse error; prototype poisoning is refused.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text === '') done(null, undefined)
    else parseJson(request, text, done)
  })
  // An empty body is no body whatever its content type (`curl -d ''`, clients that send form encoding with no
  // body); a non-empty body of any other type is 415, refused after parsing so the connection stays usable.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body.length === 0 ? undefined : UNSUPPORTED_BODY),
  )
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === UNSUPPORTED_BODY) {
      done(
        Object.assign(new Error('Unsupported Media Type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }),
      )
      return
    }
    done()
  })
  app.setValidatorCompiler(createValidatorCompiler(COMPONENT_SCHEMAS))
  for (const schema of COMPONENT_SCHEMAS) app.addSchema(schema)
  registerErrorHandlers(app, { onStoreUnavailable: metrics?.countStoreError })

  if (config.corsOrigins === '*' || config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
      methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match', 'X-Request-Id'],
      exposedHeaders: ['Retry-After', 'X-Request-Id', 'WWW-Authenticate', 'ETag'],
      maxAge: 600,
    })
  }
  await registerOpenapi(app, { version: PACKAGE.version })
  if (config.metricsEnabled && metrics) await registerMetrics(app, metrics, { token: config.metricsToken })
  await registerLoadShedding(app, { ...config.loadShedding, onShed: metrics?.countShed })
  refuseWhileClosing(app)

  // Live tables: every instance runs the clock of the AUTO tables and serves the event streams of any table.
  // Each game this instance settles is counted by stage (staked and returned), for live RTP.
  const onSettled = metrics ? (table: TableRecord) => metrics.countSettled(table.bets) : undefined
  const clock = createTableClock({ store, odds, logger: app.log, pollMs: config.live.clockPollMs, onSettled })
  const hub = createEventHub(store, (err) =>
    app.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'could not read table events'),
  )
  app.addHook('onReady', async () => clock.start())
  app.addHook('preClose', async () => clock.stop())

  await app.register(healthRoutes, { store, service: PACKAGE.name, version: PACKAGE.version })
  await app.register(playRoutes)
  await app.register(consoleRoutes)
  await app.register(async (protectedScope) => {
    // Requests refused for their token count against their address, so a flood of bad tokens is limited too.
    const limitRefusal = await registerRateLimit(protectedScope, { max: config.rateLimitMax, redis: rateLimitRedis })
    // ... and in the audit log, as one row per address and minute.
    const refusals = createRefusalTally(store, {
      onError: (err) =>
        app.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'could not audit refused tokens'),
    })
    protectedScope.addHook('onClose', () => refusals.close())
    const countRefusal = (request: FastifyRequest, reply: FastifyReply) => {
      refusals.note(request.ip)
      return limitRefusal ? limitRefusal(request, reply) : Promise.resolve(undefined)
    }
    protectedScope.addHook('onRequest', createAuthHook(verifier, { countRefusal, operator: config.operator }))
    const { maxStreams, maxStreamsPerCaller, keepAliveMs } = config.live
    const streams = createEventStreams({ maxStreams, maxStreamsPerCaller, keepAliveMs })
    await registerOperatorScope(protectedScope, async (operatorScope) => {
      await operatorScope.register(operatorAccountRoutes, { store })
      await operatorScope.register(operatorProtectionRoutes, { store })
      await operatorScope.register(operatorTableRoutes, { store, tableSeats: config.tableSeats })
      await operatorScope.register(auditRoutes, { store })
      await operatorScope.register(switchRoutes, { store, tableSeats: config.tableSeats })
      await operatorScope.register(reportRoutes, { store })
      await operatorScope.register(walletRoutes, { store })
      await operatorScope.register(integrityRoutes, { integrity })
      await operatorScope.register(floorEventRoutes, { store, hub, streams })
    })
    await protectedScope.register(dealRoutes, { odds })
    await protectedScope.register(oddsRoutes, { odds })
    await protectedScope.register(equityRoutes, { odds })
    await protectedScope.register(tableRoutes, { store, tableSeats: config.tableSeats, wallet: config.wallet })
    await protectedScope.register(gameRoutes, { store, odds, tableSeats: config.tableSeats, onSettled })
    await protectedScope.register(betRoutes, { store })
    await protectedScope.register(accountRoutes, { store })
    await protectedScope.register(protectionRoutes, { store })
    await protectedScope.register(recallRoutes, {
      store,
      storeName: config.store === 'postgres' ? 'postgres' : 'memory',
    })
    await protectedScope.register(liveRoutes, { store, clock, hub, streams, tableSeats: config.tableSeats })
  })
  return app
}
