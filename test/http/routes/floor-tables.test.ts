// GET /api/operator/tables over HTTP: operator only; every table that exists, by id, a page at a time, each exactly as
// GET /api/tables/{tableId}/state answers the operator (so no more is revealed than there); bad pages refused naming
// the field and the rule.

import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.ts'

const OPERATOR_TOKEN = 'operator-token-that-is-at-least-32-chars'

function caller(app: FastifyInstance, token: string) {
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    })
    return { status: answer.statusCode, body: answer.json() }
  }
}

t.test('every table once, by id, in pages, each as its own state answers the operator', async (t) => {
  const app = await buildTestApp(t, { config: { operator: { token: OPERATOR_TOKEN } } })
  const operator = caller(app, OPERATOR_TOKEN)
  const player = caller(app, 'any')
  t.same(
    (await operator('GET', '/api/operator/tables')).body,
    { tables: [] },
    'no table yet: an empty page and no cursor',
  )

  // Tables made three ways: sat at (ids 9 and 4), created (new ids), and one only read (6), which does not exist.
  await player('POST', '/api/tables/9/sit', { playerId: 'ann', buyInAmount: 50 })
  await player('POST', '/api/tables/4/sit', { playerId: 'bob', buyInAmount: 50 })
  const created: number[] = []
  for (let i = 0; i < 3; i++) created.push((await player('POST', '/api/tables', { numberOfHands: 3 + i })).body.tableId)
  t.equal((await player('GET', '/api/tables/6/state')).status, 200)
  // One table mid-game, so its page carries hands, a board and a bet, and hides what /state hides.
  await player('POST', '/api/tables/4/advance', { playerId: 'bob', from: 'STATUS_SETUP' })
  const flop = (await player('POST', '/api/tables/4/advance', { playerId: 'bob', from: 'STATUS_HOLE' })).body
  const panel = flop.handOdds.find(
    (p: { bettingStage: number; odds: number }) => p.bettingStage === flop.bettingStage && p.odds > 0,
  )
  if (panel)
    t.equal(
      (
        await player('POST', '/api/tables/4/bets', {
          playerId: 'bob',
          gameId: flop.gameId,
          bettingStage: flop.bettingStage,
          handIndex: panel.handIndex,
          betAmount: 1,
        })
      ).status,
      200,
    )
  const ids = [4, 9, ...created].sort((a, b) => a - b)

  const all = await operator('GET', '/api/operator/tables?limit=25')
  t.equal(all.status, 200)
  t.same(
    all.body.tables.map((table: { tableId: number }) => table.tableId),
    ids,
    'every table that exists, ascending; none that was only read',
  )
  t.notOk('nextCursor' in all.body, 'one page holds them all: no cursor')
  // serverTime is when each answer was made: the rest is the same.
  const withoutTime = ({ serverTime, ...rest }: { serverTime: string }) => (
    t.type(Date.parse(serverTime), 'number'), rest
  )
  for (const table of all.body.tables) {
    const own = (await operator('GET', `/api/tables/${table.tableId}/state`)).body
    t.same(withoutTime(table), withoutTime(own), `table ${table.tableId} as its own state answers the operator`)
  }
  const midGame = all.body.tables.find((table: { tableId: number }) => table.tableId === 4)
  t.equal(midGame.gameState, 'STATUS_FLOP')
  t.equal(midGame.board.length, 3, 'the flop only: no turn or river card')
  t.notOk(midGame.serverSeed, 'the seed stays hidden before the river')

  const walked: number[] = []
  let pages = 0
  for (let cursor: string | undefined; ; ) {
    const page = await operator('GET', `/api/operator/tables?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
    t.equal(page.status, 200)
    t.ok(page.body.tables.length <= 2, 'at most limit tables a page')
    walked.push(...page.body.tables.map((table: { tableId: number }) => table.tableId))
    pages += 1
    cursor = page.body.nextCursor
    if (cursor === undefined) break
  }
  t.same(walked, ids, 'pages of two walk every table once, in order')
  t.equal(pages, Math.ceil(ids.length / 2), 'and end with the last table')
  t.same(
    (await operator('GET', `/api/operator/tables?cursor=${ids.at(-1)}`)).body,
    { tables: [] },
    'after the last table: nothing',
  )
})

t.test('operator only; a bad page is 400 naming the field and the rule', async (t) => {
  const app = await buildTestApp(t, { config: { operator: { token: OPERATOR_TOKEN } } })
  const operator = caller(app, OPERATOR_TOKEN)
  const player = caller(app, 'any')
  await player('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 50 })
  const refused = await player('GET', '/api/operator/tables')
  t.equal(refused.status, 403, 'a player may not list the floor')
  t.type(refused.body.error, 'string')
  for (const [query, field] of [
    ['limit=0', 'limit'],
    ['limit=26', 'limit'],
    ['limit=x', 'limit'],
    ['cursor=0', 'cursor'],
    ['cursor=abc', 'cursor'],
    ['cursor=12345678901', 'cursor'],
    ['tableId=1', 'tableId'],
  ]) {
    const answer = await operator('GET', `/api/operator/tables?${query}`)
    t.equal(answer.status, 400, `${query}: 400`)
    t.match(answer.body.error, field, `${query}: the error names ${field}`)
  }
})
