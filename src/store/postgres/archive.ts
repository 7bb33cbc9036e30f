// The history's closed months, the bets' closed ranges of ids and the games' closed months leave the database whole
// (`npm run archive`): each partition is written to a CSV file from one snapshot, checked (a second COPY of the same
// snapshot must hash the same, and the file on disk must hash and count the same), recorded with what it summed
// (archived_partitions, archived_sums: reconcile adds them back), audited, detached and dropped, in one short
// transaction after the writing. A restore verifies the file against its manifest, loads it into a table of the
// parent's shape and attaches it back, audited. The manifest and SHA256SUMS
// (sha256sum -c) are rewritten from the database after each run.

import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { Digest, fileDigest, firstLine, nowhere } from './archive-files.ts'
import { betRanges, gameMonths, historyPartitions, type PartitionRow, quote } from './archive-partitions.ts'
import { ARCHIVED_TABLES, type ArchivedTable, HISTORY_TABLES } from './partitions.ts'

/** What each table's file is ordered by: its primary key. */
const ORDER_BY: Record<ArchivedTable, string> = {
  ledger_entries: 'entry_id, at',
  account_entries: 'entry_id, at',
  audit_log: 'audit_id, at',
  protection_changes: 'change_id, at',
  bets: 'bet_id',
  games: 'table_id, game_id, started_at',
}

/** What each table's running totals sum, kept when its rows leave (reconcile adds them to the rows still here). */
const SUMS: Partial<Record<ArchivedTable, string>> = {
  ledger_entries: 'SELECT table_id, kind, SUM(amount_cents) AS amount_cents FROM %s GROUP BY table_id, kind',
  account_entries: 'SELECT NULL::integer AS table_id, kind, SUM(amount_cents) AS amount_cents FROM %s GROUP BY kind',
}

/** What a range's settled bets summed for return to player, by table, stage and hour placed (archived_bet_sums). */
const BET_SUMS = `SELECT array_agg(table_id) AS tables, array_agg(betting_stage) AS stages, array_agg(hour) AS hours,
    array_agg(staked) AS staked, array_agg(returned) AS returned
  FROM (SELECT table_id, betting_stage, date_trunc('hour', placed_at, 'UTC') AS hour, sum(stake_cents) AS staked,
          sum(payout_cents) AS returned
        FROM %s WHERE status IN ('WON', 'LOST') GROUP BY 1, 2, 3) s`

interface BetSums {
  tables: number[] | null
  stages: number[] | null
  hours: Date[] | null
  staked: string[] | null
  returned: string[] | null
}

/** One partition in an archive: where its file is (relative to the archive's folder) and what it holds. */
export interface ArchivedPartition {
  table: ArchivedTable
  partition: string
  /** ISO times: the partition holds rows with from <= at < to (bets: placed from the first's time to the last's). */
  from: string
  to: string
  /** A range of bets: the ids it holds, fromId <= bet_id < toId. */
  fromId?: number
  toId?: number
  rows: number
  sha256: string
  file: string
}

export interface Manifest {
  schema: string
  partitions: ArchivedPartition[]
}

export interface ArchiveOptions {
  pool: pg.Pool
  schema: string
  /** Months ending at or before this time are archived; never the month now open. */
  before: Date
  /** Only these tables (default: the four histories, the bets and the games): each kind kept online for its time. */
  tables?: readonly ArchivedTable[]
  /** The archive's folder: `<table>/<partition>.csv`, manifest.json and SHA256SUMS. */
  dir: string
  actor: string
  reason: string
  /**
   * How long the detach may wait for its table's lock, in ms (default 2,000): the writes that come meanwhile wait
   * behind it, so it gives up soon and tries again (5 tries, a second apart).
   */
  lockTimeoutMs?: number
}

export interface RestoreOptions {
  pool: pg.Pool
  schema: string
  dir: string
  actor: string
  reason: string
  /** Only these partitions (default: every one the manifest lists and the database has archived). */
  partitions?: string[]
}

const MANIFEST = 'manifest.json'
const SUMS_FILE = 'SHA256SUMS'

/**
 * Archives every closed month of the history before `before`, every closed range of bets placed before it (every id of
 * the range handed out, none of its bets open) and every closed month of games before it (none in play, none a table's
 * current game): see the file's head. Returns what it archived.
 */
