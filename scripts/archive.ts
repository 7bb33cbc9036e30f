// `npm run archive`: moves the history's closed months, the bets' closed ranges and the games' closed months out of the
// database and back (src/store/postgres/archive.ts).
//
//   npm run archive -- --before 2027-01 --dir ARCHIVE --actor WHO --reason WHY    write, verify, detach
//   npm run archive -- --keep 13 [--table audit_log ...] --dir ...                the months before the last 13
//   npm run archive -- --restore [--partition NAME ...] --dir ARCHIVE --actor WHO --reason WHY
//   npm run archive -- --verify --dir ARCHIVE                                      every file against the manifest
//   npm run archive -- --list                                                      attached and archived partitions
//
// Uses DATABASE_URL (its schema: the connection's search_path; several hosts: the one that accepts writes). Exits 0
// when done, 1 when anything failed.

import { parseArgs } from 'node:util'
import pg from 'pg'
import { loadConfig } from '../src/config.ts'
import { archiveHistory, restoreHistory, verifyArchive } from '../src/store/postgres/archive.ts'
import {
  betRanges,
  cutoffOf,
  gameMonths,
  historyPartitions,
  keptFrom,
} from '../src/store/postgres/archive-partitions.ts'
import { connectionOf } from '../src/store/postgres/connection.ts'
import { parseHosts, primaryOf } from '../src/store/postgres/hosts.ts'
import { ARCHIVED_TABLES, type ArchivedTable } from '../src/store/postgres/partitions.ts'

const USAGE =
  'usage: npm run archive -- (--before YYYY-MM | --keep MONTHS) [--table NAME] --dir DIR --actor WHO --reason WHY | ' +
  '--restore [--partition NAME] ' +
  '--dir DIR --actor WHO --reason WHY | --verify --dir DIR | --list'

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      before: { type: 'string' },
      keep: { type: 'string' },
      table: { type: 'string', multiple: true },
      restore: { type: 'boolean' },
      verify: { type: 'boolean' },
      list: { type: 'boolean' },
      partition: { type: 'string', multiple: true },
      dir: { type: 'string' },
      actor: { type: 'string' },
      reason: { type: 'string' },
    },
  })
  const archiving = values.before !== undefined || values.keep !== undefined
  if (values.before !== undefined && values.keep !== undefined) throw new Error(USAGE)
  const modes = [archiving, values.restore, values.verify, values.list].filter(Boolean).length
  if (modes !== 1) throw new Error(USAGE)
  if (values.verify) {
    if (!values.dir) throw new Error(USAGE)
    const problems = await verifyArchive(values.dir)
    for (const problem of problems) console.log(problem)
    console.log(
      problems.length === 0 ? 'archive: every file matches its manifest.' : 'archive: the archive is damaged.',
    )
    return problems.length === 0 ? 0 : 1
  }
  const config = loadConfig()
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set.')
  // A URL of several hosts (a failover formation's) names the primary's candidates: the archive writes, so it finds
  // the one that accepts writes, as the service does.
  const hosts = parseHosts(config.databaseUrl)
  const connection = connectionOf({
    connectionString: hosts.connectionString,
    applicationName: 'hand-odds archive',
    connectTimeoutMs: config.database.connectTimeoutMs,
  })
  const primary = await primaryOf(hosts, connection)
  const pool = new pg.Pool({ ...connection, ...primary?.current(), max: 2 })
  try {
    const schema = (await pool.query<{ name: string }>('SELECT current_schema() AS name')).rows[0].name
    if (values.list) {
      for (const p of await historyPartitions(pool, schema)) {
        console.log(`attached  ${p.parent}  ${p.partition}  ${p.from_at.toISOString()} .. ${p.to_at.toISOString()}`)
      }
      for (const r of await betRanges(pool, schema)) {
        console.log(
          `attached  bets  ${r.partition}  ids ${r.from_id} .. ${r.to_id}  placed ${r.from_at.toISOString()} .. ` +
            `${r.to_at.toISOString()}${r.open ? '  (open bets)' : ''}`,
        )
      }
      for (const m of await gameMonths(pool, schema)) {
        console.log(
          `attached  games  ${m.partition}  ${m.from_at.toISOString()} .. ${m.to_at.toISOString()}` +
            `${m.open ? '  (a game in play or current)' : ''}`,
        )
      }
      const archived = await pool.query<{
        parent_table: string
        partition_name: string
        file: string
        row_count: string
      }>('SELECT parent_table, partition_name, file, row_count FROM archived_partitions ORDER BY from_at, parent_table')
      for (const a of archived.rows) {
        console.log(`archived  ${a.parent_table}  ${a.partition_name}  ${a.row_count} rows  ${a.file}`)
      }
      return 0
    }
    if (!values.dir || !values.actor?.trim() || !values.reason?.trim()) {
      throw new Error(`--dir, --actor and --reason are required (an operator action names who and why).\n${USAGE}`)
    }
    const who = { actor: values.actor.trim(), reason: values.reason.trim() }
    if (values.restore) {
      const restored = await restoreHistory({
        pool,
        schema,
        dir: values.dir,
        ...who,
        ...(values.partition ? { partitions: values.partition } : {}),
      })
      for (const p of restored) console.log(`restored  ${p.table}  ${p.partition}  ${p.rows} rows`)
      console.log(`archive: ${restored.length} partitions attached again.`)
      return 0
    }
    for (const table of values.table ?? []) {
      if (!(ARCHIVED_TABLES as readonly string[]).includes(table)) {
        throw new Error(`--table must be one of ${ARCHIVED_TABLES.join(', ')}; got "${table}"`)
      }
    }
    const before =
      values.keep === undefined
        ? cutoffOf(values.before!)
        : keptFrom(values.keep, (await pool.query('SELECT now()')).rows[0].now)
    const archived = await archiveHistory({
      pool,
      schema,
      before,
      dir: values.dir,
      ...who,
      ...(values.table ? { tables: values.table as ArchivedTable[] } : {}),
    })
    for (const p of archived) console.log(`archived  ${p.table}  ${p.partition}  ${p.rows} rows  sha256 ${p.sha256}`)
    console.log(`archive: ${archived.length} closed partitions written to ${values.dir}, verified and detached.`)
    return 0
  } finally {
    await pool.end()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (err: unknown) => {
    console.error(`archive: failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exitCode = 1
  },
)
