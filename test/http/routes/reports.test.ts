// Return to player over HTTP: operator only; a played game's bets in the report (JSON and CSV), the same sums as the
// game's own record; bad windows refused naming the field; and the settled stakes and returns counted for Prometheus.

import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.ts'

const OPERATOR_TOKEN = 'operator-token-that-is-at-least-32-chars'

function caller(app: FastifyInstance, token: string) {
  return async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => {
    const answer = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    })
    return {
      status: answer.statusCode,
      text: answer.body,
      headers: answer.headers,
      body: String(answer.headers['content-type']).startsWith('application/json') ? answer.json() : undefined,
    }
  }
}

t.test('a played game in the report and in the Prometheus counters', async (t) => {
  const app = await buildTestApp(t, { config: { operator: { token: OPERATOR_TOKEN } } })
  const operator = caller(app, OPERATOR_TOKEN)
  const player = caller(app, 'any')
  t.same((await operator('GET', '/api/operator/rtp')).body, { rows: [] }, 'nothing settled yet')
  await player('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 100 })
  let state = (await player('POST', '/api/tables/1/advance', { playerId: 'ann', from: 'STATUS_SETUP' })).body
  for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const) {
    for (const panel of state.handOdds.filter(
      (p: { bettingStage: number; odds: number }) => p.bettingStage === state.bettingStage && p.odds > 0,
    )) {
      t.equal(
        (
          await player('POST', '/api/tables/1/bets', {
            playerId: 'ann',
            gameId: 1,
            bettingStage: state.bettingStage,
            handIndex: panel.handIndex,
            betAmount: 2,
          })
        ).status,
        200,
      )
    }
    state = (await player('POST', '/api/tables/1/advance', { playerId: 'ann', from })).body
  }
  const bets = state.bets as Array<{ bettingStage: number; betAmount: number; payout: number; status: string }>
  t.ok(bets.length > 0 && bets.every((b) => b.status === 'WON' || b.status === 'LOST'), 'settled at the river')

  const report = (await operator('GET', '/api/operator/rtp?tableId=1')).body
  const stages = [...new Set(bets.map((b) => b.bettingStage))].sort()
  t.same(
    report.rows.map((r: { bettingStage: number }) => r.bettingStage),
    stages,
  )
  for (const row of report.rows) {
    const mine = bets.filter((b) => b.bettingStage === row.bettingStage)
    const staked = mine.reduce((s, b) => s + b.betAmount, 0)
    const returned = mine.reduce((s, b) => s + b.payout, 0)
    t.match(row, { tableId: 1, bets: mine.length, staked, returned, targetRtp: 0.97 })
    t.equal(row.actualRtp, Math.round((returned / staked) * 10_000) / 10_000)
    t.ok(row.theoreticalRtp > 0 && row.theoreticalRtp <= 0.97, 'every price returns at most the target')
  }
  t.equal(report.total.bets, bets.length)

  const csv = await operator('GET', '/api/operator/rtp', undefined, { accept: 'text/csv' })
  const lines = csv.text.trim().split('\r\n')
  t.equal(lines[0], 'tableId,bettingStage,stage,targetRtp,bets,staked,returned,actualRtp,theoreticalRtp,standardError')
  t.equal(lines.length, 1 + report.rows.length)
  t.equal(
    lines[1],
    [
      'tableId',
      'bettingStage',
      'stage',
      'targetRtp',
      'bets',
      'staked',
      'returned',
      'actualRtp',
      'theoreticalRtp',
      'standardError',
    ]
      .map((c) => report.rows[0][c])
      .join(','),
  )

  const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body
  for (const [stage, name] of ['hole', 'flop', 'turn'].entries()) {
    const mine = bets.filter((b) => b.bettingStage === stage)
    if (mine.length === 0) continue
    const cents = (amount: number) => Math.round(amount * 100)
    t.match(
      metrics,
      new RegExp(
        `hand_odds_settled_staked_cents_total\\{stage="${name}"\\} ` +
          `${mine.reduce((s, b) => s + cents(b.betAmount), 0)}\\n`,
      ),
      `${name}: staked`,
    )
    t.match(
      metrics,
      new RegExp(
        `hand_odds_settled_returned_cents_total\\{stage="${name}"\\} ` +
          `${mine.reduce((s, b) => s + cents(b.payout), 0)}\\n`,
      ),
      `${name}: returned`,
    )
  }

  t.equal((await player('GET', '/api/operator/rtp')).status, 403, 'a stub token is no operator')
})

t.test('operator only with verified tokens; bad windows are 400 naming the field', async (t) => {
  const app = await buildTestApp(t, {
    verifier: { mode: 'jwt', verify: async (token) => ({ verified: true, sub: token }), close: async () => {} },
    config: { operator: { token: OPERATOR_TOKEN } },
  })
  t.equal((await caller(app, 'ann')('GET', '/api/operator/rtp')).status, 403)
  const operator = caller(app, OPERATOR_TOKEN)
  for (const [query, field] of [
    ['from=soon', 'from'],
    ['to=2026-02-30T25:00:00Z', 'to'],
    ['tableId=-1', 'tableId'],
    ['stage=1', 'stage'],
  ]) {
    const answer = await operator('GET', `/api/operator/rtp?${query}`)
    t.equal(answer.status, 400, query)
    t.match(answer.body.error, new RegExp(field))
  }
})
