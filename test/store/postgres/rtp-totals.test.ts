// Return to player from running totals on PostgreSQL: bets placed over several hours (their placing times moved back
// in the database before their games settle, some games settling after later ones' hours) answer every window, whole
// hours and partial ones, exactly as this test sums the same bets itself from the games' pricing; migration 024 fills
// the totals and the players' lists of games from a history to what the settlements kept.

import pg from 'pg'
import t, { type Test } from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { type RtpRow, rtpRows } from '../../../src/core/rtp.ts'
import type { TableSettings } from '../../../src/core/tables.ts'
import type { PostgresStore } from '../../../src/store/postgres/index.ts'
import { runMigrations } from '../../../src/store/postgres/migrate.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { sitAt, TABLE_SETTINGS } from './fixtures.ts'

const db = await usePostgres(t)
const HOUR = 3_600_000
const SETTINGS: TableSettings = { ...TABLE_SETTINGS, numberOfHands: 3, numberOfSeats: 4 }

/**
 * The marks of the last bet id (the migration's, taken at the bets' real times) no longer hold once their times are
 * moved back: without a mark a period of bets is read over every range of ids.
 */
async function forgetBetMarks(schema: string) {
  await db!.query(`DELETE FROM ${schema}.bet_marks`)
}

/** Two tables, four games each; every bet of game g moved back g x 47 + stage x 13 minutes before it settles. */
async function playOverHours(placer: PostgresStore, settler: PostgresStore, schema: string) {
  const tables = [await placer.createTable(SETTINGS), await placer.createTable({ ...SETTINGS, targetRtpBp: 9_000 })]
  TARGETS.set(tables[0], SETTINGS.targetRtpBp).set(tables[1], 9_000)
  for (const tableId of tables) {
    for (const playerId of ['ann', 'bob']) await placer.sit(sitAt(tableId, playerId, 50_000))
    // Games settle in the order 2, 1, 4, 3 of how far back their bets go: later games sit in earlier hours.
    for (const [nonce, back] of [
      [1, 2],
      [2, 1],
      [3, 4],
      [4, 3],
    ]) {
      const dealt = dealGame(3, nonce, `rtp-hours-${tableId}`, Buffer.alloc(32, tableId * 8 + nonce))
      const game = { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: '2030-01-01T00:00:00Z' }
      await placer.startGame(tableId, game, SETTINGS)
      for (const [stage, from] of [
        [0, 'STATUS_HOLE'],
        [1, 'STATUS_FLOP'],
        [2, 'STATUS_TURN'],
      ] as const) {
        for (const [handIndex, panel] of game.pricing[stage].entries()) {
          if (panel.oddsTenths === 0) continue
          for (const playerId of ['ann', 'bob']) {
            const stakeCents = 100 + 37 * ((nonce + stage + handIndex + playerId.length) % 9)
            const placed = await placer.placeBet(tableId, {
              caller: null,
              playerId,
              gameId: nonce,
              bettingStage: stage,
              handIndex,
              stakeCents,
            })
            if (stakeCents === 211) await placer.cancelBet(tableId, placed.bet.betId, null, playerId)
          }
        }
        if (stage < 2) await placer.advanceGame(tableId, from)
      }
      await db!.query(
        `UPDATE ${schema}.bets SET placed_at = placed_at - make_interval(mins => $3 * 47 + betting_stage * 13)
          WHERE table_id = $1 AND game_id = $2`,
        [tableId, nonce, back],
      )
      await forgetBetMarks(schema)
      // Another instance settles: it reads the bets, with their times, from the database.
      await settler.advanceGame(tableId, 'STATUS_TURN')
      await settler.advanceGame(tableId, 'STATUS_RIVER')
    }
  }
  return tables
}

/** Each table's target return, as opened. */
const TARGETS = new Map<number, number>()

