// The numbered migrations 001 to 022 as they shipped before baseline-022.sql replaced them, applied the way the
// migrator of that time applied them: what a database that today's releases must upgrade looks like.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import type { PgTestDb } from '../../../helpers/postgres.ts'

export interface LegacyMigration {
  name: string
  sql: string
}

/** The 22 files, in order (a frozen copy: test data, never edited). */
export function legacyMigrations(): LegacyMigration[] {
  const packed = readFileSync(new URL('./migrations-001-022.json.gz', import.meta.url))
  return JSON.parse(gunzipSync(packed).toString('utf8')) as LegacyMigration[]
}

/**
 * Applies the legacy migrations whose names pass `which` to `schema`, each in its own transaction with its record in
 * schema_migrations (version, name, sha256 of the file), as the migrator before the baseline did.
 */
export async function applyLegacyMigrations(
  db: PgTestDb,
  schema: string,
  which: (name: string) => boolean = () => true,
): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (
       version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT
       now())`,
  )
  const applied: string[] = []
  const client = await db.connect()
  try {
    for (const migration of legacyMigrations().filter((m) => which(m.name))) {
      await client.query('BEGIN')
      await client.query(`SET LOCAL search_path TO ${schema}`)
      await client.query(migration.sql)
      await client.query(`INSERT INTO ${schema}.schema_migrations (version, name, checksum) VALUES ($1, $2, $3)`, [
        Number(migration.name.slice(0, 3)),
        migration.name,
        createHash('sha256').update(migration.sql).digest('hex'),
      ])
      await client.query('COMMIT')
      applied.push(migration.name)
    }
  } finally {
    client.release()
  }
  return applied
}
