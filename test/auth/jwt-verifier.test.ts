// AUTH_MODE=jwt, the tokens: HS256 by secret and ES256/RS256 by JWKS pass; every bad token is 401 with the exact body,
// the reason logged at debug level only (the key set's fetching and outages: jwks.test.ts).

import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { createTokenVerifier, STUB_MODE_WARNING } from '../../src/auth/create-verifier.ts'
import { createJwtVerifier } from '../../src/auth/jwt-verifier.ts'
import {
  type CapturedLine,
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
} from '../helpers/jwt.ts'
import { attackerEs, EMPTY_TABLE, es, getTable, harness, rs, UNAUTHORIZED } from './harness.ts'

const FORBIDDEN = { error: 'playerId must be the subject (sub) of the access token.' }

async function sit(app: FastifyInstance, token: string, playerId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tables/1/sit',
    headers: { authorization: `Bearer ${token}` },
    payload: { playerId, buyInAmount: 10 },
  })
  return { status: response.statusCode, body: response.json() }
}

/** A log line as text, without Fastify's raw req/res objects (pino serializes those; the capture logger does not). */
function textOf(line: CapturedLine): string {
  return JSON.stringify({ ...line, obj: { ...(line.obj as object), req: undefined, res: undefined } })
}

t.test('valid HS256, ES256 and RS256 tokens pass, with any case of the Bearer scheme', async (t) => {
  const { app, server } = await harness(t)
  const tokens = {
    HS256: hs256Token(claims(server.issuer)),
    ES256: keyToken(es, claims(server.issuer)),
    RS256: keyToken(rs, claims(server.issuer)),
  }
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
  t.same(await verifier.verify(hs256Token(claims(server.issuer, { email: undefined, role: undefined }))), {
    verified: true,
    sub: 'user-1',
  })
  t.same(
    await verifier.verify(hs256Token(claims(server.issuer, { aud: ['other', 'authenticated'] }))),
    {
      verified: true,
      sub: 'user-1',
      role: 'authenticated',
      email: 'player@example.com',
    },
    'aud may be an array that contains authenticated',
  )
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
        headers: {
          authorization: `Bearer ${hs256Token(claims(server.issuer, { sub }))}`,
          'idempotency-key': 'same-key',
        },
        payload: { playerId: sub, buyInAmount: 10 },
      })
    ).json()
  t.same(await sitWithKey('alice'), { acknowledgement: 'ACK', seatId: 1, seatBalance: 10 })
  t.same(
    await sitWithKey('bob'),
    { acknowledgement: 'ACK', seatId: 2, seatBalance: 10 },
    "not 422: the key is bob's own",
  )
  t.same(
    await sitWithKey('alice'),
    { acknowledgement: 'ACK', seatId: 1, seatBalance: 10 },
    "alice's retry is still answered from her key",
  )
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
    'RS256 signed by another RSA key': rawJwt(
      { alg: 'RS256', kid: rs.kid },
      claims(iss),
      keySigner(generateTestKey('RS256', rs.kid)),
    ),
    'HS256 with the wrong secret': hs256Token(claims(iss), 'another-secret-that-is-also-32-characters'),
    'alg none': rawJwt({ alg: 'none', typ: 'JWT' }, claims(iss)),
    'alg None with a kid': rawJwt({ alg: 'None', kid: es.kid }, claims(iss)),
    'alg none with a signature': rawJwt({ alg: 'none' }, claims(iss), hmacSigner(TEST_SECRET)),
    'alg missing': rawJwt({ typ: 'JWT' }, claims(iss), hmacSigner(TEST_SECRET)),
    'HS256 signed with the RSA public key (PEM) as secret': hs256Token(claims(iss), rsaPublicPem, { kid: rs.kid }),
    'HS256 signed with the RSA public key (PEM), no kid': hs256Token(claims(iss), rsaPublicPem),
    'RS256 header on an ES256 key (kid of the EC key)': rawJwt(
      { alg: 'RS256', kid: es.kid },
      claims(iss),
      keySigner(es),
    ),
    'ES256 header on an RSA key (kid of the RSA key)': rawJwt(
      { alg: 'ES256', kid: rs.kid },
      claims(iss),
      keySigner(rs),
    ),
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
  for (const header of [
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'Bearer  ',
    'Basic dXNlcjpwYXNz',
    `Token ${valid}`,
    `Bearer ${valid} extra`,
    valid,
  ]) {
    t.same((await getTable(app, header)).body, UNAUTHORIZED, `header ${JSON.stringify(header)?.slice(0, 30)}`)
  }
  const untampered = await getTable(app, `Bearer ${valid}`)
  t.same(
    { status: untampered.status, body: untampered.body },
    { status: 200, body: EMPTY_TABLE },
    'the untampered token still passes',
  )
})

