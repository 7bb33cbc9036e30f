// AUTH_MODE=jwt: HS256 by secret and ES256/RS256 by JWKS pass; every bad token is 401 with the exact body; JWKS outages are 503.

import { generateKeyPairSync } from 'node:crypto'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import type { AuthConfig } from '../../src/config.ts'
import { buildTestApp } from '../helpers/app.ts'
import { createTokenVerifier, STUB_MODE_WARNING } from '../../src/auth/create-verifier.ts'
import { JWKS_UNAVAILABLE_MESSAGE } from '../../src/ports/token-verifier.ts'
import { createJwtVerifier, DEFAULT_JWKS_MAX_AGE_MS, DEFAULT_REFETCH_COOLDOWN_MS, type JwtVerifierOptions } from '../../src/auth/jwt-verifier.ts'
import type { TokenVerifier } from '../../src/ports/token-verifier.ts'
import { UNAUTHORIZED_MESSAGE } from '../../src/http/responses.ts'
import {
  claims,
  createCaptureLogger,
  generateTestKey,
  hmacSigner,
  hs256Token,
  jwtAuthConfig,
  keySigner,
  keyToken,
  rawJwt,
  startJwksServer,
  TEST_SECRET,
  type CapturedLine,
  type JwksServer,
} from '../helpers/jwt.ts'

const UNAUTHORIZED = { error: UNAUTHORIZED_MESSAGE }
const FORBIDDEN = { error: 'playerId must be the subject (sub) of the access token.' }

// Generated once per run: RSA generation is the slow part.
const es = generateTestKey('ES256', 'es-key-1')
const rs = generateTestKey('RS256', 'rs-key-1')
const esLater = generateTestKey('ES256', 'es-key-2')
const attackerEs = generateTestKey('ES256', 'es-key-1') // same kid, different key

interface Harness {
  app: FastifyInstance
  server: JwksServer
  /** A verifier built by the test (with options), when the app should not build its own from config. */
  verifier?: TokenVerifier & { jwks?: { fetchCount: number } }
  clock: { now: number }
  lines: CapturedLine[]
}

/** A fresh JWKS server (serving `keys`) and a fresh app verifying against it; both closed after the test. */
async function harness(
  t: Test,
  { keys = [es.jwk, rs.jwk], auth = {}, options, serverDown = false }: { keys?: Record<string, unknown>[]; auth?: Partial<AuthConfig>; options?: JwtVerifierOptions; serverDown?: boolean } = {},
): Promise<Harness> {
  const server = await startJwksServer(keys)
  t.teardown(() => server.close())
  if (serverDown) await server.close()
  const clock = { now: 1_000_000 }
  const authConfig = jwtAuthConfig(server, auth)
  const logger = createCaptureLogger()
  const verifier = options ? createJwtVerifier(authConfig, { now: () => clock.now, logger, ...options }) : createTokenVerifier(authConfig, { logger })
  t.teardown(() => verifier.close())
  const app = await buildTestApp(t, { config: { auth: authConfig }, logger, verifier })
  return { app, server, verifier, clock, lines: logger.lines }
}

async function getTable(app: FastifyInstance, authorization?: string) {
  const response = await app.inject({ method: 'GET', url: '/api/tables/1', headers: authorization === undefined ? {} : { authorization } })
  return { status: response.statusCode, body: response.json(), headers: response.headers }
}

async function sit(app: FastifyInstance, token: string, playerId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tables/1/sit',
    headers: { authorization: `Bearer ${token}` },
    payload: { playerId, buyInAmount: 10 },
  })
  return { status: response.statusCode, body: response.json() }
}

const EMPTY_TABLE = { tableId: 1, seatCount: 6, seats: [] }

/** A log line as text, without Fastify's raw req/res objects (pino serializes those; the capture logger does not). */
function textOf(line: CapturedLine): string {
  return JSON.stringify({ ...line, obj: { ...(line.obj as object), req: undefined, res: undefined } })
}

