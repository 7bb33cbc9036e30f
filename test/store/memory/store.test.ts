// The in-memory store: the shared store contract, plus the bounds that keep it from exhausting memory.

import t from 'tap'
import { IDEMPOTENCY_TTL_MS } from '../../../src/core/idempotency.ts'
import { publicChangeView } from '../../../src/http/game-views.ts'
import { createMemoryStore, DEFAULT_MEMORY_LIMITS, type MemoryStoreLimits } from '../../../src/store/memory/index.ts'
import { storeContract } from '../contract/index.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'

t.test('contract', async (t) => {
  storeContract(t, {
    async createStore(t, options = {}) {
      const store = createMemoryStore(
        {
          ...DEFAULT_MEMORY_LIMITS,
          ...(options.limitCoolingOffMs ? { limitCoolingOffMs: options.limitCoolingOffMs } : {}),
          largeWinCents: options.largeWinCents ?? null,
        },
        options.now,
      )
      t.teardown(() => store.close())
      return store
    },
    async createLiveStore(t) {
      // A set clock: "time passes" by moving it to the table's deadline.
      let clock = Date.parse('2030-01-01T00:00:00.000Z')
      const store = createMemoryStore(DEFAULT_MEMORY_LIMITS, () => clock, publicChangeView)
      t.teardown(() => store.close())
      return {
        store,
        async expire(tableId) {
          clock = Math.max(clock, (await store.getTable(tableId))!.stageEndsAt!)
        },
      }
    },
  })
})

t.test('bounds', async (t) => {
  t.test('at most maxTables tables hold seats; existing tables keep working', async (t) => {
    const store = createMemoryStore({ maxTables: 2, maxIdempotencyKeys: 10 })
    await store.sit({ tableId: 1, playerId: 'ann', buyInCents: 1, seatCount: 6 })
    await store.sit({ tableId: 2, playerId: 'ann', buyInCents: 1, seatCount: 6 })
    await t.rejects(store.sit({ tableId: 3, playerId: 'ann', buyInCents: 1, seatCount: 6 }), {
      code: 'STORE_LIMIT_REACHED',
    })
    t.same(await store.getSeats(3), [])
    t.same(await store.sit({ tableId: 1, playerId: 'bob', buyInCents: 1, seatCount: 6 }), {
      seatId: 2,
      balanceCents: 1,
    })
  })

  t.test('at most maxIdempotencyKeys keys are held; they free up after 24 hours', async (t) => {
    let clock = 0
    const store = createMemoryStore({ maxTables: 10, maxIdempotencyKeys: 2 }, () => clock)
    const keyed = (key: string) => ({
      tableId: 1,
      playerId: 'ann',
      buyInCents: 1,
      seatCount: 6,
      idempotency: { key, fingerprint: key },
    })
    await store.sit(keyed('a'))
    await store.sit(keyed('b'))
    await t.rejects(store.sit(keyed('c')), { code: 'STORE_LIMIT_REACHED' })
    t.same(await store.sit(keyed('a')), { seatId: 1, balanceCents: 1 }, 'held keys still answer')
    t.same(
      await store.sit({ tableId: 1, playerId: 'ann', buyInCents: 1, seatCount: 6 }),
      { seatId: 1, balanceCents: 3 },
      'unkeyed sits still work',
    )
    clock += IDEMPOTENCY_TTL_MS
    t.same(await store.sit(keyed('c')), { seatId: 1, balanceCents: 4 })
  })
})

