// The house report's and return to player's running totals on PostgreSQL: after money moves every way (deposits,
// buy-ins, bets, a cancel, a settled river, a void, a cash-out, a withdrawal; bets open in a game in play), the report
// equals the sums of the history recomputed here by a scan, and reconcile finds nothing; a total broken on purpose is
// reported, by name and by the cent.

import t from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { EVERY_WAY_SETTINGS, playEveryWay } from './fixtures.ts'

const db = await usePostgres(t)

if (db) {
  t.test('the report reads running totals equal to the sums of the history; reconcile finds nothing', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    const tables = await playEveryWay(store, 'report')
    // A third game in play at the second table: two bets open, a third cancelled.
    const dealt = dealGame(3, 3, 'report-open', Buffer.alloc(32, 9))
    const game = { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: new Date().toISOString() }
    await store.startGame(tables[1], game, EVERY_WAY_SETTINGS)
    const offered = game.pricing[0].flatMap((p, i) => (p.oddsTenths > 0 ? [i] : []))
    const bet = (playerId: string, handIndex: number, stakeCents: number) =>
      store.placeBet(tables[1], { caller: null, playerId, gameId: 3, bettingStage: 0, handIndex, stakeCents })
    await bet('ann', offered[0], 333)
    await bet('bob', offered.at(-1)!, 77)
    await store.cancelBet(tables[1], (await bet('ann', offered[0], 1_000)).bet.betId, null, 'ann')
    const report = await store.houseTotals()
    // What is open, reckoned here from the bets: each stake, and what it pays if it wins (stake x odds, floored).
    for (const tableId of tables) {
      const { rows } = await db.query<{ stake_cents: string; recorded_odds_tenths: string }>(
        `SELECT b.stake_cents, b.recorded_odds_tenths FROM ${schema}.bets b JOIN ${schema}.tables t
           ON t.table_id = b.table_id AND t.current_game_id = b.game_id WHERE b.table_id = $1 AND b.status = 'OPEN'`,
        [tableId],
      )
      const row = report.tables.find((r) => r.tableId === tableId)!
      t.same(
        { stakes: row.openStakesCents, exposure: row.openExposureCents },
        {
          stakes: rows.reduce((sum, r) => sum + Number(r.stake_cents), 0),
          exposure: rows.reduce(
            (sum, r) => sum + Math.floor((Number(r.stake_cents) * Number(r.recorded_odds_tenths)) / 10),
            0,
          ),
        },
        `table ${tableId}: open stakes and exposure as the game in play's open bets sum them`,
      )
      t.equal(rows.length, tableId === tables[1] ? 2 : 0, 'the bets open at the table')
    }
    // A second computation: the scans the report made before it kept running totals.
    for (const tableId of tables) {
      const { rows } = await db.query<{ bet: string; cancelled: string; paid: string }>(
        `SELECT COALESCE(-SUM(amount_cents) FILTER (WHERE kind = 'BET'), 0) AS bet,
           COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'BET_CANCEL'), 0) AS cancelled,
           COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'PAYOUT'), 0) AS paid
         FROM ${schema}.ledger_entries WHERE table_id = $1`,
        [tableId],
      )
      const row = report.tables.find((r) => r.tableId === tableId)!
      t.same(
        { bet: row.betCents, cancelled: row.cancelledCents, paid: row.paidOutCents },
        { bet: Number(rows[0].bet), cancelled: Number(rows[0].cancelled), paid: Number(rows[0].paid) },
        `table ${tableId}: stakes, cancels and payouts as the ledger sums them`,
      )
      t.ok(row.cancelledCents >= 2 * 125, 'a cancel and a void were counted')
    }
    const kinds = await db.query<{ kind: string; total: string }>(
      `SELECT kind, SUM(amount_cents) AS total FROM ${schema}.account_entries GROUP BY kind`,
    )
    const kind = (name: string) => Number(kinds.rows.find((r) => r.kind === name)?.total ?? 0)
    t.same(
      { deposits: report.depositsCents, grants: report.grantsCents, withdrawals: report.withdrawalsCents },
      { deposits: kind('DEPOSIT'), grants: kind('PLAY_GRANT'), withdrawals: -kind('WITHDRAWAL') },
      'deposits, grants and withdrawals as the account entries sum them',
    )
    t.equal(
      report.depositsCents + report.grantsCents - report.withdrawalsCents,
      report.accountsCents + report.seatsCents + report.houseResultCents,
      'the house adds up',
    )
    const balances = await db.query<{ held: string }>(`SELECT SUM(balance_cents) AS held FROM ${schema}.accounts`)
    t.equal(report.accountsCents, Number(balances.rows[0].held), "money in accounts is the accounts' balances")
    // Five totals a table (stakes, cancels, payouts, open stakes and exposure), five kinds and what accounts hold, and
    // return to player's staked and returned for the one stage each table's settled game had bets on.
    t.same(
      await store.reconcile(),
      { checked: 2 * 5 + 5 + 1 + 2 * 2, differences: [] },
      'every total matches its history',
    )
  })

  t.test('a total broken on purpose is reported by name and by the cent', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    const [tableId] = await playEveryWay(store, 'broken')
    await db.query(
      `UPDATE ${schema}.tables SET amount_cancelled_cents = amount_cancelled_cents + 7 WHERE table_id = $1`,
      [tableId],
    )
    await db.query(
      `UPDATE ${schema}.accounts SET deposit_total_cents = deposit_total_cents - 3 WHERE player_id = 'ann'`,
    )
    await db.query(`UPDATE ${schema}.tables SET open_exposure_cents = open_exposure_cents + 5 WHERE table_id = $1`, [
      tableId,
    ])
    await db.query(
      `UPDATE ${schema}.rtp_totals SET returned_cents = returned_cents + 11 WHERE table_id = $1 AND betting_stage = 0`,
      [tableId],
    )
    const { differences } = await store.reconcile()
    t.match(differences, [
      // The table's stakes are kept net of cancels: a cancel counted twice shows in both.
      { total: `table ${tableId} bet`, differenceCents: 7 },
      { total: `table ${tableId} cancelled`, differenceCents: 7 },
      { total: `table ${tableId} open exposure`, differenceCents: 5 },
      { total: `table ${tableId} stage 0 rtp returned`, differenceCents: 11 },
      { total: 'account DEPOSIT', differenceCents: -3 },
      // Ann's sums by kind no longer add up to her balance either.
      { total: 'accounts held', differenceCents: -3 },
    ])
    t.equal(differences.length, 6, 'and nothing else')
    for (const d of differences) t.equal(d.keptCents - d.recomputedCents, d.differenceCents)
  })
}
