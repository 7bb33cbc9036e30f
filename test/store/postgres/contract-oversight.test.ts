// The PostgreSQL store against the oversight half of the shared store contract (player protection, the audit log,
// switches, voids, return to player, recall); the play half is contract.test.ts and contract-money.test.ts.

import t from 'tap'
import { usePostgres } from '../../helpers/postgres.ts'
import { oversightContract } from '../contract/index.ts'
import { pgContract } from './contract-stores.ts'

const db = await usePostgres(t)
if (db) pgContract(t, 'contract: oversight', oversightContract, db)