/** The report made here from the store's bets and games, for bets placed in [from, to). */
async function oracle(store: PostgresStore, tables: number[], from?: number, to?: number) {
  const settled = []
  for (const tableId of tables) {
    for (let gameId = 1; ; gameId++) {
      const game = await store.getGame(tableId, gameId)
      if (!game) break
      for (const bet of await store.getBets(tableId, gameId)) {
        const at = Date.parse(bet.placedAt)
        if (bet.status !== 'WON' && bet.status !== 'LOST') continue
        if ((from !== undefined && at < from) || (to !== undefined && at >= to)) continue
        const panel = game.pricing[bet.bettingStage][bet.handIndex]
        settled.push({ ...bet, tableId, payoutCents: bet.payoutCents!, ...panel })
      }
    }
  }
  return rtpRows(settled, (tableId) => TARGETS.get(tableId)!)
}

function sameReport(t: Test, got: RtpRow[], want: RtpRow[], what: string) {
  const integers = (rows: RtpRow[]) => rows.map(({ expectedCents: _e, varianceCents2: _v, ...rest }) => rest)
  t.same(integers(got), integers(want), `${what}: bets, staked, returned by table and stage`)
  t.ok(
    got.every(
      (r, i) =>
        Math.abs(r.expectedCents - want[i].expectedCents) <= 1e-9 * r.stakedCents &&
        Math.abs(r.varianceCents2 - want[i].varianceCents2) <= 1e-9 * Math.max(1, r.varianceCents2),
    ),
    `${what}: the expected returns and variances`,
  )
}

/** A report's window by name: `from` and `to`, each absent when unbounded. */
type Window = [string, number | undefined, number | undefined]

/** The windows both kinds of totals answer, around the hour the bets end in: whole hours and partial ones. */
const windowsAround = (hour: number): Window[] => [
  ['everything', undefined, undefined],
  ['whole hours', hour - 3 * HOUR, hour],
  ['whole hours to now', hour - 2 * HOUR, undefined],
  ['from a partial hour', hour - 2 * HOUR - 17 * 60_000, undefined],
  ['up to a partial hour', undefined, hour - HOUR - 9 * 60_000],
  ['partial hours at both ends', hour - 3 * HOUR + 5 * 60_000, hour - 25 * 60_000],
]

