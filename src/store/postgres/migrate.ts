// Brings a schema up to date: the baseline on an empty schema, then each numbered migration once, in order, then the
// functions and triggers (functions/*.sql), re-applied whenever a file changes; all under an advisory lock per schema.

import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

/** One SQL file: a numbered migration (`NNN-name.sql`), the baseline (`baseline-NNN.sql`) or a functions file. */
export interface Migration {
  version: number
  /** File name, e.g. `023-partitions.sql`. */
  name: string
  sql: string
  /** sha256 of the file text; a migration changed after it was applied stops the run. */
  checksum: string
}

/** What the migrations folder holds. */
export interface MigrationSet {
  /**
   * The whole schema at its version, applied to an empty schema instead of the migrations it replaces (as Flyway's
   * baseline migrations are). Numbered migrations after it apply to both kinds of schema.
   */
  baseline?: Migration
  /** The migrations the baseline replaces, as a schema that applied them recorded them (before-baseline.txt). */
  replaced: Array<Pick<Migration, 'version' | 'name' | 'checksum'>>
  /** Numbered migrations after the baseline, in version order. */
  numbered: Migration[]
}

/** One file of functions and triggers: `CREATE OR REPLACE` statements only, safe to run again at any time. */
export interface FunctionsFile {
  name: string
  sql: string
  checksum: string
}

export interface MigrateOptions {
  /**
   * Schema that holds the tables; created when absent. Default: the connection's current schema
   * (the first existing schema on its search_path).
   */
  schema?: string
  /** Folder of the baseline and the `NNN-name.sql` files. Default: the migrations folder beside this module. */
  migrationsDir?: string
  /** Folder of the functions files. Default: the functions folder beside this module. */
  functionsDir?: string
  /** How long to wait for another instance that is migrating the same schema, in ms (default 60,000). */
  lockWaitMs?: number
  /** How long opening a connection may take when `target` is not a pool, in ms (default 5,000). */
  connectTimeoutMs?: number
}

export interface MigrateResult {
  schema: string
  /** Migration files applied by this call, in order ([] when the schema was already up to date). */
  applied: string[]
  /** Functions files applied by this call, in order: those new or changed, or all after any migration. */
  functions: string[]
}

/** Unquoted, lower-case SQL identifier: safe in search_path and in quoted names. */
export const SCHEMA_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/

const MIGRATION_FILE_PATTERN = /^(\d{3})-[a-z0-9][a-z0-9-]*\.sql$/
const BASELINE_FILE_PATTERN = /^baseline-(\d{3})\.sql$/
const FUNCTIONS_FILE_PATTERN = /^[a-z0-9][a-z0-9-]*\.sql$/
const REPLACED_LIST = 'before-baseline.txt'
/** First half of the advisory lock key (second half: hashtext(schema)); any constant unlikely to clash. */
const MIGRATION_LOCK_CLASS = 0x0dd5_5eed
const LOCK_POLL_MS = 100

/** `name`'s folder beside this module, or in the source tree when running from a build (dist/). */
function folderBesideThisModule(name: string): string {
  const candidates = [
    new URL(`./${name}/`, import.meta.url),
    new URL(`../../../../src/store/postgres/${name}/`, import.meta.url),
  ]
  for (const candidate of candidates) {
    const dir = fileURLToPath(candidate)
    if (existsSync(dir)) return dir
  }
  return fileURLToPath(candidates[0])
}

/** The migrations folder: beside this module, or the source folder when running from a build (dist/). */
export const defaultMigrationsDir = (): string => folderBesideThisModule('migrations')
/** The functions folder, found as the migrations folder is. */
export const defaultFunctionsDir = (): string => folderBesideThisModule('functions')

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')
const inFolder = (dir: string, name: string): string => `${dir.replace(/\/?$/, '/')}${name}`