t.test(
  'at most maxGames games are kept: the oldest finished ones are forgotten with their bets, a game in progress never',
  async (t) => {
    const { dealGame, priceGame } = await import('../../../src/core/game.ts')
    const settings = {
      numberOfHands: 2,
      numberOfSeats: 1,
      targetRtpBp: 9_700,
      maxBetCents: 100,
      mode: 'INTERACTIVE' as const,
      skipTurn: false,
      bettingSeconds: 15,
      revealSeconds: 5,
    }
    const game = (nonce: number) => {
      const dealt = dealGame(2, nonce, 'c', Buffer.alloc(32, nonce))
      return { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: '2030-01-01T00:00:00.000Z' }
    }
    const store = createMemoryStore({ maxGames: 2 })
    const idle = await store.createTable(settings)
    await store.startGame(idle, game(1), settings) // stays in progress
    const busy = await store.createTable(settings)
    await store.sit({ tableId: busy, playerId: 'ann', buyInCents: 10_000, seatCount: 1 })
    const betIds = new Map<number, number[]>()
    for (let nonce = 1; nonce <= 3; nonce++) {
      const dealt = await store.startGame(busy, game(nonce), settings)
      // A 1-cent bet on every offered hand at the hole.
      const offered = dealt.game!.pricing[0].filter((panel) => panel.oddsTenths > 0).map((panel) => panel.handIndex)
      for (const handIndex of offered) {
        const { bet } = await store.placeBet(busy, {
          caller: null,
          playerId: 'ann',
          gameId: nonce,
          bettingStage: 0,
          handIndex,
          stakeCents: 1,
        })
        betIds.set(nonce, [...(betIds.get(nonce) ?? []), bet.betId])
      }
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const)
        await store.advanceGame(busy, from)
    }
    t.ok(await store.getGame(idle, 1), 'the oldest game, still in progress, is kept')
    t.equal(await store.getGame(busy, 1), undefined, 'the oldest finished game is forgotten')
    t.ok(await store.getGame(busy, 3))
    t.ok((betIds.get(1) ?? []).length > 0 && (betIds.get(3) ?? []).length > 0, 'bets were placed in games 1 and 3')
    t.same(await store.getBets(busy, 1), [], "the forgotten game's bets are forgotten with it")
    await t.rejects(store.cancelBet(busy, betIds.get(1)![0], null, 'ann'), { code: 'BET_NOT_FOUND' })
    t.same(
      (await store.getBets(busy, 3)).map((bet) => bet.betId),
      betIds.get(3),
      "a kept game's bets are all there",
    )
    const ledger = await store.getLedger(busy)
    t.equal(
      ledger.filter((entry) => entry.kind === 'BET').length,
      [...betIds.values()].flat().length,
      'the ledger keeps every bet',
    )
    await checkLedgerInvariants(t, store, busy)
  },
)

