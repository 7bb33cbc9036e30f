// The PostgreSQL store against the shared store contract's money: bets and settlement, accounts and the ledger (the
// tables, games and events are contract.test.ts, the oversight half contract-oversight.test.ts).

import t from 'tap'
import { usePostgres } from '../../helpers/postgres.ts'
import { moneyContract } from '../contract/index.ts'
import { pgContract } from './contract-stores.ts'

const db = await usePostgres(t)
if (db) pgContract(t, 'contract: money', moneyContract, db)