/** Reads and checks the migrations folder. Throws on a misnamed or duplicate file. */
export async function loadMigrations(dir: string = defaultMigrationsDir()): Promise<MigrationSet> {
  const names = (await readdir(dir)).sort()
  const set: MigrationSet = { replaced: [], numbered: [] }
  for (const name of names) {
    if (name === REPLACED_LIST) {
      for (const line of (await readFile(inFolder(dir, name), 'utf8')).split('\n')) {
        const fields = line.trim().split(/\s+/)
        if (line.startsWith('#') || fields.length !== 3) continue
        set.replaced.push({ version: Number(fields[0]), name: fields[1], checksum: fields[2] })
      }
      continue
    }
    if (!name.endsWith('.sql')) continue
    const baseline = BASELINE_FILE_PATTERN.exec(name)
    const numbered = MIGRATION_FILE_PATTERN.exec(name)
    if (!baseline && !numbered)
      throw new Error(`Migration file ${name} must be named NNN-lower-case-name.sql (or baseline-NNN.sql).`)
    const sql = await readFile(inFolder(dir, name), 'utf8')
    const migration = { version: Number((baseline ?? numbered)![1]), name, sql, checksum: sha256(sql) }
    if (baseline) {
      if (set.baseline) throw new Error(`Two baselines: ${set.baseline.name} and ${name}.`)
      set.baseline = migration
    } else {
      if (set.numbered.some((m) => m.version === migration.version))
        throw new Error(`Two migration files share version ${numbered![1]}.`)
      set.numbered.push(migration)
    }
  }
  const below = set.numbered.find((m) => set.baseline && m.version <= set.baseline.version)
  if (below)
    throw new Error(`Migration ${below.name} is at or below the baseline ${set.baseline!.name}: number it after.`)
  return set
}

/** Reads the functions folder, in file-name order. Throws on a misnamed file. */
export async function loadFunctions(dir: string = defaultFunctionsDir()): Promise<FunctionsFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
  const files: FunctionsFile[] = []
  for (const name of names) {
    if (!FUNCTIONS_FILE_PATTERN.test(name)) throw new Error(`Functions file ${name} must be named lower-case-name.sql.`)
    const sql = await readFile(inFolder(dir, name), 'utf8')
    files.push({ name, sql, checksum: sha256(sql) })
  }
  return files
}

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`

/**
 * Brings `schema` up to date: creates it and its `schema_migrations` and `schema_functions` tables when absent; applies
 * the baseline when no migration is recorded, then each numbered migration not yet recorded, each in one transaction
 * with its record; then each functions file that is new or changed since it was recorded, or every one of them when a
 * migration was applied (a migration may have dropped what a trigger was on). Holds a session advisory lock keyed by
 * the schema meanwhile, so instances starting together apply each file exactly once. Idempotent.
 * target: a pool (one client is borrowed), or a connection string / client config (one connection is opened
 * and closed). Throws pg's error when the database cannot be reached, and an Error naming the file when an
 * applied migration has since changed, or when the schema is at a version before the baseline (it must first be
 * migrated by a release that still has the migrations the baseline replaces).
 */
export async function runMigrations(
  target: pg.Pool | string | pg.ClientConfig,
  options: MigrateOptions = {},
): Promise<MigrateResult> {
  if (options.schema !== undefined && !SCHEMA_NAME_PATTERN.test(options.schema)) {
    throw new Error(`schema must match ${SCHEMA_NAME_PATTERN}; got "${options.schema}".`)
  }
  const migrations = await loadMigrations(options.migrationsDir)
  const functions = await loadFunctions(options.functionsDir)
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
    return await migrateLocked(client, migrations, functions, options)
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
  migrations: MigrationSet,
  functions: FunctionsFile[],
  options: MigrateOptions,
): Promise<MigrateResult> {
  let schema = options.schema
  if (schema === undefined) {
    const current = await client.query<{ schema: string | null }>('SELECT current_schema() AS schema')
    const found = current.rows[0]?.schema
    if (!found)
      throw new Error('The connection has no existing schema on its search_path; create one or pass a schema.')
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
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${q}.schema_functions (
         name       text        PRIMARY KEY,
         checksum   text        NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    const done = await client.query<{ version: number; name: string; checksum: string }>(
      `SELECT version, name, checksum FROM ${q}.schema_migrations ORDER BY version`,
    )
    const appliedBefore = new Map(done.rows.map((row) => [row.version, row]))
    const toApply = pendingMigrations(schema, migrations, done.rows)
    const applied: string[] = []
    for (const migration of toApply) {
      await inTransaction(client, q, `Migration ${migration.name}`, schema, async () => {
        await client.query(migration.sql)
        await client.query(`INSERT INTO ${q}.schema_migrations (version, name, checksum) VALUES ($1, $2, $3)`, [
          migration.version,
          migration.name,
          migration.checksum,
        ])
      })
      applied.push(migration.name)
    }
    for (const migration of migrations.numbered) {
      const previous = appliedBefore.get(migration.version)
      if (previous && previous.checksum !== migration.checksum)
        throw changedAfterApplied(migration.name, schema, previous.name)
    }

    const recorded = await client.query<{ name: string; checksum: string }>(
      `SELECT name, checksum FROM ${q}.schema_functions`,
    )
    const recordedChecksums = new Map(recorded.rows.map((row) => [row.name, row.checksum]))
    const appliedFunctions: string[] = []
    for (const file of functions) {
      if (applied.length === 0 && recordedChecksums.get(file.name) === file.checksum) continue
      await inTransaction(client, q, `Functions file ${file.name}`, schema, async () => {
        await client.query(file.sql)
        await client.query(
          `INSERT INTO ${q}.schema_functions (name, checksum) VALUES ($1, $2)
             ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
          [file.name, file.checksum],
        )
      })
      appliedFunctions.push(file.name)
    }
    return { schema, applied, functions: appliedFunctions }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, schema]).catch(() => {})
  }
}