t.test("one caller cannot take the store's bounds from the others", async (t) => {
  const sitAs = (owner: string, tableId: number, extra = {}) => ({
    tableId,
    playerId: `p-${owner}`,
    buyInCents: 100,
    seatCount: 6,
    owner,
    ...extra,
  })
  const settings = {
    numberOfHands: 2,
    numberOfSeats: 2,
    targetRtpBp: 9_700,
    maxBetCents: 100,
    mode: 'INTERACTIVE' as const,
    skipTurn: false,
    bettingSeconds: 15,
    revealSeconds: 5,
  }

  t.test('tables: each caller opens at most maxTablesPerCaller; others keep opening theirs', async (t) => {
    const store = createMemoryStore({ maxTables: 10, maxTablesPerCaller: 3 })
    for (const tableId of [1, 2, 3]) await store.sit(sitAs('ip:a', tableId))
    await t.rejects(store.sit(sitAs('ip:a', 4)), {
      code: 'CALLER_LIMIT_REACHED',
      message: /You have opened 3 tables, the most one caller may hold/,
    })
    await t.rejects(store.createTable(settings, 'ip:a'), { code: 'CALLER_LIMIT_REACHED' })
    t.same(await store.getSeats(4), [], 'the refused sit changed nothing')
    for (const tableId of [4, 5, 6]) await store.sit(sitAs('ip:b', tableId))
    t.ok(await store.createTable(settings, 'ip:c'), 'a third caller opens one too')
    t.same(await store.sit(sitAs('ip:a', 1)), { seatId: 1, balanceCents: 200 }, 'a caller at its share still tops up')
    t.same(await store.sit(sitAs('ip:a', 4)), { seatId: 2, balanceCents: 100 }, 'and sits at tables others opened')
    t.same(
      await store.sit({ tableId: 9, playerId: 'x', buyInCents: 1, seatCount: 6 }),
      { seatId: 1, balanceCents: 1 },
      'no owner: only the store bound applies',
    )
  })

  t.test(
    'Idempotency-Keys: at most maxIdempotencyKeysPerCaller each, sits and bets together; they free up after 24 hours',
    async (t) => {
      let clock = 0
      const store = createMemoryStore({ maxIdempotencyKeysPerCaller: 2 }, () => clock)
      const keyed = (owner: string, key: string) =>
        sitAs(owner, 1, { idempotency: { key: `${owner}/${key}`, fingerprint: key, owner } })
      await store.sit(keyed('sub:a', 'k1'))
      await store.sit(keyed('sub:a', 'k2'))
      await t.rejects(store.sit(keyed('sub:a', 'k3')), {
        code: 'CALLER_LIMIT_REACHED',
        message: /You hold 2 Idempotency-Keys/,
      })
      t.same(await store.sit(keyed('sub:a', 'k1')), { seatId: 1, balanceCents: 100 }, 'its held keys still answer')
      t.same(await store.sit(sitAs('sub:a', 1)), { seatId: 1, balanceCents: 300 }, 'unkeyed requests still work')
      for (const key of ['k1', 'k2']) await store.sit(keyed('sub:b', key))
      t.same(
        (await store.getSeats(1)).map((s) => s.balanceCents),
        [300, 200],
        'another caller keeps its own share',
      )
      clock += IDEMPOTENCY_TTL_MS
      t.same(
        await store.sit(keyed('sub:a', 'k3')),
        { seatId: 1, balanceCents: 400 },
        'after 24 hours the share is free again',
      )
    },
  )

  t.test(
    'an empty table (nobody seated, no game in progress) is forgotten after emptyTableTtlMs, freeing its share',
    async (t) => {
      let clock = 0
      const ttl = DEFAULT_MEMORY_LIMITS.emptyTableTtlMs
      const store = createMemoryStore({ maxTablesPerCaller: 2 }, () => clock)
      const created = await store.createTable(settings, 'ip:a')
      await store.sit(sitAs('ip:a', 50))
      await t.rejects(store.createTable(settings, 'ip:a'), { code: 'CALLER_LIMIT_REACHED' })
      clock += ttl - 1
      await store.createTable(settings, 'ip:other')
      t.ok(await store.getTable(created), 'kept until the time is up')
      clock += 1
      const again = await store.createTable(settings, 'ip:a')
      t.equal(await store.getTable(created), undefined, 'the empty table is gone, its share is free')
      t.ok(await store.getTable(50), 'a table someone sits at is kept, however long it is idle')
      t.notOk((await store.listTableIds(0, 100)).includes(created), 'the forgotten table is not listed')
      t.ok((await store.listTableIds(0, 100)).includes(50), 'the kept one is')

      await store.leaveTable(50, 'p-ip:a')
      clock += ttl
      await store.createTable(settings, 'ip:other')
      t.equal(await store.getTable(50), undefined, 'once everyone left it is forgotten too')
      t.equal(await store.getTable(again), undefined, 'as is every table left empty that long')
      const listed = await store.listTableIds(0, 100)
      t.ok(
        listed.length > 0 && [created, 50, again].every((id) => !listed.includes(id)),
        `forgotten tables are not listed (${listed.join(', ')} are)`,
      )
      for (const tableId of listed) t.ok(await store.getTable(tableId), `listed table ${tableId} is held`)
      t.same(
        listed,
        [...listed].sort((a, b) => a - b),
        'ascending',
      )
    },
  )

  t.test('a game in progress keeps its table, seated or not', async (t) => {
    const { dealGame, priceGame } = await import('../../../src/core/game.ts')
    let clock = 0
    const store = createMemoryStore({}, () => clock)
    const tableId = await store.createTable(settings, 'ip:a')
    const dealt = dealGame(2, 1, 'c', Buffer.alloc(32, 1))
    await store.startGame(
      tableId,
      { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: '2030-01-01T00:00:00.000Z' },
      settings,
      'ip:a',
    )
    clock += DEFAULT_MEMORY_LIMITS.emptyTableTtlMs * 10
    await store.createTable(settings, 'ip:b')
    t.equal((await store.getTable(tableId))?.state, 'STATUS_HOLE')
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const)
      await store.advanceGame(tableId, from)
    clock += DEFAULT_MEMORY_LIMITS.emptyTableTtlMs
    await store.createTable(settings, 'ip:b')
    t.equal(await store.getTable(tableId), undefined, 'after the game, empty and idle: forgotten with its game')
    t.equal(await store.getGame(tableId, 1), undefined)
  })

  t.test('health says when the store is at a bound, and recovers when it is not', async (t) => {
    let clock = 0
    const store = createMemoryStore({ maxTables: 2, maxIdempotencyKeys: 1 }, () => clock)
    t.same(await store.health(), { name: 'memory', ok: true })
    await store.createTable(settings, 'ip:a')
    await store.createTable(settings, 'ip:b')
    t.same(await store.health(), {
      name: 'memory',
      ok: true,
      atBound: true,
      detail: 'The store is at its bound of 2 tables: new tables are refused.',
    })
    await store.sit(sitAs('ip:c', 1, { idempotency: { key: 'k', fingerprint: 'f', owner: 'ip:c' } }))
    t.match(
      (await store.health()).detail,
      /2 tables: new tables are refused; and 1 idempotency keys: new keyed requests are refused/,
    )
    clock += DEFAULT_MEMORY_LIMITS.emptyTableTtlMs
    t.same(
      await store.health(),
      {
        name: 'memory',
        ok: true,
        atBound: true,
        detail: 'The store is at its bound of 1 idempotency keys: new keyed requests are refused.',
      },
      'the empty table 2 was forgotten; table 1 has a seat',
    )
    clock += IDEMPOTENCY_TTL_MS
    t.same(await store.health(), { name: 'memory', ok: true }, 'the key expired')
  })
})

