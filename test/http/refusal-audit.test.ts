// Refused tokens in the audit log, on a set clock: counted per address and minute, a minute written only once it is
// over (and everything at close), a flood from many addresses bounded to MAX_ADDRESSES_PER_MINUTE rows a minute.

import t from 'tap'
import { createRefusalTally, MAX_ADDRESSES_PER_MINUTE } from '../../src/http/refusal-audit.ts'
import { createMemoryStore } from '../../src/store/memory/index.ts'

t.test('a minute is written once it is over, one row per address with its count; the rest at close', async (t) => {
  let now = Date.parse('2030-01-01T10:00:30.000Z')
  const store = createMemoryStore({}, () => now)
  const tally = createRefusalTally(store, { now: () => now, flushEveryMs: 3_600_000 })
  for (let i = 0; i < 4; i++) tally.note('10.0.0.1')
  tally.note('10.0.0.2')
  await tally.flush()
  t.same(await store.listAudit({ limit: 10 }), [], 'the minute is not over')
  now += 40_000
  tally.note('10.0.0.1')
  await tally.flush()
  const first = await store.listAudit({ limit: 10 })
  t.same(
    first.map((r) => r.after).sort((a: any, b: any) => a.address.localeCompare(b.address)),
    [
      { address: '10.0.0.1', minute: '2030-01-01T10:00:00.000Z', count: 4 },
      { address: '10.0.0.2', minute: '2030-01-01T10:00:00.000Z', count: 1 },
    ],
  )
  t.ok(first.every((r) => r.kind === 'TOKENS_REFUSED' && r.actor === 'unverified'))
  await tally.close()
  const all = await store.listAudit({ limit: 10 })
  t.equal(all.length, 3)
  t.same(
    all[0].after,
    { address: '10.0.0.1', minute: '2030-01-01T10:01:00.000Z', count: 1 },
    'the minute going on, written at close',
  )
})

t.test('a flood from more addresses than a minute keeps apart shares one row', async (t) => {
  const now = Date.parse('2030-01-01T10:00:00.000Z')
  const store = createMemoryStore({}, () => now)
  const tally = createRefusalTally(store, { now: () => now })
  for (let i = 0; i < MAX_ADDRESSES_PER_MINUTE + 50; i++) tally.note(`10.1.${i >> 8}.${i & 255}`)
  await tally.close()
  const rows = await store.listAudit({ limit: MAX_ADDRESSES_PER_MINUTE + 10, kind: 'TOKENS_REFUSED' })
  t.equal(rows.length, MAX_ADDRESSES_PER_MINUTE + 1)
  t.same(rows.find((r) => (r.after as { address: string }).address === 'other')?.after, {
    address: 'other',
    minute: '2030-01-01T10:00:00.000Z',
    count: 50,
  })
  t.equal(
    rows.reduce((sum, r) => sum + (r.after as { count: number }).count, 0),
    MAX_ADDRESSES_PER_MINUTE + 50,
    'every refusal counted',
  )
})
