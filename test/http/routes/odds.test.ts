// POST /api/odds: validation by name, the stage from the board, and exact prices against the naive phe oracle.

import t from 'tap'
import { type CardId, parseCard, parseHand } from '../../../src/core/cards.ts'
import { naiveEquity } from '../../core/oracles/naive-equity.ts'
import { AUTH, buildTestApp } from '../../helpers/app.ts'

async function odds(payload: unknown) {
  const app = await buildTestApp(t)
  const response = await app.inject({
    method: 'POST',
    url: '/api/odds',
    headers: { ...AUTH, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  })
  return { status: response.statusCode, body: response.json() }
}

const pct = (count: number, total: number) => Math.round((count * 10_000) / total) / 100

t.test('prices each hand exactly at the stage its board stands at (oracle: naive loop over phe)', async (t) => {
  const hands = ['AcKd', '7h7s', 'Tc9c']
  for (const [board, stage] of [
    [[], 0],
    [['Ah', '3s', '9d'], 1],
    [['Ah', '3s', '9d', '2c'], 2],
    [['Ah', '3s', '9d', '2c', '7d'], 3],
  ] as Array<[string[], number]>) {
    const { status, body } = await odds({ hands, board })
    t.equal(status, 200, `board ${board.join(' ')}`)
    t.equal(body.bettingStage, stage)
    const counts = naiveEquity(
      hands.map((h) => parseHand(h)!),
      board.map((c) => parseCard(c) as CardId),
    )
    t.same(
      body.handOdds.map((h: { winPercentage: number; drawPercentage: number }) => [h.winPercentage, h.drawPercentage]),
      counts.wins.map((w, i) => [pct(w, counts.boards), pct(counts.ties[i], counts.boards)]),
      `stage ${stage} percentages`,
    )
    t.same(
      body.handOdds.map((h: { handIndex: number }) => h.handIndex),
      [0, 1, 2],
    )
  }
})

t.test('at the river the winners are IN_PLAY_WINNER and the rest IN_PLAY_DEAD', async (t) => {
  const { body } = await odds({ hands: ['AcAd', 'KcKd'], board: ['Ah', 'Kh', '2s', '3s', '9d'] })
  t.same(
    body.handOdds.map((h: { handStatus: string }) => h.handStatus),
    ['IN_PLAY_WINNER', 'IN_PLAY_DEAD'],
  )
  t.same(
    body.handOdds.map((h: { odds: number }) => h.odds),
    [1, 0],
  )
})

t.test('refusals name the field or card and the rule', async (t) => {
  t.same(await odds({ hands: ['AcKd'] }), {
    status: 400,
    body: { error: 'hands must be an array of 2 to 23 hands of two cards such as "AcKd".' },
  })
  t.same(await odds({ hands: ['AcKd', 'AcQd'] }), {
    status: 400,
    body: { error: 'Card Ac appears more than once (hands[0] and hands[1]).' },
  })
  t.same(await odds({ hands: ['AcKd', '7h7s'], board: ['2c'] }), {
    status: 400,
    body: { error: 'board must have 0, 3, 4 or 5 cards; got 1.' },
  })
  t.same(await odds({ hands: ['AcKd', '7h7x'] }), {
    status: 400,
    body: {
      error: 'hands[1] must be two cards such as "AcKd": each a rank 2-9, T, J, Q, K or A, then a suit c, d, h or s.',
    },
  })
  t.same(await odds({ hands: ['AcKd', '7h7s'], extra: 1 }), {
    status: 400,
    body: { error: 'extra is not an allowed property.' },
  })
  const app = await buildTestApp(t)
  const anonymous = await app.inject({ method: 'POST', url: '/api/odds', payload: { hands: ['AcKd', '7h7s'] } })
  t.same(
    { status: anonymous.statusCode, body: anonymous.json() },
    { status: 401, body: { error: 'Missing or invalid Authorization header.' } },
  )
})