export async function archiveHistory(options: ArchiveOptions): Promise<ArchivedPartition[]> {
  const { pool, schema, dir } = options
  // The month now open is never archived: its rows are still being written, and the archive's own audit rows go there.
  const open = (await pool.query<{ month: Date }>("SELECT date_trunc('month', now()) AS month")).rows[0].month
  const cutoff = new Date(Math.min(options.before.getTime(), open.getTime()))
  const wanted = (table: ArchivedTable) => !options.tables || options.tables.includes(table)
  const due: PartitionRow[] = (await historyPartitions(pool, schema)).filter(
    (p) => p.to_at.getTime() <= cutoff.getTime() && wanted(p.parent),
  )
  if (wanted('bets')) {
    const last = (await pool.query<{ id: string }>(`SELECT ${quote(schema)}.last_bet_id() AS id`)).rows[0].id
    for (const range of await betRanges(pool, schema)) {
      const closed = BigInt(range.to_id) - 1n <= BigInt(last) && !range.open
      if (closed && range.to_at.getTime() <= cutoff.getTime()) due.push(range)
    }
  }
  if (wanted('games')) {
    for (const month of await gameMonths(pool, schema)) {
      if (!month.open && month.to_at.getTime() <= cutoff.getTime()) due.push(month)
    }
  }
  const archived: ArchivedPartition[] = []
  // Oldest first, in the manifest's order.
  due.sort((a, b) => a.from_at.getTime() - b.from_at.getTime() || a.parent.localeCompare(b.parent))
  for (const partition of due) archived.push(await archiveOne(options, partition))
  await writeManifest(pool, schema, dir)
  return archived
}

async function archiveOne(options: ArchiveOptions, row: PartitionRow): Promise<ArchivedPartition> {
  const { pool, schema, dir } = options
  const qualified = `${quote(schema)}.${quote(row.partition)}`
  const file = join(row.parent, `${row.partition}.csv`)
  const path = join(dir, file)
  await mkdir(join(dir, row.parent), { recursive: true })
  const copySql = `COPY (SELECT * FROM ${qualified} ORDER BY ${ORDER_BY[row.parent]}) TO STDOUT WITH (FORMAT csv, HEADER
    true)`

  // Written and checked from one snapshot: the rows, their count and their sums are the same rows.
  const reader = await pool.connect()
  let rows: number
  let sha256: string
  let sums: Array<{ table_id: number | null; kind: string; amount_cents: string }> = []
  let betSums: BetSums | undefined
  try {
    await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    rows = await countOf(reader, qualified)
    const written = new Digest()
    await pipeline(reader.query(copyTo(copySql)), written, createWriteStream(`${path}.partial`))
    const again = new Digest()
    await pipeline(reader.query(copyTo(copySql)), again, nowhere())
    const sumsSql = SUMS[row.parent]
    if (sumsSql) sums = (await reader.query(sumsSql.replace('%s', qualified))).rows
    if (row.parent === 'bets') betSums = (await reader.query<BetSums>(BET_SUMS.replace('%s', qualified))).rows[0]
    await reader.query('COMMIT')
    sha256 = written.hex()
    if (again.hex() !== sha256) throw new Error(`${row.partition}: two copies of one snapshot differ`)
    if (written.records !== rows + 1) {
      throw new Error(`${row.partition}: the file has ${written.records - 1} rows, the partition ${rows}`)
    }
    const onDisk = await fileDigest(`${path}.partial`)
    if (onDisk.hex() !== sha256 || onDisk.records !== written.records) {
      throw new Error(`${row.partition}: the file on disk does not read back as written`)
    }
    await rename(`${path}.partial`, path)
  } catch (err) {
    await reader.query('ROLLBACK').catch(() => {})
    await rm(`${path}.partial`, { force: true })
    throw err
  } finally {
    reader.release()
  }

  const entry: ArchivedPartition = {
    table: row.parent,
    partition: row.partition,
    from: row.from_at.toISOString(),
    to: row.to_at.toISOString(),
    ...(row.from_id === undefined ? {} : { fromId: Number(row.from_id), toId: Number(row.to_id) }),
    rows,
    sha256,
    file,
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await detachRecorded(options, row, entry, sums, betSums)
      return entry
    } catch (err) {
      if ((err as { code?: string }).code !== LOCK_NOT_AVAILABLE || attempt === DETACH_TRIES) throw err
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  }
}

