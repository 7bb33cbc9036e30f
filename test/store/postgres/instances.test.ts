// The PostgreSQL store on a real database, two instances at once: races between them for seats, bets, games and
// money, each answer as one store alone would give it; and a restart in the middle of a game (the rest of the store's
// own tests: store.test.ts; the shared contract: contract.test.ts, contract-money.test.ts, contract-oversight.test.ts).

import pg from 'pg'
import t from 'tap'
import { formatCard } from '../../../src/core/cards.ts'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import type { SitResult } from '../../../src/core/seating.ts'
import type { TableSettings } from '../../../src/core/tables.ts'
import { tableStateView } from '../../../src/http/game-views.ts'
import type { PostgresStore } from '../../../src/store/postgres/index.ts'
import { codeOf } from '../../helpers/domain.ts'
import { testDatabaseUrl, usePostgres } from '../../helpers/postgres.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'
import { sitAt, tableWithGame } from './fixtures.ts'

const db = await usePostgres(t)

/**
 * Notes which transaction writes each bet in `schema` from now on (txid_current() names the top-level one, inside a
 * subtransaction too); the returned function stops noting and answers how many bets, how many transactions, and how
 * many of those held bets of more than one table.
 */
async function noteBetTransactions(
  schema: string,
  name: string,
): Promise<() => Promise<{ bets: number; transactions: number; spanning: number }>> {
  await db!.query(`CREATE TABLE ${schema}.${name} (bet_id bigint, txid bigint);
    CREATE FUNCTION ${schema}.${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO ${schema}.${name} VALUES (NEW.bet_id, txid_current()); RETURN NEW; END $$;
    CREATE TRIGGER ${name} AFTER INSERT ON ${schema}.bets FOR EACH ROW EXECUTE FUNCTION ${schema}.${name}();`)
  return async () => {
    await db!.query(`DROP TRIGGER ${name} ON ${schema}.bets`)
    const row = (
      await db!.query<{ bets: string; transactions: string; spanning: string }>(
        `SELECT count(*) AS bets, count(DISTINCT txid) AS transactions,
           (SELECT count(*) FROM (SELECT n.txid FROM ${schema}.${name} n JOIN ${schema}.bets x USING (bet_id) GROUP BY
           n.txid HAVING count(DISTINCT x.table_id) > 1) m) AS spanning
         FROM ${schema}.${name}`,
      )
    ).rows[0]
    return { bets: Number(row.bets), transactions: Number(row.transactions), spanning: Number(row.spanning) }
  }
}

