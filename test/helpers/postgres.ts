// Test harness for PostgreSQL suites: finds the test database, gives each suite fresh schemas, skips or fails by CI,
// fakes outages.

import net from 'node:net'
import pg from 'pg'
import type { Test } from 'tap'
import { createPostgresStore, type PostgresStore, type PostgresStoreOptions } from '../../src/store/postgres/index.ts'
import { forgetPartitions } from '../../src/store/postgres/partitions.ts'

export const SKIP_MESSAGE =
  'PostgreSQL suites skipped: set TEST_DATABASE_URL (or DATABASE_URL), e.g. ' +
  ('TEST_DATABASE_URL=postgres://odds:odds@127.0.0.1:5432/odds_test (see .ci/pg-setup.sh); with CI=true they fail ' +
    'instead.')

/** Prefix of every schema a suite creates; schemas older than an hour with it are leftovers of killed runs. */
const SCHEMA_PREFIX = 'odds_t_'
const STALE_SCHEMA_MS = 60 * 60 * 1000
let schemaCounter = 0

/** The database the PostgreSQL suites use: TEST_DATABASE_URL, else DATABASE_URL, else undefined. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.TEST_DATABASE_URL || env.DATABASE_URL
  return url ? url : undefined
}

/** `url` with every connection's search_path set to `schema` (libpq `options` parameter). */
export function urlWithSchema(url: string, schema: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('options', `-c search_path=${schema}`)
  return parsed.toString()
}

export interface PgTestDb {
  /** The test database URL (search_path untouched). */
  url: string
  /** Creates a uniquely named empty schema, dropped when the suite ends. */
  createSchema(): Promise<string>
  /** URL whose connections use `schema`; what a separately started server gets as DATABASE_URL. */
  urlFor(schema: string): string
  /** A migrated store; on a fresh schema unless `schema` is given. Closed when the suite ends. */
  createStore(options?: Partial<PostgresStoreOptions>): Promise<PostgresStore>
  /** A query on the admin pool (search_path untouched: qualify names with the schema). */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>
  /** A connection of the admin pool, for statements that must share a session (release it). */
  connect(): Promise<pg.PoolClient>
}

/**
 * Prepares a PostgreSQL suite on `t` (call it first, before any test). Returns the database, or undefined
 * when the suite must not run: without a URL it plans 0 tests with SKIP_MESSAGE, unless CI=true, where
 * it fails; an unreachable database fails. Everything it creates is closed and dropped in t's teardown.
 */
export async function usePostgres(t: Test, env: NodeJS.ProcessEnv = process.env): Promise<PgTestDb | undefined> {
  const url = testDatabaseUrl(env)
  const ci = env.CI === 'true'
  if (!url) {
    if (ci) {
      t.fail(
        'CI=true but neither TEST_DATABASE_URL nor DATABASE_URL is set: PostgreSQL suites must run in CI ' +
          '(.ci/pg-setup.sh).',
      )
    } else {
      t.plan(0, SKIP_MESSAGE)
    }
    return undefined
  }

  const admin = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 })
  admin.on('error', () => {})
  try {
    await admin.query('SELECT 1')
  } catch (err) {
    await admin.end().catch(() => {})
    const reason = err instanceof Error ? err.message : String(err)
    t.fail(
      `The PostgreSQL test database is unreachable (${reason}); start it with .ci/pg-setup.sh or fix ` +
        `TEST_DATABASE_URL.`,
    )
    return undefined
  }
  await dropStaleSchemas(admin)

  const schemas: string[] = []
  const stores: PostgresStore[] = []
  t.teardown(async () => {
    await Promise.allSettled(stores.map((store) => store.close()))
    for (const schema of schemas) {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {})
      await forgetPartitions(admin, schema).catch(() => {})
    }
    await admin.end()
  })

  const db: PgTestDb = {
    url,
    async createSchema() {
      const schema = `${SCHEMA_PREFIX}${Date.now()}_${process.pid}_${++schemaCounter}`
      await admin.query(`CREATE SCHEMA ${schema}`)
      schemas.push(schema)
      return schema
    },
    urlFor: (schema) => urlWithSchema(url, schema),
    async createStore(options = {}) {
      const schema = options.schema ?? (await db.createSchema())
      // Tests race dozens of calls for a few pooled connections on one row: the pool's wait counts against
      // connectTimeoutMs and the row lock's wait against statementTimeoutMs. On a loaded 2-core machine the service's
      // 3 s and 5 s (where a 503 is the right answer) were each once not enough for a race that checks correctness,
      // not speed (60 top-ups of one seat from two instances). Outage tests pass their own.
      const store = await createPostgresStore({
        connectionString: url,
        connectTimeoutMs: 30_000,
        statementTimeoutMs: 30_000,
        ...options,
        schema,
      })
      stores.push(store)
      return store
    },
    query: (text, values) => admin.query(text, values),
    connect: () => admin.connect(),
  }
  return db
}