const LOCK_NOT_AVAILABLE = '55P03'
const DETACH_TRIES = 5

/**
 * In one transaction: the partition's record and sums, then, under its table's lock, its count checked again (a closed
 * range's bets no longer change: only an open bet is settled or voided), the audit row, the detach and drop.
 */
async function detachRecorded(
  options: ArchiveOptions,
  row: PartitionRow,
  entry: ArchivedPartition,
  sums: Array<{ table_id: number | null; kind: string; amount_cents: string }>,
  betSums: BetSums | undefined,
): Promise<void> {
  const { pool, schema } = options
  const qualified = `${quote(schema)}.${quote(row.partition)}`
  await inTransaction(pool, schema, async (client) => {
    await client.query(`SET LOCAL lock_timeout = ${Math.trunc(options.lockTimeoutMs ?? 2_000)}`)
    await client.query(
      `INSERT INTO archived_partitions (partition_name, parent_table, from_at, to_at, row_count, sha256, file,
             archived_at, actor, reason, from_id, to_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, clock_timestamp(), $8, $9, $10, $11)`,
      [
        row.partition,
        row.parent,
        row.from_at,
        row.to_at,
        entry.rows,
        entry.sha256,
        entry.file,
        options.actor,
        options.reason,
        row.from_id ?? null,
        row.to_id ?? null,
      ],
    )
    for (const sum of sums) {
      await client.query(
        `INSERT INTO archived_sums (partition_name, parent_table, table_id, kind, amount_cents)
             VALUES ($1, $2, $3, $4, $5)`,
        [row.partition, row.parent, sum.table_id, sum.kind, sum.amount_cents],
      )
    }
    if (betSums?.tables) {
      await client.query(
        `INSERT INTO archived_bet_sums (partition_name, table_id, betting_stage, hour, staked_cents, returned_cents)
           SELECT $1, * FROM unnest($2::int[], $3::int[], $4::timestamptz[], $5::bigint[], $6::bigint[])`,
        [row.partition, betSums.tables, betSums.stages, betSums.hours, betSums.staked, betSums.returned],
      )
    }
    // The writes that come meanwhile wait behind this lock: taken last, held for the count, the audit row and the
    // detach.
    await client.query(`LOCK TABLE ${quote(row.parent)} IN ACCESS EXCLUSIVE MODE`)
    const still = await countOf(client, qualified)
    if (still !== entry.rows)
      throw new Error(`${row.partition}: ${still - entry.rows} rows arrived while it was written`)
    await audit(client, 'HISTORY_ARCHIVED', options, entry)
    await client.query(`ALTER TABLE ${quote(row.parent)} DETACH PARTITION ${qualified}`)
    await client.query(`DROP TABLE ${qualified}`)
  })
}

/** Attaches archived partitions back from their files, every file checked first. Returns what it restored. */
export async function restoreHistory(options: RestoreOptions): Promise<ArchivedPartition[]> {
  const { pool, schema, dir } = options
  const manifest = await readManifest(dir)
  const archivedHere = new Set(
    (
      await pool.query<{ name: string }>(`SELECT partition_name AS name FROM ${quote(schema)}.archived_partitions`)
    ).rows.map((r) => r.name),
  )
  const wanted = manifest.partitions.filter(
    (p) => archivedHere.has(p.partition) && (!options.partitions || options.partitions.includes(p.partition)),
  )
  for (const name of options.partitions ?? []) {
    if (!wanted.some((p) => p.partition === name)) throw new Error(`${name} is not archived in ${dir}`)
  }
  // Every file is checked before any is attached: a damaged archive restores nothing.
  for (const entry of wanted) {
    if (!(ARCHIVED_TABLES as readonly string[]).includes(entry.table)) throw new Error(`${entry.table} is not history`)
    if ((await fileDigest(join(dir, entry.file))).hex() !== entry.sha256) {
      throw new Error(`${entry.file}: its SHA-256 is not the manifest's; nothing was restored`)
    }
  }
  for (const entry of wanted) await restoreOne(options, entry)
  await writeManifest(pool, schema, dir)
  return wanted
}

