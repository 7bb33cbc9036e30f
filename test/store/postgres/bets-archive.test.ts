// A closed range of bets leaves the database whole (`npm run archive`, migration 032): only once every id of it was
// handed out and none of its bets is open; written to a file checked here with node:crypto and a count of our own;
// return to player's report reads the same (its totals are running totals), and says which periods of bets are
// archived, as recall does; reconcile still balances from the sums the range left, and reports a broken one to the
// cent; a restore reads exactly as before.

import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import t, { type Test } from 'tap'
import { archiveHistory, readManifest, restoreHistory } from '../../../src/store/postgres/archive.ts'
import type { PostgresStore } from '../../../src/store/postgres/index.ts'
import { maintainPartitions, markReturnToPlayer } from '../../../src/store/postgres/partitions.ts'
import { buildTestApp } from '../../helpers/app.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { tableWithGame } from './fixtures.ts'

const db = await usePostgres(t)
const FAR = new Date('2100-01-01T00:00:00Z')
const OPERATOR_TOKEN = 'operator-token-that-is-at-least-32-chars'
const OPERATOR = { authorization: `Bearer ${OPERATOR_TOKEN}` }
const WHO = { actor: 'auditor@house', reason: 'closing the year' }
const STAGES = ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const

function poolFor(t: Test, schema: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: db!.urlFor(schema), max: 2 })
  t.teardown(() => pool.end())
  return pool
}

/** A game at a new table with ann's and bob's bets on hand 0 (`bets` of them); settled unless `open`. */
async function game(store: PostgresStore, label: string, bets: number, open = false) {
  const { tableId } = await tableWithGame(store, store, { ann: 10_000, bob: 10_000 }, label, bets)
  for (let i = 0; i < bets; i++) {
    const playerId = i % 2 === 0 ? 'ann' : 'bob'
    await store.placeBet(tableId, { caller: null, playerId, gameId: 1, bettingStage: 0, handIndex: 0, stakeCents: 100 })
  }
  if (!open) for (const from of STAGES) await store.advanceGame(tableId, from)
  return tableId
}

/** Records in a CSV text: newlines outside double quotes (our own count). */
function csvRecords(text: string): number {
  let quoted = false
  let records = 0
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (ch === '\n' && !quoted) records++
  }
  return records
}

