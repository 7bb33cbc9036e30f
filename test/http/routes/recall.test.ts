// Recall over HTTP: a player's games newest first; a game in play shows only what its table shows now (no later card,
// price or seed); a game that is over shows everything, its seed hashing to the commitment; balances that add up; a
// player recalls only their own with verified tokens; bad pages are 400.

import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { formatCard } from '../../../src/core/cards.ts'
import { publicChangeView } from '../../../src/http/game-views.ts'
import type { TokenVerifier } from '../../../src/ports/token-verifier.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { buildTestApp } from '../../helpers/app.ts'

const OPERATOR_TOKEN = 'operator-token-that-is-at-least-32-chars'
const verified: TokenVerifier = {
  mode: 'jwt',
  verify: async (token) => ({ verified: true, sub: token }),
  close: async () => {},
}

function caller(app: FastifyInstance, token: string) {
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    })
    return { status: answer.statusCode, body: answer.json(), text: answer.body }
  }
}

t.test('a settled game and a game in play, recalled', async (t) => {
  const store = createMemoryStore({}, Date.now, publicChangeView)
  t.teardown(() => store.close())
  const app = await buildTestApp(t, { store, verifier: verified, config: { operator: { token: OPERATOR_TOKEN } } })
  const ann = caller(app, 'ann')
  await ann('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 50 })
  let state = (await ann('POST', '/api/tables/1/advance', { playerId: 'ann', from: 'STATUS_SETUP' })).body
  const offered = (stage: number) =>
    state.handOdds.find((p: { bettingStage: number; odds: number }) => p.bettingStage === stage && p.odds > 0)
      ?.handIndex
  await ann('POST', '/api/tables/1/bets', {
    playerId: 'ann',
    gameId: 1,
    bettingStage: 0,
    handIndex: offered(0),
    betAmount: 5,
  })
  for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const)
    state = (await ann('POST', '/api/tables/1/advance', { playerId: 'ann', from })).body
  state = (await ann('POST', '/api/tables/1/advance', { playerId: 'ann', from: 'STATUS_SETUP' })).body
  state = (await ann('POST', '/api/tables/1/advance', { playerId: 'ann', from: 'STATUS_HOLE' })).body
  t.equal(state.gameState, 'STATUS_FLOP')
  const flopHand = offered(1)
  if (flopHand !== undefined)
    await ann('POST', '/api/tables/1/bets', {
      playerId: 'ann',
      gameId: 2,
      bettingStage: 1,
      handIndex: flopHand,
      betAmount: 3,
    })
  else
    await ann('POST', '/api/tables/1/bets', { playerId: 'ann', gameId: 2, bettingStage: 0, handIndex: 0, betAmount: 3 })

  const recalled = await ann('GET', '/api/players/ann/games')
  t.equal(recalled.status, 200)
  const [inPlay, settled] = recalled.body.games
  t.match(recalled.body, { playerId: 'ann', kept: /memory store/ })
  t.equal(recalled.body.games.length, flopHand !== undefined ? 2 : 1)

  if (flopHand !== undefined) {
    t.match(inPlay, { tableId: 1, gameId: 2, status: 'IN_PLAY' })
    t.same(
      inPlay.stages.map((s: { stage: string }) => s.stage),
      ['HOLE', 'FLOP'],
      'only the stages its table shows',
    )
    t.same(inPlay.stages[1].board, state.board, 'the flop as the table shows it')
    t.equal(inPlay.serverSeed, undefined, 'no seed before the river')
    t.equal(inPlay.balanceAfter, undefined)
    t.equal(inPlay.serverSeedHash, state.serverSeedHash)
    const text = JSON.stringify(inPlay)
    const record = (await caller(app, OPERATOR_TOKEN)('GET', '/api/tables/1/state')).body
    t.notOk(text.includes('"TURN"') || text.includes('"RIVER"'), 'no later stage in the answer')
    // The secrets of the game in play, read from the store itself: none of them is anywhere in the answer.
    const secret = (await store.getTable(1))!.game!
    for (const card of secret.board.slice(3).map(formatCard))
      t.notOk(text.includes(`"${card}"`), `the unrevealed ${card} is nowhere in the game's recall`)
    t.notOk(recalled.text.includes(secret.serverSeed), "the game's seed is nowhere in the answer")
    t.equal(record.board.length, 3)
  }

  const game1 = flopHand !== undefined ? settled : inPlay
  t.match(game1, { tableId: 1, gameId: 1, status: 'SETTLED' })
  t.same(
    game1.stages.map((s: { stage: string }) => s.stage),
    ['HOLE', 'FLOP', 'TURN', 'RIVER'],
  )
  t.equal(game1.stages[3].board.length, 5)
  t.equal(
    createHash('sha256').update(Buffer.from(game1.serverSeed, 'hex')).digest('hex'),
    game1.serverSeedHash,
    'the seed is the one committed to',
  )
  const bet = game1.bets[0]
  t.match(bet, { bettingStage: 0, betAmount: 5, status: /WON|LOST/ })
  t.equal(game1.totalStaked, 5)
  t.equal(game1.totalReturned, bet.payout)
  t.equal(game1.balanceBefore, 50)
  t.equal(game1.balanceAfter, Math.round((50 - 5 + bet.payout) * 100) / 100, 'before - staked + returned')
  t.match(game1.settledAt, /^\d{4}-/)

  t.equal((await caller(app, 'bob')('GET', '/api/players/ann/games')).status, 403, 'bob recalls only his own')
  t.equal((await caller(app, OPERATOR_TOKEN)('GET', '/api/players/ann/games')).status, 200, 'an operator any')
  const page = (await ann('GET', '/api/players/ann/games?limit=1')).body
  t.equal(page.games.length, 1)
  if (flopHand !== undefined)
    t.same(
      (await ann('GET', `/api/players/ann/games?limit=1&cursor=${page.nextCursor}`)).body.games,
      [settled],
      'the next page',
    )
  for (const [query, field] of [
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['cursor=abc', 'cursor'],
    ['from=x', 'from'],
  ]) {
    const answer = await ann('GET', `/api/players/ann/games?${query}`)
    t.equal(answer.status, 400, query)
    t.match(answer.body.error, new RegExp(field))
  }
})
