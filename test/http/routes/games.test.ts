// Tables and their games over HTTP: settings, the lifecycle, what each state reveals (scanned for leaks in bodies,
// headers, errors and logs), ETags, refusals by name, concurrent advances, finished-game records, bulk games.

import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import t, { type Test } from 'tap'
import { verifyGame } from '../../../src/client/verify-game.ts'
import { type CardId, formatCard, parseCard, parseHand } from '../../../src/core/cards.ts'
import type { Game } from '../../../src/core/game.ts'
import type { Store } from '../../../src/ports/store.ts'
import type { TokenVerifier } from '../../../src/ports/token-verifier.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { oracleTenths } from '../../core/oracles/ladder.ts'
import { naiveEquity } from '../../core/oracles/naive-equity.ts'
import { AUTH, buildTestApp, subjectIsToken, type Teardown } from '../../helpers/app.ts'

const JSON_AUTH = { ...AUTH, 'content-type': 'application/json' }
const STATES = ['STATUS_SETUP', 'STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const

interface Harness {
  app: FastifyInstance
  store: Store
  logs: string[]
  call(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown>; raw: string }>
}

async function harness(t: Teardown, verifier?: TokenVerifier): Promise<Harness> {
  const logs: string[] = []
  const sink = new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) })
  const store = createMemoryStore()
  const app = await buildTestApp(t, {
    store,
    logger: pino({ level: 'trace' }, sink),
    ...(verifier ? { verifier } : {}),
  })
  return {
    app,
    store,
    logs,
    async call(method, url, payload, headers = {}) {
      const response = await app.inject({
        method,
        url,
        headers: { ...(payload === undefined ? AUTH : JSON_AUTH), ...headers },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      })
      return {
        status: response.statusCode,
        body: response.body === '' ? undefined : response.json(),
        headers: response.headers,
        raw: response.body,
      }
    },
  }
}

/** A personal table with `hands` hands and player `p` seated. */
async function seatedTable(h: Harness, settings: Record<string, unknown> = {}): Promise<number> {
  const created = await h.call('POST', '/api/tables', { numberOfSeats: 1, ...settings })
  const tableId = created.body.tableId as number
  t.equal((await h.call('POST', `/api/tables/${tableId}/sit`, { playerId: 'p', buyInAmount: 100 })).status, 200)
  return tableId
}

const advance = (h: Harness, tableId: number, from: string, extra: Record<string, unknown> = {}) =>
  h.call('POST', `/api/tables/${tableId}/advance`, { playerId: 'p', from, ...extra })

/** Every card string anywhere in a response (bodies hold cards as "As" or as hands "AsKd"). */
function cardsIn(text: string): Set<string> {
  const found = new Set<string>()
  for (const match of text.matchAll(/"((?:[2-9TJQKA][cdhs]){1,2})"/g)) {
    for (let i = 0; i < match[1].length; i += 2) found.add(match[1].slice(i, i + 2))
  }
  return found
}

/** Asserts a response shows no card beyond the hands and the `shown` board cards, and not the seed. */
function assertNothingUnrevealed(t: Test, what: string, text: string, game: Game, shown: number): void {
  const allowed = new Set([...game.hands.flat(), ...game.board.slice(0, shown)].map(formatCard))
  const extra = [...cardsIn(text)].filter((card) => !allowed.has(card))
  t.same(extra, [], `${what}: no unrevealed card`)
  t.notOk(text.includes(game.serverSeed), `${what}: no server seed`)
}

