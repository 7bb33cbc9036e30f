// The history by month on PostgreSQL: money moved every way, its months written to files, checked here with
// node:crypto and a CSV count of our own, detached; the reads then say which months are archived (never answering
// as if nothing had happened), reconcile still balances from the sums the months left; a damaged file is refused
// and changes nothing; a restore reads exactly as before. A database holding history before the months existed keeps
// it as one partition, row for row. A month's rows refuse a change even when named directly.

import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import t, { type Test } from 'tap'
import { archiveHistory, readManifest, restoreHistory, verifyArchive } from '../../../src/store/postgres/archive.ts'
import { cutoffOf, historyPartitions, keptFrom } from '../../../src/store/postgres/archive-partitions.ts'
import type { PostgresStore } from '../../../src/store/postgres/index.ts'
import { runMigrations } from '../../../src/store/postgres/migrate.ts'
import { maintainPartitions } from '../../../src/store/postgres/partitions.ts'
import { buildTestApp } from '../../helpers/app.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { plainNode } from '../../helpers/server-process.ts'
import { migrateBefore, playEveryWay, TABLE_SETTINGS } from './fixtures.ts'

const db = await usePostgres(t)
const FAR = new Date('2100-01-01T00:00:00Z')
const OPERATOR_TOKEN = 'operator-token-that-is-at-least-32-chars'
const OPERATOR = { authorization: `Bearer ${OPERATOR_TOKEN}` }
const WHO = { actor: 'auditor@house', reason: 'closing the year' }

/** Everything a player or an operator reads of the history, but the archive's own audit rows. */
async function reads(store: PostgresStore, tables: number[]) {
  const audit = await store.listAudit({ limit: 500 })
  return {
    seat: await Promise.all(tables.map((tableId) => store.getLedger(tableId))),
    account: await Promise.all(['ann', 'old'].map((p) => store.getAccountLedger(p, { limit: 100, order: 'asc' }))),
    audit: audit.filter((row) => !row.kind.startsWith('HISTORY_')),
    protection: await Promise.all(['ann', 'old'].map((p) => store.getProtectionHistory(p))),
    recall: await store.recallGames('ann', { limit: 20 }),
    oldGames: await store.recallGames('old', { limit: 20 }),
    house: await store.houseTotals(),
  }
}

/**
 * Two closed months of history, made in SQL with the shapes of real rows (the database's clock cannot be set back):
 * a player's deposits with the account's totals, stakes at `tableId` with the table's total, a protection change,
 * audit rows, and a settled game of the player's in each, in the months two and one before this one (pg_partman makes
 * those months first).
 */
