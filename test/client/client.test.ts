// The generated typed client against a live server: every operation, its error answers, and the documented examples.

import SwaggerParser from '@apidevtools/swagger-parser'
import t from 'tap'
import { OPENAPI_PATH } from '../../scripts/gen-openapi.ts'
import { createHandOddsClient, type HandOddsClient, type Schemas } from '../../src/client/index.ts'
import { DomainError } from '../../src/core/errors.ts'
import type { OddsEngine } from '../../src/ports/odds-engine.ts'
import type { TokenVerifier } from '../../src/ports/token-verifier.ts'
import { JWKS_UNAVAILABLE_MESSAGE } from '../../src/ports/token-verifier.ts'
import { createMemoryStore } from '../../src/store/memory/index.ts'
import { createInlineOddsEngine } from '../../src/workers/inline-odds.ts'
import { buildTestApp, type TestAppOverrides } from '../helpers/app.ts'

const TOKEN = 'test-token'

type Overrides = TestAppOverrides

/** A fresh app listening on 127.0.0.1, a client with a token and one without. */
async function serve(overrides: Overrides = {}) {
  const app = await buildTestApp(t, overrides)
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    close: () => app.close(),
    baseUrl,
    client: createHandOddsClient({ baseUrl, token: TOKEN }),
    anonymous: createHandOddsClient({ baseUrl }),
  }
}

type DocumentedOperation = {
  operationId: string
  responses: Record<string, { content?: { 'application/json'?: { example?: unknown } } }>
}
const documentOperations = async () => {
  const document = (await SwaggerParser.parse(OPENAPI_PATH)) as unknown as {
    paths: Record<string, Record<string, DocumentedOperation>>
  }
  return Object.values(document.paths).flatMap((methods) => Object.values(methods))
}
const operations = await documentOperations()

/** The example openapi.yaml gives for an operation's answer. */
function documentedExample(operationId: string, status: number): unknown {
  const operation = operations.find((o) => o.operationId === operationId)
  const example = operation?.responses[String(status)]?.content?.['application/json']?.example
  if (example === undefined) throw new Error(`openapi.yaml has no example for ${operationId} ${status}`)
  return example
}

const SIT = { playerId: 'player-1', buyInAmount: 100 }
const stubVerifier = (identity: { verified: boolean; sub?: string }): TokenVerifier => ({
  mode: 'jwt',
  verify: async () => identity,
  close: async () => {},
})

/** Never called: checks at compile time that the generated types accept only what the API accepts. */
export function typeChecks(client: HandOddsClient): void {
  // @ts-expect-error numberOfHands is a JSON number
  void client.POST('/api/deal', { body: { numberOfHands: '4' } })
  // @ts-expect-error hands is required
  void client.POST('/api/odds', { body: { board: [] } })
  // @ts-expect-error the path parameter tableId is required
  void client.GET('/api/tables/{tableId}', {})
  // @ts-expect-error there is no such route
  void client.GET('/api/tables')
  void client.POST('/api/tables/{tableId}/sit', {
    params: { path: { tableId: 1 } },
    // @ts-expect-error buyInAmount is a number
    body: { playerId: 'p', buyInAmount: '1' },
  })
}

t.test('getHealth: 200, and 503 with the same Health body when the store is down (public: no token)', async (t) => {
  const up = await serve()
  t.teardown(up.close)
  const { data, response } = await up.anonymous.GET('/api/health')
  t.equal(response.status, 200)
  const health: Schemas['Health'] | undefined = data
  t.match(health, { status: 'ok', service: 'hand-odds-service', store: { name: 'memory', ok: true } })
  t.same(
    Object.keys(health ?? {}).sort(),
    Object.keys(documentedExample('getHealth', 200) as object).sort(),
    'fields as documented',
  )

  const store = createMemoryStore()
  const down = await serve({
    store: { ...store, health: async () => ({ name: 'memory', ok: false, detail: 'store is down' }) },
  })
  t.teardown(down.close)
  const failed = await down.anonymous.GET('/api/health')
  t.equal(failed.response.status, 503)
  t.equal(failed.data, undefined)
  t.match(
    failed.error,
    { status: 'unavailable', store: { ok: false, detail: 'store is down' } },
    'error typed as Health',
  )
})

t.test('dealHands: 200 with hands and odds (no body, an empty body, numberOfHands)', async (t) => {
  const { client, close } = await serve()
  t.teardown(close)
  const deflt = await client.POST('/api/deal')
  t.equal(deflt.response.status, 200)
  t.equal(deflt.data?.hands.length, 4)
  const two = await client.POST('/api/deal', { body: { numberOfHands: 2 } })
  t.equal(two.response.status, 200)
  const data: Schemas['DealResponse'] | undefined = two.data
  t.equal(data?.hands.length, 2)
  t.equal(data?.remainingDeck.length, 48)
  t.same(
    data?.handOdds.map((h) => h.handIndex),
    [0, 1],
  )
  const total = (data?.handOdds ?? []).reduce((sum, h) => sum + h.winPercentage + h.drawPercentage / 2, 0)
  t.ok(total > 99 && total < 101, 'win and half the draws add up to about 100%')
})

