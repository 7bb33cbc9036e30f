// What the AUTH_MODE=jwt tests share: test keys, an app verifying against a fresh JWKS server, and reads through it.

import type { FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import { createTokenVerifier } from '../../src/auth/create-verifier.ts'
import { createJwtVerifier, type JwtVerifierOptions } from '../../src/auth/jwt-verifier.ts'
import type { AuthConfig } from '../../src/config.ts'
import { UNAUTHORIZED_MESSAGE } from '../../src/http/responses.ts'
import type { TokenVerifier } from '../../src/ports/token-verifier.ts'
import { buildTestApp } from '../helpers/app.ts'
import {
  type CapturedLine,
  createCaptureLogger,
  generateTestKey,
  type JwksServer,
  jwtAuthConfig,
  startJwksServer,
} from '../helpers/jwt.ts'

export const UNAUTHORIZED = { error: UNAUTHORIZED_MESSAGE }

// Generated once per test file: RSA generation is the slow part.
export const es = generateTestKey('ES256', 'es-key-1')
export const rs = generateTestKey('RS256', 'rs-key-1')
export const esLater = generateTestKey('ES256', 'es-key-2')
export const attackerEs = generateTestKey('ES256', 'es-key-1') // same kid, different key

export interface Harness {
  app: FastifyInstance
  server: JwksServer
  /** A verifier built by the test (with options), when the app should not build its own from config. */
  verifier?: TokenVerifier & { jwks?: { fetchCount: number } }
  clock: { now: number }
  lines: CapturedLine[]
}

/** A fresh JWKS server (serving `keys`) and a fresh app verifying against it; both closed after the test. */
export async function harness(
  t: Test,
  {
    keys = [es.jwk, rs.jwk],
    auth = {},
    options,
    serverDown = false,
  }: {
    keys?: Record<string, unknown>[]
    auth?: Partial<AuthConfig>
    options?: JwtVerifierOptions
    serverDown?: boolean
  } = {},
): Promise<Harness> {
  const server = await startJwksServer(keys)
  t.teardown(() => server.close())
  if (serverDown) await server.close()
  const clock = { now: 1_000_000 }
  const authConfig = jwtAuthConfig(server, auth)
  const logger = createCaptureLogger()
  const verifier = options
    ? createJwtVerifier(authConfig, { now: () => clock.now, logger, ...options })
    : createTokenVerifier(authConfig, { logger })
  t.teardown(() => verifier.close())
  const app = await buildTestApp(t, { config: { auth: authConfig }, logger, verifier })
  return { app, server, verifier, clock, lines: logger.lines }
}

export async function getTable(app: FastifyInstance, authorization?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/tables/1',
    headers: authorization === undefined ? {} : { authorization },
  })
  return { status: response.statusCode, body: response.json(), headers: response.headers }
}

export const EMPTY_TABLE = { tableId: 1, seatCount: 6, seats: [] }
