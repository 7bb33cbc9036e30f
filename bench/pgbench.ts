// The database's own speed, the reference for the PostgreSQL money runs: pgbench against the same PostgreSQL, in the
// same run, in a throwaway schema.

import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { forgetPartitions } from '../src/store/postgres/partitions.ts'

/** pgbench from PATH, else the newest PostgreSQL install's. */
export function pgbenchPath(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    try {
      if (readdirSync(dir).includes('pgbench')) return `${dir}/pgbench`
    } catch {
      // a PATH entry that is not a readable directory
    }
  }
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    for (const version of versions)
      if (readdirSync(`/usr/lib/postgresql/${version}/bin`).includes('pgbench'))
        return `/usr/lib/postgresql/${version}/bin/pgbench`
  } catch {
    // no Debian PostgreSQL install
  }
  return undefined
}

/** Runs pgbench with `args` against `databaseUrl` with search_path `schema`; its standard output. */
function runPgbench(databaseUrl: string, args: string[], schema: string): Promise<string> {
  const url = new URL(databaseUrl)
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1),
    PGOPTIONS: `-c search_path=${schema}`,
  }
  return new Promise((resolve, reject) => {
    const child = spawn(pgbenchPath()!, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pgbench ${args.join(' ')} exited ${code}: ${err.slice(-500)}`)),
    )
  })
}

export const PGBENCH_SCALE = 16

/**
 * pgbench's TPC-B-like transaction (three updates, one select, one insert: much like a bet) at scale 16 with
 * `clients` clients, 2 threads, prepared statements, for `durationS` seconds: transactions per second, or undefined
 * without a database or pgbench.
 */
export async function pgbenchRate(
  databaseUrl: string | undefined,
  clients: number,
  durationS: number,
): Promise<number | undefined> {
  if (!databaseUrl || !pgbenchPath()) return undefined
  const schema = `bench_pgbench_${process.pid}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE SCHEMA ${schema}`)
    await runPgbench(databaseUrl, ['-i', '-q', '-s', String(PGBENCH_SCALE)], schema)
    const out = await runPgbench(
      databaseUrl,
      ['-c', String(clients), '-j', '2', '-T', String(durationS), '-M', 'prepared'],
      schema,
    )
    const tps = /tps = ([\d.]+)/.exec(out)
    if (!tps) throw new Error(`no tps in pgbench output: ${out.slice(-300)}`)
    return Number(tps[1])
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await forgetPartitions(admin, schema).catch(() => {})
    await admin.end()
  }
}

/** A bet's target for pgbench: a table, and a seat with its player. */
export interface BetTarget {
  tableId: number
  seatId: number
  playerId: string
}

/**
 * The database's own rate for a bet: pgbench's clients sending the statement the store sends per bet at a table it
 * has seen (place_bet, prepared), each to a target drawn at random from `targets` (tables with a game at HOLE, and a
 * seated player), in `schema`, with `clients` clients for `durationS` seconds: what PostgreSQL alone does, with no
 * service
 * in between.
 */
export async function pgbenchBetRate(
  databaseUrl: string,
  schema: string,
  targets: BetTarget[],
  clients: number,
  durationS: number,
): Promise<number | undefined> {
  if (!pgbenchPath()) return undefined
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-bet-'))
  const script = join(dir, 'bet.pgb')
  const array = (values: Array<number | string>) =>
    `(ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', ')}])[:i]`
  writeFileSync(
    script,
    [
      `\\set i random(1, ${targets.length})`,
      `SELECT * FROM place_bet(${array(targets.map((t) => t.tableId))}, 'STATUS_HOLE', (SELECT current_game_id FROM
        tables WHERE table_id = ${array(targets.map((t) => t.tableId))}), 0, 0,
        ${array(targets.map((t) => t.playerId))}, ${array(targets.map((t) => t.seatId))}, 100, 25, NULL, NULL, now(),
        now());`,
      '',
    ].join('\n'),
  )
  const out = await runPgbench(
    databaseUrl,
    ['-n', '-c', String(clients), '-j', '2', '-T', String(durationS), '-M', 'prepared', '-f', script],
    schema,
  ).finally(() => rmSync(dir, { recursive: true, force: true }))
  const tps = /tps = ([\d.]+)/.exec(out)
  if (!tps) throw new Error(`no tps in pgbench output: ${out.slice(-300)}`)
  return Number(tps[1])
}