t.test('valid HS256, ES256 and RS256 tokens pass, with any case of the Bearer scheme', async (t) => {
  const { app, server } = await harness(t)
  const tokens = { HS256: hs256Token(claims(server.issuer)), ES256: keyToken(es, claims(server.issuer)), RS256: keyToken(rs, claims(server.issuer)) }
  for (const [alg, token] of Object.entries(tokens)) {
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const { status, body } = await getTable(app, `${scheme} ${token}`)
      t.same({ status, body }, { status: 200, body: EMPTY_TABLE }, `${alg} with "${scheme}"`)
    }
  }
  t.equal(server.hits, 1, 'one JWKS fetch served both keys and every later request')
})

t.test('the verified identity: sub, role and email when present', async (t) => {
  const server = await startJwksServer([es.jwk])
  t.teardown(() => server.close())
  const verifier = createJwtVerifier(jwtAuthConfig(server))
  t.teardown(() => verifier.close?.())
  t.same(await verifier.verify(keyToken(es, claims(server.issuer, { sub: 'u-42' }))), {
    verified: true,
    sub: 'u-42',
    role: 'authenticated',
    email: 'player@example.com',
  })
  t.same(await verifier.verify(hs256Token(claims(server.issuer, { email: undefined, role: undefined }))), { verified: true, sub: 'user-1' })
  t.same(await verifier.verify(hs256Token(claims(server.issuer, { aud: ['other', 'authenticated'] }))), {
    verified: true,
    sub: 'user-1',
    role: 'authenticated',
    email: 'player@example.com',
  }, 'aud may be an array that contains authenticated')
})

t.test('sit: playerId must equal the token sub, else 403', async (t) => {
  const { app, server } = await harness(t)
  const token = keyToken(es, claims(server.issuer, { sub: 'alice' }))
  t.same(await sit(app, token, 'mallory'), { status: 403, body: FORBIDDEN })
  t.same(await sit(app, token, 'alice'), { status: 200, body: { acknowledgement: 'ACK', seatId: 1, seatBalance: 10 } })
  t.same(await sit(app, hs256Token(claims(server.issuer, { sub: 'bob' })), 'alice'), { status: 403, body: FORBIDDEN })
})

t.test('Idempotency-Key: each verified caller has its own key space', async (t) => {
  const { app, server } = await harness(t)
  const sitWithKey = async (sub: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/tables/1/sit',
        headers: { authorization: `Bearer ${hs256Token(claims(server.issuer, { sub }))}`, 'idempotency-key': 'same-key' },
        payload: { playerId: sub, buyInAmount: 10 },
      })
    ).json()
  t.same(await sitWithKey('alice'), { acknowledgement: 'ACK', seatId: 1, seatBalance: 10 })
  t.same(await sitWithKey('bob'), { acknowledgement: 'ACK', seatId: 2, seatBalance: 10 }, 'not 422: the key is bob\'s own')
  t.same(await sitWithKey('alice'), { acknowledgement: 'ACK', seatId: 1, seatBalance: 10 }, 'alice\'s retry is still answered from her key')
})