t.test('createTable: 201 with the settings, defaults for the rest; refusals name the field and rule', async (t) => {
  const h = await harness(t)
  const made = await h.call('POST', '/api/tables', {
    numberOfHands: 6,
    numberOfSeats: 1,
    targetRtp: 0.9512,
    maxBetAmount: 25.5,
  })
  t.equal(made.status, 201)
  t.same(made.body.settings, {
    numberOfHands: 6,
    numberOfSeats: 1,
    targetRtp: 0.9512,
    maxBetAmount: 25.5,
    mode: 'INTERACTIVE',
    skipTurn: false,
    bettingSeconds: 15,
    revealSeconds: 5,
  })
  const defaults = await h.call('POST', '/api/tables')
  t.same(defaults.body, {
    tableId: made.body.tableId + 1,
    settings: {
      numberOfHands: 4,
      numberOfSeats: 6,
      targetRtp: 0.97,
      maxBetAmount: 1000,
      mode: 'INTERACTIVE',
      skipTurn: false,
      bettingSeconds: 15,
      revealSeconds: 5,
    },
  })
  const refusals: Array<[Record<string, unknown>, string]> = [
    [{ numberOfHands: 1 }, 'numberOfHands must be an integer between 2 and 23.'],
    [{ numberOfSeats: 0 }, 'numberOfSeats must be an integer between 1 and 10.'],
    [{ numberOfSeats: 11 }, 'numberOfSeats must be an integer between 1 and 10.'],
    [{ targetRtp: 0.79 }, 'targetRtp must be a number from 0.8 to 1 with at most 4 decimal places.'],
    [{ targetRtp: 1.01 }, 'targetRtp must be a number from 0.8 to 1 with at most 4 decimal places.'],
    [{ targetRtp: 0.97005 }, 'targetRtp must be a number from 0.8 to 1 with at most 4 decimal places.'],
    [{ targetRtp: '0.97' }, 'targetRtp must be a number from 0.8 to 1 with at most 4 decimal places.'],
    [
      { maxBetAmount: 0.001 },
      'maxBetAmount must be a positive number of at most 1000000 with at most 2 decimal places.',
    ],
    [
      { maxBetAmount: 10.015 },
      'maxBetAmount must be a positive number of at most 1000000 with at most 2 decimal places.',
    ],
    [{ seats: 2 }, 'seats is not an allowed property.'],
  ]
  for (const [body, error] of refusals) {
    const answer = await h.call('POST', '/api/tables', body)
    t.same({ status: answer.status, body: answer.body }, { status: 400, body: { error } }, JSON.stringify(body))
  }
  t.equal(await h.store.getTable(made.body.tableId + 2), undefined, 'refused requests created no table')
})

