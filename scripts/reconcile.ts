// `npm run reconcile`: recomputes every running total the house report reads (each table's stakes, cancels and
// payouts, each kind of account entry) from the history in DATABASE_URL and prints each difference, in cents. Exits 0
// when every total matches, 1 when one does not or the check failed.

import { loadConfig } from '../src/config.ts'
import { createPostgresStore } from '../src/store/postgres/index.ts'

async function main(): Promise<number> {
  const config = loadConfig()
  if (!config.databaseUrl) {
    console.error('reconcile: DATABASE_URL is not set; nothing to reconcile.')
    return 1
  }
  // Reads only: the schema must already be migrated (the service does it at start-up, or npm run migrate).
  const store = await createPostgresStore({ connectionString: config.databaseUrl, migrate: false })
  try {
    const { checked, differences } = await store.reconcile()
    for (const d of differences) {
      console.log(
        `${d.total}: kept ${d.keptCents}, recomputed ${d.recomputedCents}, difference ${d.differenceCents} cents`,
      )
    }
    console.log(
      differences.length === 0
        ? `reconcile: ${checked} totals checked, every one matches its history.`
        : `reconcile: ${differences.length} of ${checked} totals differ from their history.`,
    )
    return differences.length === 0 ? 0 : 1
  } finally {
    await store.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (err: unknown) => {
    console.error(`reconcile: failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exitCode = 1
  },
)
