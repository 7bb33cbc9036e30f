// CORS for browser clients: CORS_ORIGINS parsing, preflights that allow the API's headers, and refused origins.

import t from 'tap'
import { ConfigError, loadConfig } from '../../../src/config.ts'
import { AUTH, buildTestApp } from '../../helpers/app.ts'

const GAME = 'https://game.example.com'
const OTHER = 'https://evil.example.net'

function preflight(origin: string, url = '/api/deal', method = 'POST') {
  return {
    method: 'OPTIONS' as const,
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  }
}

const headerList = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '')

t.test(
  'CORS_ORIGINS: unset is "*", a comma-separated list of origins, "" turns CORS off, anything else is refused',
  async (t) => {
    t.equal(loadConfig({}).corsOrigins, '*')
    t.equal(loadConfig({ CORS_ORIGINS: ' * ' }).corsOrigins, '*')
    t.same(loadConfig({ CORS_ORIGINS: `${GAME}, http://127.0.0.1:5173` }).corsOrigins, [GAME, 'http://127.0.0.1:5173'])
    t.same(loadConfig({ CORS_ORIGINS: '' }).corsOrigins, [])
    t.throws(() => loadConfig({ CORS_ORIGINS: 'game.example.com' }), ConfigError)
    t.throws(() => loadConfig({ CORS_ORIGINS: `${GAME}/path` }), ConfigError)
  },
)

t.test(
  'default ("*"): a preflight from any origin allows POST with Authorization, Content-Type and Idempotency-Key',
  async (t) => {
    const app = await buildTestApp(t)
    for (const [url, method] of [
      ['/api/deal', 'POST'],
      ['/api/odds', 'POST'],
      ['/api/tables/1/sit', 'POST'],
      ['/api/tables/1', 'GET'],
    ] as const) {
      const response = await app.inject(preflight(GAME, url, method))
      t.equal(response.statusCode, 204, `${method} ${url}`)
      t.equal(response.headers['access-control-allow-origin'], '*')
      t.ok(headerList(response.headers['access-control-allow-methods']).includes(method.toLowerCase()))
      const allowed = headerList(response.headers['access-control-allow-headers'])
      for (const header of ['authorization', 'content-type', 'idempotency-key'])
        t.ok(allowed.includes(header), `allows ${header}`)
      t.equal(response.headers['access-control-allow-credentials'], undefined, 'no cookies: bearer tokens only')
    }
  },
)

t.test(
  'default ("*"): the actual answer carries the CORS headers and exposes Retry-After and X-Request-Id',
  async (t) => {
    const app = await buildTestApp(t)
    const response = await app.inject({ method: 'GET', url: '/api/tables/1', headers: { ...AUTH, origin: GAME } })
    t.equal(response.statusCode, 200)
    t.equal(response.headers['access-control-allow-origin'], '*')
    const exposed = headerList(response.headers['access-control-expose-headers'])
    t.ok(exposed.includes('retry-after') && exposed.includes('x-request-id'))
    const unauthorized = await app.inject({ method: 'GET', url: '/api/tables/1', headers: { origin: GAME } })
    t.equal(unauthorized.statusCode, 401)
    t.equal(unauthorized.headers['access-control-allow-origin'], '*', 'a browser can read the 401 too')
  },
)

t.test('a configured list: listed origins are allowed by name, others get no CORS headers', async (t) => {
  const app = await buildTestApp(t, { config: { corsOrigins: [GAME, 'http://127.0.0.1:5173'] } })
  const allowed = await app.inject(preflight(GAME))
  t.equal(allowed.statusCode, 204)
  t.equal(allowed.headers['access-control-allow-origin'], GAME)
  t.match(String(allowed.headers.vary), /origin/i, 'Vary: Origin, so caches keep answers per origin apart')
  for (const header of ['authorization', 'content-type', 'idempotency-key']) {
    t.ok(headerList(allowed.headers['access-control-allow-headers']).includes(header), `allows ${header}`)
  }
  const refused = await app.inject(preflight(OTHER))
  t.equal(refused.headers['access-control-allow-origin'], undefined, 'no allow-origin for an unlisted origin')
  const actual = await app.inject({ method: 'GET', url: '/api/tables/1', headers: { ...AUTH, origin: OTHER } })
  t.equal(actual.headers['access-control-allow-origin'], undefined)
})

t.test('CORS_ORIGINS="" (an empty list): no CORS at all', async (t) => {
  const app = await buildTestApp(t, { config: { corsOrigins: [] } })
  const response = await app.inject(preflight(GAME))
  t.equal(response.headers['access-control-allow-origin'], undefined)
  t.equal(response.headers['access-control-allow-headers'], undefined)
})