t.test('every rejected token: 401 with exactly the one body and WWW-Authenticate: Bearer', async (t) => {
  const { app, server } = await harness(t)
  const iss = server.issuer
  const now = Math.floor(Date.now() / 1000)
  const rsaPublicPem = rs.publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const valid = keyToken(es, claims(iss))
  const [h, p, s] = valid.split('.')
  const tamperedPayload = Buffer.from(JSON.stringify(claims(iss, { sub: 'admin' }))).toString('base64url')
  const cases: Record<string, string | undefined> = {
    'expired beyond the clock tolerance (5 s)': keyToken(es, claims(iss, { exp: now - 30 })),
    'expired HS256': hs256Token(claims(iss, { exp: now - 3600 })),
    'not yet valid (nbf in a minute)': keyToken(es, claims(iss, { nbf: now + 60 })),
    'issued an hour from now (iat)': keyToken(es, claims(iss, { iat: now + 3600 })),
    'issued in a year (iat, HS256)': hs256Token(claims(iss, { iat: now + 365 * 86_400, exp: now + 366 * 86_400 })),
    'iat not a number': hs256Token(claims(iss, { iat: String(now) })),
    'wrong issuer': keyToken(es, claims(iss, { iss: 'https://evil.example.com/auth/v1' })),
    'issuer with a trailing slash': keyToken(es, claims(iss, { iss: `${iss}/` })),
    'issuer missing': keyToken(es, claims(iss, { iss: undefined })),
    'wrong audience': keyToken(es, claims(iss, { aud: 'anon' })),
    'audience missing': hs256Token(claims(iss, { aud: undefined })),
    'sub missing': keyToken(rs, claims(iss, { sub: undefined })),
    'sub empty': hs256Token(claims(iss, { sub: '' })),
    'sub not a string': hs256Token(claims(iss, { sub: 42 })),
    'exp missing': keyToken(es, claims(iss, { exp: undefined })),
    'exp missing (HS256)': hs256Token(claims(iss, { exp: undefined })),
    'exp not a number': hs256Token(claims(iss, { exp: String(now + 3600) })),
    'tampered payload': `${h}.${tamperedPayload}.${s}`,
    'signature of another token': `${h}.${p}.${keyToken(es, claims(iss, { sub: 'x' })).split('.')[2]}`,
    'signature stripped': `${h}.${p}.`,
    'wrong key under a known kid (ES256)': keyToken(attackerEs, claims(iss)),
    'RS256 signed by another RSA key': rawJwt({ alg: 'RS256', kid: rs.kid }, claims(iss), keySigner(generateTestKey('RS256', rs.kid))),
    'HS256 with the wrong secret': hs256Token(claims(iss), 'another-secret-that-is-also-32-characters'),
    'alg none': rawJwt({ alg: 'none', typ: 'JWT' }, claims(iss)),
    'alg None with a kid': rawJwt({ alg: 'None', kid: es.kid }, claims(iss)),
    'alg none with a signature': rawJwt({ alg: 'none' }, claims(iss), hmacSigner(TEST_SECRET)),
    'alg missing': rawJwt({ typ: 'JWT' }, claims(iss), hmacSigner(TEST_SECRET)),
    'HS256 signed with the RSA public key (PEM) as secret': hs256Token(claims(iss), rsaPublicPem, { kid: rs.kid }),
    'HS256 signed with the RSA public key (PEM), no kid': hs256Token(claims(iss), rsaPublicPem),
    'RS256 header on an ES256 key (kid of the EC key)': rawJwt({ alg: 'RS256', kid: es.kid }, claims(iss), keySigner(es)),
    'ES256 header on an RSA key (kid of the RSA key)': rawJwt({ alg: 'ES256', kid: rs.kid }, claims(iss), keySigner(rs)),
    'PS256 (not accepted)': rawJwt({ alg: 'PS256', kid: rs.kid }, claims(iss), keySigner(rs)),
    'HS512 (not accepted)': rawJwt({ alg: 'HS512' }, claims(iss), hmacSigner(TEST_SECRET)),
    'unknown kid': keyToken(generateTestKey('ES256', 'never-published'), claims(iss)),
    'ES256 without a kid': rawJwt({ alg: 'ES256' }, claims(iss), keySigner(es)),
    'kid not a string': rawJwt({ alg: 'ES256', kid: 7 }, claims(iss), keySigner(es)),
    'unknown crit header': keyToken(es, claims(iss), { crit: ['x-must-understand'], 'x-must-understand': true }),
    'malformed: one segment': 'abc',
    'malformed: two segments': 'abc.def',
    'malformed: dots only': '..',
    'malformed: segments not base64url JSON': 'abc.def.ghi',
    'malformed: header is an array': `${Buffer.from('[]').toString('base64url')}.${p}.${s}`,
    'malformed: payload is an array': rawJwt({ alg: 'HS256' }, [1, 2], hmacSigner(TEST_SECRET)),
    'malformed: padded base64': `${h}=.${p}.${s}`,
    'malformed: four segments': `${valid}.extra`,
    'too long': `${h}.${'a'.repeat(9000)}.${s}`,
  }
  for (const [name, token] of Object.entries(cases)) {
    const { status, body, headers } = await getTable(app, `Bearer ${token}`)
    t.same({ status, body }, { status: 401, body: UNAUTHORIZED }, name)
    t.equal(headers['www-authenticate'], 'Bearer', `${name}: WWW-Authenticate`)
  }
  for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Bearer  ', 'Basic dXNlcjpwYXNz', `Token ${valid}`, `Bearer ${valid} extra`, valid]) {
    t.same((await getTable(app, header)).body, UNAUTHORIZED, `header ${JSON.stringify(header)?.slice(0, 30)}`)
  }
  const untampered = await getTable(app, `Bearer ${valid}`)
  t.same({ status: untampered.status, body: untampered.body }, { status: 200, body: EMPTY_TABLE }, 'the untampered token still passes')
})

