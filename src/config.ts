// Configuration: read and validated once from the environment; no other file reads process.env.

import { WALLET_MODES, type WalletMode } from './core/accounts.ts'
import {
  DEFAULT_EVENTS_KEPT_HOURS,
  DEFAULT_TABLE_SEATS,
  MAX_TABLE_SEATS,
  MIN_TABLE_SEATS,
  STORE_WRITE_ATTEMPTS,
  STORE_WRITE_TIMEOUT_MS,
} from './core/limits.ts'
import { DEFAULT_COOLING_OFF_HOURS, MAX_REALITY_MINUTES, MIN_REALITY_MINUTES } from './core/protection.ts'
import {
  ConfigError,
  type Env,
  readAmountCents,
  readBoolean,
  readChoice,
  readHttpUrl,
  readInt,
  readSecret,
  readServiceUrl,
} from './env-values.ts'
import {
  defaultMaxConnections,
  defaultMaxHeapUsedMb,
  defaultMaxRssMb,
  defaultOddsWorkers,
  MIB,
} from './machine-defaults.ts'

export { ConfigError }

export type AuthMode = 'stub' | 'jwt'
export type StoreKind = 'memory' | 'postgres'
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

export interface AuthConfig {
  mode: AuthMode
  /** Identity provider base address, e.g. https://project.example.co (issuer is `${url}/auth/v1`). */
  url?: string
  /** Shared secret for HS256 tokens (the provider's legacy scheme). */
  jwtSecret?: string
  /** JWKS address for ES256/RS256 keys. */
  jwksUrl?: string
  /** Accepted clock skew for exp/nbf, in seconds. */
  clockToleranceSeconds: number
  /** How long a JWKS fetch may take before the request answers 503, in milliseconds. */
  jwksTimeoutMs: number
}

export interface Config {
  port: number
  host: string
  logLevel: LogLevel
  nodeEnv: string
  auth: AuthConfig
  store: StoreKind
  databaseUrl?: string
  /** The PostgreSQL store's pool and deadlines (unused by the memory store). */
  database: DatabaseConfig
  tableSeats: number
  /** The memory store's share per caller (verified subject, else client address): tables opened and keys held. */
  callerShare: { maxTables: number; maxIdempotencyKeys: number }
  /** Origins allowed by CORS: '*' for any, or a list of exact origins; [] disables CORS. */
  corsOrigins: '*' | string[]
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number
  /** Worker threads that price deals. */
  oddsWorkers: number
  /** Most odds tasks that may wait for a worker; beyond it a deal answers 503 + Retry-After at once. */
  oddsQueueMax: number
  /** Load shedding (503 + Retry-After before any work): thresholds, each 0 to turn that check off. */
  loadShedding: LoadSheddingConfig
  /** Requests per minute per verified subject (per IP without one) on the protected routes; 0 turns the limit off. */
  rateLimitMax: number
  /** Redis shared by all instances for the rate-limit counters (redis:// or rediss://); unset: each instance counts
   * alone. */
  rateLimitRedisUrl?: string
  /** Serve Prometheus metrics at /metrics. */
  metricsEnabled: boolean
  /** When set, GET /metrics needs `Authorization: Bearer <metricsToken>` (Prometheus' bearer_token). */
  metricsToken?: string
  /** HTTP server timeouts, in milliseconds. */
  timeouts: TimeoutsConfig
  /** On shutdown, connections still open this long after the signal are closed (in-flight requests included). */
  shutdownDrainMs: number
  /**
   * On shutdown, how long a connection accepted before the listener closed may take to deliver its request (it is
   * then answered, with Connection: close); one still silent after it is closed.
   */
  shutdownConnectionGraceMs: number
  /** Most client connections open at once; more are refused, keeping file descriptors for the process itself. */
  maxConnections: number
  /** Live tables: how often the table clock checks every AUTO table, and the event streams' bounds. */
  live: LiveConfig
  /** Where buy-ins come from: play money granted on demand, accounts only the operator funds, or a casino's wallet. */
  wallet: WalletMode
  /** WALLET=seamless: the casino's wallet (docs/wallet-protocol.md). */
  seamlessWallet?: SeamlessWalletConfig
  /** How long a player's raised or removed limit waits before it applies, in ms (LIMIT_COOLING_OFF_HOURS). */
  limitCoolingOffMs: number
  /** Minutes between reality checks for players who chose none themselves (REALITY_CHECK_MINUTES); null: none. */
  realityCheckMinutes: number | null
  /** A payout (per seat and game) of at least this many cents is audited as a large win (LARGE_WIN_AMOUNT). */
  largeWinCents: number
  /** PostgreSQL store: hours of table events kept at least for resuming watchers (EVENTS_KEPT_HOURS). */
  eventsKeptHours: number
  /** Operator rights: the `role` (or app_metadata.role) a verified token must carry, and/or a static operator token. */
  operator: { role?: string; token?: string }
}