/** A memory store on a set clock with `limits`, ann seated with 1,000.00 at a 2-hand table, game 1 at HOLE. */
async function annBetting(limits: Partial<MemoryStoreLimits>, seed: number) {
  const { dealGame, priceGame } = await import('../../../src/core/game.ts')
  const { defaultTableSettings } = await import('../../../src/core/tables.ts')
  const clock = { now: Date.parse('2030-01-01T00:00:00.000Z') }
  const store = createMemoryStore(limits, () => clock.now)
  const settings = { ...defaultTableSettings(2), numberOfHands: 2, maxBetCents: 100_000 }
  const tableId = await store.createTable(settings)
  await store.sit({ tableId, playerId: 'ann', buyInCents: 100_000, seatCount: 2 })
  const dealt = dealGame(2, 1, `protection-${seed}`, Buffer.alloc(32, seed))
  const started = await store.startGame(
    tableId,
    { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: '2030-01-01T00:00:00.000Z' },
    settings,
  )
  const hand = started.game!.pricing[0].findIndex((p) => p.oddsTenths > 0)
  const bet = (betAmount: number) =>
    store.placeBet(tableId, {
      caller: null,
      playerId: 'ann',
      gameId: 1,
      bettingStage: 0,
      handIndex: hand,
      stakeCents: Math.round(betAmount * 100),
    })
  return { store, clock, bet }
}