async function pastMonths(pool: pg.Pool, schema: string, tableId: number): Promise<void> {
  await maintainPartitions(pool)
  for (const table of ['ledger_entries', 'account_entries', 'audit_log', 'protection_changes', 'games']) {
    await pool.query(
      `SELECT partman.create_partition_time($1, ARRAY[date_trunc('month', now()) - interval '2 months',
         date_trunc('month', now()) - interval '1 month'])`,
      [`${schema}.${table}`],
    )
  }
  await pool.query(`
    INSERT INTO accounts (player_id, balance_cents, deposit_total_cents) VALUES ('old', 7000, 7000);
    INSERT INTO account_entries (player_id, kind, amount_cents, balance_after_cents, by_who, at) VALUES
      ('old', 'DEPOSIT', 3000, 3000, 'operator', date_trunc('month', now()) - interval '2 months' + interval '3 days'),
      ('old', 'DEPOSIT', 4000, 7000, 'operator', date_trunc('month', now()) - interval '1 month' + interval '5 days');
    INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, at) VALUES
      (${tableId}, 1, 'old', 'BET', -500, 0, date_trunc('month', now()) - interval '2 months' + interval '4 days'),
      (${tableId}, 1, 'old', 'PAYOUT', 1200, 1200, date_trunc('month', now()) - interval '1 month' + interval '9 days');
    UPDATE tables SET amount_bet_cents = amount_bet_cents + 500, amount_paid_out_cents = amount_paid_out_cents + 1200
      WHERE table_id = ${tableId};
    INSERT INTO protected_players (player_id) VALUES ('old');
    INSERT INTO protection_changes (player_id, at, actor, source, action, before, after) VALUES
      ('old', date_trunc('month', now()) - interval '1 month' + interval '1 day', 'old', 'PLAYER', 'LIMIT', NULL, '{}');
    INSERT INTO audit_log (at, kind, actor, player_id, reason, before, after)
      SELECT date_trunc('month', now()) - interval '2 months' + i * interval '1 day', 'DEPOSIT', 'operator', 'old',
          'past', NULL, '{}'
        FROM generate_series(0, 40) i;
    INSERT INTO games (table_id, game_id, nonce, server_seed, server_seed_hash, client_seed, hands, board, pricing,
        counts, started_at, settled_at)
      SELECT ${tableId}, 1000 + m, 1000 + m, g.server_seed, g.server_seed_hash, g.client_seed, g.hands, g.board,
          g.pricing, g.counts, date_trunc('month', now()) - m * interval '1 month' + interval '2 days',
          date_trunc('month', now()) - m * interval '1 month' + interval '2 days 1 minute'
        FROM generate_series(1, 2) m,
          (SELECT * FROM games WHERE settled_at IS NOT NULL ORDER BY table_id, game_id LIMIT 1) g;
    INSERT INTO player_games (player_id, started_at, table_id, game_id)
      SELECT 'old', started_at, table_id, game_id FROM games WHERE game_id > 1000;
  `)
}

/** When game `gameId` of the past months started, as an ISO time. */
async function gameStart(pool: pg.Pool, gameId: number): Promise<string> {
  const { rows } = await pool.query<{ at: Date }>('SELECT started_at AS at FROM games WHERE game_id = $1', [gameId])
  return rows[0].at.toISOString()
}

function poolFor(t: Test, schema: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: db!.urlFor(schema), max: 2 })
  t.teardown(() => pool.end())
  return pool
}

/** Records in a CSV text: newlines outside double quotes (our own count, not the module's). */
function csvRecords(text: string): number {
  let quoted = false
  let records = 0
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (ch === '\n' && !quoted) records += 1
  }
  return records
}

t.test('--before and --keep name the first month kept', async (t) => {
  t.same(cutoffOf('2027-01'), new Date('2027-01-01T00:00:00Z'))
  t.same(cutoffOf('2027-01-15'), new Date('2027-01-15T00:00:00Z'))
  t.throws(() => cutoffOf('soon'), /--before must be/)
  t.same(keptFrom('13', new Date('2027-03-10T12:00:00Z')), new Date('2026-03-01T00:00:00Z'), '13 months: this and 12')
  t.same(keptFrom('1', new Date('2027-01-31T23:59:00Z')), new Date('2027-01-01T00:00:00Z'), 'only this month')
  for (const bad of ['0', '1.5', 'x', '-2']) t.throws(() => keptFrom(bad, new Date()), /--keep must be/)
})