export interface SeamlessWalletConfig {
  /** WALLET_URL: the wallet's base address; the calls are POSTs to `${url}/debit` and so on. */
  url: string
  /** WALLET_SECRET: the HMAC-SHA256 key shared with the casino (never logged). */
  secret: string
  /** WALLET_TIMEOUT_MS: how long one call may take before it counts as no answer. */
  timeoutMs: number
  /** WALLET_CURRENCY: the ISO 4217 code every amount travels with. */
  currency: string
}

export interface LiveConfig {
  /** ms between two checks of every AUTO table: bounds a step's lateness and another instance's takeover. */
  clockPollMs: number
  /** Most event streams open on this instance; beyond it 503. */
  maxStreams: number
  /** Most event streams one caller (verified subject, else address) may hold open on this instance; beyond it 429. */
  maxStreamsPerCaller: number
  /** A comment line on every stream this often keeps proxies from closing idle streams (15 s; not configurable). */
  keepAliveMs: number
}

export interface LoadSheddingConfig {
  /** Mean event-loop delay over the last sample, in milliseconds. */
  maxEventLoopDelayMs: number
  maxHeapUsedBytes: number
  maxRssBytes: number
}

export interface TimeoutsConfig {
  /** Time to receive a whole request (headers and body); 408 after it. Node's server.requestTimeout. */
  requestMs: number
  /** Time to receive the request headers; must not exceed requestMs. Node's server.headersTimeout. */
  headersMs: number
  /** How long an idle keep-alive connection is kept open between requests. */
  keepAliveMs: number
  /** Socket inactivity timeout while a request is received or answered; the socket is closed after it. */
  connectionMs: number
  /** Most time from routing to the response being sent; 503 + Retry-After after it; 0 turns it off. */
  handlerMs: number
}

export interface DatabaseConfig {
  /** Most connections one instance's pool opens. */
  poolMax: number
  /** Longest wait for a connection, new or pooled, in ms. */
  connectTimeoutMs: number
  /** Longest a single statement may run, in ms (the client gives up 1 s later). */
  statementTimeoutMs: number
}

/** The statements a PostgreSQL store write's attempt may wait on at most. */
const STATEMENTS_PER_ATTEMPT = 3

/** The longest a store write can take before the PostgreSQL store decides, from its deadlines (ms). */
function storeWriteBoundMs({
  connectTimeoutMs,
  statementTimeoutMs,
}: Pick<DatabaseConfig, 'connectTimeoutMs' | 'statementTimeoutMs'>): number {
  return STORE_WRITE_ATTEMPTS * (connectTimeoutMs + STATEMENTS_PER_ATTEMPT * (statementTimeoutMs + 1_000))
}

/** A payout of 1,000.00 or more is a large win in the audit log unless LARGE_WIN_AMOUNT says otherwise. */
export const DEFAULT_LARGE_WIN_CENTS = 100_000

/** Shortest accepted HS256 secret: 32 characters, i.e. at least 256 bits as RFC 7518 section 3.2 requires. */
export const MIN_JWT_SECRET_LENGTH = 32

/** Shortest accepted METRICS_TOKEN: 16 characters. */
export const MIN_METRICS_TOKEN_LENGTH = 16

