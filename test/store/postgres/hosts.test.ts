// Several database hosts: the connection string's hosts as libpq writes them, checked with the rule named; and a store
// given two hosts (two proxies before the test database) that follows the one accepting connections when the other
// dies, with no restart: the failed requests answer 503 saying why, none is a 500, and money moves on after it.

import t from 'tap'
import { DomainError } from '../../../src/core/errors.ts'
import { parseHosts, suggestsNewPrimary } from '../../../src/store/postgres/hosts.ts'
import { startTcpProxy, usePostgres } from '../../helpers/postgres.ts'
import { sitAt, TABLE_SETTINGS } from './fixtures.ts'

t.test('hosts as libpq writes them', async (t) => {
  t.same(parseHosts('postgres://u:p@db1:5433,db2,[::1]:6000/odds?target_session_attrs=read-write&sslmode=require'), {
    hosts: [
      { host: 'db1', port: 5433 },
      { host: 'db2', port: 5432 },
      { host: '::1', port: 6000 },
    ],
    connectionString: 'postgres://u:p@db1:5433/odds?sslmode=require',
    followsPrimary: true,
  })
  t.same(parseHosts('postgresql://db/odds'), {
    hosts: [{ host: 'db', port: 5432 }],
    connectionString: 'postgresql://db:5432/odds',
    followsPrimary: false,
  })
  t.equal(parseHosts('postgres://db/odds?target_session_attrs=primary').followsPrimary, true, 'one host, a primary')
  t.throws(() => parseHosts('postgres://db1,,db2/odds'), /every host of the connection string must be named/)
  t.throws(() => parseHosts('postgres://db1:99999/odds'), /port of host db1 must be an integer from 1 to 65535/)
  t.throws(() => parseHosts('postgres://db1,db2/odds?target_session_attrs=standby'), /must be read-write or primary/)
  t.throws(() => parseHosts('postgres://db1,db2/odds?target_session_attrs=any'), /cannot be used with several hosts/)
  t.ok(suggestsNewPrimary(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })), 'a refused connection')
  t.notOk(suggestsNewPrimary(new DomainError('INVALID_INPUT', 'no')), 'a refused request is not the database')
})

const db = await usePostgres(t)

if (db) {
  t.test('a store given two hosts follows the one that answers, with no restart', async (t) => {
    const [one, two] = [await startTcpProxy(db.url), await startTcpProxy(db.url)]
    t.teardown(async () => {
      await one.close()
      await two.close()
    })
    await two.setMode('refuse')
    const url = new URL(db.url)
    const hostsUrl = `${db.url.replace(url.host, `127.0.0.1:${one.port},127.0.0.1:${two.port}`)}`
    const withTarget = `${hostsUrl}${hostsUrl.includes('?') ? '&' : '?'}target_session_attrs=read-write`
    const schema = await db.createSchema()
    const warnings: string[] = []
    const store = await db.createStore({
      connectionString: withTarget,
      schema,
      connectTimeoutMs: 1_000,
      logger: { warn: (_details, message) => warnings.push(message) },
    })
    const tableId = await store.createTable(TABLE_SETTINGS)
    await store.sit(sitAt(tableId, 'ann', 1_000))

    // The first host dies and the second comes up: the requests meanwhile answer 503, then the store finds it.
    await two.setMode('forward')
    await one.setMode('refuse')
    const answers: string[] = []
    const deadline = Date.now() + 15_000
    let seated = false
    for (let i = 0; !seated && Date.now() < deadline; i++) {
      try {
        await store.sit(sitAt(tableId, `player-${i}`, 500))
        seated = true
      } catch (err) {
        answers.push(err instanceof DomainError ? `${err.code}: ${err.message}` : `fault: ${String(err)}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    t.ok(seated, 'a sit goes through on the other host')
    t.ok(
      answers.every((a) => a.startsWith('STORE_UNAVAILABLE: ')),
      `every failure meanwhile was 503 (${answers.length}: ${[...new Set(answers)].join(' | ')})`,
    )
    t.ok(warnings.includes('PostgreSQL primary changed; new connections go to it.'), 'the change is logged')
    t.same(
      (await store.getSeats(tableId)).map((s) => s.playerId).slice(0, 1),
      ['ann'],
      'what was written before is there',
    )
  })
}