t.test('clock tolerance applies to exp, nbf and a future iat', async (t) => {
  const now = () => Math.floor(Date.now() / 1000)
  {
    const { app, server } = await harness(t, { auth: { clockToleranceSeconds: 30 } })
    t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { exp: now() - 10 }))}`)).status, 200, 'expired 10 s ago, 30 s tolerance')
    t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { nbf: now() + 10 }))}`)).status, 200, 'valid in 10 s, 30 s tolerance')
    t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { exp: now() - 60 }))}`)).status, 401, 'expired 60 s ago')
    t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { nbf: now() + 60 }))}`)).status, 401, 'valid in 60 s')
    t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { iat: now() + 10 }))}`)).status, 200, 'issued 10 s ahead, 30 s tolerance')
    t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { iat: now() + 60 }))}`)).status, 401, 'issued 60 s ahead')
  }
  {
    const { app, server } = await harness(t, { auth: { clockToleranceSeconds: 0 } })
    t.equal((await getTable(app, `Bearer ${hs256Token(claims(server.issuer, { exp: now() - 2 }))}`)).status, 401, 'expired 2 s ago, no tolerance')
    t.equal((await getTable(app, `Bearer ${hs256Token(claims(server.issuer, { nbf: now() - 1 }))}`)).status, 200, 'nbf in the past')
  }
})

t.test('the rejection reason is logged at debug level and never returned', async (t) => {
  const { app, server, lines } = await harness(t)
  const expired = keyToken(es, claims(server.issuer, { exp: Math.floor(Date.now() / 1000) - 3600 }))
  const response = await app.inject({ method: 'GET', url: '/api/tables/1', headers: { authorization: `Bearer ${expired}` } })
  t.equal(response.body, JSON.stringify(UNAUTHORIZED))
  const rejected = lines.filter((l) => l.msg === 'token rejected')
  t.equal(rejected.length, 1)
  t.equal(rejected[0].level, 'debug')
  t.match((rejected[0].obj as { reason: string }).reason, /FAST_JWT_EXPIRED/)
  t.notOk(lines.some((l) => l.level !== 'debug' && l.level !== 'trace' && textOf(l).includes('FAST_JWT')), 'no reason above debug')
  t.ok(lines.some((l) => l.level === 'info' && l.msg === 'AUTH_MODE=jwt: bearer tokens are verified'), 'jwt mode is announced at start-up')
  t.notOk(lines.some((l) => l.msg === STUB_MODE_WARNING))
  t.notOk(lines.some((l) => textOf(l).includes(TEST_SECRET)), 'the secret is never logged')
})

t.test('keys are fetched lazily: nothing before the first ES256/RS256 token, nothing for HS256', async (t) => {
  const { app, server } = await harness(t)
  await app.ready()
  t.equal(server.hits, 0)
  t.equal((await getTable(app, `Bearer ${hs256Token(claims(server.issuer))}`)).status, 200)
  t.equal(server.hits, 0)
  const token = keyToken(rs, claims(server.issuer))
  const statuses = await Promise.all(Array.from({ length: 10 }, () => getTable(app, `Bearer ${token}`)))
  t.same(statuses.map((r) => r.status), Array(10).fill(200))
  t.equal(server.hits, 1, 'ten concurrent first requests share one fetch')
})

