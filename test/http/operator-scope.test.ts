// Operator rights, the same everywhere: every operation the OpenAPI document tags for operators answers 401 without a
// token and 403 to a player, whatever the body, before anything is parsed or validated; an operator route registered
// outside the operator scope stops the app; and an operator reads every player's resources, a player only their own.

import Fastify from 'fastify'
import t from 'tap'
import { registerOperatorScope } from '../../src/http/plugins/operator-scope.ts'
import { buildTestApp, subjectIsToken } from '../helpers/app.ts'

const OPERATOR_TOKEN = 'operator-token-that-is-at-least-32-chars'

interface Operation {
  method: string
  path: string
  operationId: string
  /** The request body's schema (a $ref into the components, or inline), when the operation takes one. */
  body?: Record<string, unknown>
}

type Schema = Record<string, unknown>

/** A value that a schema accepts, built from its examples, defaults and types: a body an operator could send. */
function sampleOf(schema: Schema, components: Record<string, Schema>): unknown {
  if (typeof schema.$ref === 'string') return sampleOf(components[schema.$ref.split('/').at(-1)!], components)
  if (schema.example !== undefined) return schema.example
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0] as Schema, components)
  if (Array.isArray(schema.oneOf)) return sampleOf(schema.oneOf[0] as Schema, components)
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>
      const required = (schema.required ?? []) as string[]
      return Object.fromEntries(required.map((name) => [name, sampleOf(properties[name], components)]))
    }
    case 'string':
      return 'a reason'
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1
    case 'boolean':
      return true
    default:
      return null
  }
}

t.test('every operator operation refuses a caller without operator rights, whatever the body', async (t) => {
  const app = await buildTestApp(t, { verifier: subjectIsToken, config: { operator: { token: OPERATOR_TOKEN } } })
  await app.ready()
  const document = app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        { operationId: string; tags?: string[]; requestBody?: { content: Record<string, { schema: Schema }> } }
      >
    >
    components: { schemas: Record<string, Schema> }
  }
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (path.startsWith('/api/operator/'))
        t.ok(operation.tags?.includes('operator'), `${method.toUpperCase()} ${path} is tagged for operators`)
      if (!operation.tags?.includes('operator')) continue
      const body = operation.requestBody?.content['application/json']?.schema
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        ...(body ? { body } : {}),
      })
    }
  }
  t.ok(operations.length >= 19, `the document tags ${operations.length} operations for operators`)

  const url = (path: string) => path.replace('{tableId}', '1').replace('{gameId}', '1').replace('{playerId}', 'ann')
  for (const operation of operations) {
    const valid = operation.body ? JSON.stringify(sampleOf(operation.body, document.components.schemas)) : undefined
    const bodies: Array<[string, string | undefined]> = operation.body
      ? [
          ['a valid body', valid],
          ['a body of the wrong shape', JSON.stringify({ reason: 7, unexpected: true })],
          ['a body that is not JSON', '{"reason": '],
        ]
      : [
          ['no body', undefined],
          ['an unexpected query', undefined],
        ]
    for (const [what, payload] of bodies) {
      const target =
        what === 'an unexpected query' ? `${url(operation.path)}?limit=nope&unknown=1` : url(operation.path)
      const send = (authorization?: string) =>
        app.inject({
          method: operation.method as 'GET',
          url: target,
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            'idempotency-key': 'operator-scope-test',
          },
          ...(payload !== undefined ? { payload } : {}),
        })
      const anonymous = await send()
      t.equal(anonymous.statusCode, 401, `${operation.operationId}, no token, ${what}: 401`)
      const player = await send('Bearer ann')
      t.equal(player.statusCode, 403, `${operation.operationId}, a player's token, ${what}: 403`)
      t.match(player.json(), { error: /Operator rights are required/ })
    }
  }
  // The walk above changed nothing: no deposit reached ann's account.
  t.equal(
    (
      await app.inject({
        method: 'GET',
        url: '/api/players/ann',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      })
    ).json().accountBalance,
    0,
  )
  // An operator gets past the scope with the same requests (what the route itself answers is its own tests' business).
  for (const operation of operations.filter((o) => o.method !== 'GET' || !o.path.endsWith('/events'))) {
    const answer = await app.inject({
      method: operation.method as 'GET',
      url: url(operation.path),
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    })
    t.not(answer.statusCode, 403, `${operation.operationId}: an operator is let through`)
  }
})

t.test('an operator route registered outside the operator scope stops the app from building', async (t) => {
  const app = Fastify()
  t.teardown(() => app.close())
  await registerOperatorScope(app, async (scope) => {
    scope.get('/api/operator/inside', async () => ({ ok: true }))
  })
  await t.rejects(
    async () => {
      await app.register(async (elsewhere) => {
        elsewhere.get('/api/operator/outside', async () => ({ ok: true }))
      })
    },
    { message: 'GET /api/operator/outside is an operator route registered outside the operator scope.' },
  )
})

t.test("an operator reads every player's resources; a player only their own", async (t) => {
  const app = await buildTestApp(t, { verifier: subjectIsToken, config: { operator: { token: OPERATOR_TOKEN } } })
  const as = (token: string) => async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    })
    return { status: answer.statusCode, body: answer.json() }
  }
  const operator = as(OPERATOR_TOKEN)
  const ann = as('ann')
  const bob = as('bob')
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/operator/players/ann/deposits',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'idempotency-key': 'ann-1' },
        payload: { amount: 50, reason: 'test' },
      })
    ).statusCode,
    200,
  )
  t.equal((await ann('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 20 })).status, 200)

  const reads = [
    '/api/tables/1/ledger?playerId=ann',
    '/api/players/ann',
    '/api/players/ann/ledger',
    '/api/players/ann/protection',
    '/api/players/ann/protection/history',
    '/api/players/ann/games',
  ]
  for (const url of reads) {
    t.equal((await ann('GET', url)).status, 200, `ann reads ${url}`)
    t.equal((await operator('GET', url)).status, 200, `the operator reads ${url}`)
    t.equal((await bob('GET', url)).status, 403, `bob may not read ${url}`)
  }
  t.match(
    (await operator('GET', '/api/tables/1/ledger?playerId=ann')).body,
    { playerId: 'ann', entries: [{ kind: 'BUY_IN', amount: 20 }] },
    "the seat ledger is ann's",
  )
  t.match((await operator('GET', '/api/tables/1/ledger')).body, {
    error: 'playerId is required (a query parameter) when an operator reads.',
  })
  t.match(
    (await operator('GET', '/api/tables/1/state')).body,
    { seats: [{ seatId: 1, playerId: 'ann' }] },
    'the operator sees every seat by name',
  )
  t.same(
    (await bob('GET', '/api/tables/1/state')).body.seats,
    [{ seatId: 1, seatBalance: 20 }],
    'another player does not',
  )
})
