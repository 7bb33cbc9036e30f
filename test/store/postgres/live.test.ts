// Live tables across instances on PostgreSQL, as real processes on real time: a watcher on one instance gets every
// change made through another, in order; when the instance that would move a table is killed (SIGKILL) another
// moves it; after every instance restarts, overdue tables move at once.

import t from 'tap'
import { urlWithSchema, usePostgres } from '../../helpers/postgres.ts'
import { BEARER, call, startServer } from '../../helpers/server-process.ts'
import { dataOf, foldedStates, nextState, openSse } from '../../helpers/sse.ts'

const db = await usePostgres(t)
// Each test has its own schema, servers and stores: two run at a time (most of their time is spent waiting).
t.jobs = 2

if (db) {
  t.test(
    'two instances: a watcher on one gets every change made through the other, in order, none missed or repeated',
    { timeout: 90_000 },
    async (t) => {
      const schema = await db.createSchema()
      const env = { STORE: 'postgres', DATABASE_URL: urlWithSchema(db.url, schema), TABLE_CLOCK_POLL_MS: '100' }
      const [a, b] = await Promise.all([startServer(t, env), startServer(t, env)])
      const { body } = await call(a.base, 'POST', '/api/tables', { numberOfHands: 2, numberOfSeats: 10 })
      const tableId = body.tableId
      const watchers = await Promise.all([1, 2, 3].map(() => openSse(`${b.base}/api/tables/${tableId}/events`, BEARER)))
      for (const watcher of watchers) await watcher.next()
      // 40 changes through instance A, some concurrent.
      for (let round = 0; round < 10; round++) {
        await Promise.all(
          [0, 1, 2, 3].map((i) =>
            call(a.base, 'POST', `/api/tables/${tableId}/sit`, { playerId: `p${i}`, buyInAmount: 1 + round }),
          ),
        )
      }
      const last = (await call(a.base, 'GET', `/api/tables/${tableId}/state`)).body.eventId as number
      t.equal(last, 41, 'the table creation and 40 sits')
      for (const watcher of watchers) {
        await watcher.next((m) => Number(m.id) === last, 20_000)
        watcher.close()
        const ids = watcher.messages.map((m) => Number(m.id))
        t.same(
          ids,
          Array.from({ length: last }, (_, i) => i + 1),
          'snapshot 1, then 2..41 once each, in order',
        )
        t.same(
          foldedStates(watcher)()
            .at(-1)!
            .seats.map((s) => s.seatBalance),
          [55, 55, 55, 55],
          'folded in, the events are the table after every top-up',
        )
      }
    },
  )

  t.test(
    'bets through one instance, announced after their commit: a watcher on another gets every one, in order, once',
    { timeout: 90_000 },
    async (t) => {
      const schema = await db.createSchema()
      const env = { STORE: 'postgres', DATABASE_URL: urlWithSchema(db.url, schema), TABLE_CLOCK_POLL_MS: '100' }
      const [a, b] = await Promise.all([startServer(t, env), startServer(t, env)])
      const { body } = await call(a.base, 'POST', '/api/tables', {
        numberOfHands: 3,
        numberOfSeats: 4,
        maxBetAmount: 10,
      })
      const tableId = body.tableId
      for (let i = 0; i < 4; i++)
        await call(a.base, 'POST', `/api/tables/${tableId}/sit`, { playerId: `p${i}`, buyInAmount: 100 })
      let hole: { gameId: number; handOdds: Array<{ odds: number; handIndex: number }> }
      for (;;) {
        const dealt = await call(a.base, 'POST', `/api/tables/${tableId}/advance`, {
          playerId: 'p0',
          from: 'STATUS_SETUP',
        })
        if (dealt.status !== 200)
          throw new Error(`the deal was answered ${dealt.status}: ${JSON.stringify(dealt.body)}`)
        hole = dealt.body
        if (hole.handOdds.some((p) => p.odds > 0)) break
        for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
          await call(a.base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'p0', from })
      }
      const handIndex = hole.handOdds.find((p) => p.odds > 0)!.handIndex
      const first = (await call(a.base, 'GET', `/api/tables/${tableId}/state`)).body.eventId as number
      const watchers = await Promise.all([1, 2].map(() => openSse(`${b.base}/api/tables/${tableId}/events`, BEARER)))
      for (const watcher of watchers) await watcher.next()
      // 40 bets through instance A, ten at a time, the last one alone: nothing follows it to carry it along.
      for (let round = 0; round < 4; round++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            call(a.base, 'POST', `/api/tables/${tableId}/bets`, {
              playerId: `p${i % 4}`,
              gameId: hole.gameId,
              bettingStage: 0,
              handIndex,
              betAmount: 1,
            }),
          ),
        )
        t.ok(
          answers.every((r) => r.status === 200),
          `round ${round}: ten bets placed`,
        )
      }
      const alone = await call(a.base, 'POST', `/api/tables/${tableId}/bets`, {
        playerId: 'p3',
        gameId: hole.gameId,
        bettingStage: 0,
        handIndex,
        betAmount: 2,
      })
      t.equal(alone.status, 200)
      const last = first + 41
      for (const watcher of watchers) {
        await watcher.next((m) => Number(m.id) === last, 20_000)
        watcher.close()
        const ids = watcher.messages.map((m) => Number(m.id))
        t.same(
          ids,
          Array.from({ length: 42 }, (_, i) => first + i),
          'the snapshot, then every bet once, in order',
        )
        t.same(foldedStates(watcher)().at(-1)!.bets.length, 41, 'folded in, the events hold all 41 bets')
      }
    },
  )

  t.test(
    'SIGKILL of an instance: another moves its AUTO tables on time; after a restart of all, overdue tables move at ' +
      'once',
    { timeout: 120_000 },
    async (t) => {
      const schema = await db.createSchema()
      const env = { STORE: 'postgres', DATABASE_URL: urlWithSchema(db.url, schema), TABLE_CLOCK_POLL_MS: '200' }
      const [a, b] = await Promise.all([startServer(t, env), startServer(t, env)])
      const { body } = await call(a.base, 'POST', '/api/tables', {
        numberOfHands: 2,
        numberOfSeats: 2,
        mode: 'AUTO',
        bettingSeconds: 3,
        revealSeconds: 1,
      })
      const tableId = body.tableId
      const watch = await openSse(`${b.base}/api/tables/${tableId}/events`, BEARER)
      const states = foldedStates(watch)
      const stage = (gameState: string, ms?: number) =>
        nextState(watch, states, (state, m) => m.event === 'stage' && state.gameState === gameState, ms)
      await watch.next()
      await call(a.base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 10 })
      const hole = (await stage('STATUS_HOLE')).state
      a.child.kill('SIGKILL')
      await a.exited
      // B alone now: every deadline still moves the table, exactly one step each.
      const flop = dataOf((await stage('STATUS_FLOP', 20_000)).message)
      const lateMs = Date.parse(flop.at) - Date.parse(hole.stageEndsAt!)
      t.ok(lateMs >= 0, 'the flop came at or after the deadline, never before')
      t.comment(`the surviving instance moved the table ${lateMs} ms after the deadline (goal: within 2,000 ms)`)
      await stage('STATUS_TURN', 20_000)
      watch.close()
      const stages = watch.messages
        .map((m, i) => (m.event === 'stage' ? states()[i].gameState : undefined))
        .filter(Boolean)
      t.same(stages, ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'], 'each step once')

      // Every instance down past a deadline, then restarted: the overdue table moves at once.
      b.child.kill('SIGKILL')
      await b.exited
      const before = (
        await db.query<{ game_state: string; overdue: boolean }>(
          `SELECT game_state, stage_ends_at < clock_timestamp() + interval '10 seconds' AS overdue FROM ${schema}.tables
            WHERE table_id = $1`,
          [tableId],
        )
      ).rows[0]
      await new Promise((resolve) => setTimeout(resolve, 3_500))
      const c = await startServer(t, env)
      const after = await openSse(`${c.base}/api/tables/${tableId}/events`, BEARER)
      const moved = await nextState(
        after,
        foldedStates(after),
        (state, m) => m.event === 'stage' || (m.event === 'snapshot' && state.gameState !== before.game_state),
        20_000,
      )
      after.close()
      t.not(
        moved.state.gameState,
        before.game_state,
        `the overdue table left ${before.game_state} once an instance was back`,
      )
    },
  )
}