t.test('a key added to the JWKS after start-up works once the refetch cooldown has passed', async (t) => {
  const { app, server, clock } = await harness(t, { keys: [es.jwk], options: {} })
  t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer))}`)).status, 200)
  server.keys.push(esLater.jwk)
  const rotated = `Bearer ${keyToken(esLater, claims(server.issuer))}`
  clock.now += 1_000
  t.equal((await getTable(app, rotated)).status, 401, 'within the cooldown the new kid is unknown')
  t.equal(server.hits, 1, 'and no fetch was made')
  clock.now += DEFAULT_REFETCH_COOLDOWN_MS
  t.equal((await getTable(app, rotated)).status, 200, 'after the cooldown the new kid is fetched')
  t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer))}`)).status, 200, 'the old key still works')
  t.equal(server.hits, 2)
})

t.test('a key added after start-up works at once when the cooldown is zero', async (t) => {
  const { app, server } = await harness(t, { keys: [es.jwk], options: { refetchCooldownMs: 0 } })
  t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer))}`)).status, 200)
  server.keys.push(rs.jwk)
  t.equal((await getTable(app, `Bearer ${keyToken(rs, claims(server.issuer))}`)).status, 200)
  t.equal(server.hits, 2)
})

t.test('random kids cannot hammer the provider: at most one refetch per cooldown', async (t) => {
  const { app, server, clock } = await harness(t, { keys: [es.jwk], options: {} })
  const randomKid = (i: number) => `Bearer ${rawJwt({ alg: 'ES256', kid: `random-${i}` }, claims(server.issuer), keySigner(es))}`
  for (let i = 0; i < 25; i++) t.equal((await getTable(app, randomKid(i))).status, 401)
  t.equal(server.hits, 1, 'the first unknown kid fetched the JWKS; the next 24 did not')
  clock.now += DEFAULT_REFETCH_COOLDOWN_MS
  const later = await Promise.all(Array.from({ length: 25 }, (_, i) => getTable(app, randomKid(100 + i))))
  t.same(later.map((r) => r.status), Array(25).fill(401))
  t.equal(server.hits, 2, 'one more fetch after the cooldown, shared by concurrent requests')
})

t.test('a key removed from the JWKS stops working after the cache refreshes', async (t) => {
  const { app, server, clock } = await harness(t, { keys: [es.jwk, rs.jwk], options: {} })
  const esToken = `Bearer ${keyToken(es, claims(server.issuer))}`
  t.equal((await getTable(app, esToken)).status, 200)
  server.keys = [rs.jwk]
  t.equal((await getTable(app, esToken)).status, 200, 'still cached')
  clock.now += DEFAULT_JWKS_MAX_AGE_MS
  t.equal((await getTable(app, esToken)).status, 200, 'stale keys answer at once while a refresh runs in the background')
  let status = 200
  for (let i = 0; i < 100 && status === 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    status = (await getTable(app, esToken)).status
  }
  t.equal(status, 401, 'after the refresh the removed key is rejected')
  t.equal(server.hits, 2)
})

t.test('JWKS keys whose kty, crv or alg do not fit are never used', async (t) => {
  const ecLabelledRs = generateTestKey('ES256', 'ec-labelled-rs256')
  const rsaLabelledEs = generateTestKey('RS256', 'rsa-labelled-es256')
  const smallRsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
  const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' })
  const encKey = generateTestKey('ES256', 'enc-key')
  const noAlg = generateTestKey('ES256', 'no-alg')
  const keys = [
    { ...ecLabelledRs.jwk, alg: 'RS256' },
    { ...rsaLabelledEs.jwk, alg: 'ES256' },
    { ...smallRsa.publicKey.export({ format: 'jwk' }), kid: 'rsa-1024', alg: 'RS256' },
    { ...p384.publicKey.export({ format: 'jwk' }), kid: 'p-384' },
    { ...encKey.jwk, use: 'enc' },
    { kty: 'oct', kid: 'hmac', k: Buffer.from(TEST_SECRET).toString('base64url'), alg: 'HS256' },
    { ...noAlg.jwk, alg: undefined },
    'not an object',
  ] as Record<string, unknown>[]
  // No shared secret: an HS256 token must not find a key in the JWKS either (the symmetric JWK "hmac").
  const { app, server } = await harness(t, { keys, auth: { jwtSecret: undefined }, options: { refetchCooldownMs: 0 } })
  const iss = server.issuer
  const cases: Record<string, string> = {
    'EC key labelled RS256, token ES256': keyToken(ecLabelledRs, claims(iss)),
    'EC key labelled RS256, token RS256': rawJwt({ alg: 'RS256', kid: ecLabelledRs.kid }, claims(iss), keySigner(ecLabelledRs)),
    'RSA key labelled ES256, token ES256': rawJwt({ alg: 'ES256', kid: rsaLabelledEs.kid }, claims(iss), keySigner(rsaLabelledEs)),
    'RSA key labelled ES256, token RS256': keyToken(rsaLabelledEs, claims(iss)),
    '1024-bit RSA key': rawJwt({ alg: 'RS256', kid: 'rsa-1024' }, claims(iss), keySigner({ ...rs, privateKey: smallRsa.privateKey })),
    'P-384 key for ES256': rawJwt({ alg: 'ES256', kid: 'p-384' }, claims(iss), keySigner({ ...es, privateKey: p384.privateKey })),
    'encryption key': keyToken(encKey, claims(iss)),
    'HS256 signed with the symmetric JWK of its kid': rawJwt({ alg: 'HS256', kid: 'hmac' }, claims(iss), hmacSigner(TEST_SECRET)),
  }
  for (const [name, token] of Object.entries(cases)) {
    t.same((await getTable(app, `Bearer ${token}`)).body, UNAUTHORIZED, name)
  }
  t.equal((await getTable(app, `Bearer ${keyToken(noAlg, claims(iss))}`)).status, 200, 'a P-256 key without alg serves ES256')
})

t.test('HS256 is refused without a secret, ES256/RS256 without a JWKS', async (t) => {
  {
    const { app, server } = await harness(t, { auth: { jwtSecret: undefined } })
    t.same((await getTable(app, `Bearer ${hs256Token(claims(server.issuer))}`)).body, UNAUTHORIZED, 'HS256, JWKS only')
    t.same(
      (await getTable(app, `Bearer ${hs256Token(claims(server.issuer), Buffer.from(JSON.stringify(es.jwk)), { kid: es.kid })}`)).body,
      UNAUTHORIZED,
      'HS256 signed with the JWK text',
    )
    t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer))}`)).status, 200, 'ES256, JWKS only')
  }
  {
    const { app, server } = await harness(t, { auth: { jwksUrl: undefined } })
    t.same((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer))}`)).body, UNAUTHORIZED, 'ES256, secret only')
    t.equal(server.hits, 0)
    t.equal((await getTable(app, `Bearer ${hs256Token(claims(server.issuer))}`)).status, 200, 'HS256, secret only')
  }
})

t.test('JWKS down: 503 for a key not cached, 200 for a cached one, 200 for HS256', async (t) => {
  const { app, server, clock, lines } = await harness(t, { keys: [es.jwk, rs.jwk], options: {} })
  const esToken = `Bearer ${keyToken(es, claims(server.issuer))}`
  t.equal((await getTable(app, esToken)).status, 200, 'es-key-1 cached (the fetch also saw rs-key-1)')
  server.keys.push(esLater.jwk)
  await server.close()
  clock.now += DEFAULT_REFETCH_COOLDOWN_MS
  const unavailable = await getTable(app, `Bearer ${keyToken(esLater, claims(server.issuer))}`)
  t.same({ status: unavailable.status, body: unavailable.body }, { status: 503, body: { error: JWKS_UNAVAILABLE_MESSAGE } })
  t.equal(unavailable.headers['retry-after'], '1')
  t.equal((await getTable(app, esToken)).status, 200, 'cached ES256 key')
  t.equal((await getTable(app, `Bearer ${keyToken(rs, claims(server.issuer))}`)).status, 200, 'cached RS256 key')
  t.equal((await getTable(app, `Bearer ${hs256Token(claims(server.issuer))}`)).status, 200, 'HS256')
  t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { exp: 1 }))}`)).status, 401, 'a bad token on a cached key is still 401')
  t.ok(lines.some((l) => l.level === 'warn' && l.msg?.startsWith('JWKS fetch failed')), 'the failed fetch is logged at warn')
  t.ok(lines.some((l) => l.level === 'warn' && (l.obj as { code?: string }).code === 'AUTH_UNAVAILABLE'), 'the 503 is logged at warn')
})

