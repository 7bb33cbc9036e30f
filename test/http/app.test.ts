// What buildApp sets up for every route: the request id it takes or makes, and bodies whatever their content type.

import t from 'tap'
import { AUTH, buildTestApp } from '../helpers/app.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

t.test('X-Request-Id: a short safe id is kept; anything else is replaced by a fresh one', async (t) => {
  const app = await buildTestApp(t)
  const idOf = async (sent?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      })
    ).headers['x-request-id']
  t.equal(await idOf('trace-42:a.b_c'), 'trace-42:a.b_c')
  t.equal(await idOf('x'.repeat(64)), 'x'.repeat(64))
  t.match(await idOf(), UUID, 'none sent: a UUID')
  for (const bad of ['x'.repeat(65), 'y'.repeat(8_000), 'a b', 'id\u0007', '<script>', '', 'ünï']) {
    t.match(await idOf(bad), UUID, JSON.stringify(bad.slice(0, 20)))
  }
})

t.test('an empty body is no body whatever its content type; a non-JSON body is 415', async (t) => {
  const app = await buildTestApp(t)
  for (const type of [
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
  ]) {
    const deal = await app.inject({
      method: 'POST',
      url: '/api/deal',
      headers: { ...AUTH, 'content-type': type },
      payload: '',
    })
    t.equal(deal.statusCode, 200, `empty ${type}: the default deal`)
    t.equal(deal.json().hands.length, 4)
    const sit = await app.inject({
      method: 'POST',
      url: '/api/tables/1/sit',
      headers: { ...AUTH, 'content-type': type },
      payload: '',
    })
    t.same(
      { status: sit.statusCode, body: sit.json() },
      { status: 400, body: { error: 'Request body must be a JSON object.' } },
      `empty ${type} where a body is required`,
    )
  }
  const form = await app.inject({
    method: 'POST',
    url: '/api/deal',
    headers: { ...AUTH, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'numberOfHands=4',
  })
  t.same(
    { status: form.statusCode, body: form.json() },
    { status: 415, body: { error: 'Content-Type must be application/json; got application/x-www-form-urlencoded.' } },
  )
  const text = await app.inject({
    method: 'POST',
    url: '/api/tables',
    headers: { ...AUTH, 'content-type': 'text/plain' },
    payload: '{}',
  })
  t.equal(text.statusCode, 415)
})
