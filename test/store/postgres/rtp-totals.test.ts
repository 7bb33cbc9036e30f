// Return to player from running totals on PostgreSQL: bets placed over several hours (their placing times moved back
// in the database before their games settle, some games settling after later ones' hours) answer every window, whole
// hours and partial ones, exactly as this test sums the same bets itself from the games' pricing; migration 024 fills
// the totals and the players' lists of games from a history to what the settlements kept.

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
    for (let gameId = 1; gameId <= 4; gameId++) {
      const game = (await store.getGame(tableId, gameId))!
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

if (db) {
  t.test('every window, whole hours and partial, as the bets placed in it sum', async (t) => {
    const schema = await db.createSchema()
    const [placer, settler] = [await db.createStore({ schema }), await db.createStore({ schema })]
    const tables = await playOverHours(placer, settler, schema)
    const { rows } = await db.query<{ hours: string }>(`SELECT count(DISTINCT hour) AS hours FROM ${schema}.rtp_totals`)
    t.ok(Number(rows[0].hours) >= 3, `the bets span ${rows[0].hours} hours`)
    const now = await placer.clock()
    const hour = Math.floor(now / HOUR) * HOUR
    const windows: Array<[string, number | undefined, number | undefined]> = [
      ['everything', undefined, undefined],
      ['whole hours', hour - 3 * HOUR, hour],
      ['whole hours to now', hour - 2 * HOUR, undefined],
      ['from a partial hour', hour - 2 * HOUR - 17 * 60_000, undefined],
      ['up to a partial hour', undefined, hour - HOUR - 9 * 60_000],
      ['partial hours at both ends', hour - 3 * HOUR + 5 * 60_000, hour - 25 * 60_000],
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
    t.same((await runMigrations(db.url, { schema })).applied, ['024-rtp-and-recall-totals.sql'])
    t.same(await snapshot(), kept, 'the same totals, lists and chances as the settlements wrote')
  })
}
