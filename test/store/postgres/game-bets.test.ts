// The bets an instance keeps of each table's game: answered only as of the very event the table's row was read at,
// whatever another instance, a cancel, a void or a rolled-back change did; held to a store that keeps none, and to
// what the database holds, after every step of games played from two instances at once.

import pg from 'pg'
import t from 'tap'
import type { Bet } from '../../../src/core/bets.ts'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { createGameBets } from '../../../src/store/postgres/game-bets.ts'
import type { PostgresStore } from '../../../src/store/postgres/index.ts'
import { urlWithSchema, usePostgres } from '../../helpers/postgres.ts'
import { bettingTable, PLAYERS, SETTINGS } from '../event-checks.ts'

/** The server process of a client's connection. */
async function backendOf(client: pg.Client): Promise<number> {
  return (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid
}

const bet = (betId: number, gameId = 1): Bet => ({
  betId,
  gameId,
  bettingStage: 0,
  handIndex: 0,
  playerId: 'ann',
  seatId: 1,
  stakeCents: 100,
  recordedOddsTenths: 25,
  status: 'OPEN',
  placedAt: '2030-01-01T00:00:00.000Z',
})

t.test('kept bets are answered only as of their own event and game, and only ever move forwards', async (t) => {
  const kept = createGameBets()
  kept.keep(7, 1, 10, [bet(1), bet(2)])
  t.same(
    kept.current(7, 1, 10)?.map((b) => b.betId),
    [1, 2],
    'as of event 10',
  )
  t.equal(kept.current(7, 1, 11), undefined, 'not once the table is at another event')
  t.equal(kept.current(7, 2, 10), undefined, 'nor for another game')
  t.equal(kept.current(8, 1, 10), undefined, 'nor at another table')

  kept.placed(7, 11, bet(3))
  t.same(
    kept.current(7, 1, 11)?.map((b) => b.betId),
    [1, 2, 3],
    'a bet at the next event is added',
  )
  t.equal(kept.current(7, 1, 10), undefined, 'and what was kept before it is gone')
  kept.placed(7, 11, bet(3))
  t.same(
    kept.current(7, 1, 11)?.map((b) => b.betId),
    [1, 2, 3],
    'a bet already counted is not added twice',
  )
  kept.keep(7, 1, 9, [bet(1)])
  t.same(
    kept.current(7, 1, 11)?.map((b) => b.betId),
    [1, 2, 3],
    'an older step never replaces a newer one',
  )

  kept.placed(7, 13, bet(5))
  t.equal(kept.current(7, 1, 11), undefined, 'a bet after a missed event: nothing kept')
  t.equal(kept.current(7, 1, 13), undefined, 'and nothing as of that bet either')
  kept.placed(7, 14, bet(6))
  t.equal(kept.current(7, 1, 14), undefined, 'nor after it')

  kept.keep(7, 2, 20, [bet(10, 2)])
  kept.placed(7, 21, bet(11, 1))
  t.equal(kept.current(7, 2, 21), undefined, 'a bet of another game than the one kept is not added')
  kept.keep(7, 2, 22, [])
  kept.forget(7)
  t.equal(kept.current(7, 2, 22), undefined, 'forgotten')

  kept.keep(11, 1, 5, [bet(1)])
  kept.unchanged(11, 7)
  t.equal(kept.current(11, 1, 7), undefined, 'an event that changed no bet, after one not seen: nothing more is known')
  kept.unchanged(11, 6)
  t.same(
    kept.current(11, 1, 6)?.map((b) => b.betId),
    [1],
    'one right after what is kept: the same bets as of it',
  )
  t.equal(kept.current(11, 1, 5), undefined, 'and no longer as of the event before')

  kept.keep(9, 1, 1, [bet(1)])
  const answered = kept.current(9, 1, 1)!
  answered.push(bet(2))
  t.equal(kept.current(9, 1, 1)!.length, 1, 'each answer is a new array')
  const given = [bet(1)]
  kept.keep(10, 1, 1, given)
  given.push(bet(2))
  t.equal(kept.current(10, 1, 1)!.length, 1, 'and what is kept is not the array given')
})

t.test(
  'at most maxBets in all: the table used longest ago goes first, a game over the bound alone is not kept',
  async (t) => {
    const kept = createGameBets(5)
    kept.keep(1, 1, 1, [bet(1), bet(2)])
    kept.keep(2, 1, 1, [bet(3), bet(4)])
    kept.placed(1, 2, bet(5))
    t.ok(kept.current(1, 1, 2) && kept.current(2, 1, 1), 'five bets: both tables kept')
    kept.placed(2, 2, bet(6))
    t.equal(kept.current(1, 1, 2), undefined, 'a sixth: table 1 (used longest ago) dropped')
    t.same(
      kept.current(2, 1, 2)?.map((b) => b.betId),
      [3, 4, 6],
      'table 2 kept',
    )
    kept.keep(3, 1, 1, [bet(1), bet(2), bet(3), bet(4), bet(5), bet(6)])
    t.equal(kept.current(3, 1, 1), undefined, 'six bets of one game: not kept')
    t.ok(kept.current(2, 1, 2), 'and nothing else was dropped for it')
    kept.keep(2, 1, 3, [bet(1), bet(2), bet(3), bet(4), bet(5)])
    kept.placed(2, 4, bet(7))
    t.equal(kept.current(2, 1, 4), undefined, 'a game growing past the bound: dropped')
  },
)

const db = await usePostgres(t)

if (db) {
  /** Waits until a server process is blocked by `pid` (pg_blocking_pids), and answers it: only the waits this test
   * made. */
  const blockedBy = async (pid: number, what: string): Promise<number> => {
    for (let waited = 0; ; waited += 10) {
      const blocked = await db.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
        [pid],
      )
      if (blocked.rows.length > 0) return blocked.rows[0].pid
      if (waited > 5_000) throw new Error(`never saw ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }

  t.test(
    'games played from two instances: each step and each state read are the database bets, the instances keep them ' +
      'whenever they can',
    async (t) => {
      const schema = await db.createSchema()
      const sources: string[] = []
      const [store, other] = await Promise.all([
        db.createStore({ schema, onGameBets: (source) => sources.push(source) }),
        db.createStore({ schema }),
      ])
      // The oracle: an instance that keeps no bets reads every step's and every state's bets from the database.
      const reader = await db.createStore({ schema, gameBetsKept: 0 })
      const { tableId, offered, offeredAtFlop } = await bettingTable(store, 1_000_000, 3)
      const fromDatabase = async () => (await reader.getTable(tableId))!.bets
      const placeAll = (count: number, stage: 0 | 1, stores: PostgresStore[]) =>
        Promise.all(
          Array.from({ length: count }, (_, i) =>
            stores[i % stores.length].placeBet(tableId, {
              caller: null,
              playerId: PLAYERS[i % PLAYERS.length],
              gameId: 1,
              bettingStage: stage,
              handIndex: (stage === 0 ? offered : offeredAtFlop)[i % (stage === 0 ? offered : offeredAtFlop).length],
              stakeCents: Math.round((1 + (i % 5)) * 100),
            }),
          ),
        )
      let checked = 0
      const check = async (what: string, stepped: { bets: Bet[] }) => {
        const truth = await fromDatabase()
        t.same(stepped.bets, truth, `${what}: the step's bets are the database's`)
        for (const [name, s] of [
          ['this instance', store],
          ['the other', other],
        ] as const)
          t.same((await s.getTable(tableId))!.bets, truth, `${what}: ${name} reads them`)
        checked += truth.length
      }

      // Bets at the hole from this instance only (kept bet by bet), then from both, a cancel from the other.
      await placeAll(30, 0, [store])
      await check('after 30 bets from one instance', (await store.getTable(tableId))!)
      t.same(sources, ['kept', 'kept'], "this instance's two reads took the bets it kept, and said so")
      await placeAll(40, 0, [store, other])
      await placeAll(1, 0, [store])
      await check('after bets from both instances, the last from this one', (await store.getTable(tableId))!)
      const placed = await fromDatabase()
      await other.cancelBet(tableId, placed[5].betId, null, placed[5].playerId)
      await store.cancelBet(tableId, placed[6].betId, null, placed[6].playerId)
      await check('HOLE -> FLOP after bets from both and two cancels', await store.advanceGame(tableId, 'STATUS_HOLE'))
      await placeAll(20, 1, [store])
      await check('FLOP -> TURN', await other.advanceGame(tableId, 'STATUS_FLOP'))
      await check('TURN -> RIVER, settled', await store.advanceGame(tableId, 'STATUS_TURN'))
      const settled = await fromDatabase()
      t.ok(
        settled.every((b) => b.status !== 'OPEN'),
        'every bet settled',
      )
      t.ok(
        settled.some((b) => b.status === 'CANCELLED'),
        'the cancelled ones stay cancelled',
      )
      t.equal(checked, 30 + 71 + 71 + 91 + 91, 'every check compared every bet')
      t.ok(sources.includes('read'), 'and once other changes came between, read them, and said so')
    },
  )

  t.test(
    "an AUTO table: the players' ready calls keep what is known, and the clock's step takes the bets from it",
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema })
      const auto = { ...SETTINGS, mode: 'AUTO' as const }
      const tableId = await store.createTable(auto)
      for (const playerId of ['ann', 'bob']) await store.sit({ tableId, playerId, buyInCents: 10_000, seatCount: 6 })
      const dealt = dealGame(3, 1, 'auto', Buffer.alloc(32, 7))
      const game = {
        ...dealt,
        pricing: priceGame(dealt.hands, dealt.board, 9_700),
        startedAt: '2030-01-01T00:00:00.000Z',
      }
      await store.startGame(tableId, game, auto, undefined, { due: true })
      const handIndex = game.pricing[0].find((p) => p.oddsTenths > 0)?.handIndex ?? 0
      for (const playerId of ['ann', 'bob'])
        await store.placeBet(tableId, {
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex,
          stakeCents: 200,
        })
      for (const playerId of ['ann', 'bob'])
        await store.markReady(tableId, { caller: null, playerId, gameId: 1, bettingStage: 0 })
      // Changed behind the store's back with no event: the step shows the stakes as placed only if it took them from
      // what the instance kept through the two ready calls.
      await db.query(`UPDATE ${schema}.bets SET stake_cents = 300 WHERE table_id = $1`, [tableId])
      const flop = await store.advanceGame(tableId, 'STATUS_HOLE', { due: true })
      t.equal(flop.state, 'STATUS_FLOP', 'the clock owed the step: everyone was ready')
      t.same(
        flop.bets.map((b) => b.stakeCents),
        [200, 200],
        'the bets as kept through the ready calls',
      )
    },
  )

  t.test(
    'a kept game answers only while the table is at its event: a change the instance did not see is read',
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema })
      const { tableId, offered } = await bettingTable(store, 1_000_000, 4)
      for (const playerId of PLAYERS)
        await store.placeBet(tableId, {
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: offered[0],
          stakeCents: 200,
        })
      const betsTable = `${schema}.bets`
      const tablesTable = `${schema}.tables`
      // Changed behind the store's back with no event (no path of the service does this): the kept bets answer, which
      // shows they are what is used.
      await db.query(`UPDATE ${betsTable} SET stake_cents = 300 WHERE table_id = $1`, [tableId])
      t.same(
        (await store.getTable(tableId))!.bets.map((b) => b.stakeCents),
        PLAYERS.map(() => 200),
        'kept: the stakes as placed',
      )
      // The same change with an event numbered, as every change of bets has: read from the database.
      await db.query(`UPDATE ${tablesTable} SET event_seq = event_seq + 1 WHERE table_id = $1`, [tableId])
      t.same(
        (await store.getTable(tableId))!.bets.map((b) => b.stakeCents),
        PLAYERS.map(() => 300),
        'at a new event: read again',
      )
      const flop = await store.advanceGame(tableId, 'STATUS_HOLE')
      t.same(
        flop.bets.map((b) => b.stakeCents),
        PLAYERS.map(() => 300),
        'and the step reads them too',
      )

      // A step whose commit fails (all of it written, then the commit refused; the event number it took is used again
      // by the next change) keeps nothing.
      await db.query(
        `CREATE FUNCTION ${schema}.refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION
          'refused at commit'; END $$`,
      )
      await db.query(
        `CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT ON ${schema}.table_events DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW WHEN (NEW.type = 'stage') EXECUTE FUNCTION ${schema}.refuse_commit()`,
      )
      await t.rejects(store.advanceGame(tableId, 'STATUS_FLOP'), 'FLOP -> TURN refused at its commit')
      await db.query(`DROP TRIGGER refuse_commit ON ${schema}.table_events`)
      await db.query(`UPDATE ${betsTable} SET stake_cents = 400 WHERE table_id = $1`, [tableId])
      await db.query(`UPDATE ${tablesTable} SET event_seq = event_seq + 1 WHERE table_id = $1`, [tableId])
      const turn = await store.advanceGame(tableId, 'STATUS_FLOP')
      t.same(
        turn.bets.map((b) => b.stakeCents),
        PLAYERS.map(() => 400),
        'the step after it has the bets as the database holds them',
      )
      const river = await store.advanceGame(tableId, 'STATUS_TURN')
      t.same(
        river.bets.map((b) => b.payoutCents ?? 0),
        river.bets.map((b) => (b.status === 'WON' ? Math.floor((400 * b.recordedOddsTenths) / 10) : 0)),
        'and settles them so',
      )
    },
  )

  t.test(
    "a step that waited on the table's lock reads the seats and game as that change left them, not as its statement " +
      'began',
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema, gameBetsKept: 0 })
      t.teardown(() => store.close())
      const { tableId, offered } = await bettingTable(store, 1_000_000, 5)
      await store.placeBet(tableId, {
        caller: null,
        playerId: PLAYERS[0],
        gameId: 1,
        bettingStage: 0,
        handIndex: offered[0],
        stakeCents: 200,
      })
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP'] as const) await store.advanceGame(tableId, from)
      // Another transaction holds the table's lock while the step starts, then changes a seat and numbers an event (as
      // every change of seats does) and commits: the step's statement began before it, its lock comes after.
      const other = new pg.Client({ connectionString: urlWithSchema(db.url, schema) })
      await other.connect()
      t.teardown(() => other.end())
      await other.query('BEGIN')
      await other.query('SELECT 1 FROM tables WHERE table_id = $1 FOR UPDATE', [tableId])
      const step = store.advanceGame(tableId, 'STATUS_TURN')
      await blockedBy(await backendOf(other), 'the step waiting on the lock')
      const seat = (await store.getTable(tableId))!.seats.find((s) => s.playerId === PLAYERS[1])!
      await other.query('UPDATE seats SET balance_cents = 123456 WHERE table_id = $1 AND seat_id = $2', [
        tableId,
        seat.seatId,
      ])
      await other.query('UPDATE tables SET event_seq = event_seq + 1 WHERE table_id = $1', [tableId])
      await other.query('COMMIT')
      const river = await step
      t.equal(river.state, 'STATUS_RIVER', 'the step ran once the lock was free')
      t.equal(
        river.seats.find((s) => s.seatId === seat.seatId)!.balanceCents,
        123_456,
        "the seat as the other transaction left it, in the step's answer",
      )
      t.equal(
        (await store.getTable(tableId))!.seats.find((s) => s.seatId === seat.seatId)!.balanceCents,
        123_456,
        'and the database keeps it',
      )
    },
  )

  t.test(
    'a self-exclusion committed while the river waits on the table cashes the player out at that river',
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema, gameBetsKept: 0 })
      t.teardown(() => store.close())
      const { tableId } = await bettingTable(store, 1_000_000, 7)
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP'] as const) await store.advanceGame(tableId, from)
      const excluded = PLAYERS[1]
      const seatCents = (await store.getTable(tableId))!.seats.find((s) => s.playerId === excluded)!.balanceCents
      const accountBefore = (await store.getAccount(excluded)).balanceCents
      // Another transaction holds the player's protection lock, so the self-exclusion stops there, after it has taken
      // the table's row; the river then starts (its statement reads the self-excluded players as of its start) and
      // waits
      // on that row; the exclusion commits before the river gets it.
      const other = new pg.Client({ connectionString: urlWithSchema(db.url, schema) })
      await other.connect()
      t.teardown(() => other.end())
      await other.query('BEGIN')
      await other.query('SELECT pg_advisory_xact_lock(protection_lock($1))', [excluded])
      const exclusion = store.imposeBreak(excluded, 'SELF_EXCLUSION', 6, { actor: excluded, source: 'PLAYER' })
      const excluding = await blockedBy(await backendOf(other), 'the exclusion waiting on the player')
      const river = store.advanceGame(tableId, 'STATUS_TURN')
      await blockedBy(excluding, 'the river waiting on the table the exclusion took')
      await other.query('COMMIT')
      await exclusion
      const settled = await river
      t.equal(settled.state, 'STATUS_RIVER')
      t.notOk(
        settled.seats.some((s) => s.playerId === excluded),
        'the self-excluded player has no seat after this river',
      )
      const account = await store.getAccount(excluded)
      t.same(account.seats, [])
      t.equal(account.balanceCents, accountBefore + seatCents, "the seat's balance (no bets) is in the account")
    },
  )
}
