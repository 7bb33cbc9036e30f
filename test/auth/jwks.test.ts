// AUTH_MODE=jwt, the key set: fetched lazily, refetched at most once per cooldown, keys that do not fit never used;
// a JWKS that is down, never reached or hangs is 503 for keys not cached, never a hang (the tokens:
// jwt-verifier.test.ts).

import { generateKeyPairSync } from 'node:crypto'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import t from 'tap'
import { createTokenVerifier } from '../../src/auth/create-verifier.ts'
import { DEFAULT_JWKS_MAX_AGE_MS, DEFAULT_REFETCH_COOLDOWN_MS } from '../../src/auth/jwt-verifier.ts'
import { JWKS_UNAVAILABLE_MESSAGE } from '../../src/ports/token-verifier.ts'
import { buildTestApp } from '../helpers/app.ts'
import {
  claims,
  generateTestKey,
  hmacSigner,
  hs256Token,
  jwtAuthConfig,
  keySigner,
  keyToken,
  rawJwt,
  startJwksServer,
  TEST_SECRET,
} from '../helpers/jwt.ts'
import { es, esLater, getTable, harness, rs, UNAUTHORIZED } from './harness.ts'

t.test('keys are fetched lazily: nothing before the first ES256/RS256 token, nothing for HS256', async (t) => {
  const { app, server } = await harness(t)
  await app.ready()
  t.equal(server.hits, 0)
  t.equal((await getTable(app, `Bearer ${hs256Token(claims(server.issuer))}`)).status, 200)
  t.equal(server.hits, 0)
  const token = keyToken(rs, claims(server.issuer))
  const statuses = await Promise.all(Array.from({ length: 10 }, () => getTable(app, `Bearer ${token}`)))
  t.same(
    statuses.map((r) => r.status),
    Array(10).fill(200),
  )
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
  const randomKid = (i: number) =>
    `Bearer ${rawJwt({ alg: 'ES256', kid: `random-${i}` }, claims(server.issuer), keySigner(es))}`
  for (let i = 0; i < 25; i++) t.equal((await getTable(app, randomKid(i))).status, 401)
  t.equal(server.hits, 1, 'the first unknown kid fetched the JWKS; the next 24 did not')
  clock.now += DEFAULT_REFETCH_COOLDOWN_MS
  const later = await Promise.all(Array.from({ length: 25 }, (_, i) => getTable(app, randomKid(100 + i))))
  t.same(
    later.map((r) => r.status),
    Array(25).fill(401),
  )
  t.equal(server.hits, 2, 'one more fetch after the cooldown, shared by concurrent requests')
})

t.test('a key removed from the JWKS stops working after the cache refreshes', async (t) => {
  const { app, server, clock } = await harness(t, { keys: [es.jwk, rs.jwk], options: {} })
  const esToken = `Bearer ${keyToken(es, claims(server.issuer))}`
  t.equal((await getTable(app, esToken)).status, 200)
  server.keys = [rs.jwk]
  t.equal((await getTable(app, esToken)).status, 200, 'still cached')
  clock.now += DEFAULT_JWKS_MAX_AGE_MS
  t.equal(
    (await getTable(app, esToken)).status,
    200,
    'stale keys answer at once while a refresh runs in the background',
  )
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
    'EC key labelled RS256, token RS256': rawJwt(
      { alg: 'RS256', kid: ecLabelledRs.kid },
      claims(iss),
      keySigner(ecLabelledRs),
    ),
    'RSA key labelled ES256, token ES256': rawJwt(
      { alg: 'ES256', kid: rsaLabelledEs.kid },
      claims(iss),
      keySigner(rsaLabelledEs),
    ),
    'RSA key labelled ES256, token RS256': keyToken(rsaLabelledEs, claims(iss)),
    '1024-bit RSA key': rawJwt(
      { alg: 'RS256', kid: 'rsa-1024' },
      claims(iss),
      keySigner({ ...rs, privateKey: smallRsa.privateKey }),
    ),
    'P-384 key for ES256': rawJwt(
      { alg: 'ES256', kid: 'p-384' },
      claims(iss),
      keySigner({ ...es, privateKey: p384.privateKey }),
    ),
    'encryption key': keyToken(encKey, claims(iss)),
    'HS256 signed with the symmetric JWK of its kid': rawJwt(
      { alg: 'HS256', kid: 'hmac' },
      claims(iss),
      hmacSigner(TEST_SECRET),
    ),
  }
  for (const [name, token] of Object.entries(cases)) {
    t.same((await getTable(app, `Bearer ${token}`)).body, UNAUTHORIZED, name)
  }
  t.equal(
    (await getTable(app, `Bearer ${keyToken(noAlg, claims(iss))}`)).status,
    200,
    'a P-256 key without alg serves ES256',
  )
})

t.test('HS256 is refused without a secret, ES256/RS256 without a JWKS', async (t) => {
  {
    const { app, server } = await harness(t, { auth: { jwtSecret: undefined } })
    t.same((await getTable(app, `Bearer ${hs256Token(claims(server.issuer))}`)).body, UNAUTHORIZED, 'HS256, JWKS only')
    t.same(
      (
        await getTable(
          app,
          `Bearer ${hs256Token(claims(server.issuer), Buffer.from(JSON.stringify(es.jwk)), { kid: es.kid })}`,
        )
      ).body,
      UNAUTHORIZED,
      'HS256 signed with the JWK text',
    )
    t.equal((await getTable(app, `Bearer ${keyToken(es, claims(server.issuer))}`)).status, 200, 'ES256, JWKS only')
  }
  {
    const { app, server } = await harness(t, { auth: { jwksUrl: undefined } })
    t.same(
      (await getTable(app, `Bearer ${keyToken(es, claims(server.issuer))}`)).body,
      UNAUTHORIZED,
      'ES256, secret only',
    )
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
  t.same(
    { status: unavailable.status, body: unavailable.body },
    { status: 503, body: { error: JWKS_UNAVAILABLE_MESSAGE } },
  )
  t.equal(unavailable.headers['retry-after'], '1')
  t.equal((await getTable(app, esToken)).status, 200, 'cached ES256 key')
  t.equal((await getTable(app, `Bearer ${keyToken(rs, claims(server.issuer))}`)).status, 200, 'cached RS256 key')
  t.equal((await getTable(app, `Bearer ${hs256Token(claims(server.issuer))}`)).status, 200, 'HS256')
  t.equal(
    (await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { exp: 1 }))}`)).status,
    401,
    'a bad token on a cached key is still 401',
  )
  t.ok(
    lines.some((l) => l.level === 'warn' && l.msg?.startsWith('JWKS fetch failed')),
    'the failed fetch is logged at warn',
  )
  t.ok(
    lines.some((l) => l.level === 'warn' && (l.obj as { code?: string }).code === 'AUTH_UNAVAILABLE'),
    'the 503 is logged at warn',
  )
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

t.test(
  'JWKS that hangs: 503 at AUTH_JWKS_TIMEOUT_MS, not a hang, even under GC pressure',
  { timeout: 30_000 },
  async (t) => {
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
  },
)

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