t.test('JWKS never reached: 503 until it answers, retried at most once per second', async (t) => {
  const { app, server, clock, verifier } = await harness(t, { keys: [es.jwk], options: {} })
  server.mode = 'http-500'
  const token = `Bearer ${keyToken(es, claims(server.issuer))}`
  t.equal((await getTable(app, token)).status, 503, 'HTTP 500 from the JWKS')
  t.equal((await getTable(app, token)).status, 503, 'within the retry interval: no new fetch')
  t.equal(verifier?.jwks?.fetchCount, 1)
  server.mode = 'garbage'
  clock.now += 1_000
  t.equal((await getTable(app, token)).status, 503, 'a JWKS that is not JSON')
  t.equal(verifier?.jwks?.fetchCount, 2)
  server.mode = 'up'
  clock.now += 1_000
  t.equal((await getTable(app, token)).status, 200, 'the JWKS answers again')
  t.equal(server.hits, 3)
})

t.test('JWKS that hangs: 503 at AUTH_JWKS_TIMEOUT_MS, not a hang, even under GC pressure', { timeout: 30_000 }, async (t) => {
  const { app, server } = await harness(t, { auth: { jwksTimeoutMs: 300 } })
  server.mode = 'hang'
  // Garbage collection during the wait once made an AbortSignal.timeout-based deadline never fire.
  v8.setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  const collecting = setInterval(gc, 20)
  t.teardown(() => clearInterval(collecting))
  // The JWKS server never answers, so only the deadline can produce the 503; a deadline that never fires fails the
  // subtest's timeout.
  const response = await getTable(app, `Bearer ${keyToken(es, claims(server.issuer))}`)
  t.same({ status: response.status, body: response.body }, { status: 503, body: { error: JWKS_UNAVAILABLE_MESSAGE } })
  t.equal(server.hits, 1, 'the JWKS was asked once')
})