if (db) {
  t.test('every window, whole hours and partial, as the bets placed in it sum', async (t) => {
    const schema = await db.createSchema()
    const [placer, settler] = [await db.createStore({ schema }), await db.createStore({ schema })]
    const tables = await playOverHours(placer, settler, schema)
    const { rows } = await db.query<{ hours: string }>(`SELECT count(DISTINCT hour) AS hours FROM ${schema}.rtp_totals`)
    t.ok(Number(rows[0].hours) >= 3, `the bets span ${rows[0].hours} hours`)
    const now = await placer.clock()
    const hour = Math.floor(now / HOUR) * HOUR
    const windows: Window[] = [
      ...windowsAround(hour),
      ['inside one hour', hour - 2 * HOUR + 10 * 60_000, hour - 2 * HOUR + 50 * 60_000],
      ['a window that is empty', hour - HOUR, hour - HOUR],
    ]
    for (const [what, from, to] of windows) {
      const query = { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) }
      sameReport(t, await placer.rtpReport(query), await oracle(placer, tables, from, to), what)
      sameReport(
        t,
        await placer.rtpReport({ ...query, tableId: tables[1] }),
        await oracle(placer, [tables[1]], from, to),
        `${what}, one table`,
      )
    }
    t.same(await placer.reconcile().then((r) => r.differences), [], 'reconcile finds the totals right')
  })

  t.test(
    "the house's report from the day's marks: every window as the bets sum, bets settled after a mark in it",
    async (t) => {
      const schema = await db.createSchema()
      const [placer, settler] = [await db.createStore({ schema }), await db.createStore({ schema })]
      const hour = Math.floor((await placer.clock()) / HOUR) * HOUR
      const mark = async (at: number | 'infinity') => {
        const value = at === 'infinity' ? at : new Date(at)
        return (await db.query<{ taken: boolean }>(`SELECT ${schema}.rtp_mark($1) AS taken`, [value])).rows[0].taken
      }
      // Two marks before any bet, and the latest: every bet placed before them settles after them, and the settlement
      // adds it to them.
      t.ok(await mark(hour - 2 * HOUR), 'a mark is taken')
      t.notOk(await mark(hour - 2 * HOUR), 'and once only')
      await mark(hour - 4 * HOUR)
      await mark('infinity')
      const tables = await playOverHours(placer, settler, schema)
      // Two after them, from the hourly totals; none yet at the hour, then one.
      await mark(hour - 3 * HOUR)
      await mark(hour - HOUR)
      const windows: Window[] = [
        ...windowsAround(hour),
        ['before the first mark', hour - 6 * HOUR, hour - 4 * HOUR],
        ['across the first mark', hour - 5 * HOUR, hour - 2 * HOUR],
      ]
      for (const withMarkAtHour of [false, true]) {
        if (withMarkAtHour) await mark(hour)
        for (const [what, from, to] of windows) {
          const query = { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) }
          const label = `${what}${withMarkAtHour ? ', with a mark at the hour' : ''}`
          sameReport(t, await placer.rtpReport(query), await oracle(placer, tables, from, to), label)
        }
      }
      const { rows } = await db.query<{ marks: string; rows: string }>(
        `SELECT (SELECT count(*) FROM ${schema}.rtp_marks) AS marks,
            (SELECT count(*) FROM ${schema}.rtp_marked) AS rows`,
      )
      t.same(rows[0], { marks: '6', rows: rows[0].rows }, 'five marks and the latest')
      t.ok(Number(rows[0].rows) > 0, `${rows[0].rows} rows of marked totals`)
      const reconciled = await placer.reconcile()
      t.same(reconciled.differences, [], 'reconcile finds every mark right')

      // Two marks broken on purpose, an hour's and the latest: reconcile names each (the marks around them are right).
      for (const [at, cents] of [
        [new Date(hour - HOUR), 5],
        ['infinity', 2],
      ] as const) {
        await db.query(
          `UPDATE ${schema}.rtp_marked SET staked_cents = staked_cents + $2
            WHERE at = $1 AND (table_id, betting_stage) = (SELECT table_id, betting_stage FROM ${schema}.rtp_marked
              WHERE at = $1 ORDER BY 1, 2 LIMIT 1)`,
          [at, cents],
        )
      }
      const broken = await placer.reconcile()
      t.equal(broken.checked, reconciled.checked, 'the same totals checked')
      t.match(broken.differences, [
        { total: /^table \d+ stage \d rtp mark \d{4}-\d\d-\d\dT\d\dZ staked$/, differenceCents: 5 },
        { total: /^table \d+ stage \d rtp mark latest staked$/, differenceCents: 2 },
      ])
      t.equal(broken.differences.length, 2, 'and nothing else')
      t.ok(broken.differences[0].total.includes(new Date(hour - HOUR).toISOString().slice(0, 13)), 'at its hour')
    },
  )

  t.test('a mark waits for a settlement in progress and holds all of it', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    const tableId = await store.createTable(SETTINGS)
    const hour = Math.floor((await store.clock()) / HOUR) * HOUR
    const [settling, marking] = [
      new pg.Client({ connectionString: db.url }),
      new pg.Client({ connectionString: db.url }),
    ]
    for (const client of [settling, marking]) {
      await client.connect()
      await client.query(`SET search_path TO ${schema}`)
    }
    t.teardown(() => Promise.all([settling.end(), marking.end()]))
    // What a settlement does, as the step into the river does it: its table held FOR UPDATE, then its totals added
    // (a bet placed two hours back), left uncommitted while the mark of an hour back is taken.
    await settling.query('BEGIN')
    await settling.query('SELECT 1 FROM tables WHERE table_id = $1 FOR UPDATE', [tableId])
    await settling.query(
      "SELECT rtp_add($1, '{0}', ARRAY[$2::timestamptz], '{1}', '{100}', '{300}', '{96.5}', '{20.25}')",
      [tableId, new Date(hour - 2 * HOUR)],
    )
    const pid = (await marking.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid
    const taken = marking.query<{ taken: boolean }>('SELECT rtp_mark($1) AS taken', [new Date(hour - HOUR)])
    let waiting = false
    for (let i = 0; i < 100 && !waiting; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      const { rows } = await db.query<{ wait: string | null }>(
        'SELECT wait_event_type AS wait FROM pg_stat_activity WHERE pid = $1',
        [pid],
      )
      waiting = rows[0]?.wait === 'Lock'
    }
    t.ok(waiting, 'the mark waits for the table the settlement holds')
    await settling.query('COMMIT')
    t.equal((await taken).rows[0].taken, true, 'then takes the mark')
    const { rows } = await db.query(
      `SELECT table_id, betting_stage, bets::int, staked_cents::int, returned_cents::int, expected_cents,
          variance_cents2 FROM ${schema}.rtp_marked`,
    )
    t.same(
      rows,
      [
        {
          table_id: tableId,
          betting_stage: 0,
          bets: 1,
          staked_cents: 100,
          returned_cents: 300,
          expected_cents: 96.5,
          variance_cents2: 20.25,
        },
      ],
      'with the settlement in it, once',
    )
  })

  t.test('a mark taken while tables settle holds each settlement whole (real time)', async (t) => {
    const schema = await db.createSchema()
    // One instance places; two others settle, reading the bets with their times from the database.
    const stores = [
      await db.createStore({ schema }),
      await db.createStore({ schema }),
      await db.createStore({ schema }),
    ]
    const hour = Math.floor((await stores[0].clock()) / HOUR) * HOUR
    const tables: number[] = []
    for (let i = 0; i < 4; i++) {
      const tableId = await stores[0].createTable(SETTINGS)
      tables.push(tableId)
      TARGETS.set(tableId, SETTINGS.targetRtpBp)
      for (const playerId of ['ann', 'bob']) await stores[0].sit(sitAt(tableId, playerId, 50_000))
    }
    await db.query(`SELECT ${schema}.rtp_mark('infinity')`)
    for (let round = 1; round <= 3; round++) {
      for (const tableId of tables) {
        const dealt = dealGame(3, round, `rtp-race-${tableId}`, Buffer.alloc(32, tableId + round))
        const game = {
          ...dealt,
          pricing: priceGame(dealt.hands, dealt.board, 9_700),
          startedAt: '2030-01-01T00:00:00Z',
        }
        await stores[0].startGame(tableId, game, SETTINGS)
        for (const [handIndex, panel] of game.pricing[0].entries()) {
          if (panel.oddsTenths === 0) continue
          for (const playerId of ['ann', 'bob']) {
            await stores[0].placeBet(tableId, {
              caller: null,
              playerId,
              gameId: round,
              bettingStage: 0,
              handIndex,
              stakeCents: 100 + round,
            })
          }
        }
        await stores[0].advanceGame(tableId, 'STATUS_HOLE')
        await stores[0].advanceGame(tableId, 'STATUS_FLOP')
        await db.query(
          `UPDATE ${schema}.bets SET placed_at = placed_at - make_interval(hours => $3 + 1)
            WHERE table_id = $1 AND game_id = $2`,
          [tableId, round, round],
        )
        await forgetBetMarks(schema)
      }
      // Every table's river (its settlement) on two instances at once, and the mark of an hour after the bets.
      await Promise.all([
        ...tables.map((tableId, i) => stores[1 + (i % 2)].advanceGame(tableId, 'STATUS_TURN')),
        db.query(`SELECT ${schema}.rtp_mark($1)`, [new Date(hour - round * HOUR)]),
      ])
      for (const tableId of tables) await stores[1].advanceGame(tableId, 'STATUS_RIVER')
    }
    const { rows } = await db.query<{ rows: string }>(`SELECT count(*) AS rows FROM ${schema}.rtp_marked`)
    t.ok(Number(rows[0].rows) > 0, 'the marks hold totals')
    t.same((await stores[0].reconcile()).differences, [], 'each mark holds the bets placed before it, each once')
    sameReport(t, await stores[0].rtpReport({}), await oracle(stores[0], tables), 'the report over everything')
  })

  t.test('migration 024 fills the totals and the lists of games from the history', async (t) => {
    const schema = await db.createSchema()
    const [placer, settler] = [await db.createStore({ schema }), await db.createStore({ schema })]
    await playOverHours(placer, settler, schema)
    const snapshot = async () => ({
      totals: (
        await db.query<Record<string, unknown>>(
          `SELECT table_id, betting_stage, hour, bets, staked_cents, returned_cents, round(expected_cents::numeric, 6)
               AS expected, round(variance_cents2::numeric, 3) AS variance
             FROM ${schema}.rtp_totals ORDER BY 1, 2, 3`,
        )
      ).rows,
      games: (await db.query(`SELECT * FROM ${schema}.player_games ORDER BY 1, 2, 3, 4`)).rows,
      chances: (await db.query(`SELECT bet_id, win_or_draw, boards FROM ${schema}.bets ORDER BY 1`)).rows,
    })
    const kept = await snapshot()
    t.ok(kept.totals.length > 0 && kept.games.length === 2 * 4 * 2, 'the settlements kept totals and lists')
    // The schema as version 23 left it, with the same history (its games' panels inline: they are kept as counts since
    // 028, after 024); then migrated again.
    const games = await db.query<{ table_id: number; game_id: number }>(`SELECT table_id, game_id FROM ${schema}.games`)
    for (const { table_id: tableId, game_id: gameId } of games.rows) {
      const { pricing } = (await placer.getGame(tableId, gameId))!
      await db.query(`UPDATE ${schema}.games SET pricing = $3 WHERE table_id = $1 AND game_id = $2`, [
        tableId,
        gameId,
        JSON.stringify(pricing),
      ])
    }
    await db.query(`DROP TABLE ${schema}.rtp_totals, ${schema}.player_games`)
    await db.query(
      `DROP INDEX ${schema}.bets_placed_at_idx, ${schema}.ledger_entries_bet_idx, ${schema}.ledger_entries_payout_idx`,
    )
    await db.query(`ALTER TABLE ${schema}.bets DROP COLUMN win_or_draw, DROP COLUMN boards`)
    await db.query(`DELETE FROM ${schema}.schema_migrations WHERE version = 24`)
    // Games were one table keyed by table and game then (by month since 035, keyed with their start too): a copy so
    // while 024 runs, whose players' lists reference it; the reference goes with it, as 035 removes it.
    await db.query(`ALTER TABLE ${schema}.games RENAME TO games_by_month`)
    await db.query(`CREATE TABLE ${schema}.games AS SELECT * FROM ${schema}.games_by_month`)
    await db.query(`ALTER TABLE ${schema}.games ADD PRIMARY KEY (table_id, game_id)`)
    t.same((await runMigrations(db.url, { schema })).applied, ['024-rtp-and-recall-totals.sql'])
    await db.query(`ALTER TABLE ${schema}.player_games DROP CONSTRAINT player_games_table_id_game_id_fkey`)
    await db.query(`DROP TABLE ${schema}.games`)
    await db.query(`ALTER TABLE ${schema}.games_by_month RENAME TO games`)
    t.same(await snapshot(), kept, 'the same totals, lists and chances as the settlements wrote')
  })
}
