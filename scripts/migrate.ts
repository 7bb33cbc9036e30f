// `npm run migrate`: applies pending PostgreSQL migrations and changed functions files to DATABASE_URL and exits (0
// done, 1 failed).

import { loadConfig } from '../src/config.ts'
import { runMigrations } from '../src/store/postgres/migrate.ts'

async function main(): Promise<number> {
  const config = loadConfig()
  if (!config.databaseUrl) {
    console.error('migrate: DATABASE_URL is not set; nothing to migrate.')
    return 1
  }
  const result = await runMigrations(config.databaseUrl)
  if (result.applied.length === 0 && result.functions.length === 0) {
    console.log(`migrate: schema ${result.schema} is up to date.`)
  } else {
    const applied = [...result.applied, ...result.functions.map((name) => `functions/${name}`)]
    console.log(`migrate: applied ${applied.join(', ')} to schema ${result.schema}.`)
  }
  return 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (err: unknown) => {
    // pg's messages name the host and user at most, never the password.
    console.error(`migrate: failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exitCode = 1
  },
)