async function restoreOne(options: RestoreOptions, entry: ArchivedPartition): Promise<void> {
  const { pool, schema, dir } = options
  const path = join(dir, entry.file)
  const header = await firstLine(path)
  const columns = header.split(',').map((c) => quote(c.replace(/^"|"$/g, '')))
  const qualified = `${quote(schema)}.${quote(entry.partition)}`
  await inTransaction(pool, schema, async (client) => {
    await client.query(
      `CREATE TABLE ${qualified} (LIKE ${quote(entry.table)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE
           INCLUDING COMPRESSION)`,
    )
    await pipeline(
      createReadStream(path),
      client.query(copyFrom(`COPY ${qualified} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv, HEADER true)`)),
    )
    const rows = await countOf(client, qualified)
    if (rows !== entry.rows) throw new Error(`${entry.file}: ${rows} rows loaded, the manifest says ${entry.rows}`)
    const bounds =
      entry.fromId === undefined
        ? `FROM ('${entry.from}') TO ('${entry.to}')`
        : `FROM (${Math.trunc(entry.fromId)}) TO (${Math.trunc(entry.toId!)})`
    await client.query(`ALTER TABLE ${quote(entry.table)} ATTACH PARTITION ${qualified} FOR VALUES ${bounds}`)
    await client.query('DELETE FROM archived_partitions WHERE partition_name = $1', [entry.partition])
    await audit(client, 'HISTORY_RESTORED', options, entry)
  })
}

/** Checks every file of an archive against its manifest: the problems found ([] when every file hashes and counts). */
export async function verifyArchive(dir: string): Promise<string[]> {
  const manifest = await readManifest(dir)
  const problems: string[] = []
  for (const entry of manifest.partitions) {
    try {
      const digest = await fileDigest(join(dir, entry.file))
      if (digest.hex() !== entry.sha256) problems.push(`${entry.file}: SHA-256 differs from the manifest`)
      else if (digest.records - 1 !== entry.rows)
        problems.push(`${entry.file}: ${digest.records - 1} rows, not ${entry.rows}`)
    } catch (err) {
      problems.push(`${entry.file}: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
  return problems
}

export async function readManifest(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest
}

/** manifest.json and SHA256SUMS: the partitions the database has archived whose files are in this folder. */
async function writeManifest(pool: pg.Pool, schema: string, dir: string): Promise<void> {
  const result = await pool.query<{
    partition_name: string
    parent_table: ArchivedTable
    from_at: Date
    to_at: Date
    from_id: string | null
    to_id: string | null
    row_count: string
    sha256: string
    file: string
  }>(`SELECT * FROM ${quote(schema)}.archived_partitions ORDER BY from_at, parent_table`)
  // The months archived into this folder (an archive kept in several folders has a manifest in each).
  const here = result.rows.filter((r) => existsSync(join(dir, r.file)))
  const partitions = here.map((r) => ({
    table: r.parent_table,
    partition: r.partition_name,
    from: r.from_at.toISOString(),
    to: r.to_at.toISOString(),
    ...(r.from_id === null ? {} : { fromId: Number(r.from_id), toId: Number(r.to_id) }),
    rows: Number(r.row_count),
    sha256: r.sha256,
    file: r.file,
  }))
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, MANIFEST), `${JSON.stringify({ schema, partitions } satisfies Manifest, null, 2)}\n`)
  await writeFile(join(dir, SUMS_FILE), partitions.map((p) => `${p.sha256}  ${p.file}\n`).join(''))
}

async function audit(
  client: pg.PoolClient,
  kind: 'HISTORY_ARCHIVED' | 'HISTORY_RESTORED',
  who: { actor: string; reason: string },
  entry: ArchivedPartition,
): Promise<void> {
  await client.query('INSERT INTO audit_log (kind, actor, reason, before, after) VALUES ($1, $2, $3, NULL, $4)', [
    kind,
    who.actor,
    who.reason,
    JSON.stringify({ ...entry }),
  ])
}

const countOf = async (client: pg.ClientBase, qualified: string): Promise<number> =>
  Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${qualified}`)).rows[0].n)

/** `run` in one transaction on a client of `pool` with `schema` first on its search_path; rolled back on a throw. */
async function inTransaction(pool: pg.Pool, schema: string, run: (client: pg.PoolClient) => Promise<void>) {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`SET LOCAL search_path TO ${quote(schema)}`)
    await run(client)
    await client.query('COMMIT')
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {})
    throw err
  } finally {
    client.release()
  }
}
