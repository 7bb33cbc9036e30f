// The PostgreSQL stores the shared store contract (test/store/contract) runs against: each case a fresh schema, the
// store closed with its test. Used by the three contract files (contract.test.ts, contract-money.test.ts,
// contract-oversight.test.ts), which run the contract's parts side by side.

import type { Test } from 'tap'
import { publicChangeView } from '../../../src/http/game-views.ts'
import type { PgTestDb } from '../../helpers/postgres.ts'
import type { ContractStores } from '../contract/fixtures.ts'

/**
 * Runs a part of the contract as the subtest `name` of `t` against PostgreSQL stores, two cases at a time: each case
 * has its own schema, store and event channel, and most of a case's time is the database's.
 */
export function pgContract(
  t: Test,
  name: string,
  contract: (t: Test, stores: ContractStores) => void,
  db: PgTestDb,
): void {
  t.test(name, async (t) => {
    t.jobs = 2
    contract(t, pgStores(db))
  })
}

export function pgStores(db: PgTestDb): ContractStores {
  return {
    async createStore(t, options = {}) {
      const store = await db.createStore({
        idempotencyClock: options.now,
        ...(options.limitCoolingOffMs ? { limitCoolingOffMs: options.limitCoolingOffMs } : {}),
        largeWinCents: options.largeWinCents ?? null,
      })
      t.teardown(() => store.close())
      return store
    },
    async createLiveStore(t) {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema, eventChange: publicChangeView })
      t.teardown(() => store.close())
      return {
        store,
        // The database's clock decides; "time passes" by moving the table's deadline into its past.
        async expire(tableId) {
          await db.query(
            `UPDATE ${schema}.tables SET stage_ends_at = clock_timestamp() - interval '1 millisecond' WHERE table_id =
              $1`,
            [tableId],
          )
        },
      }
    },
  }
}