if (db) {
  t.test('two instances on one database', async (t) => {
    const schema = await db.createSchema()
    // Both start at once: the migration lock lets exactly one of them create the tables.
    const [a, b] = await Promise.all([db.createStore({ schema }), db.createStore({ schema })])
    const pick = (i: number): PostgresStore => (i % 2 === 0 ? a : b)

    t.test(
      '120 concurrent new players on one table: exactly 6 seated on distinct seats, the rest TABLE_FULL',
      async (t) => {
        const results = await Promise.allSettled(
          Array.from({ length: 120 }, (_, i) => pick(i).sit(sitAt(1, `player-${i}`, 100 + i))),
        )
        const seated = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ i, ack: r.value }] : []))
        const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { code?: string }] : []))
        t.equal(seated.length, 6)
        t.same(
          seated.map((s) => s.ack.seatId).sort((x, y) => x - y),
          [1, 2, 3, 4, 5, 6],
        )
        t.equal(refused.length, 114)
        t.ok(
          refused.every((e) => e.code === 'TABLE_FULL'),
          'every refusal is TABLE_FULL',
        )
        const seats = await a.getSeats(1)
        t.same(seats, await b.getSeats(1), 'both instances see the same table')
        t.same(
          seats,
          seated
            .map(({ i, ack }) => ({ seatId: ack.seatId, playerId: `player-${i}`, balanceCents: 100 + i }))
            .sort((x, y) => x.seatId - y.seatId),
        )
      },
    )

    t.test('60 concurrent top-ups by one player: the balance is exactly the sum', async (t) => {
      const amounts = Array.from({ length: 60 }, (_, i) => 1_000 + 37 * i + 1)
      const total = amounts.reduce((sum, cents) => sum + cents, 0)
      const acks = await Promise.all(amounts.map((cents, i) => pick(i).sit(sitAt(2, 'whale', cents))))
      t.ok(
        acks.every((ack) => ack.seatId === 1),
        'one seat throughout',
      )
      t.equal(new Set(acks.map((ack) => ack.balanceCents)).size, 60, 'each top-up saw the one before it')
      t.equal(Math.max(...acks.map((ack) => ack.balanceCents)), total)
      t.same(await b.getSeats(2), [{ seatId: 1, playerId: 'whale', balanceCents: total }])
    })

    t.test(
      "one player's bets at four tables from both instances at a WAGER limit: never past it together",
      async (t) => {
        const settings: TableSettings = {
          numberOfHands: 2,
          numberOfSeats: 4,
          targetRtpBp: 9_500,
          maxBetCents: 2_500,
          mode: 'INTERACTIVE',
          skipTurn: false,
          bettingSeconds: 15,
          revealSeconds: 5,
        }
        const tables: Array<{ tableId: number; hand: number }> = []
        for (let i = 0; i < 4; i++) {
          const tableId = 9_001 + i
          await a.sit(sitAt(tableId, 'capped', 10_000))
          const dealt = dealGame(2, 1, `cap-${i}`, Buffer.alloc(32, i + 1))
          const started = await a.startGame(
            tableId,
            { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_500), startedAt: '2030-01-01T00:00:00.000Z' },
            settings,
          )
          tables.push({ tableId, hand: started.game!.pricing[0].findIndex((p) => p.oddsTenths > 0) })
        }
        await b.setLimit(
          'capped',
          { kind: 'WAGER', period: 'DAY', amountCents: 5_000 },
          { source: 'PLAYER', actor: 'capped' },
        )
        const results = await Promise.allSettled(
          Array.from({ length: 40 }, (_, i) => {
            const { tableId, hand } = tables[i % 4]
            return pick(i).placeBet(tableId, {
              caller: null,
              playerId: 'capped',
              gameId: 1,
              bettingStage: 0,
              handIndex: hand,
              stakeCents: 250,
            })
          }),
        )
        const placed = results.filter((r) => r.status === 'fulfilled').length
        t.equal(placed, 20, 'exactly 50.00 of stakes placed')
        t.ok(
          results.every((r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'LIMIT_REACHED'),
          'the rest refused LIMIT_REACHED',
        )
        const staked = (await Promise.all(tables.map(({ tableId }) => a.getLedger(tableId, 'capped'))))
          .flat()
          .filter((e) => e.kind === 'BET')
          .reduce((sum, e) => sum - e.amountCents, 0)
        t.equal(staked, 5_000, 'the ledgers hold exactly the limit')
      },
    )

    t.test(
      'a void racing the river and a bet from two instances: exactly one of void and river wins, no cent lost',
      async (t) => {
        const settings: TableSettings = {
          numberOfHands: 2,
          numberOfSeats: 4,
          targetRtpBp: 9_500,
          maxBetCents: 2_500,
          mode: 'INTERACTIVE',
          skipTurn: false,
          bettingSeconds: 15,
          revealSeconds: 5,
        }
        const outcomes = { void: 0, river: 0, betPlaced: 0 }
        for (let round = 0; round < 12; round++) {
          const tableId = 9_100 + round
          await a.sit(sitAt(tableId, 'racer', 5_000))
          const dealt = dealGame(2, 1, `void-race-${round}`, Buffer.alloc(32, round + 1))
          const started = await a.startGame(
            tableId,
            { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_500), startedAt: '2030-01-01T00:00:00.000Z' },
            settings,
          )
          const hole = started.game!.pricing[0].findIndex((p) => p.oddsTenths > 0)
          await a.placeBet(tableId, {
            caller: null,
            playerId: 'racer',
            gameId: 1,
            bettingStage: 0,
            handIndex: hole,
            stakeCents: 1000,
          })
          await b.advanceGame(tableId, 'STATUS_HOLE')
          const turn = (await b.advanceGame(tableId, 'STATUS_FLOP')).game!.pricing[2].findIndex((p) => p.oddsTenths > 0)
          const voiding = round % 2 === 0 ? a : b
          const rivering = round % 2 === 0 ? b : a
          const [voided, river, bet] = await Promise.allSettled([
            voiding.voidGame(tableId, 1, { actor: 'op-1', reason: 'race' }),
            rivering.advanceGame(tableId, 'STATUS_TURN'),
            turn >= 0
              ? pick(round).placeBet(tableId, {
                  caller: null,
                  playerId: 'racer',
                  gameId: 1,
                  bettingStage: 2,
                  handIndex: turn,
                  stakeCents: 500,
                })
              : Promise.reject(new Error('no price')),
          ])
          t.equal(
            [voided, river].filter((r) => r.status === 'fulfilled').length,
            1,
            `round ${round}: exactly one of void and river`,
          )
          const bets = await a.getBets(tableId, 1)
          const seat = (await a.getSeats(tableId))[0]
          if (voided.status === 'fulfilled') {
            outcomes.void++
            t.match((river as PromiseRejectedResult).reason, { code: 'STATE_CHANGED' })
            t.ok(
              bets.every((x) => x.status === 'VOID'),
              'every bet void',
            )
            t.equal(seat.balanceCents, 5_000, 'every stake back')
          } else {
            outcomes.river++
            t.match(voided.reason, { code: 'GAME_SETTLED' })
            t.ok(
              bets.every((x) => x.status === 'WON' || x.status === 'LOST'),
              'every bet settled',
            )
            t.equal(
              seat.balanceCents,
              5_000 - bets.reduce((sum, x) => sum + x.stakeCents - (x.payoutCents ?? 0), 0),
              'the seat is its stakes and payouts',
            )
          }
          if (bet.status === 'fulfilled') outcomes.betPlaced++
          else if (turn >= 0)
            t.ok(
              ['STAGE_CLOSED', 'STATE_CHANGED'].includes((bet.reason as { code?: string }).code ?? ''),
              `a late bet is refused: ${(bet.reason as Error).message}`,
            )
          t.equal(bets.length, bet.status === 'fulfilled' ? 2 : 1, 'a bet is recorded exactly when it was answered')
          await checkLedgerInvariants(t, a, tableId)
        }
        t.equal(outcomes.void + outcomes.river, 12)
        t.comment(
          `void won ${outcomes.void}, river won ${outcomes.river}, the racing bet placed ${outcomes.betPlaced} of 12`,
        )
      },
    )

    t.test("a player's switch racing their bets from two instances: no bet passes once the switch is in", async (t) => {
      const settings: TableSettings = {
        numberOfHands: 2,
        numberOfSeats: 4,
        targetRtpBp: 9_500,
        maxBetCents: 2_500,
        mode: 'INTERACTIVE',
        skipTurn: false,
        bettingSeconds: 15,
        revealSeconds: 5,
      }
      const tableId = 9_200
      await a.sit(sitAt(tableId, 'switched', 10_000))
      const dealt = dealGame(2, 1, 'switch-race', Buffer.alloc(32, 7))
      const started = await a.startGame(
        tableId,
        { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_500), startedAt: '2030-01-01T00:00:00.000Z' },
        settings,
      )
      const hand = started.game!.pricing[0].findIndex((p) => p.oddsTenths > 0)
      const bet = (i: number) =>
        pick(i).placeBet(tableId, {
          caller: null,
          playerId: 'switched',
          gameId: 1,
          bettingStage: 0,
          handIndex: hand,
          stakeCents: 100,
        })
      // Bets sent a millisecond apart over 30 ms, the switch from the other instance in the middle of them.
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      const [switched, ...bets] = await Promise.allSettled([
        later(12).then(() => b.switchPlayer('switched', true, { actor: 'op-1', reason: 'race' })),
        ...Array.from({ length: 30 }, (_, i) => later(i).then(() => bet(i))),
      ])
      t.equal(switched.status, 'fulfilled', 'the switch went in')
      t.ok(
        bets.every((r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'PLAYER_DISABLED'),
        'every bet placed or refused PLAYER_DISABLED',
      )
      const [row] = await a.listAudit({ limit: 1, kind: 'PLAYER_DISABLED' })
      const placed = await a.getBets(tableId, 1)
      t.equal(
        placed.length,
        bets.filter((r) => r.status === 'fulfilled').length,
        'a bet is recorded exactly when it was answered',
      )
      // Both times are the database's clock; the audit row's is kept to the millisecond.
      t.ok(
        placed.every((x) => Math.floor(Date.parse(x.placedAt)) <= row.at),
        'every bet placed was placed before the switch was written',
      )
      t.equal(await codeOf(bet(0)), 'PLAYER_DISABLED', 'and none after')
      t.comment(`${placed.length} of 30 bets placed before the switch`)
      await checkLedgerInvariants(t, a, tableId)
    })

    t.test('concurrent retries with one Idempotency-Key have one effect', async (t) => {
      const command = sitAt(3, 'ann', 2_500, { idempotency: { key: 'race-1', fingerprint: 'ann:2500' } })
      const acks = await Promise.all(Array.from({ length: 30 }, (_, i) => pick(i).sit(command)))
      t.same(new Set(acks.map((ack) => JSON.stringify(ack))).size, 1, 'every retry got the same answer')
      t.same(acks[0], { seatId: 1, balanceCents: 2_500 })
      t.same(await a.getSeats(3), [{ seatId: 1, playerId: 'ann', balanceCents: 2_500 }])
    })

    t.test('concurrent different bodies under one key: one wins, the rest IDEMPOTENCY_KEY_REUSED', async (t) => {
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          pick(i).sit(sitAt(4 + (i % 3), `p${i}`, 100, { idempotency: { key: 'race-2', fingerprint: `p${i}` } })),
        ),
      )
      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ i, ack: r.value as SitResult }] : []))
      t.equal(won.length, 1)
      t.ok(
        results.every(
          (r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'IDEMPOTENCY_KEY_REUSED',
        ),
        'every loser is IDEMPOTENCY_KEY_REUSED',
      )
      const seats = [...(await a.getSeats(4)), ...(await a.getSeats(5)), ...(await a.getSeats(6))]
      t.same(seats, [{ seatId: 1, playerId: `p${won[0].i}`, balanceCents: 100 }], 'only the winner sat')
    })

    t.test('20 concurrent advances split over both instances move a table one step, each time', async (t) => {
      const settings = {
        numberOfHands: 3,
        numberOfSeats: 2,
        targetRtpBp: 9_700,
        maxBetCents: 1_000,
        mode: 'INTERACTIVE' as const,
        skipTurn: false,
        bettingSeconds: 15,
        revealSeconds: 5,
      }
      const tableId = await a.createTable(settings)
      const dealt = dealGame(3, 1, 'race', Buffer.alloc(32, 9))
      const game = {
        ...dealt,
        pricing: priceGame(dealt.hands, dealt.board, 9_700),
        startedAt: '2030-01-01T00:00:00.000Z',
      }
      const starts = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => pick(i).startGame(tableId, game, settings)),
      )
      t.equal(starts.filter((r) => r.status === 'fulfilled').length, 1, 'one start')
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const) {
        const steps = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => pick(i).advanceGame(tableId, from)))
        t.equal(steps.filter((r) => r.status === 'fulfilled').length, 1, `one step from ${from}`)
        t.ok(
          steps.every((r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'STATE_CHANGED'),
          'the rest STATE_CHANGED',
        )
      }
      t.equal((await b.getTable(tableId))?.state, 'STATUS_SETUP')
      const { settledAt, ...stored } = (await b.getGame(tableId, 1))!
      t.same(stored, game, 'the game is stored whole and read back the same by the other instance')
      t.equal(typeof settledAt, 'number', 'with when its river settled it')
    })

    t.test(
      'money over both instances: 100 bets past the balance, one key 50 times, bets racing the close',
      async (t) => {
        const { tableId, game } = await tableWithGame(a, b, { ann: 50_000 }, 'money', 4)
        const hand = game.pricing[0].findIndex((p) => p.oddsTenths > 0)
        const stake = (betAmount: number, extra = {}) => ({
          caller: null,
          playerId: 'ann',
          gameId: 1,
          bettingStage: 0,
          handIndex: hand,
          stakeCents: Math.round(betAmount * 100),
          ...extra,
        })
        const results = await Promise.allSettled(
          Array.from({ length: 100 }, (_, i) => pick(i).placeBet(tableId, stake(5 + (i % 7)))),
        )
        const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []))
        t.ok(
          results.every(
            (r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'INSUFFICIENT_BALANCE',
          ),
        )
        const left = (await b.getSeats(tableId))[0].balanceCents
        t.equal(left, 50_000 - placed.reduce((sum, x) => sum + x.stakeCents, 0), 'never overdrawn, the sum exact')
        await a.sit(sitAt(tableId, 'ann', 50_000))
        const same = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            pick(i).placeBet(tableId, stake(3, { idempotency: { key: 'k-50', fingerprint: 'x' } })),
          ),
        )
        t.equal(new Set(same.map((r) => r.bet.betId)).size, 1, 'one key, one bet')
        const racing = Array.from({ length: 40 }, (_, i) => pick(i).placeBet(tableId, stake(1)))
        const closing = pick(1).advanceGame(tableId, 'STATUS_HOLE')
        const raced = await Promise.allSettled(racing)
        await closing
        const accepted = raced.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet.betId] : []))
        t.ok(raced.every((r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'STAGE_CLOSED'))
        const stored = (await a.getBets(tableId, 1)).map((x) => x.betId)
        t.ok(
          accepted.every((id) => stored.includes(id)),
          'every acknowledged bet exists',
        )
        t.equal(stored.length, placed.length + 1 + accepted.length, 'and no other')
        await checkLedgerInvariants(t, a, tableId)
      },
    )

    // An instance plans a bet at a table it has seen from what it saw, without reading. Every case below changes the
    // table through the other instance (or lets the clock close the stage) after `a` has seen it: the answer must be
    // the one a fresh read gives, and a refusal must change nothing.
    t.test('a bet planned from what an instance last saw gets the answer a fresh read gives', async (t) => {
      const { tableId, game } = await tableWithGame(a, b, { ann: 10_000 }, 'seen', 7, { maxBetCents: 100_000 })
      const hand = [0, 1].find((h) => game.pricing[0][h].oddsTenths > 0 && game.pricing[1][h].oddsTenths > 0)!
      t.ok(hand !== undefined, 'a hand offered at hole and flop')
      const bet = (betAmount: number, extra: Record<string, unknown> = {}) => ({
        caller: null,
        playerId: 'ann',
        gameId: 1,
        bettingStage: 0,
        handIndex: hand,
        stakeCents: Math.round(betAmount * 100),
        ...extra,
      })
      const balance = async () => (await b.getSeats(tableId))[0].balanceCents

      t.equal((await a.placeBet(tableId, bet(10))).balanceCents, 9_000, 'a has seen the table: 9,000 left')
      await b.sit(sitAt(tableId, 'ann', 5_000))
      const topped = await a.placeBet(tableId, bet(120))
      t.equal(topped.balanceCents, 2_000, 'a top-up through b is spent through a (a had seen 9,000)')
      await b.placeBet(tableId, bet(15))
      const refused = await a.placeBet(tableId, bet(10)).catch((error: { code?: string; message?: string }) => error)
      t.match(
        refused,
        { code: 'INSUFFICIENT_BALANCE', message: /seat balance of 5\b/ },
        'a bet through b spent what a had seen: refused with the fresh balance',
      )
      t.equal(await balance(), 500, 'and nothing taken')

      const first = await a.placeBet(tableId, bet(1, { idempotency: { key: 'seen-1', fingerprint: 'one' } }))
      const again = await b.placeBet(tableId, bet(1, { idempotency: { key: 'seen-1', fingerprint: 'one' } }))
      const third = await a.placeBet(tableId, bet(1, { idempotency: { key: 'seen-1', fingerprint: 'one' } }))
      t.same(
        [again.bet.betId, third.bet.betId],
        [first.bet.betId, first.bet.betId],
        'a repeated key is answered with the first bet on either instance',
      )
      t.same([again.balanceCents, third.balanceCents], [400, 400], 'and the balance answered then')
      const reused = await a
        .placeBet(tableId, bet(2, { idempotency: { key: 'seen-1', fingerprint: 'two' } }))
        .catch((error: { code?: string }) => error)
      t.match(reused, { code: 'IDEMPOTENCY_KEY_REUSED' })
      t.equal(await balance(), 400, 'one key, one charge')

      await b.advanceGame(tableId, 'STATUS_HOLE')
      const late = await a.placeBet(tableId, bet(1)).catch((error: { code?: string }) => error)
      t.match(late, { code: 'STAGE_CLOSED' }, 'the stage a had seen was closed through b')
      const flop = await a.placeBet(tableId, bet(1, { bettingStage: 1 }))
      t.equal(
        flop.bet.recordedOddsTenths,
        game.pricing[1][hand].oddsTenths,
        'a bet on the stage b opened is priced at the flop',
      )
      t.equal(await balance(), 300)
      t.equal((await b.getBets(tableId, 1)).length, 5, 'every placed bet is stored once, no refused one')
      await checkLedgerInvariants(t, a, tableId)
    })

    t.test(
      'concurrent bets at one table share commits; a refused one in the same statement leaves the others whole',
      async (t) => {
        const { tableId, game } = await tableWithGame(a, a, { ann: 2_000, bob: 100_000 }, 'queued', 3, {
          numberOfSeats: 3,
          maxBetCents: 100_000,
        })
        const hand = game.pricing[0].findIndex((p) => p.oddsTenths > 0)
        const bet = (playerId: string, betAmount: number, extra: Record<string, unknown> = {}) => ({
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: hand,
          stakeCents: Math.round(betAmount * 100),
          ...extra,
        })
        await a.placeBet(tableId, bet('bob', 1))
        const noted = await noteBetTransactions(schema, 'bets_one_table')
        // All from one instance at once: ann's 3 x 7 fit 20.00 twice, bob's one key arrives 10 times, bob bets 30 more.
        const calls = [
          ...Array.from({ length: 3 }, () => a.placeBet(tableId, bet('ann', 7))),
          ...Array.from({ length: 10 }, () =>
            a.placeBet(tableId, bet('bob', 2, { idempotency: { key: 'queued-1', fingerprint: 'k' } })),
          ),
          ...Array.from({ length: 30 }, () => a.placeBet(tableId, bet('bob', 1))),
        ]
        const results = await Promise.allSettled(calls)
        const ann = results.slice(0, 3)
        t.equal(ann.filter((r) => r.status === 'fulfilled').length, 2, "two of ann's three bets fit her balance")
        t.match(
          ann.find((r) => r.status === 'rejected'),
          { reason: { code: 'INSUFFICIENT_BALANCE' } },
        )
        const keyed = results.slice(3, 13).map((r) => (r.status === 'fulfilled' ? r.value.bet.betId : r.reason))
        t.equal(new Set(keyed).size, 1, 'one key, one bet, every caller answered with it')
        t.ok(
          results.slice(13).every((r) => r.status === 'fulfilled'),
          "bob's other bets all placed",
        )
        const seats = await b.getSeats(tableId)
        t.same(
          seats.map((s) => s.balanceCents),
          [2_000 - 1_400, 100_000 - 100 - 200 - 3_000],
        )
        const bets = await b.getBets(tableId, 1)
        t.equal(bets.length, 1 + 2 + 1 + 30, 'every placed bet stored once, no refused one')
        const commits = await noted()
        t.equal(commits.bets, bets.length - 1, 'each concurrent bet noted once')
        t.ok(
          commits.transactions < bets.length - 1,
          `the ${bets.length - 1} concurrent bets took ${commits.transactions} commits`,
        )
        await checkLedgerInvariants(t, a, tableId)
      },
    )

    t.test(
      'a bet that player protection refuses, in the same statement as others, leaves them whole and is kept nowhere',
      async (t) => {
        const { tableId, game } = await tableWithGame(a, a, { cat: 100_000, dan: 100_000 }, 'limited', 41, {
          numberOfSeats: 2,
          maxBetCents: 100_000,
        })
        const hand = game.pricing[0].findIndex((p) => p.oddsTenths > 0)
        const bet = (playerId: string, betAmount: number) => ({
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: hand,
          stakeCents: Math.round(betAmount * 100),
        })
        await a.setLimit(
          'cat',
          { kind: 'WAGER', period: 'DAY', amountCents: 1_500 },
          { source: 'PLAYER', actor: 'cat' },
        )
        await a.placeBet(tableId, bet('dan', 1))
        const noted = await noteBetTransactions(schema, 'bets_limited')
        // From one instance at once: cat's 7 x 5.00 against her 15.00 a day, between dan's 10 x 1.00.
        const calls = Array.from({ length: 17 }, (_, i) =>
          i % 2 === 1 && i < 14 ? a.placeBet(tableId, bet('cat', 5)) : a.placeBet(tableId, bet('dan', 1)),
        )
        const results = await Promise.allSettled(calls)
        const commits = await noted()
        const cat = results.filter((_, i) => i % 2 === 1 && i < 14)
        t.equal(cat.filter((r) => r.status === 'fulfilled').length, 3, "three of cat's seven stakes fit her limit")
        t.ok(
          cat
            .filter((r) => r.status === 'rejected')
            .every((r) => (r as PromiseRejectedResult).reason.code === 'LIMIT_REACHED'),
          'the other four are refused by her limit',
        )
        t.ok(
          results.filter((_, i) => !(i % 2 === 1 && i < 14)).every((r) => r.status === 'fulfilled'),
          "every bet of dan's is placed",
        )
        t.same(
          (await b.getSeats(tableId)).map((s) => s.balanceCents),
          [100_000 - 1_500, 100_000 - 100 - 1_000],
        )
        t.equal((await b.getBets(tableId, 1)).length, 1 + 3 + 10, 'every placed bet stored once, no refused one')
        t.equal(commits.bets, 13, 'each placed bet noted once')
        t.ok(commits.transactions < 13, `the 13 bets took ${commits.transactions} commits`)
        t.match(
          (await a.getProtection('cat')).standings,
          [{ kind: 'WAGER', period: 'DAY', usedCents: 1_500, remainingCents: 0 }],
          'the limit counts the placed stakes only',
        )
        await checkLedgerInvariants(t, a, tableId)
      },
    )

    t.test(
      'bets at four tables from both instances at once share commits across tables; every sum exact',
      async (t) => {
        const tables: Array<Awaited<ReturnType<typeof tableWithGame>>> = []
        for (let i = 0; i < 4; i++)
          tables.push(await tableWithGame(a, b, { ann: 1_000, bob: 1_000 }, `many-${i}`, 20 + i))
        const bet = (table: (typeof tables)[number], playerId: string) => ({
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: table.game.pricing[0].findIndex((p) => p.oddsTenths > 0),
          stakeCents: 100,
        })
        for (const table of tables) await a.placeBet(table.tableId, bet(table, 'ann'))
        const noted = await noteBetTransactions(schema, 'bets_four_tables')
        // 12 bets of 1.00 a player a table (ann has 9.00 left, bob 10.00), spread over both instances.
        const calls = tables.flatMap((table, i) =>
          Array.from({ length: 24 }, (_, j) =>
            pick(i + j).placeBet(table.tableId, bet(table, j % 2 === 0 ? 'ann' : 'bob')),
          ),
        )
        const results = await Promise.allSettled(calls)
        const commits = await noted()
        t.ok(
          results.every(
            (r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'INSUFFICIENT_BALANCE',
          ),
          'every refusal is INSUFFICIENT_BALANCE',
        )
        for (const table of tables) {
          const seats = await b.getSeats(table.tableId)
          const bets = await a.getBets(table.tableId, 1)
          t.same(
            seats.map((s) => s.balanceCents),
            [0, 0],
            `table ${table.tableId}: both balances spent to the cent, never below`,
          )
          t.equal(
            bets.length,
            1 + 9 + 10,
            `table ${table.tableId}: ann's first bet, 9 more of her 12, and 10 of bob's 12`,
          )
          await checkLedgerInvariants(t, a, table.tableId)
        }
        t.equal(commits.bets, 4 * 19, 'each placed bet noted once')
        t.ok(commits.transactions < 4 * 19, `the ${4 * 19} bets took ${commits.transactions} commits`)
        t.ok(commits.spanning > 0, `${commits.spanning} commits held bets of more than one table`)
      },
    )

    t.test(
      "a protected player's bets at four tables in shared statements: each stake counted once in the limit's use",
      async (t) => {
        const tables: Array<Awaited<ReturnType<typeof tableWithGame>>> = []
        for (let i = 0; i < 4; i++)
          tables.push(await tableWithGame(a, a, { pam: 5_000, sam: 5_000 }, `pam-${i}`, 50 + i))
        await a.setLimit(
          'pam',
          { kind: 'WAGER', period: 'DAY', amountCents: 100_000 },
          { source: 'PLAYER', actor: 'pam' },
        )
        const bet = (table: (typeof tables)[number], playerId: string) => ({
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: table.game.pricing[0].findIndex((p) => p.oddsTenths > 0),
          stakeCents: 100,
        })
        const noted = await noteBetTransactions(schema, 'bets_protected')
        // From one instance at once: pam (protected) and sam (not) each bet 1.00 six times at each of the four tables.
        const results = await Promise.allSettled(
          tables.flatMap((table) =>
            Array.from({ length: 12 }, (_, j) => a.placeBet(table.tableId, bet(table, j % 2 === 0 ? 'pam' : 'sam'))),
          ),
        )
        const commits = await noted()
        t.ok(
          results.every((r) => r.status === 'fulfilled'),
          'every bet placed',
        )
        t.ok(commits.transactions < 48, `the 48 bets took ${commits.transactions} commits`)
        t.match(
          (await a.getProtection('pam')).standings,
          [{ kind: 'WAGER', period: 'DAY', usedCents: 2_400, remainingCents: 100_000 - 2_400 }],
          "pam's 24 stakes, each counted once",
        )
        for (const table of tables) {
          const entries = (await b.getLedger(table.tableId)).filter((e) => e.kind === 'BET')
          const bets = await b.getBets(table.tableId, 1)
          t.same(
            entries.map((e) => e.betId).sort(),
            bets.map((x) => x.betId).sort(),
            `table ${table.tableId}: one ledger entry for each bet`,
          )
          await checkLedgerInvariants(t, a, table.tableId)
        }
      },
    )

    t.test(
      "a bet waiting for its table's row lock holds the instance's bets at other tables for a moment only",
      async (t) => {
        const held = await tableWithGame(a, a, { ann: 1_000 }, 'held', 31)
        const other = await tableWithGame(a, a, { bob: 1_000 }, 'other', 32)
        const bet = (table: typeof held, playerId: string) => ({
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: table.game.pricing[0].findIndex((p) => p.oddsTenths > 0),
          stakeCents: 100,
        })
        // Seen by a: the next bets at both tables go straight to their statements.
        await a.placeBet(held.tableId, bet(held, 'ann'))
        await a.placeBet(other.tableId, bet(other, 'bob'))
        // Another connection holds the first table's row (as a settlement or another instance's statement would).
        const locker = new pg.Client({ connectionString: testDatabaseUrl() })
        await locker.connect()
        t.teardown(() => locker.end())
        await locker.query('BEGIN')
        await locker.query(`SELECT 1 FROM ${schema}.tables WHERE table_id = $1 FOR UPDATE`, [held.tableId])
        let heldAnswered = false
        const heldBet = a.placeBet(held.tableId, bet(held, 'ann')).finally(() => (heldAnswered = true))
        await new Promise((resolve) => setTimeout(resolve, 200))
        t.notOk(heldAnswered, "the bet at the held table waits for the table's row")
        const otherBet = await Promise.race([
          a.placeBet(other.tableId, bet(other, 'bob')),
          new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 10_000).unref()),
        ])
        t.not(otherBet, 'held', 'a bet at another table through the same instance is placed meanwhile')
        t.notOk(heldAnswered, 'while the first still waits')
        await locker.query('COMMIT')
        t.equal((await heldBet).balanceCents, 800, 'the waiting bet is placed once the row is free')
        t.same(
          (await b.getSeats(other.tableId)).map((s) => s.balanceCents),
          [800],
        )
        await checkLedgerInvariants(t, a, held.tableId)
      },
    )

    t.test(
      'a bet planned from what an instance saw is refused once the stage has closed on the database clock',
      async (t) => {
        // This instance's Node clock runs a minute late: no plan of a bet reads it (only Idempotency-Keys' ages do).
        const late = await db.createStore({ schema, idempotencyClock: () => Date.now() - 60_000 })
        const { tableId, game, started } = await tableWithGame(a, a, { ann: 1_000 }, 'deadline', 5, {
          mode: 'AUTO',
          bettingSeconds: 3,
          revealSeconds: 1,
        })
        const hand = game.pricing[0].findIndex((p) => p.oddsTenths > 0)
        const bet = { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0, handIndex: hand, stakeCents: 100 }
        await late.placeBet(tableId, bet)
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started.stageEndsAt! - Date.now()) + 200))
        const refused = await late.placeBet(tableId, bet).catch((error: { code?: string }) => error)
        t.match(refused, { code: 'STAGE_CLOSED' })
        t.equal((await b.getSeats(tableId))[0].balanceCents, 900, 'only the bet before the deadline was taken')
        t.equal((await b.getBets(tableId, 1)).length, 1)
      },
    )
  })

  t.test('a restart in the middle of a game loses nothing and reveals nothing early', async (t) => {
    const schema = await db.createSchema()
    const before = await db.createStore({ schema })
    const settings = {
      numberOfHands: 4,
      numberOfSeats: 2,
      targetRtpBp: 9_700,
      maxBetCents: 1_000,
      mode: 'INTERACTIVE' as const,
      skipTurn: false,
      bettingSeconds: 15,
      revealSeconds: 5,
    }
    const tableId = await before.createTable(settings)
    await before.sit(sitAt(tableId, 'ann', 500))
    const dealt = dealGame(4, 1, 'restart', Buffer.alloc(32, 5))
    const game = {
      ...dealt,
      pricing: priceGame(dealt.hands, dealt.board, 9_700),
      startedAt: '2030-01-01T00:00:00.000Z',
    }
    await before.startGame(tableId, game, settings)
    await before.advanceGame(tableId, 'STATUS_HOLE')
    await before.close()

    const after = await db.createStore({ schema })
    const table = await after.getTable(tableId)
    t.same(table, {
      tableId,
      settings,
      state: 'STATUS_FLOP',
      game,
      gamesStarted: 1,
      seats: [{ seatId: 1, playerId: 'ann', balanceCents: 500 }],
      bets: [],
      totals: { gamesPlayed: 0, amountBetCents: 0, amountPaidOutCents: 0 },
      ready: [],
      eventId: 4,
    })
    const view = JSON.stringify(tableStateView(table!))
    t.notOk(view.includes(game.serverSeed), 'the seed stays secret')
    t.same(tableStateView(table!).board, game.board.slice(0, 3).map(formatCard), 'the flop, and not the turn or river')
    for (const card of game.board.slice(3))
      t.notOk(view.includes(`"${formatCard(card)}"`), `${formatCard(card)} not shown`)
    t.equal((await after.advanceGame(tableId, 'STATUS_FLOP')).state, 'STATUS_TURN', 'the game goes on')
  })
}