if (db) {
  t.test(
    'bets racing the deadline from two instances: every bet recorded was placed before it, by the database clock',
    { timeout: 60_000 },
    async (t) => {
      const { buildTestApp, AUTH } = await import('../../helpers/app.ts')
      const { publicChangeView } = await import('../../../src/http/game-views.ts')
      const schema = await db.createSchema()
      const stores = await Promise.all([1, 2].map(() => db.createStore({ schema, eventChange: publicChangeView })))
      const live = { clockPollMs: 50, maxStreams: 100, maxStreamsPerCaller: 100, keepAliveMs: 15_000 }
      const apps = await Promise.all(
        stores.map((store) => buildTestApp(t, { store, config: { live, metricsEnabled: false } })),
      )
      t.teardown(() => Promise.all(stores.map((store) => store.close())))
      const post = (i: number, url: string, payload: object) =>
        apps[i % 2].inject({ method: 'POST', url, headers: AUTH, payload })
      // Three hands: two of the same ranks (about one deal in 130) offer no hand to bet on.
      const created = await post(0, '/api/tables', {
        numberOfHands: 3,
        numberOfSeats: 1,
        mode: 'AUTO',
        bettingSeconds: 3,
        revealSeconds: 1,
      })
      const tableId = created.json().tableId
      await Promise.all(apps.map((app) => app.ready()))
      await post(0, `/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 100_000 })
      let hole: any
      for (let i = 0; i < 100 && !hole; i++) {
        const state = (
          await apps[1].inject({ method: 'GET', url: `/api/tables/${tableId}/state`, headers: AUTH })
        ).json()
        if (state.gameState === 'STATUS_HOLE') hole = state
        else await new Promise((resolve) => setTimeout(resolve, 50))
      }
      t.ok(hole, 'the clock started a game')
      const hand = hole.handOdds.find((panel: any) => panel.bestValue).handIndex
      const deadline = Date.parse(hole.stageEndsAt)
      // Eight bettors on the two instances bet without pause from now until well after the deadline.
      const answers: number[] = []
      await Promise.all(
        Array.from({ length: 8 }, async (_, worker) => {
          for (let i = 0; Date.now() < deadline + 1_000; i++) {
            const answer = await post(worker + i, `/api/tables/${tableId}/bets`, {
              playerId: 'ann',
              gameId: 1,
              bettingStage: 0,
              handIndex: hand,
              betAmount: 0.01,
            })
            answers.push(answer.statusCode)
          }
        }),
      )
      const accepted = answers.filter((s) => s === 200).length
      t.ok(accepted > 0, `${accepted} bets accepted before the close`)
      t.ok(
        answers.every((s) => s === 200 || s === 409),
        'every other answer is 409',
      )
      t.ok(answers.at(-1) === 409, 'the last answers, after the deadline, are refused')
      const bets = (
        await db.query<{ placed_ms: number; betting_stage: number }>(
          `SELECT betting_stage, (extract(epoch FROM placed_at) * 1000)::float8 AS placed_ms FROM ${schema}.bets WHERE
            table_id = $1 AND game_id = 1`,
          [tableId],
        )
      ).rows
      t.equal(bets.length, accepted, 'every accepted bet is recorded, and nothing else')
      t.ok(
        bets.every((bet) => bet.betting_stage === 0 && bet.placed_ms < deadline),
        'every recorded bet was placed before the stage deadline',
      )
      t.comment(
        `last bet placed ${(deadline - Math.max(...bets.map((b) => b.placed_ms))).toFixed(0)} ms before the deadline`,
      )
    },
  )
}