t.test('JWKS unreachable from the start (connection refused): 503', async (t) => {
  const { app, server } = await harness(t, { serverDown: true })
  const response = await getTable(app, `Bearer ${keyToken(rs, claims(server.issuer))}`)
  t.same({ status: response.status, body: response.body }, { status: 503, body: { error: JWKS_UNAVAILABLE_MESSAGE } })
  t.equal((await getTable(app, `Bearer ${hs256Token(claims(server.issuer))}`)).status, 200, 'HS256 needs no JWKS')
})

t.test('closing the verifier aborts a JWKS fetch in flight', { timeout: 30_000 }, async (t) => {
  const server = await startJwksServer([es.jwk])
  t.teardown(() => server.close())
  server.mode = 'hang'
  // A deadline far beyond the subtest's timeout: only closing the verifier can end the fetch in time.
  const auth = jwtAuthConfig(server, { jwksTimeoutMs: 3_600_000 })
  const verifier = createTokenVerifier(auth)
  const app = await buildTestApp(t, { config: { auth }, verifier })
  const pending = getTable(app, `Bearer ${keyToken(es, claims(server.issuer))}`)
  while (server.hits === 0) await new Promise((resolve) => setTimeout(resolve, 5))
  await verifier.close()
  t.equal((await pending).status, 503)
})

t.test('createJwtVerifier and createTokenVerifier', async (t) => {
  const base = jwtAuthConfig({ url: 'http://127.0.0.1:9', jwksUrl: 'http://127.0.0.1:9/auth/v1/.well-known/jwks.json' })
  t.throws(() => createJwtVerifier({ ...base, url: undefined }), /auth\.url/)
  t.throws(() => createJwtVerifier({ ...base, jwtSecret: undefined, jwksUrl: undefined }), /jwtSecret and\/or auth\.jwksUrl/)
  t.equal(createTokenVerifier(base).mode, 'jwt')
  const lines: CapturedLine[] = []
  const stub = createTokenVerifier({ ...base, mode: 'stub' }, { logger: createCaptureLogger(lines) })
  t.equal(stub.mode, 'stub')
  t.same(lines.map((l) => [l.level, l.msg]), [['warn', STUB_MODE_WARNING]])
})
