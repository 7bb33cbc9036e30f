// The PostgreSQL store against the play half of the shared store contract (tables, games, bets, accounts, events);
// the oversight half is contract-oversight.test.ts, the store's own cases (two instances, migrations, outages) are in
// store.test.ts.

import t from 'tap'
import { usePostgres } from '../../helpers/postgres.ts'
import { playContract } from '../contract/index.ts'
import { pgStores } from './contract-stores.ts'

const db = await usePostgres(t)
if (db) t.test('contract: play', async (t) => playContract(t, pgStores(db)))
