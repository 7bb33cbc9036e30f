// AUTH_MODE=stub: any non-empty bearer token passes unverified; a missing or non-bearer header is 401; a warning is
// logged.

import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { createTokenVerifier, STUB_MODE_WARNING } from '../../../src/auth/create-verifier.ts'
import { testConfig } from '../../../src/config.ts'
import { extractBearerToken } from '../../../src/http/plugins/auth.ts'
import { UNAUTHORIZED_MESSAGE } from '../../../src/http/responses.ts'
import { buildTestApp } from '../../helpers/app.ts'
import { type CapturedLine, claims, createCaptureLogger, hs256Token } from '../../helpers/jwt.ts'

const UNAUTHORIZED = { error: UNAUTHORIZED_MESSAGE }

async function stubApp(t: Test, lines: CapturedLine[] = []): Promise<FastifyInstance> {
  const config = testConfig()
  t.equal(config.auth.mode, 'stub', 'stub is the default mode')
  const logger = createCaptureLogger(lines)
  const app = await buildTestApp(t, { verifier: createTokenVerifier(config.auth, { logger }), logger })
  return app
}

async function getTable(app: FastifyInstance, authorization?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/tables/1',
    headers: authorization === undefined ? {} : { authorization },
  })
  return { status: response.statusCode, body: response.json(), wwwAuthenticate: response.headers['www-authenticate'] }
}

t.test('any non-empty bearer token passes, scheme in any case', async (t) => {
  const app = await stubApp(t)
  const expiredJwt = hs256Token(
    claims('https://elsewhere.example.com/auth/v1', { exp: 1 }),
    'not-the-secret-at-all-but-32-chars!!',
  )
  for (const header of [
    'Bearer x',
    'bearer anything',
    'BEARER 123',
    'Bearer\tabc',
    'Bearer abc  ',
    `Bearer ${expiredJwt}`,
    'Bearer not.a.jwt',
  ]) {
    t.same(
      await getTable(app, header),
      { status: 200, body: { tableId: 1, seatCount: 6, seats: [] }, wwwAuthenticate: undefined },
      JSON.stringify(header),
    )
  }
})

t.test('missing, empty or non-bearer Authorization: 401 with the exact body', async (t) => {
  const app = await stubApp(t)
  for (const header of [
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'Bearer    ',
    'Basic x',
    'Basic dXNlcjpwYXNz',
    'Token abc',
    'Bearerabc',
    'Bearer a b',
    'x',
  ]) {
    t.same(
      await getTable(app, header),
      { status: 401, body: UNAUTHORIZED, wwwAuthenticate: 'Bearer' },
      JSON.stringify(header),
    )
  }
})

t.test('every protected route needs the header; health does not', async (t) => {
  const app = await stubApp(t)
  const routes = [
    { method: 'POST' as const, url: '/api/deal', payload: { numberOfHands: 2 } },
    { method: 'POST' as const, url: '/api/odds', payload: {} },
    { method: 'POST' as const, url: '/api/tables/1/sit', payload: { playerId: 'p', buyInAmount: 1 } },
    { method: 'GET' as const, url: '/api/tables/1' },
  ]
  for (const route of routes) {
    const response = await app.inject(route)
    t.same(
      { status: response.statusCode, body: response.json() },
      { status: 401, body: UNAUTHORIZED },
      `${route.method} ${route.url}`,
    )
  }
  t.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200)
})

t.test('stub identities are unverified: sit accepts any playerId (no 403)', async (t) => {
  const app = await stubApp(t)
  const response = await app.inject({
    method: 'POST',
    url: '/api/tables/1/sit',
    headers: { authorization: `Bearer ${hs256Token(claims('https://x.example.com/auth/v1', { sub: 'alice' }))}` },
    payload: { playerId: 'bob', buyInAmount: 5 },
  })
  t.same(
    { status: response.statusCode, body: response.json() },
    { status: 200, body: { acknowledgement: 'ACK', seatId: 1, seatBalance: 5 } },
  )
})

t.test('stub mode always logs a warning when the app is built', async (t) => {
  const lines: CapturedLine[] = []
  await stubApp(t, lines)
  t.same(
    lines.filter((l) => l.msg === STUB_MODE_WARNING).map((l) => l.level),
    ['warn'],
  )
})

t.test('extractBearerToken', async (t) => {
  t.equal(extractBearerToken('Bearer abc'), 'abc')
  t.equal(extractBearerToken('bEaReR abc'), 'abc')
  t.equal(extractBearerToken('Bearer   abc '), 'abc')
  t.equal(extractBearerToken(undefined), undefined)
  t.equal(extractBearerToken('Bearer'), undefined)
  t.equal(extractBearerToken('Bearer '), undefined)
  t.equal(extractBearerToken('Basic abc'), undefined)
  t.equal(extractBearerToken('Bearer a b'), undefined)
})