t.test('clock tolerance applies to exp, nbf and a future iat', async (t) => {
  const now = () => Math.floor(Date.now() / 1000)
  {
    const { app, server } = await harness(t, { auth: { clockToleranceSeconds: 30 } })
    t.equal(
      (await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { exp: now() - 10 }))}`)).status,
      200,
      'expired 10 s ago, 30 s tolerance',
    )
    t.equal(
      (await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { nbf: now() + 10 }))}`)).status,
      200,
      'valid in 10 s, 30 s tolerance',
    )
    t.equal(
      (await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { exp: now() - 60 }))}`)).status,
      401,
      'expired 60 s ago',
    )
    t.equal(
      (await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { nbf: now() + 60 }))}`)).status,
      401,
      'valid in 60 s',
    )
    t.equal(
      (await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { iat: now() + 10 }))}`)).status,
      200,
      'issued 10 s ahead, 30 s tolerance',
    )
    t.equal(
      (await getTable(app, `Bearer ${keyToken(es, claims(server.issuer, { iat: now() + 60 }))}`)).status,
      401,
      'issued 60 s ahead',
    )
  }
  {
    const { app, server } = await harness(t, { auth: { clockToleranceSeconds: 0 } })
    t.equal(
      (await getTable(app, `Bearer ${hs256Token(claims(server.issuer, { exp: now() - 2 }))}`)).status,
      401,
      'expired 2 s ago, no tolerance',
    )
    t.equal(
      (await getTable(app, `Bearer ${hs256Token(claims(server.issuer, { nbf: now() - 1 }))}`)).status,
      200,
      'nbf in the past',
    )
  }
})

t.test('the rejection reason is logged at debug level and never returned', async (t) => {
  const { app, server, lines } = await harness(t)
  const expired = keyToken(es, claims(server.issuer, { exp: Math.floor(Date.now() / 1000) - 3600 }))
  const response = await app.inject({
    method: 'GET',
    url: '/api/tables/1',
    headers: { authorization: `Bearer ${expired}` },
  })
  t.equal(response.body, JSON.stringify(UNAUTHORIZED))
  const rejected = lines.filter((l) => l.msg === 'token rejected')
  t.equal(rejected.length, 1)
  t.equal(rejected[0].level, 'debug')
  t.match((rejected[0].obj as { reason: string }).reason, /FAST_JWT_EXPIRED/)
  t.notOk(
    lines.some((l) => l.level !== 'debug' && l.level !== 'trace' && textOf(l).includes('FAST_JWT')),
    'no reason above debug',
  )
  t.ok(
    lines.some((l) => l.level === 'info' && l.msg === 'AUTH_MODE=jwt: bearer tokens are verified'),
    'jwt mode is announced at start-up',
  )
  t.notOk(lines.some((l) => l.msg === STUB_MODE_WARNING))
  t.notOk(
    lines.some((l) => textOf(l).includes(TEST_SECRET)),
    'the secret is never logged',
  )
})

t.test('createJwtVerifier and createTokenVerifier', async (t) => {
  const base = jwtAuthConfig({ url: 'http://127.0.0.1:9', jwksUrl: 'http://127.0.0.1:9/auth/v1/.well-known/jwks.json' })
  t.throws(() => createJwtVerifier({ ...base, url: undefined }), /auth\.url/)
  t.throws(
    () => createJwtVerifier({ ...base, jwtSecret: undefined, jwksUrl: undefined }),
    /jwtSecret and\/or auth\.jwksUrl/,
  )
  t.equal(createTokenVerifier(base).mode, 'jwt')
  const lines: CapturedLine[] = []
  const stub = createTokenVerifier({ ...base, mode: 'stub' }, { logger: createCaptureLogger(lines) })
  t.equal(stub.mode, 'stub')
  t.same(
    lines.map((l) => [l.level, l.msg]),
    [['warn', STUB_MODE_WARNING]],
  )
})
