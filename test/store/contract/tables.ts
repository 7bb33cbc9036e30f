// The store contract, tables and seats: sits, top-ups, full tables, the sits' Idempotency-Keys, exact balances, reads
// of seats and tables, created tables, health.

import type { Test } from 'tap'
import { IDEMPOTENCY_TTL_MS } from '../../../src/core/idempotency.ts'
import { MAX_SEAT_BALANCE_CENTS } from '../../../src/core/money.ts'
import { keyed, NO_TOTALS, SETTINGS, type StoreFactory, sit, TABLE } from './fixtures.ts'

export function tableContract(t: Test, createStore: StoreFactory): void {
  t.test('a new player gets the lowest free seat, numbered from 1', async (t) => {
    const store = await createStore(t)
    t.same(await store.sit(sit('ann', 1_000)), { seatId: 1, balanceCents: 1_000 })
    t.same(await store.sit(sit('bob', 2_000)), { seatId: 2, balanceCents: 2_000 })
    t.same(await store.sit(sit('cy', 1)), { seatId: 3, balanceCents: 1 })
    t.same(await store.getSeats(TABLE), [
      { seatId: 1, playerId: 'ann', balanceCents: 1_000 },
      { seatId: 2, playerId: 'bob', balanceCents: 2_000 },
      { seatId: 3, playerId: 'cy', balanceCents: 1 },
    ])
  })

  t.test('a seated player who sits again keeps the seat and the buy-in is added', async (t) => {
    const store = await createStore(t)
    await store.sit(sit('ann', 1_000))
    await store.sit(sit('bob', 500))
    t.same(await store.sit(sit('ann', 2_550)), { seatId: 1, balanceCents: 3_550 })
    t.same(await store.sit(sit('ann', 1)), { seatId: 1, balanceCents: 3_551 })
    t.same(await store.sit(sit('cy', 700)), { seatId: 3, balanceCents: 700 }, 'a top-up takes no new seat')
    t.same(await store.getSeats(TABLE), [
      { seatId: 1, playerId: 'ann', balanceCents: 3_551 },
      { seatId: 2, playerId: 'bob', balanceCents: 500 },
      { seatId: 3, playerId: 'cy', balanceCents: 700 },
    ])
  })

  t.test('seats belong to one table: the same player sits at two tables independently', async (t) => {
    const store = await createStore(t)
    t.same(await store.sit(sit('ann', 100, { tableId: 1 })), { seatId: 1, balanceCents: 100 })
    t.same(await store.sit(sit('bob', 200, { tableId: 2 })), { seatId: 1, balanceCents: 200 })
    t.same(await store.sit(sit('ann', 300, { tableId: 2 })), { seatId: 2, balanceCents: 300 })
    t.same(await store.getSeats(1), [{ seatId: 1, playerId: 'ann', balanceCents: 100 }])
    t.same(await store.getSeats(2), [
      { seatId: 1, playerId: 'bob', balanceCents: 200 },
      { seatId: 2, playerId: 'ann', balanceCents: 300 },
    ])
    t.same(
      await store.sit(sit('ann', 1, { tableId: 2_147_483_647 })),
      { seatId: 1, balanceCents: 1 },
      'largest table id',
    )
  })

  t.test('a full table refuses a new player with TABLE_FULL and changes nothing', async (t) => {
    const store = await createStore(t)
    await store.sit(sit('ann', 100, { seatCount: 2 }))
    await store.sit(sit('bob', 200, { seatCount: 2 }))
    const before = await store.getSeats(TABLE)
    await t.rejects(store.sit(sit('cy', 300, { seatCount: 2 })), { name: 'DomainError', code: 'TABLE_FULL' })
    await t.rejects(store.sit(sit('cy', 300, { seatCount: 2 })), { code: 'TABLE_FULL' }, 'still full on retry')
    t.same(await store.getSeats(TABLE), before)
    t.same(
      await store.sit(sit('bob', 50, { seatCount: 2 })),
      { seatId: 2, balanceCents: 250 },
      'seated players top up at a full table',
    )
    await t.rejects(
      store.sit(sit('cy', 300, { seatCount: 3 })),
      { code: 'TABLE_FULL' },
      "capacity is the table's, fixed when it was first used",
    )
    const created = await store.createTable({ ...SETTINGS, numberOfSeats: 3 })
    await store.sit(sit('ann', 1, { tableId: created, seatCount: 1 }))
    await store.sit(sit('bob', 1, { tableId: created, seatCount: 1 }))
    t.same(
      await store.sit(sit('cy', 1, { tableId: created, seatCount: 1 })),
      { seatId: 3, balanceCents: 1 },
      'a created table seats its numberOfSeats',
    )
  })

  t.test('the largest table (10 seats) fills seats 1..10, then is full', async (t) => {
    const store = await createStore(t)
    for (let i = 1; i <= 10; i++) {
      t.same(await store.sit(sit(`p${i}`, i, { seatCount: 10 })), { seatId: i, balanceCents: i })
    }
    await t.rejects(store.sit(sit('p11', 11, { seatCount: 10 })), { code: 'TABLE_FULL' })
    t.equal((await store.getSeats(TABLE)).length, 10)
  })

  t.test('a retry with the same Idempotency-Key and body gets the first answer and changes nothing', async (t) => {
    const store = await createStore(t)
    const first = await store.sit(sit('ann', 1_000, keyed('k-1', 'ann:1000')))
    t.same(first, { seatId: 1, balanceCents: 1_000 })
    t.same(await store.sit(sit('ann', 1_000, keyed('k-1', 'ann:1000'))), first)
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: 1_000 }], 'no second buy-in')
    await store.sit(sit('ann', 500))
    t.same(
      await store.sit(sit('ann', 1_000, keyed('k-1', 'ann:1000'))),
      first,
      'the first answer, not the current state',
    )
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: 1_500 }])
    t.same(
      await store.sit(sit('ann', 1_000, keyed('k-2', 'ann:1000'))),
      { seatId: 1, balanceCents: 2_500 },
      'another key is another sit',
    )
  })

  t.test('the same key with another body is IDEMPOTENCY_KEY_REUSED and changes nothing', async (t) => {
    const store = await createStore(t)
    await store.sit(sit('ann', 1_000, keyed('k-1', 'ann:1000')))
    await t.rejects(store.sit(sit('ann', 2_000, keyed('k-1', 'ann:2000'))), {
      name: 'DomainError',
      code: 'IDEMPOTENCY_KEY_REUSED',
    })
    await t.rejects(
      store.sit(sit('bob', 1_000, { tableId: TABLE + 1, ...keyed('k-1', 'bob:1000:t8') })),
      {
        code: 'IDEMPOTENCY_KEY_REUSED',
      },
      'keys are not per table',
    )
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: 1_000 }])
    t.same(await store.getSeats(TABLE + 1), [], 'the refused sit created nothing')
  })

  t.test('only successful sits are remembered under their key', async (t) => {
    const store = await createStore(t)
    await store.sit(sit('ann', 100, { seatCount: 1 }))
    await t.rejects(store.sit(sit('bob', 100, { seatCount: 1, ...keyed('k-1', 'bob:100') })), { code: 'TABLE_FULL' })
    await t.rejects(
      store.sit(sit('bob', 100, { seatCount: 1, ...keyed('k-1', 'bob:100') })),
      { code: 'TABLE_FULL' },
      'the retry is decided again, not answered from memory',
    )
    t.same(
      await store.sit(sit('ann', 5, { seatCount: 1, ...keyed('k-1', 'ann:5') })),
      { seatId: 1, balanceCents: 105 },
      'key still free',
    )
  })

  t.test('idempotency keys are kept 24 hours', async (t) => {
    let clock = Date.UTC(2030, 0, 1)
    const store = await createStore(t, { now: () => clock })
    const first = await store.sit(sit('ann', 100, keyed('k-1', 'ann:100')))
    clock += IDEMPOTENCY_TTL_MS - 1
    t.same(await store.sit(sit('ann', 100, keyed('k-1', 'ann:100'))), first, 'answered from memory just before 24 h')
    await t.rejects(store.sit(sit('ann', 1, keyed('k-1', 'ann:1'))), { code: 'IDEMPOTENCY_KEY_REUSED' })
    clock += 1
    t.same(
      await store.sit(sit('ann', 1, keyed('k-1', 'ann:1'))),
      { seatId: 1, balanceCents: 101 },
      'forgotten at 24 h: a new sit',
    )
    t.same(
      await store.sit(sit('ann', 1, keyed('k-1', 'ann:1'))),
      { seatId: 1, balanceCents: 101 },
      'and remembered again',
    )
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: 101 }])
  })

  t.test('balances are exact integers up to the largest safe balance; beyond is BALANCE_LIMIT_REACHED', async (t) => {
    const store = await createStore(t)
    const start = MAX_SEAT_BALANCE_CENTS - 5
    t.same(await store.sit(sit('ann', start)), { seatId: 1, balanceCents: start })
    await t.rejects(store.sit(sit('ann', 6)), { code: 'BALANCE_LIMIT_REACHED' })
    t.same(
      await store.getSeats(TABLE),
      [{ seatId: 1, playerId: 'ann', balanceCents: start }],
      'the refused top-up changed nothing',
    )
    t.same(await store.sit(sit('ann', 5)), { seatId: 1, balanceCents: MAX_SEAT_BALANCE_CENTS })
    t.same(await store.getSeats(TABLE), [{ seatId: 1, playerId: 'ann', balanceCents: MAX_SEAT_BALANCE_CENTS }])
  })

  t.test('getSeats: [] for an unknown table, seats ordered by seatId, copies not live records', async (t) => {
    const store = await createStore(t)
    t.same(await store.getSeats(TABLE), [])
    await store.sit(sit('ann', 1))
    await store.sit(sit('bob', 2))
    await store.sit(sit('cy', 3))
    await store.sit(sit('ann', 10)) // rewrites seat 1 after the others
    await store.sit(sit('bob', 20))
    const seats = await store.getSeats(TABLE)
    t.same(
      seats.map((s) => s.seatId),
      [1, 2, 3],
    )
    seats[0].balanceCents = 0
    t.equal((await store.getSeats(TABLE))[0].balanceCents, 11, 'editing a returned record changes nothing')
    t.same(await store.getSeats(TABLE + 1), [])
  })

  t.test('health reports ok for a working store', async (t) => {
    const store = await createStore(t)
    const health = await store.health()
    t.equal(health.ok, true)
    t.ok(['memory', 'postgres'].includes(health.name))
  })

  t.test(
    'createTable: new ids above every table in use, settings kept; getTable of an unknown table is undefined',
    async (t) => {
      const store = await createStore(t)
      t.equal(await store.getTable(1), undefined)
      await store.sit(sit('ann', 100, { tableId: 1 }))
      await store.sit(sit('ann', 100, { tableId: 2 }))
      const first = await store.createTable(SETTINGS)
      const second = await store.createTable({ ...SETTINGS, numberOfHands: 5 })
      t.ok(first >= 3 && second > first, `ids ${first}, ${second} are new`)
      const table = await store.getTable(second)
      t.same(table, {
        tableId: second,
        settings: { ...SETTINGS, numberOfHands: 5 },
        state: 'STATUS_SETUP',
        gamesStarted: 0,
        seats: [],
        bets: [],
        totals: NO_TOTALS,
        ready: [],
        eventId: 1,
      })
      const bySit = await store.getTable(1)
      t.same(
        bySit?.settings,
        {
          numberOfHands: 4,
          numberOfSeats: 6,
          targetRtpBp: 9_700,
          maxBetCents: 100_000,
          mode: 'INTERACTIVE' as const,
          skipTurn: false,
          bettingSeconds: 15,
          revealSeconds: 5,
        },
        'a table first used by a sit has the defaults',
      )
    },
  )

  t.test(
    'listTableIds: the tables that exist (created or sat at), ascending, after a given id, a page at a time',
    async (t) => {
      const store = await createStore(t)
      t.same(await store.listTableIds(0, 10), [], 'no table yet')
      await store.sit(sit('ann', 100, { tableId: 7 }))
      await store.sit(sit('ann', 100, { tableId: 3 }))
      const created = [
        await store.createTable(SETTINGS),
        await store.createTable(SETTINGS),
        await store.createTable(SETTINGS),
      ]
      await store.getTable(5)
      const all = [3, 7, ...created].sort((a, b) => a - b)
      t.same(await store.listTableIds(0, 100), all, 'every table once, by id; one only read (5) is not one')
      t.same(await store.listTableIds(0, 2), all.slice(0, 2), 'at most `limit`')
      t.same(await store.listTableIds(all[1], 2), all.slice(2, 4), 'after the id given')
      t.same(await store.listTableIds(all.at(-1)!, 2), [], 'nothing after the last')
      const paged: number[] = []
      for (let after = 0; ; ) {
        const page = await store.listTableIds(after, 2)
        if (page.length === 0) break
        paged.push(...page)
        after = page.at(-1)!
      }
      t.same(paged, all, 'pages of two walk every table once')
    },
  )
}