t.test(
  'a whole game: each step reveals its stage and no more; the river reveals the seed; the record verifies',
  async (t) => {
    const h = await harness(t)
    const tableId = await seatedTable(h, { numberOfHands: 3 })
    const setup = await h.call('GET', `/api/tables/${tableId}/state`)
    t.match(setup.body, {
      tableId,
      gameState: 'STATUS_SETUP',
      bettingStage: -1,
      board: [],
      handOdds: [],
      gamesStarted: 0,
    })
    t.notOk('hands' in setup.body || 'serverSeedHash' in setup.body, 'no game fields at SETUP')

    const hole = await advance(h, tableId, 'STATUS_SETUP', { clientSeed: 'lucky seed 7' })
    t.equal(hole.status, 200)
    const game = (await h.store.getTable(tableId))!.game!
    t.match(hole.body, {
      gameState: 'STATUS_HOLE',
      bettingStage: 0,
      gameId: 1,
      nonce: 1,
      clientSeed: 'lucky seed 7',
      serverSeedHash: game.serverSeedHash,
      board: [],
    })
    t.same(
      hole.body.hands,
      game.hands.map(([a, b]) => formatCard(a) + formatCard(b)),
    )
    t.notOk('serverSeed' in hole.body)
    t.same(
      hole.body.handOdds.map((p: { bettingStage: number }) => p.bettingStage),
      [0, 0, 0],
    )

    const responses = [{ what: 'HOLE answer', shown: 0, text: hole.raw + JSON.stringify(hole.headers) }]
    for (const [i, from] of (['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const).entries()) {
      const stateBefore = await h.call('GET', `/api/tables/${tableId}/state`)
      responses.push({
        what: `GET state at ${from}`,
        shown: [0, 3, 4][i],
        text: stateBefore.raw + JSON.stringify(stateBefore.headers),
      })
      const wrong = await advance(h, tableId, STATES[(STATES.indexOf(from) + 2) % 5])
      t.equal(wrong.status, 409)
      responses.push({ what: `409 at ${from}`, shown: [0, 3, 4][i], text: wrong.raw + JSON.stringify(wrong.headers) })
      const step = await advance(h, tableId, from)
      t.equal(step.status, 200)
      t.same(step.body.board, game.board.slice(0, [3, 4, 5][i]).map(formatCard), `${from} -> next reveals its cards`)
      if (from !== 'STATUS_TURN')
        responses.push({ what: `answer to ${from}`, shown: [3, 4][i], text: step.raw + JSON.stringify(step.headers) })
    }
    const early = await h.call('GET', `/api/tables/${tableId}/games/1`)
    t.equal(early.status, 200, 'at the river the game is finished')
    for (const { what, shown, text } of responses) assertNothingUnrevealed(t, what, text, game, shown)
    // The logs of everything before the river (and the river itself) never carry the seed or the board.
    const logText = h.logs.join('')
    t.notOk(logText.includes(game.serverSeed), 'logs: no server seed')
    t.notOk(logText.includes(JSON.stringify(game.board)), 'logs: no board')
    t.same([...cardsIn(logText)], [], 'logs: no card at all')

    const river = await h.call('GET', `/api/tables/${tableId}/state`)
    t.match(river.body, { gameState: 'STATUS_RIVER', bettingStage: -1, serverSeed: game.serverSeed })
    t.same(
      river.body.handOdds.map((p: { bettingStage: number }) => p.bettingStage),
      [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3],
    )
    const winners = river.body.handOdds.filter(
      (p: { bettingStage: number; isWinner?: boolean }) => p.bettingStage === 3 && p.isWinner,
    )
    t.ok(winners.length >= 1, 'someone wins or ties')

    const verified = await verifyGame(early.body)
    t.same(verified.problems, [])
    t.equal(early.body.deck.length, 52)
    t.same(early.body.handOdds.length, 12)

    const next = await advance(h, tableId, 'STATUS_RIVER')
    t.match(next.body, { gameState: 'STATUS_SETUP', board: [], handOdds: [], gamesStarted: 1 })
    const second = await advance(h, tableId, 'STATUS_SETUP')
    t.match(second.body, { gameId: 2, nonce: 2 })
    t.match(second.body.clientSeed, /^[0-9a-f]{16}$/, 'a random clientSeed when none is given')
    t.equal((await h.call('GET', `/api/tables/${tableId}/games/2`)).status, 409, 'a game in progress has no record yet')
    t.same((await h.call('GET', `/api/tables/${tableId}/games/2`)).body, {
      error: 'Game 2 is in progress: its record is shown once the river is out.',
    })
    t.same((await h.call('GET', `/api/tables/${tableId}/games/3`)).body, { error: `Table ${tableId} has no game 3.` })
    t.equal((await h.call('GET', `/api/tables/${tableId}/games/0`)).status, 400)
  },
)

t.test('ETag: If-None-Match gets 304 while nothing changed, and every change changes it', async (t) => {
  const h = await harness(t)
  const tableId = await seatedTable(h)
  const etags = new Set<string>()
  let previous = await h.call('GET', `/api/tables/${tableId}/state`)
  for (const from of ['STATUS_SETUP', 'STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER']) {
    const etag = String(previous.headers.etag)
    etags.add(etag)
    const same = await h.call('GET', `/api/tables/${tableId}/state`, undefined, { 'if-none-match': etag })
    t.equal(same.status, 304)
    t.equal(same.raw, '')
    await advance(h, tableId, from)
    previous = await h.call('GET', `/api/tables/${tableId}/state`, undefined, { 'if-none-match': etag })
    t.equal(previous.status, 200, `changed after ${from}`)
  }
  await h.call('POST', `/api/tables/${tableId}/sit`, { playerId: 'p', buyInAmount: 1 })
  t.equal(
    (await h.call('GET', `/api/tables/${tableId}/state`, undefined, { 'if-none-match': String(previous.headers.etag) }))
      .status,
    200,
    'a top-up changes it',
  )
  t.equal(etags.size, 5)
})

t.test(
  'advance refusals: not seated, another state, bad values, someone else in verified mode; none changes anything',
  async (t) => {
    const h = await harness(t, subjectIsToken)
    const as = (sub: string) => ({ authorization: `Bearer ${sub}` })
    const created = await h.call('POST', '/api/tables', { numberOfSeats: 2 }, as('p'))
    const tableId = created.body.tableId
    await h.call('POST', `/api/tables/${tableId}/sit`, { playerId: 'p', buyInAmount: 5 }, as('p'))
    const refusals: Array<[Record<string, unknown>, Record<string, string>, number, string | RegExp]> = [
      [{ playerId: 'q', from: 'STATUS_SETUP' }, as('q'), 409, 'Player "q" is not seated at this table.'],
      [
        { playerId: 'p', from: 'STATUS_SETUP' },
        as('q'),
        403,
        'playerId must be the subject (sub) of the access token.',
      ],
      [
        { playerId: 'p', from: 'STATUS_HOLE' },
        as('p'),
        409,
        'The table is in STATUS_SETUP, not STATUS_HOLE: it has moved on; reload the state and advance from ' +
          'STATUS_SETUP.',
      ],
      [{ playerId: 'p', from: 'STATUS_DONE' }, as('p'), 400, /^from must be equal to one of the allowed values/],
      [
        { playerId: 'p', from: 'STATUS_SETUP', clientSeed: '' },
        as('p'),
        400,
        'clientSeed must be 1 to 64 printable ASCII characters.',
      ],
      [
        { playerId: 'p', from: 'STATUS_SETUP', clientSeed: 'ü' },
        as('p'),
        400,
        'clientSeed must be 1 to 64 printable ASCII characters.',
      ],
      [{ playerId: 'p' }, as('p'), 400, 'from is required.'],
    ]
    for (const [body, headers, status, error] of refusals) {
      const answer = await h.call('POST', `/api/tables/${tableId}/advance`, body, headers)
      t.equal(answer.status, status, JSON.stringify(body))
      t.match(answer.body.error, error)
    }
    t.match(await h.store.getTable(tableId), { state: 'STATUS_SETUP', gamesStarted: 0 }, 'nothing changed')
    t.equal((await advance(h, tableId, 'STATUS_SETUP')).status, 403, 'the subject "test-token" may not advance for p')
    t.equal(
      (await h.call('POST', `/api/tables/${tableId}/advance`, { playerId: 'p', from: 'STATUS_SETUP' }, as('p'))).status,
      200,
      'p may',
    )
  },
)

t.test('20 concurrent advances from the same state move the game one step', async (t) => {
  const h = await harness(t)
  const tableId = await seatedTable(h)
  for (const from of STATES) {
    const answers = await Promise.all(Array.from({ length: 20 }, () => advance(h, tableId, from)))
    t.equal(answers.filter((a) => a.status === 200).length, 1, `one step from ${from}`)
    t.ok(
      answers.every((a) => a.status === 200 || a.status === 409),
      'the rest 409',
    )
  }
  t.match(await h.store.getTable(tableId), { state: 'STATUS_SETUP', gamesStarted: 1 })
})

t.test('bulk games: the documented shape, every stage priced as the oracles price it', async (t) => {
  const h = await harness(t)
  const defaults = await h.call('POST', '/api/games/bulk')
  t.equal(defaults.status, 200)
  t.equal(defaults.body.games.length, 50)
  for (const game of defaults.body.games) {
    t.equal(game.handStageInfoList.length, 12)
    const cards = [
      ...game.hands.flatMap((hand: string) => [hand.slice(0, 2), hand.slice(2)]),
      game.bc1,
      game.bc2,
      game.bc3,
      game.bc4,
      game.bc5,
    ]
    if (new Set(cards).size !== 11) t.fail('cards repeat')
  }
  t.same(
    defaults.body.games[0].handStageInfoList.map(
      (e: { stage: string; handIndex: number }) => `${e.stage}${e.handIndex}`,
    ),
    ['HOLE0', 'HOLE1', 'HOLE2', 'FLOP0', 'FLOP1', 'FLOP2', 'TURN0', 'TURN1', 'TURN2', 'RIVER0', 'RIVER1', 'RIVER2'],
  )
  const { body } = await h.call('POST', '/api/games/bulk', { numberOfGames: 3, numberOfHands: 2, targetRtp: 0.9 })
  for (const game of body.games) {
    const hands = game.hands.map((hand: string) => parseHand(hand)!) as Array<[CardId, CardId]>
    const board = [game.bc1, game.bc2, game.bc3, game.bc4, game.bc5].map((c: string) => parseCard(c)!)
    for (const entry of game.handStageInfoList) {
      const counts = naiveEquity(hands, board.slice(0, [0, 3, 4, 5][entry.bettingStage]))
      const winOrDraw = counts.wins[entry.handIndex] + counts.ties[entry.handIndex]
      const tenths = oracleTenths(counts.boards, winOrDraw, 9_000)
      t.equal(entry.oddsRounded, tenths / 10)
      t.equal(entry.percentWinOrDraw, Math.round((winOrDraw * 10_000) / counts.boards) / 100)
      if (tenths > 0) {
        t.ok(
          entry.actualRtp <= 0.9 && Math.abs(entry.roundingRake - (0.9 - entry.actualRtp)) < 1e-4 + 1e-9,
          'rake = target - actual',
        )
      } else t.equal(entry.roundingRake, 0)
      t.equal(entry.statusIsWinner, entry.bettingStage === 3 ? winOrDraw > 0 : undefined)
    }
  }
  for (const [payload, error] of [
    [{ numberOfGames: 0 }, 'numberOfGames must be an integer between 1 and 200.'],
    [{ numberOfGames: 201 }, 'numberOfGames must be an integer between 1 and 200.'],
    [{ numberOfHands: 24 }, 'numberOfHands must be an integer between 2 and 23.'],
    [{ targetRtp: 0.97001 }, 'targetRtp must be a number from 0.8 to 1 with at most 4 decimal places.'],
  ] as const) {
    t.same((await h.call('POST', '/api/games/bulk', payload)).body, { error }, JSON.stringify(payload))
  }
})

t.test('a table nobody used reads as an empty table with the defaults; a personal table seats one', async (t) => {
  const h = await harness(t)
  t.match((await h.call('GET', '/api/tables/99/state')).body, {
    tableId: 99,
    gameState: 'STATUS_SETUP',
    seats: [],
    settings: { numberOfSeats: 6 },
  })
  const tableId = await seatedTable(h)
  const full = await h.call('POST', `/api/tables/${tableId}/sit`, { playerId: 'q', buyInAmount: 1 })
  t.same(
    { status: full.status, body: full.body },
    { status: 409, body: { error: 'Table is full: all 1 seats are taken.' } },
  )
})