async function dropStaleSchemas(admin: pg.Pool): Promise<void> {
  const result = await admin.query<{ name: string }>(
    "SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'odds\\_t\\_%'",
  )
  for (const { name } of result.rows) {
    const createdAt = Number(name.slice(SCHEMA_PREFIX.length).split('_')[0])
    if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_SCHEMA_MS) {
      await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`).catch(() => {})
      await forgetPartitions(admin, name).catch(() => {})
    }
  }
}

/** How the proxy treats traffic: pass it, refuse connections (port closed), or accept and never answer. */
export type ProxyMode = 'forward' | 'refuse' | 'hang'

/** A TCP proxy on 127.0.0.1 in front of PostgreSQL that a test can cut and restore, on a fixed port. */
export interface TcpProxy {
  port: number
  mode: ProxyMode
  /** Changes the mode: 'refuse' destroys every connection and closes the port; 'hang' freezes them. */
  setMode(mode: ProxyMode): Promise<void>
  /** Closes the port and every connection for good. */
  close(): Promise<void>
  /** The most connections open through the proxy at once since the last call (then starts counting again from now). */
  takeMostOpen(): number
}

/** Starts a TcpProxy forwarding to the host and port of `url`, on `port` (default: a free one). */
export async function startTcpProxy(url: string, port = 0): Promise<TcpProxy> {
  const target = new URL(url)
  const targetHost = target.hostname || '127.0.0.1'
  const targetPort = Number(target.port || 5432)
  interface Pair {
    client: net.Socket
    upstream?: net.Socket
    /** Bytes received while hanging, delivered in order when forwarding resumes. */
    held: Array<{ to: 'client' | 'upstream'; chunk: Buffer }>
  }
  const pairs = new Set<Pair>()
  let mode: ProxyMode = 'forward'
  let server: net.Server | undefined
  let mostOpen = 0

  function drop(pair: Pair): void {
    pair.client.destroy()
    pair.upstream?.destroy()
    pairs.delete(pair)
  }

  function deliver(pair: Pair, to: 'client' | 'upstream', chunk: Buffer): void {
    const socket = to === 'client' ? pair.client : pair.upstream
    if (mode === 'hang' || !socket) pair.held.push({ to, chunk })
    else socket.write(chunk)
  }

  function flush(pair: Pair): void {
    if (!pair.upstream) {
      const upstream = net.connect(targetPort, targetHost)
      pair.upstream = upstream
      upstream.on('data', (chunk: Buffer) => deliver(pair, 'client', chunk))
      upstream.on('error', () => drop(pair)).on('close', () => drop(pair))
    }
    const held = pair.held.splice(0)
    for (const { to, chunk } of held) (to === 'client' ? pair.client : pair.upstream).write(chunk)
  }

  function onConnection(client: net.Socket): void {
    const pair: Pair = { client, held: [] }
    pairs.add(pair)
    mostOpen = Math.max(mostOpen, pairs.size)
    client.on('data', (chunk: Buffer) => deliver(pair, 'upstream', chunk))
    client.on('error', () => drop(pair)).on('close', () => drop(pair))
    if (mode === 'forward') flush(pair)
  }

  async function listen(onPort: number): Promise<number> {
    const next = net.createServer(onConnection)
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject)
      next.listen(onPort, '127.0.0.1', () => resolve())
    })
    server = next
    return (next.address() as net.AddressInfo).port
  }

  async function closeServer(): Promise<void> {
    const current = server
    server = undefined
    for (const pair of pairs) drop(pair)
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
  }

  const boundPort = await listen(port)
  const proxy: TcpProxy = {
    port: boundPort,
    mode,
    takeMostOpen() {
      const most = mostOpen
      mostOpen = pairs.size
      return most
    },
    async setMode(next) {
      mode = next
      proxy.mode = next
      if (next === 'refuse') return closeServer()
      if (!server) await listen(boundPort)
      if (next === 'forward') for (const pair of pairs) flush(pair)
    },
    async close() {
      mode = 'refuse'
      proxy.mode = 'refuse'
      await closeServer()
    },
  }
  return proxy
}