if (db) {
  t.test('closed months leave whole, the reads say so, and a restore reads the same', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    const admin = poolFor(t, schema)
    const tables = await playEveryWay(store, 'archive')
    await store.setLimit(
      'ann',
      { kind: 'WAGER', period: 'DAY', amountCents: 9_000 },
      { source: 'PLAYER', actor: 'ann' },
    )
    await pastMonths(admin, schema, tables[0])
    const before = await reads(store, tables)
    t.same((await store.reconcile()).differences, [], 'the history balances before')
    const dir = await mkdtemp(join(tmpdir(), 'hand-odds-archive-'))
    t.teardown(() => rm(dir, { recursive: true, force: true }))

    const archived = await archiveHistory({ pool: admin, schema, before: FAR, dir, ...WHO })
    t.equal(archived.length, 10, 'two closed months of four histories and of the games; the month now open stays')
    const left = await historyPartitions(admin, schema)
    t.ok(left.length > 0 && left.every((p) => p.to_at > new Date()), 'what stays attached: this month and later')
    for (const entry of archived) {
      const text = await readFile(join(dir, entry.file), 'utf8')
      t.equal(createHash('sha256').update(text).digest('hex'), entry.sha256, `${entry.partition}: its SHA-256`)
      t.equal(csvRecords(text) - 1, entry.rows, `${entry.partition}: its ${entry.rows} rows`)
    }
    const sums = (await readFile(join(dir, 'SHA256SUMS'), 'utf8')).trim().split('\n')
    t.equal(sums.length, archived.length, 'SHA256SUMS lists every file')
    t.same((await readManifest(dir)).partitions, archived, 'the manifest lists every partition')
    t.same(
      archived.map((a) => a.rows).reduce((a, b) => a + b),
      2 + 2 + 1 + 41 + 2,
      'the files hold every row made in the past months',
    )

    const gone = await reads(store, tables)
    t.same(gone.account[1], [], "the archived player's account entries are gone")
    t.same(gone.seat[0].length, before.seat[0].length - 2, 'two seat entries gone, this month stays')
    t.same(gone.house, before.house, 'the house report reads running totals, not history')
    t.same((await store.reconcile()).differences, [], 'reconcile balances with the sums the months left')
    t.equal((await store.archivedPeriods('seatLedger')).length, 1, 'two months read as one archived span')
    t.same(gone.oldGames, [], "the archived player's games are gone from recall")
    t.equal((await store.archivedPeriods('games')).length, 1, "the games' two months, one span")

    const app = await buildTestApp(t, { store, config: { operator: { token: OPERATOR_TOKEN } } })
    for (const url of [
      `/api/tables/${tables[0]}/ledger?playerId=old`,
      '/api/players/old/ledger',
      '/api/operator/audit',
      '/api/players/old/protection/history',
      '/api/players/old/games',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: OPERATOR })
      t.equal(res.statusCode, 200, url)
      const body = res.json()
      t.ok(Array.isArray(body.archived) && body.archived.length === 1, `${url}: says which months are archived`)
    }
    const csv = await app.inject({
      method: 'GET',
      url: '/api/operator/audit',
      headers: { ...OPERATOR, accept: 'text/csv' },
    })
    t.match(
      csv.headers.archived,
      /^\d{4}-\d{2}-01T00:00:00\.000Z\/\d{4}-\d{2}-01T00:00:00\.000Z$/,
      'the CSV says so too',
    )
    const record = await app.inject({ method: 'GET', url: `/api/tables/${tables[0]}/games/1001`, headers: OPERATOR })
    t.equal(record.statusCode, 404, 'an archived game is not read')
    t.match(record.json().error, /games started \S+ to \S+ are archived/, 'it is said to be archived')
    const later = await app.inject({ method: 'GET', url: '/api/operator/audit?from=2099-01-01', headers: OPERATOR })
    t.notOk('archived' in later.json(), 'a period after the archived months does not mention them')

    // A damaged file (a row repeated): verify names it; the restore refuses and attaches nothing.
    const damaged = archived.find((a) => a.table === 'audit_log' && a.rows > 0)!
    const good = await readFile(join(dir, damaged.file), 'utf8')
    await writeFile(join(dir, damaged.file), `${good}${good.split('\n')[1]}\n`)
    t.match((await verifyArchive(dir)).join('\n'), damaged.file, 'verify names the damaged file')
    await t.rejects(restoreHistory({ pool: admin, schema, dir, ...WHO }), { message: /SHA-256/ })
    t.same(await historyPartitions(admin, schema), left, 'nothing attached')
    await writeFile(join(dir, damaged.file), good)
    t.same(await verifyArchive(dir), [], 'the repaired archive verifies')

    const restored = await restoreHistory({ pool: admin, schema, dir, ...WHO })
    t.equal(restored.length, archived.length, 'every partition restored')
    t.same(await reads(store, tables), before, 'the reads are exactly as before')
    t.same(await store.archivedPeriods('audit'), [], 'nothing archived any more')
    t.same((await store.reconcile()).differences, [], 'and reconcile still balances')
    const kinds = (await store.listAudit({ limit: 500 })).map((row) => row.kind)
    t.equal(kinds.filter((k) => k === 'HISTORY_ARCHIVED').length, 10, 'each archived partition audited')
    t.equal(kinds.filter((k) => k === 'HISTORY_RESTORED').length, 10, 'each restored partition audited')
    t.same((await readManifest(dir)).partitions, [], 'the manifest lists what is still archived: nothing')

    await t.rejects(
      db.query(`DELETE FROM ${schema}.${archived.find((a) => a.table === 'ledger_entries')!.partition}`),
      { message: 'ledger entries are never changed or removed' },
      "a month's rows refuse a change when the month is named",
    )
  })

  t.test("a month of games stays while a game in it is in play or is a table's current game", async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    const pool = poolFor(t, schema)
    const tables = await playEveryWay(store, 'open-months')
    await pastMonths(pool, schema, tables[0])
    // Month -2's game not settled; month -1's game its table's current game.
    await pool.query('UPDATE games SET settled_at = NULL WHERE game_id = 1002')
    await pool.query(
      'UPDATE tables SET current_game_started_at = g.started_at FROM games g WHERE g.game_id = 1001 AND ' +
        'tables.table_id = g.table_id',
    )
    const dir = await mkdtemp(join(tmpdir(), 'hand-odds-archive-games-'))
    t.teardown(() => rm(dir, { recursive: true, force: true }))
    const archive = () => archiveHistory({ pool, schema, before: FAR, dir, ...WHO, tables: ['games'] })
    t.same(await archive(), [], 'neither month is archived')
    await pool.query("UPDATE games SET voided = '{}' WHERE game_id = 1002")
    const voidedMonth = (await gameStart(pool, 1002)).slice(0, 7)
    t.same(
      (await archive()).map((a) => a.from.slice(0, 7)),
      [voidedMonth],
      "the month whose game was voided is archived; the current game's stays",
    )
  })

  t.test('a detach that cannot have its lock gives up soon and tries again', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    const pool = poolFor(t, schema)
    await pastMonths(pool, schema, await store.createTable(TABLE_SETTINGS))
    const holder = await db.connect()
    t.teardown(() => holder.release())
    await holder.query(`BEGIN; LOCK TABLE ${schema}.audit_log IN ACCESS SHARE MODE`)
    setTimeout(() => void holder.query('COMMIT'), 1_500)
    const dir = await mkdtemp(join(tmpdir(), 'hand-odds-archive-lock-'))
    t.teardown(() => rm(dir, { recursive: true, force: true }))
    const started = Date.now()
    const archived = await archiveHistory({
      pool,
      schema,
      before: FAR,
      dir,
      ...WHO,
      tables: ['audit_log'],
      lockTimeoutMs: 200,
    })
    t.equal(archived.length, 2, 'both closed months of the audit log, once the lock was free')
    t.ok(Date.now() - started >= 1_400, 'after the holder let go')
  })

  t.test("pg_partman's maintenance keeps two months ahead; a row beyond every month is still read", async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    const pool = poolFor(t, schema)
    const months = async () =>
      (await historyPartitions(pool, schema)).filter((p) => p.parent === 'audit_log').map((p) => p.to_at.getTime())
    const monthAfter = (n: number) => {
      const now = new Date()
      return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1)
    }
    t.same(await months(), [monthAfter(1), monthAfter(2)], 'the migration: this month and the next')
    t.equal(
      (await db.query('SELECT 1 FROM partman.part_config WHERE parent_table = $1', [`${schema}.audit_log`])).rowCount,
      0,
      'pg_partman has not the table yet',
    )
    await maintainPartitions(pool)
    const made = await months()
    t.same(made.slice(0, 3), [monthAfter(1), monthAfter(2), monthAfter(3)], 'the maintenance: at least two ahead')
    t.ok(
      made.every((end, i) => i === 0 || end === monthAfter(i + 1)),
      'month after month, none missing',
    )
    await db.query(
      `INSERT INTO ${schema}.audit_log (at, kind, actor, reason, before, after)
         VALUES (now() + interval '2 years', 'TABLE_CREATED', 'operator', 'far ahead', NULL, '{}')`,
    )
    const rows = await store.listAudit({ limit: 10 })
    t.equal(rows[0]?.reason, 'far ahead', 'read from the default partition')
  })

  t.test('history written before the months existed becomes one partition, row for row', async (t) => {
    const schema = await db.createSchema()
    await migrateBefore(t, db.urlFor(schema), schema, 26)
    await db.query(
      `INSERT INTO ${schema}.audit_log (at, kind, actor, reason, before, after)
         SELECT now() - i * interval '10 days', 'TABLE_CREATED', 'operator', 'old', NULL, '{}'
           FROM generate_series(0, 39) i`,
    )
    const old = await db.query(`SELECT * FROM ${schema}.audit_log ORDER BY audit_id`)
    await runMigrations(db.urlFor(schema), { schema })
    const after = await db.query(`SELECT * FROM ${schema}.audit_log ORDER BY audit_id`)
    t.same(after.rows, old.rows, 'every row as it was')
    const parts = (await historyPartitions(poolFor(t, schema), schema)).filter((p) => p.parent === 'audit_log')
    t.equal(parts[0].partition, 'audit_log_before', 'the old rows are one partition')
    const firstMonth = new Date(Math.min(...old.rows.map((r) => r.at.getTime())))
    t.ok(parts[0].from_at <= firstMonth && parts[0].to_at > new Date(), 'from its first month to past this one')
    t.ok(parts.length > 1, "pg_partman's months follow it")
  })

  t.test(
    'npm run archive on a formation of hosts: --keep leaves the last months; a command without a reason is refused',
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema })
      const tableId = await store.createTable(TABLE_SETTINGS)
      await pastMonths(poolFor(t, schema), schema, tableId)
      const dir = await mkdtemp(join(tmpdir(), 'hand-odds-archive-cli-'))
      t.teardown(() => rm(dir, { recursive: true, force: true }))
      // The URL of a failover formation: a host that is down first, then the primary.
      const url = db.urlFor(schema)
      const host = new URL(url).host
      const formation = url.replace(`@${host}`, `@127.0.0.1:1,${host}`)
      const cli = async (...args: string[]) => {
        const [command, argv] = plainNode(['--import', 'tsx', 'scripts/archive.ts', ...args])
        return promisify(execFile)(command, argv, { env: { ...process.env, DATABASE_URL: formation } }).then(
          ({ stdout }) => ({ code: 0, out: stdout }),
          (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
        )
      }
      const refused = await cli('--keep', '1', '--dir', dir, '--actor', 'ops')
      t.equal(refused.code, 1, 'no reason: refused')
      t.match(refused.out, /--reason are required/)
      t.equal((await store.archivedPeriods('audit')).length, 0, 'nothing archived by a refused command')
      const done = await cli('--keep', '1', '--dir', dir, '--actor', 'ops', '--reason', 'a year kept online')
      t.equal(done.code, 0, done.out)
      t.match(done.out, /10 closed partitions written/)
      t.same(await verifyArchive(dir), [], 'the archive verifies')
      t.equal((await store.archivedPeriods('audit')).length, 1, 'the months before this one are archived')
    },
  )
}