t.test('the documented dealHands example is priced as POST /api/odds prices its hands', async (t) => {
  const { client, close } = await serve()
  t.teardown(close)
  const example = documentedExample('dealHands', 200) as Schemas['DealResponse']
  const { data, response } = await client.POST('/api/odds', { body: { hands: example.hands, board: [] } })
  t.equal(response.status, 200)
  t.same(data?.handOdds, example.handOdds)
  t.equal(new Set([...example.hands.flatMap((h) => [h.slice(0, 2), h.slice(2)]), ...example.remainingDeck]).size, 52)
})

t.test('calculateOdds: the documented request example gets the documented answer', async (t) => {
  const { client, close } = await serve()
  t.teardown(close)
  const { data, error, response } = await client.POST('/api/odds', {
    body: { hands: ['AcKd', '7h7s'], board: ['Ah', '3s', '9d'] },
  })
  t.equal(response.status, 200)
  t.equal(error, undefined)
  t.same(data, documentedExample('calculateOdds', 200))
})

t.test('sitAtTable and getTable: the documented examples, then idempotent retries', async (t) => {
  const { client, close } = await serve()
  t.teardown(close)
  const path = { tableId: 1 }
  const sat = await client.POST('/api/tables/{tableId}/sit', { params: { path }, body: SIT })
  t.equal(sat.response.status, 200)
  t.same(sat.data, documentedExample('sitAtTable', 200))
  const table = await client.GET('/api/tables/{tableId}', { params: { path } })
  t.equal(table.response.status, 200)
  t.same(table.data, documentedExample('getTable', 200))

  const keyed = { params: { path: { tableId: 2 }, header: { 'idempotency-key': 'retry-1' } }, body: SIT }
  const first = await client.POST('/api/tables/{tableId}/sit', keyed)
  const retry = await client.POST('/api/tables/{tableId}/sit', keyed)
  t.same(retry.data, first.data, 'a retry with the same key gets the first answer')
  const reused = await client.POST('/api/tables/{tableId}/sit', { ...keyed, body: { ...SIT, buyInAmount: 5 } })
  t.equal(reused.response.status, 422)
  t.same(reused.error, documentedExample('sitAtTable', 422))
})

t.test('400: each operation names the field and rule, as documented', async (t) => {
  const { client, close } = await serve()
  t.teardown(close)
  const deal = await client.POST('/api/deal', { body: { numberOfHands: 1 } })
  t.equal(deal.response.status, 400)
  t.same(deal.error, documentedExample('dealHands', 400))
  const odds = await client.POST('/api/odds', { body: { hands: ['AhKd', '7h7s'], board: ['Ah', '3s', '9d'] } })
  t.equal(odds.response.status, 400)
  t.same(odds.error, documentedExample('calculateOdds', 400))
  const sit = await client.POST('/api/tables/{tableId}/sit', {
    params: { path: { tableId: 1 } },
    body: { ...SIT, buyInAmount: 0 },
  })
  t.equal(sit.response.status, 400)
  t.same(sit.error, documentedExample('sitAtTable', 400))
  const table = await client.GET('/api/tables/{tableId}', { params: { path: { tableId: 0 } } })
  t.equal(table.response.status, 400)
  t.same(table.error, documentedExample('getTable', 400))
})

t.test('401 on every protected operation without a token, as documented, with WWW-Authenticate', async (t) => {
  const { anonymous, close } = await serve()
  t.teardown(close)
  const path = { tableId: 1 }
  const answers = [
    ['dealHands', await anonymous.POST('/api/deal', { body: {} })],
    ['calculateOdds', await anonymous.POST('/api/odds', { body: { hands: ['AcKd', '7h7s'] } })],
    ['sitAtTable', await anonymous.POST('/api/tables/{tableId}/sit', { params: { path }, body: SIT })],
    ['getTable', await anonymous.GET('/api/tables/{tableId}', { params: { path } })],
  ] as const
  for (const [operationId, { error, response }] of answers) {
    t.equal(response.status, 401, operationId)
    t.same(error, documentedExample(operationId, 401), operationId)
    t.equal(response.headers.get('www-authenticate'), 'Bearer')
  }
})

t.test('sitAtTable 403 and 409, as documented', async (t) => {
  const other = await serve({ verifier: stubVerifier({ verified: true, sub: 'someone-else' }) })
  t.teardown(other.close)
  const forbidden = await other.client.POST('/api/tables/{tableId}/sit', {
    params: { path: { tableId: 1 } },
    body: SIT,
  })
  t.equal(forbidden.response.status, 403)
  t.same(forbidden.error, documentedExample('sitAtTable', 403))

  const { client, close } = await serve({ config: { tableSeats: 6 } })
  t.teardown(close)
  for (let i = 1; i <= 6; i++) {
    const { response } = await client.POST('/api/tables/{tableId}/sit', {
      params: { path: { tableId: 9 } },
      body: { ...SIT, playerId: `p${i}` },
    })
    t.equal(response.status, 200)
  }
  const full = await client.POST('/api/tables/{tableId}/sit', {
    params: { path: { tableId: 9 } },
    body: { ...SIT, playerId: 'p7' },
  })
  t.equal(full.response.status, 409)
  t.same(full.error, documentedExample('sitAtTable', 409))
})