t.test(
  "player protection on the memory store's set clock: windows, the cooling-off and uses kept by the minute",
  async (t) => {
    const H = 3_600_000
    const { store, clock, bet } = await annBetting({ limitCoolingOffMs: 24 * H }, 3)
    const code = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (err: { code?: string }) => err.code,
      )

    await store.setLimit(
      'ann',
      { kind: 'WAGER', period: 'DAY', amountCents: 1_000 },
      { source: 'PLAYER', actor: 'ann' },
    )
    await bet(6)
    clock.now += 30_000
    await bet(4) // within the minute of the first: kept with it, at this time
    t.equal(await code(bet(0.01)), 'LIMIT_REACHED')
    t.match(
      (await store.getProtection('ann')).standings,
      [{ usedCents: 1_000, oldestUseLeavesAt: clock.now + 24 * H }],
      'the two uses leave together, with the later',
    )
    clock.now += 24 * H - 1
    t.equal(await code(bet(0.01)), 'LIMIT_REACHED', 'still in the window a millisecond before')
    clock.now += 1
    t.equal((await bet(10)).balanceCents, 100_000 - 2_000, 'a day after the later stake, the whole limit is back')

    await store.setLimit(
      'ann',
      { kind: 'WAGER', period: 'DAY', amountCents: 5_000 },
      { source: 'PLAYER', actor: 'ann' },
    )
    clock.now += 24 * H - 1
    t.match(
      (await store.getProtection('ann')).records,
      [{ amountCents: 1_000, pending: { amountCents: 5_000 } }],
      'the rise still waits a millisecond before its time',
    )
    clock.now += 1
    t.match((await store.getProtection('ann')).records, [{ amountCents: 5_000 }], 'and applies at its time')
    t.equal((await store.getProtection('ann')).records[0].pending, undefined)
  },
)

t.test(
  "reality checks on the memory store's set clock: due an interval into a session, acknowledged, a new session " +
    'after 30 idle minutes',
  async (t) => {
    const M = 60_000
    const { store, clock, bet } = await annBetting({ realityCheckMinutes: 60 }, 5)
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (err: { code?: string; refusal?: unknown }) => ({ code: err.code, refusal: err.refusal }),
      )

    const sessionStart = clock.now
    await bet(10)
    for (let i = 1; i < 4; i++) {
      clock.now += 20 * M - 1
      await bet(5) // 20 minutes apart: one session; the last at 59:59.997
    }
    t.match((await store.getProtection('ann')).reality, {
      minutes: 60,
      source: 'DEFAULT',
      session: { startedAt: sessionStart },
    })
    clock.now = sessionStart + 60 * M
    t.same(await refusal(bet(1)), {
      code: 'REALITY_CHECK_DUE',
      refusal: {
        reason: 'REALITY_CHECK_DUE',
        session: { startedAt: new Date(sessionStart).toISOString(), minutesPlayed: 60, staked: 25, net: -25 },
      },
    })
    await store.acknowledgeRealityCheck('ann')
    t.equal((await bet(1)).balanceCents, 100_000 - 2_600, 'acknowledged: betting goes on')
    const acknowledged = clock.now
    clock.now += 20 * M
    await bet(1)
    clock.now += 20 * M
    await bet(1)
    clock.now = acknowledged + 60 * M - 1
    t.equal(
      (await bet(1)).balanceCents,
      100_000 - 2_900,
      'the next check falls due an interval after the acknowledgement',
    )
    clock.now += 1
    t.equal((await refusal(bet(1)))?.code, 'REALITY_CHECK_DUE')
    clock.now += 30 * M
    t.equal((await bet(1)).balanceCents, 100_000 - 3_000, '30 minutes without a bet: a new session')
    t.match((await store.getProtection('ann')).reality.session, { startedAt: clock.now, lastBetAt: clock.now })
    await store.setRealityCheck('ann', null, { source: 'PLAYER', actor: 'ann' })
    for (let i = 0; i < 4; i++) {
      clock.now += 25 * M
      await bet(1)
    }
    t.equal(
      (await store.getAccount('ann')).seats[0].balanceCents,
      100_000 - 3_400,
      'the player chose none: no check in 100 minutes of play',
    )
    t.match(await store.getProtectionHistory('ann'), [{ action: 'REALITY_CHECK', before: 60, after: null }])
  },
)