/** Shortest accepted WALLET_SECRET: 32 characters (an HMAC-SHA256 key of at least 256 bits' worth of text). */
export const MIN_WALLET_SECRET_LENGTH = 32

function readOrigins(env: Env): '*' | string[] {
  const raw = env.CORS_ORIGINS
  if (raw === undefined) return '*'
  const trimmed = raw.trim()
  if (trimmed === '*') return '*'
  if (trimmed === '') return []
  const origins = trimmed
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '')
  for (const origin of origins) {
    let parsed: URL
    try {
      parsed = new URL(origin)
    } catch {
      throw new ConfigError(
        `CORS_ORIGINS must be '*' or a comma-separated list of origins like https://game.example.com; "${origin}" ` +
          `is ` +
          `` +
          `not an origin.`,
      )
    }
    if (parsed.origin !== origin) {
      throw new ConfigError(`CORS_ORIGINS entries must be bare origins (scheme://host[:port]); "${origin}" is not.`)
    }
  }
  return origins
}

function readLoadShedding(env: Env): LoadSheddingConfig {
  return {
    maxEventLoopDelayMs: readInt(env, 'SHED_MAX_EVENT_LOOP_DELAY_MS', 200, 0, 60_000),
    maxHeapUsedBytes: readInt(env, 'SHED_MAX_HEAP_USED_MB', defaultMaxHeapUsedMb(), 0, 1024 * 1024) * MIB,
    maxRssBytes: readInt(env, 'SHED_MAX_RSS_MB', defaultMaxRssMb(), 0, 1024 * 1024) * MIB,
  }
}