if (db) {
  t.test('a closed range of bets archived, read as archived, reconciled, restored', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    const pool = poolFor(t, schema)
    await maintainPartitions(pool)
    const dir = await mkdtemp(join(tmpdir(), 'hand-odds-bets-archive-'))
    t.teardown(() => rm(dir, { recursive: true, force: true }))
    const q = (sql: string, values: unknown[] = []) => db.query(sql.replaceAll('$S', schema), values)

    // Two games whose bets take the first range's ids (one game's bet still open), one game in the next range.
    const old = await game(store, 'old', 3)
    const pending = await game(store, 'pending', 1, true)
    await q("SELECT setval('$S.bets_bet_id_seq', 999999)")
    await game(store, 'recent', 2)
    // The first range's games as played two months ago (the database's clock cannot be set back).
    await q(`UPDATE $S.bets SET placed_at = placed_at - interval '2 months' WHERE bet_id < 1000000`)
    // One start for the games and the players' lists of them, as the service writes them.
    const { rows: moved } = await q("SELECT now() - interval '2 months 1 minute' AS at")
    for (const table of ['games', 'player_games']) {
      await q(`UPDATE $S.${table} SET started_at = $2 WHERE table_id = ANY ($1)`, [[old, pending], moved[0].at])
    }
    // A table's row keeps its current game's start (migration 035).
    await q(
      `UPDATE $S.tables t SET current_game_started_at = g.started_at FROM $S.games g
        WHERE g.table_id = t.table_id AND g.game_id = t.current_game_id AND t.table_id = ANY ($1)`,
      [[old, pending]],
    )
    await q(`UPDATE $S.rtp_totals SET hour = hour - interval '2 months' WHERE table_id = $1`, [old])

    const notYet = await archiveHistory({ pool, schema, before: FAR, tables: ['bets'], dir, ...WHO })
    t.same(notYet, [], 'a range with an open bet stays; so does a range whose ids are not all handed out')

    for (const from of STAGES) await store.advanceGame(pending, from)
    // Its settlement summed its bet into the hour the store saw it placed in.
    await q(`UPDATE $S.rtp_totals SET hour = hour - interval '2 months' WHERE table_id = $1`, [pending])
    await markReturnToPlayer(pool)
    t.same((await store.reconcile()).differences, [], 'reconcile before the archive: no difference')
    const bets = (await q('SELECT * FROM $S.bets ORDER BY bet_id')).rows
    const rtp = await store.rtpReport({})
    const span = (await q('SELECT min(placed_at) AS first, max(placed_at) AS last FROM $S.bets WHERE bet_id < 1000000'))
      .rows[0] as { first: Date; last: Date }

    const archived = await archiveHistory({ pool, schema, before: FAR, tables: ['bets'], dir, ...WHO })
    t.same(
      archived.map((a) => [a.table, a.partition, a.fromId, a.toId, a.rows]),
      [['bets', 'bets_p0', 0, 1_000_000, 4]],
      'the first range, its four bets',
    )
    const text = await readFile(join(dir, archived[0].file), 'utf8')
    t.equal(createHash('sha256').update(text).digest('hex'), archived[0].sha256, 'the file hashes as recorded')
    t.equal(csvRecords(text), 5, 'a header and four bets')
    t.same((await readManifest(dir)).partitions, archived, 'the manifest lists it')
    t.same(
      (await q('SELECT bet_id FROM $S.bets ORDER BY bet_id')).rows.map((r) => Number(r.bet_id)),
      [1_000_000, 1_000_001],
      'only the next range is left',
    )
    t.same(await store.rtpReport({}), rtp, 'return to player reads the same: running totals')
    t.same((await store.reconcile()).differences, [], "reconcile: the range's sums stand in for its bets")
    t.same(
      await store.archivedPeriods('bets'),
      [{ from: span.first.getTime(), to: span.last.getTime() + 1 }],
      'the archived period: from the first bet placed to just after the last',
    )

    const app = await buildTestApp(t, { store, config: { operator: { token: OPERATOR_TOKEN } } })
    const over = (from: number, to: number) =>
      app.inject({
        method: 'GET',
        url: `/api/operator/rtp?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
        headers: OPERATOR,
      })
    const then = await over(span.first.getTime() - 60_000, span.last.getTime() + 60_000)
    t.same(
      then.json().archived,
      [{ from: span.first.toISOString(), to: new Date(span.last.getTime() + 1).toISOString() }],
      'a window over the archived bets says so',
    )
    const now = await over(Date.now() - 3_600_000, Date.now() + 60_000)
    t.equal(now.json().archived, undefined, 'a window after them does not')
    t.ok(now.json().rows.length > 0, 'and reads the bets still here')
    const recall = await app.inject({ method: 'GET', url: '/api/players/ann/games', headers: OPERATOR })
    t.equal(recall.json().archived?.length, 1, "recall over the archived range's games says so")
    t.same(
      recall
        .json()
        .games.filter((g: { tableId: number }) => g.tableId === old)
        .flatMap((g: { bets: unknown[] }) => g.bets),
      [],
      'its game is recalled without the archived bets',
    )

    // A broken sum is reported, to the cent.
    await q('UPDATE $S.archived_bet_sums SET staked_cents = staked_cents + 1 WHERE table_id = $1', [old])
    const broken = await store.reconcile()
    t.ok(
      broken.differences.some(
        (d) => d.total === `table ${old} stage 0 rtp staked` && d.keptCents - d.recomputedCents === -1,
      ),
      'the latest total of the table, a cent apart',
    )
    await q('UPDATE $S.archived_bet_sums SET staked_cents = staked_cents - 1 WHERE table_id = $1', [old])

    const restored = await restoreHistory({ pool, schema, dir, ...WHO })
    t.same(
      restored.map((r) => r.partition),
      ['bets_p0'],
      'restored',
    )
    t.same((await q('SELECT * FROM $S.bets ORDER BY bet_id')).rows, bets, 'every bet reads as before the archive')
    t.same(await store.archivedPeriods('bets'), [], 'nothing archived any more')
    t.same((await store.reconcile()).differences, [], 'reconcile after the restore: no difference')
  })
}
