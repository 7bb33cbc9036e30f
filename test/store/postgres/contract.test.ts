// The PostgreSQL store against the shared store contract's tables, games and events; its money (bets, accounts) is
// contract-money.test.ts, its oversight half contract-oversight.test.ts (the parts run side by side), and the store's
// own cases (two instances, migrations, outages) are in store.test.ts.

import t from 'tap'
import { usePostgres } from '../../helpers/postgres.ts'
import { gameTableContract } from '../contract/index.ts'
import { pgContract } from './contract-stores.ts'

const db = await usePostgres(t)
if (db) pgContract(t, 'contract: tables, games and events', gameTableContract, db)
