// Configuration: read and validated once from the environment; no other file reads process.env.

import os from 'node:os'
import { DEFAULT_TABLE_SEATS } from './core/seating.js'

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
  tableSeats: number
  /** Origins allowed by CORS: '*' for any, or a list of exact origins; [] disables CORS. */
  corsOrigins: '*' | string[]
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number
  /** Worker threads that price deals. */
  oddsWorkers: number
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be an integer between ${min} and ${max}; got "${raw}".`)
  const value = Number(raw.trim())
  if (value < min || value > max) throw new ConfigError(`${name} must be an integer between ${min} and ${max}; got "${raw}".`)
  return value
}

function readChoice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!(choices as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}; got "${raw}".`)
  }
  return raw as T
}

function readUrl(env: Env, name: string): string | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  try {
    const url = new URL(raw)
    if (!['http:', 'https:', 'postgres:', 'postgresql:'].includes(url.protocol)) throw new Error('protocol')
  } catch {
    throw new ConfigError(`${name} must be a valid URL; got a value that is not.`)
  }
  return raw
}

function readOrigins(env: Env): '*' | string[] {
  const raw = env.CORS_ORIGINS
  if (raw === undefined) return '*'
  const trimmed = raw.trim()
  if (trimmed === '*') return '*'
  if (trimmed === '') return []
  const origins = trimmed.split(',').map((o) => o.trim()).filter((o) => o !== '')
  for (const origin of origins) {
    let parsed: URL
    try {
      parsed = new URL(origin)
    } catch {
      throw new ConfigError(`CORS_ORIGINS must be '*' or a comma-separated list of origins like https://game.example.com; "${origin}" is not an origin.`)
    }
    if (parsed.origin !== origin) {
      throw new ConfigError(`CORS_ORIGINS entries must be bare origins (scheme://host[:port]); "${origin}" is not.`)
    }
  }
  return origins
}

/** Parses and validates the environment once. Throws ConfigError naming the variable on a bad value. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development'
  const authModeSet = env.AUTH_MODE !== undefined && env.AUTH_MODE !== ''
  const mode = readChoice<AuthMode>(env, 'AUTH_MODE', ['stub', 'jwt'], 'stub')
  if (nodeEnv === 'production' && !authModeSet) {
    throw new ConfigError('AUTH_MODE must be set explicitly when NODE_ENV=production (jwt, or stub to accept unverified tokens).')
  }
  const authUrl = readUrl(env, 'AUTH_URL')?.replace(/\/+$/, '')
  const jwtSecret = env.AUTH_JWT_SECRET === '' ? undefined : env.AUTH_JWT_SECRET
  const jwksUrl = readUrl(env, 'AUTH_JWKS_URL') ?? (authUrl ? `${authUrl}/auth/v1/.well-known/jwks.json` : undefined)
  if (mode === 'jwt') {
    if (!authUrl) throw new ConfigError('AUTH_URL is required when AUTH_MODE=jwt (the issuer is AUTH_URL/auth/v1).')
    if (!jwtSecret && !jwksUrl) throw new ConfigError('AUTH_MODE=jwt needs key material: AUTH_JWT_SECRET and/or AUTH_JWKS_URL.')
  }
  const store = readChoice<StoreKind>(env, 'STORE', ['memory', 'postgres'], 'memory')
  const databaseUrl = readUrl(env, 'DATABASE_URL')
  if (store === 'postgres' && !databaseUrl) throw new ConfigError('DATABASE_URL is required when STORE=postgres.')
  return {
    port: readInt(env, 'PORT', 3000, 0, 65535),
    host: env.HOST && env.HOST !== '' ? env.HOST : '127.0.0.1',
    logLevel: readChoice<LogLevel>(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
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
    tableSeats: readInt(env, 'TABLE_SEATS', DEFAULT_TABLE_SEATS, 2, 10),
    corsOrigins: readOrigins(env),
    bodyLimitBytes: readInt(env, 'BODY_LIMIT_BYTES', 16 * 1024, 1024, 1024 * 1024),
    oddsWorkers: readInt(env, 'ODDS_WORKERS', Math.max(1, Math.min(os.availableParallelism(), 8)), 1, 64),
  }
}

/** A config for tests and tools: defaults with overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides }
}
