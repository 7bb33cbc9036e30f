// Applies the SQL files in src/store/postgres/migrations once each, in order, under an advisory lock per schema.

import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

/** One migration file, `NNN-name.sql`: applied in version order, each in its own transaction. */
export interface Migration {
  version: number
  /** File name, e.g. `001-seats.sql`. */
  name: string
  sql: string
  /** sha256 of the file text; a file changed after it was applied stops the migration. */
  checksum: string
}

export interface MigrateOptions {
  /**
   * Schema that holds the tables; created when absent. Default: the connection's current schema
   * (the first existing schema on its search_path).
   */
  schema?: string
  /** Folder of `NNN-name.sql` files. Default: the migrations folder beside this module. */
  migrationsDir?: string
  /** How long to wait for another instance that is migrating the same schema, in ms (default 60,000). */
  lockWaitMs?: number
  /** How long opening a connection may take when `target` is not a pool, in ms (default 5,000). */
  connectTimeoutMs?: number
}

export interface MigrateResult {
  schema: string
  /** File names applied by this call, in order ([] when the schema was already up to date). */
  applied: string[]
}

/** Unquoted, lower-case SQL identifier: safe in search_path and in quoted names. */
export const SCHEMA_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/

const MIGRATION_FILE_PATTERN = /^(\d{3})-[a-z0-9][a-z0-9-]*\.sql$/
/** First half of the advisory lock key (second half: hashtext(schema)); any constant unlikely to clash. */
const MIGRATION_LOCK_CLASS = 0x0dd5_5eed
const LOCK_POLL_MS = 100

/** The migrations folder: beside this module, or the source folder when running from a build (dist/). */
export function defaultMigrationsDir(): string {
  const candidates = [new URL('./migrations/', import.meta.url), new URL('../../../../src/store/postgres/migrations/', import.meta.url)]
  for (const candidate of candidates) {
    const dir = fileURLToPath(candidate)
    if (existsSync(dir)) return dir
  }
  return fileURLToPath(candidates[0])
}

/** Reads and checks the migration files of `dir`, ordered by version. Throws on a misnamed or duplicate file. */
export async function loadMigrations(dir: string = defaultMigrationsDir()): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
  const migrations: Migration[] = []
  for (const name of names) {
    const match = MIGRATION_FILE_PATTERN.exec(name)
    if (!match) throw new Error(`Migration file ${name} must be named NNN-lower-case-name.sql.`)
    const version = Number(match[1])
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migration files share version ${match[1]}.`)
    const sql = await readFile(`${dir.replace(/\/?$/, '/')}${name}`, 'utf8')
    migrations.push({ version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') })
  }
  return migrations
}

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`

/**
 * Brings `schema` up to date: creates it and its `schema_migrations` table when absent, then applies each
 * migration not yet recorded, each in one transaction with its record. Holds a session advisory lock keyed
 * by the schema meanwhile, so instances starting together apply each file exactly once. Idempotent.
 * target: a pool (one client is borrowed), or a connection string / client config (one connection is opened
 * and closed). Throws pg's error when the database cannot be reached, and an Error naming the file when an
 * applied file has since changed.
 */
export async function runMigrations(
  target: pg.Pool | string | pg.ClientConfig,
  options: MigrateOptions = {},
): Promise<MigrateResult> {
  if (options.schema !== undefined && !SCHEMA_NAME_PATTERN.test(options.schema)) {
    throw new Error(`schema must match ${SCHEMA_NAME_PATTERN}; got "${options.schema}".`)
  }
  const migrations = await loadMigrations(options.migrationsDir)
  let client: pg.PoolClient | pg.Client
  let done: (err?: Error) => Promise<void>
  if (target instanceof pg.Pool) {
    const pooled = await target.connect()
    client = pooled
    done = async (err) => pooled.release(err ?? false)
  } else {
    const config: pg.ClientConfig = typeof target === 'string' ? { connectionString: target } : { ...target }
    config.connectionTimeoutMillis ??= options.connectTimeoutMs ?? 5_000
    config.application_name ??= 'hand-odds-service migrate'
    const own = new pg.Client(config)
    own.on('error', () => {}) // a dropped connection also rejects the pending query, which reports it
    client = own
    done = async () => {
      await own.end().catch(() => {})
    }
    try {
      await own.connect()
    } catch (err) {
      await done()
      throw err
    }
  }

  let failure: Error | undefined
  try {
    return await migrateLocked(client, migrations, options)
  } catch (err) {
    failure = err as Error
    throw err
  } finally {
    // A failed session may still hold the lock or an open transaction: drop it rather than reuse it.
    await done(failure)
  }
}

async function migrateLocked(
  client: pg.ClientBase,
  migrations: Migration[],
  options: MigrateOptions,
): Promise<MigrateResult> {
  let schema = options.schema
  if (schema === undefined) {
    const current = await client.query<{ schema: string | null }>('SELECT current_schema() AS schema')
    const found = current.rows[0]?.schema
    if (!found) throw new Error('The connection has no existing schema on its search_path; create one or pass a schema.')
    schema = found
  }

  await acquireLock(client, schema, options.lockWaitMs ?? 60_000)
  try {
    const q = quote(schema)
    // CREATE SCHEMA IF NOT EXISTS needs the CREATE privilege even when the schema exists: ask first.
    const exists = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])
    if (exists.rowCount === 0) await client.query(`CREATE SCHEMA IF NOT EXISTS ${q}`)
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${q}.schema_migrations (
         version    integer     PRIMARY KEY,
         name       text        NOT NULL,
         checksum   text        NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    const done = await client.query<{ version: number; name: string; checksum: string }>(
      `SELECT version, name, checksum FROM ${q}.schema_migrations`,
    )
    const appliedBefore = new Map(done.rows.map((row) => [row.version, row]))
    const applied: string[] = []
    for (const migration of migrations) {
      const previous = appliedBefore.get(migration.version)
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied to schema ${schema} (as ${previous.name}); ` +
              'add a new migration instead of editing an applied one.',
          )
        }
        continue
      }
      await client.query('BEGIN')
      try {
        await client.query(`SET LOCAL search_path TO ${q}`)
        await client.query(migration.sql)
        await client.query(`INSERT INTO ${q}.schema_migrations (version, name, checksum) VALUES ($1, $2, $3)`, [
          migration.version,
          migration.name,
          migration.checksum,
        ])
        await client.query('COMMIT')
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {})
        if (!(err instanceof pg.DatabaseError)) throw err // the connection failed, not the file
        const reason = err instanceof Error ? err.message : String(err)
        throw new Error(`Migration ${migration.name} failed on schema ${schema}: ${reason}`, { cause: err })
      }
      applied.push(migration.name)
    }
    return { schema, applied }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, schema]).catch(() => {})
  }
}

async function acquireLock(client: pg.ClientBase, schema: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [
      MIGRATION_LOCK_CLASS,
      schema,
    ])
    if (result.rows[0]?.locked) return
    if (Date.now() >= deadline) {
      throw new Error(`Another instance held the migration lock of schema ${schema} for more than ${waitMs} ms.`)
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS))
  }
}