function readTimeouts(env: Env): TimeoutsConfig {
  const timeouts: TimeoutsConfig = {
    requestMs: readInt(env, 'REQUEST_TIMEOUT_MS', 15_000, 1000, 600_000),
    headersMs: readInt(env, 'HEADERS_TIMEOUT_MS', 10_000, 1000, 600_000),
    keepAliveMs: readInt(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 1000, 600_000),
    connectionMs: readInt(env, 'CONNECTION_TIMEOUT_MS', 30_000, 1000, 600_000),
    handlerMs: readInt(env, 'HANDLER_TIMEOUT_MS', 10_000, 0, 600_000),
  }
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not exceed REQUEST_TIMEOUT_MS (${timeouts.requestMs}).`,
    )
  }
  return timeouts
}

/** An operator token is a shared secret: long enough not to be guessed. */
const MIN_OPERATOR_TOKEN_LENGTH = 32

/** How often an event stream carries a comment line, so proxies do not close it while the table is quiet. */
export const KEEP_ALIVE_MS = 15_000

/**
 * The PostgreSQL pool and deadlines. A store-changing request's handler timeout (STORE_WRITE_TIMEOUT_MS) must outlast
 * the store's own bound, so that the store always decides first: deadlines whose bound reaches it are refused.
 */
/** WALLET=seamless needs the wallet's address and the shared secret; the timeout and currency have defaults. */
function readSeamlessWallet(env: Env): SeamlessWalletConfig {
  const url = readHttpUrl(env, 'WALLET_URL')
  const secret = readSecret(env, 'WALLET_SECRET', MIN_WALLET_SECRET_LENGTH)
  if (!url || !secret) throw new ConfigError('WALLET=seamless needs WALLET_URL and WALLET_SECRET.')
  const currency = env.WALLET_CURRENCY && env.WALLET_CURRENCY !== '' ? env.WALLET_CURRENCY : 'EUR'
  if (!/^[A-Z]{3}$/.test(currency))
    throw new ConfigError(`WALLET_CURRENCY must be an ISO 4217 code of three capital letters; got "${currency}".`)
  return { url, secret, timeoutMs: readInt(env, 'WALLET_TIMEOUT_MS', 3_000, 100, 60_000), currency }
}

function readDatabase(env: Env): DatabaseConfig {
  const database = {
    poolMax: readInt(env, 'DATABASE_POOL_MAX', 10, 1, 1000),
    connectTimeoutMs: readInt(env, 'DATABASE_CONNECT_TIMEOUT_MS', 3_000, 100, 60_000),
    statementTimeoutMs: readInt(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5_000, 100, 60_000),
  }
  const bound = storeWriteBoundMs(database)
  if (bound >= STORE_WRITE_TIMEOUT_MS) {
    throw new ConfigError(
      `DATABASE_CONNECT_TIMEOUT_MS (${database.connectTimeoutMs}) and DATABASE_STATEMENT_TIMEOUT_MS ` +
        (`(${database.statementTimeoutMs}) are too long: a store write may then take ${bound} ms ` +
          (`(${STORE_WRITE_ATTEMPTS} attempts, each a connection wait and ${STATEMENTS_PER_ATTEMPT} statements with ` +
            `` +
            `1 ` +
            `` +
            `s of grace), which must stay under the ${STORE_WRITE_TIMEOUT_MS} ms a store-changing request waits.`)),
    )
  }
  return database
}

/** Parses and validates the environment once. Throws ConfigError naming the variable on a bad value. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development'
  const authModeSet = env.AUTH_MODE !== undefined && env.AUTH_MODE !== ''
  const mode = readChoice<AuthMode>(env, 'AUTH_MODE', ['stub', 'jwt'], 'stub')
  if (nodeEnv === 'production' && !authModeSet) {
    throw new ConfigError(
      'AUTH_MODE must be set explicitly when NODE_ENV=production (jwt, or stub to accept unverified tokens).',
    )
  }
  const authUrl = readHttpUrl(env, 'AUTH_URL')?.replace(/\/+$/, '')
  const jwtSecret = readSecret(env, 'AUTH_JWT_SECRET', MIN_JWT_SECRET_LENGTH)
  const jwksUrl =
    readHttpUrl(env, 'AUTH_JWKS_URL') ?? (authUrl ? `${authUrl}/auth/v1/.well-known/jwks.json` : undefined)
  if (mode === 'jwt') {
    if (!authUrl) throw new ConfigError('AUTH_URL is required when AUTH_MODE=jwt (the issuer is AUTH_URL/auth/v1).')
    if (!jwtSecret && !jwksUrl)
      throw new ConfigError('AUTH_MODE=jwt needs key material: AUTH_JWT_SECRET and/or AUTH_JWKS_URL.')
  }
  const store = readChoice<StoreKind>(env, 'STORE', ['memory', 'postgres'], 'memory')
  const databaseUrl = readServiceUrl(env, 'DATABASE_URL', ['postgres', 'postgresql'])
  if (store === 'postgres' && !databaseUrl) throw new ConfigError('DATABASE_URL is required when STORE=postgres.')
  const database = readDatabase(env)
  const metricsToken = readSecret(env, 'METRICS_TOKEN', MIN_METRICS_TOKEN_LENGTH)
  const wallet = readChoice<WalletMode>(env, 'WALLET', WALLET_MODES, 'play')
  const seamlessWallet = wallet === 'seamless' ? readSeamlessWallet(env) : undefined
  const operatorToken = readSecret(env, 'OPERATOR_TOKEN', MIN_OPERATOR_TOKEN_LENGTH)
  const operatorRole = env.OPERATOR_ROLE && env.OPERATOR_ROLE !== '' ? env.OPERATOR_ROLE : undefined
  if (operatorRole !== undefined && !/^[A-Za-z0-9_.:-]{1,64}$/.test(operatorRole)) {
    throw new ConfigError(
      'OPERATOR_ROLE must be 1 to 64 letters, digits or _.:- (the role claim of operator tokens, e.g. service_role).',
    )
  }
  // Twice the cores: a worker that has just answered waits for the main thread to hand it the next task, and a
  // second worker per core computes meanwhile (docs/performance.md, "Keeping the cores busy").
  const oddsWorkers = readInt(env, 'ODDS_WORKERS', defaultOddsWorkers(), 1, 64)
  return {
    port: readInt(env, 'PORT', 3000, 0, 65535),
    host: env.HOST && env.HOST !== '' ? env.HOST : '127.0.0.1',
    logLevel: readChoice<LogLevel>(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'info',
    ),
    nodeEnv,
    auth: {
      mode,
      url: authUrl,
      jwtSecret,
      jwksUrl,
      clockToleranceSeconds: readInt(env, 'AUTH_CLOCK_TOLERANCE_S', 5, 0, 300),
      jwksTimeoutMs: readInt(env, 'AUTH_JWKS_TIMEOUT_MS', 3000, 100, 30000),
    },
    store,
    databaseUrl,
    database,
    tableSeats: readInt(env, 'TABLE_SEATS', DEFAULT_TABLE_SEATS, MIN_TABLE_SEATS, MAX_TABLE_SEATS),
    callerShare: {
      maxTables: readInt(env, 'CALLER_MAX_TABLES', 100, 1, 100_000),
      maxIdempotencyKeys: readInt(env, 'CALLER_MAX_IDEMPOTENCY_KEYS', 10_000, 1, 1_000_000),
    },
    corsOrigins: readOrigins(env),
    bodyLimitBytes: readInt(env, 'BODY_LIMIT_BYTES', 16 * 1024, 1024, 1024 * 1024),
    oddsWorkers,
    oddsQueueMax: readInt(env, 'ODDS_QUEUE_MAX', oddsWorkers * 16, 1, 100_000),
    loadShedding: readLoadShedding(env),
    rateLimitMax: readInt(env, 'RATE_LIMIT_MAX', 600, 0, 1_000_000),
    rateLimitRedisUrl: readServiceUrl(env, 'RATE_LIMIT_REDIS_URL', ['redis', 'rediss']),
    // Public metrics show the Node version and per-route refusals: in production they are off unless a token
    // protects them (or METRICS_ENABLED=true says otherwise).
    metricsEnabled: readBoolean(env, 'METRICS_ENABLED', nodeEnv !== 'production' || metricsToken !== undefined),
    metricsToken,
    timeouts: readTimeouts(env),
    shutdownDrainMs: readInt(env, 'SHUTDOWN_DRAIN_MS', 10_000, 100, 600_000),
    shutdownConnectionGraceMs: readInt(env, 'SHUTDOWN_CONNECTION_GRACE_MS', 500, 0, 10_000),
    maxConnections: readInt(env, 'MAX_CONNECTIONS', defaultMaxConnections(), 1, 1_000_000),
    live: {
      clockPollMs: readInt(env, 'TABLE_CLOCK_POLL_MS', 200, 20, 5_000),
      maxStreams: readInt(env, 'STREAMS_MAX', 10_000, 1, 1_000_000),
      maxStreamsPerCaller: readInt(env, 'STREAMS_PER_CALLER', 20, 1, 1_000_000),
      keepAliveMs: KEEP_ALIVE_MS,
    },
    wallet,
    ...(seamlessWallet ? { seamlessWallet } : {}),
    limitCoolingOffMs: readInt(env, 'LIMIT_COOLING_OFF_HOURS', DEFAULT_COOLING_OFF_HOURS, 1, 720) * 3_600_000,
    realityCheckMinutes:
      env.REALITY_CHECK_MINUTES === undefined || env.REALITY_CHECK_MINUTES === ''
        ? null
        : readInt(env, 'REALITY_CHECK_MINUTES', 60, MIN_REALITY_MINUTES, MAX_REALITY_MINUTES),
    largeWinCents: readAmountCents(env, 'LARGE_WIN_AMOUNT', DEFAULT_LARGE_WIN_CENTS),
    eventsKeptHours: readInt(env, 'EVENTS_KEPT_HOURS', DEFAULT_EVENTS_KEPT_HOURS, 1, 720),
    operator: { ...(operatorRole ? { role: operatorRole } : {}), ...(operatorToken ? { token: operatorToken } : {}) },
  }
}

/**
 * A config for tests and tools: defaults with overrides, no environment read. Load shedding and the
 * rate limit are off (tests price odds on their own event loop and send many requests); tests of those
 * turn them on through overrides.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const quiet = {
    LOG_LEVEL: 'silent',
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    SHED_MAX_HEAP_USED_MB: '0',
    SHED_MAX_RSS_MB: '0',
    RATE_LIMIT_MAX: '0',
  }
  return { ...loadConfig(quiet), ...overrides }
}
