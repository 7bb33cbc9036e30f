// POST /api/deal: validation of numberOfHands, the dealt cards, statuses, and exact odds against an independent oracle.

import t from 'tap'
import { parseHand } from '../../../src/core/cards.ts'
import { naiveEquity } from '../../core/oracles/naive-equity.ts'
import { AUTH, buildTestApp } from '../../helpers/app.ts'

const splitHand = (hand: string): string[] => [hand.slice(0, 2), hand.slice(2, 4)]

const BAD_HANDS = 'numberOfHands must be an integer between 2 and 23.'

async function deal(payload: unknown, headers: Record<string, string> = AUTH) {
  const app = await buildTestApp(t)
  const response = await app.inject({
    method: 'POST',
    url: '/api/deal',
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  })
  return { status: response.statusCode, body: response.json() }
}

t.test('numberOfHands outside 2..23 or not a JSON integer is a 400 naming the field and rule', async (t) => {
  for (const value of [1, 24, 0, -4, '4', 3.5, null, true, [4], { n: 4 }, 1e9]) {
    const { status, body } = await deal({ numberOfHands: value })
    t.equal(status, 400, `numberOfHands ${JSON.stringify(value)}`)
    t.same(body, { error: BAD_HANDS }, `numberOfHands ${JSON.stringify(value)}`)
  }
})

t.test('unknown properties and non-object bodies are refused, not ignored', async (t) => {
  t.same(await deal({ numberOfHands: 4, betAmount: 1 }), {
    status: 400,
    body: { error: 'betAmount is not an allowed property.' },
  })
  t.same(await deal([4]), { status: 400, body: { error: 'Request body must be a JSON object.' } })
  t.same(await deal(4), { status: 400, body: { error: 'Request body must be a JSON object.' } })
  t.same(await deal(null), { status: 400, body: { error: 'Request body must be a JSON object.' } })
})

t.test('an empty object and no body at all deal the default of 4 hands', async (t) => {
  for (const payload of [{}, undefined]) {
    const { status, body } = await deal(payload)
    t.equal(status, 200)
    t.equal(body.hands.length, 4)
    t.equal(body.handOdds.length, 4)
    t.equal(body.remainingDeck.length, 44)
  }
})

t.test('an empty body sent as application/json is no body: the default deal', async (t) => {
  const app = await buildTestApp(t)
  const response = await app.inject({
    method: 'POST',
    url: '/api/deal',
    headers: { ...AUTH, 'content-type': 'application/json' },
    payload: '',
  })
  t.equal(response.statusCode, 200)
  t.equal(response.json().hands.length, 4)
  const sit = await app.inject({
    method: 'POST',
    url: '/api/tables/1/sit',
    headers: { ...AUTH, 'content-type': 'application/json' },
    payload: '',
  })
  t.same(
    { status: sit.statusCode, body: sit.json() },
    { status: 400, body: { error: 'Request body must be a JSON object.' } },
  )
})

t.test('every size from 2 to 23: 52 distinct cards, hands in order, odds per hand', async (t) => {
  for (let n = 2; n <= 23; n++) {
    const { status, body } = await deal({ numberOfHands: n })
    t.equal(status, 200)
    t.equal(body.hands.length, n)
    t.equal(body.remainingDeck.length, 52 - 2 * n)
    const cards = [...body.hands.flatMap(splitHand), ...body.remainingDeck]
    t.equal(new Set(cards).size, 52, `n=${n}: all 52 cards, none twice`)
    for (const card of cards) t.match(card, /^[2-9TJQKA][cdhs]$/)
    t.same(
      body.handOdds.map((h: { handIndex: number }) => h.handIndex),
      [...Array(n).keys()],
    )
    for (const odds of body.handOdds) {
      t.equal(odds.bettingStage, 0)
      t.ok(odds.winPercentage >= 0 && odds.winPercentage <= 100)
      // Odds 0 means no board wins outright, so the win percentage is 0 too; a percentage shown as 0.00 may still
      // hide a few winning boards (below 0.005%), whose fair odds are then above 1 / 0.00005 = 20,000.
      if (odds.odds === 0) t.equal(odds.winPercentage, 0, 'odds 0: the hand cannot win outright')
      else if (odds.winPercentage === 0)
        t.ok(odds.odds >= 20_000, `win 0.00% with odds ${odds.odds}: odds above 20,000`)
    }
    const favourites = body.handOdds.filter((h: { handStatus: string }) => h.handStatus === 'IN_PLAY_FAVOURITE')
    const live = body.handOdds.filter((h: { handStatus: string }) => h.handStatus !== 'IN_PLAY_DEAD')
    if (!live.some((h: { handStatus: string }) => h.handStatus === 'IN_PLAY_WILL_WIN')) {
      t.equal(favourites.length, 1, `n=${n}: exactly one favourite`)
      const best = Math.max(...live.map((h: { winPercentage: number }) => h.winPercentage))
      const first = live.find((h: { winPercentage: number }) => h.winPercentage === best)
      t.equal(favourites[0].handIndex, first.handIndex, 'favourite: highest winPercentage, lowest index')
    }
  }
})

t.test('deal percentages equal an independent enumeration of the dealt hands', async (t) => {
  for (const n of [4, 12, 23]) {
    const { body } = await deal({ numberOfHands: n })
    const oracle = naiveEquity(
      body.hands.map((h: string) => parseHand(h)!),
      [],
    )
    body.handOdds.forEach((h: { winPercentage: number; drawPercentage: number; odds: number }, i: number) => {
      t.equal(h.winPercentage, Math.round((oracle.wins[i] * 10000) / oracle.boards) / 100, `n=${n} hand ${i} win`)
      t.equal(h.drawPercentage, Math.round((oracle.ties[i] * 10000) / oracle.boards) / 100, `n=${n} hand ${i} draw`)
      t.equal(
        h.odds,
        oracle.wins[i] === 0 ? 0 : Math.round((oracle.boards * 100) / oracle.wins[i]) / 100,
        `n=${n} hand ${i} odds`,
      )
    })
  }
})

t.test('the shuffle varies between deals', async (t) => {
  const seen = new Set<string>()
  for (let i = 0; i < 5; i++) seen.add((await deal({ numberOfHands: 2 })).body.hands.join())
  t.ok(seen.size >= 4, 'five deals give different hands')
})

t.test('without a bearer token: 401 before the body is looked at', async (t) => {
  t.same(await deal({ numberOfHands: 99 }, {}), {
    status: 401,
    body: { error: 'Missing or invalid Authorization header.' },
  })
})