const changedAfterApplied = (name: string, schema: string, recordedAs: string): Error =>
  new Error(
    `Migration ${name} was changed after it was applied to schema ${schema} (as ${recordedAs}); ` +
      'add a new migration instead of editing an applied one.',
  )

/**
 * The migrations a schema with `recorded` still needs, in order: the baseline and every numbered one for an empty
 * schema; the numbered ones not recorded otherwise. Throws when what the schema recorded up to the baseline's version
 * is neither the baseline nor the migrations it replaces, as they shipped.
 */
function pendingMigrations(
  schema: string,
  set: MigrationSet,
  recorded: Array<{ version: number; name: string; checksum: string }>,
): Migration[] {
  const { baseline } = set
  if (recorded.length === 0) return baseline ? [baseline, ...set.numbered] : set.numbered
  if (baseline) {
    const upToBaseline = recorded.filter((row) => row.version <= baseline.version)
    const last = recorded[recorded.length - 1]
    if (last.version < baseline.version) {
      throw new Error(
        `Schema ${schema} is at migration ${last.name}; this release upgrades schemas at version ` +
          `${baseline.version} ` +
          `` +
          `or later. ` +
          `Migrate it first with a release that still has the migrations up to ${baseline.version}.`,
      )
    }
    for (const row of upToBaseline) {
      const known = row.name === baseline.name ? baseline : set.replaced.find((m) => m.version === row.version)
      if (!known || known.name !== row.name) {
        throw new Error(`Schema ${schema} recorded migration ${row.name}, which this release does not know.`)
      }
      if (known.checksum !== row.checksum) throw changedAfterApplied(row.name, schema, row.name)
    }
  }
  const done = new Set(recorded.map((row) => row.version))
  return set.numbered.filter((m) => !done.has(m.version))
}

/** Runs `work` in one transaction on `schema`; a failed statement becomes an Error naming `what`. */
async function inTransaction(
  client: pg.ClientBase,
  q: string,
  what: string,
  schema: string,
  work: () => Promise<void>,
): Promise<void> {
  await client.query('BEGIN')
  try {
    await client.query(`SET LOCAL search_path TO ${q}`)
    await work()
    await client.query('COMMIT')
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {})
    if (!(err instanceof pg.DatabaseError)) throw err // the connection failed, not the file
    const reason = err instanceof Error ? err.message : String(err)
    throw new Error(`${what} failed on schema ${schema}: ${reason}`, { cause: err })
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