t.test('413 and 415 on the operations with a body, as documented', async (t) => {
  const { client, close } = await serve()
  t.teardown(close)
  const path = { tableId: 1 }
  const huge = () => JSON.stringify({ padding: 'x'.repeat(20_000) })
  const plain = { headers: { 'content-type': 'text/plain' }, bodySerializer: () => 'numberOfHands=4' }
  const tooLarge = [
    ['dealHands', await client.POST('/api/deal', { body: {}, bodySerializer: huge })],
    ['calculateOdds', await client.POST('/api/odds', { body: { hands: [] }, bodySerializer: huge })],
    [
      'sitAtTable',
      await client.POST('/api/tables/{tableId}/sit', { params: { path }, body: SIT, bodySerializer: huge }),
    ],
  ] as const
  for (const [operationId, { error, response }] of tooLarge) {
    t.equal(response.status, 413, operationId)
    t.same(error, documentedExample(operationId, 413), operationId)
  }
  const wrongType = [
    ['dealHands', await client.POST('/api/deal', { body: {}, ...plain })],
    ['calculateOdds', await client.POST('/api/odds', { body: { hands: [] }, ...plain })],
    ['sitAtTable', await client.POST('/api/tables/{tableId}/sit', { params: { path }, body: SIT, ...plain })],
  ] as const
  for (const [operationId, { error, response }] of wrongType) {
    t.equal(response.status, 415, operationId)
    t.same(error, documentedExample(operationId, 415), operationId)
  }
})

t.test('429 with Retry-After once the rate limit is spent', async (t) => {
  const { client, close } = await serve({ config: { rateLimitMax: 1 } })
  t.teardown(close)
  const path = { tableId: 1 }
  t.equal((await client.GET('/api/tables/{tableId}', { params: { path } })).response.status, 200)
  const { error, response } = await client.GET('/api/tables/{tableId}', { params: { path } })
  t.equal(response.status, 429)
  t.ok(Number(response.headers.get('retry-after')) > 0, 'Retry-After in seconds')
  const shape = /^Too many requests: at most \d+ per minute; retry in \d+ s\.$/
  t.match(error?.error, shape)
  t.match(
    (documentedExample('getTable', 429) as Schemas['ErrorBody']).error,
    shape,
    'the example reads like the real answer',
  )
})

t.test(
  '503 with Retry-After: the odds engine at capacity, the identity provider unreachable, as documented',
  async (t) => {
    const overloaded: OddsEngine = {
      ...createInlineOddsEngine(),
      priceHands: async () => {
        throw new DomainError('ODDS_OVERLOADED', 'The odds engine is at capacity; retry shortly.')
      },
      queueSize: () => 0,
      close: async () => {},
    }
    const busy = await serve({ odds: overloaded })
    t.teardown(busy.close)
    const answers = [
      ['dealHands', await busy.client.POST('/api/deal')],
      ['calculateOdds', await busy.client.POST('/api/odds', { body: { hands: ['AcKd', '7h7s'] } })],
    ] as const
    for (const [operationId, { error, response }] of answers) {
      t.equal(response.status, 503, operationId)
      t.same(error, documentedExample(operationId, 503), operationId)
      t.equal(response.headers.get('retry-after'), '1')
    }

    const idpDown: TokenVerifier = {
      mode: 'jwt',
      verify: async () => {
        throw new DomainError('AUTH_UNAVAILABLE', JWKS_UNAVAILABLE_MESSAGE)
      },
      close: async () => {},
    }
    const { client, close } = await serve({ verifier: idpDown })
    t.teardown(close)
    const path = { tableId: 1 }
    for (const [operationId, { error, response }] of [
      ['sitAtTable', await client.POST('/api/tables/{tableId}/sit', { params: { path }, body: SIT })],
      ['getTable', await client.GET('/api/tables/{tableId}', { params: { path } })],
    ] as const) {
      t.equal(response.status, 503, operationId)
      t.same(error, documentedExample(operationId, 503), operationId)
    }
  },
)

t.test('a token function is asked for the current token on every request', async (t) => {
  const app = await serve()
  t.teardown(app.close)
  let calls = 0
  const client = createHandOddsClient({ baseUrl: app.baseUrl, token: () => `token-${++calls}` })
  t.equal((await client.GET('/api/tables/{tableId}', { params: { path: { tableId: 1 } } })).response.status, 200)
  t.equal((await client.GET('/api/tables/{tableId}', { params: { path: { tableId: 1 } } })).response.status, 200)
  t.equal(calls, 2)
})
