// The PostgreSQL store against the shared store contract (test/store/contract), each case on a schema of its own;
// the store's own cases (two instances, migrations, outages) are in store.test.ts.

import t from 'tap'
import { publicChangeView } from '../../../src/http/game-views.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { storeContract } from '../contract/index.ts'

const db = await usePostgres(t)

if (db) {
  t.test('contract', async (t) => {
    storeContract(t, {
      async createStore(t, options = {}) {
        const store = await db.createStore({ now: options.now, ...(options.limitCoolingOffMs ? { limitCoolingOffMs: options.limitCoolingOffMs } : {}), largeWinCents: options.largeWinCents ?? null })
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
            await db.query(`UPDATE ${schema}.tables SET stage_ends_at = clock_timestamp() - interval '1 millisecond' WHERE table_id = $1`, [tableId])
          },
        }
      },
    })
  })
}
