// The store contract, return to player: the settled bets by table and stage with their exact expectation, checked
// against sums this test makes itself from the bets and games the store answers; cancelled, voided and open bets and
// bets outside the window are left out.

import type { Test } from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import type { Store } from '../../../src/ports/store.ts'
import { SETTINGS, type StoreFactory, sit } from './fixtures.ts'

function gameFor(nonce: number, numberOfHands: number) {
  const dealt = dealGame(numberOfHands, nonce, `rtp-${nonce}`, Buffer.alloc(32, nonce + 80))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
    startedAt: '2030-01-01T00:00:00.000Z',
  }
}

/** The report's sums, made here from the store's bets and games: a payout of floor(stake x odds / 10) with chance
 * winOrDraw / boards. */
async function oracle(store: Store, tables: number[]) {
  const rows = new Map<string, { bets: number; staked: number; returned: number; expected: number }>()
  for (const tableId of tables) {
    const table = (await store.getTable(tableId))!
    for (let gameId = 1; gameId <= table.gamesStarted; gameId++) {
      const game = (await store.getGame(tableId, gameId))!
      for (const bet of await store.getBets(tableId, gameId)) {
        if (bet.status !== 'WON' && bet.status !== 'LOST') continue
        const panel = game.pricing[bet.bettingStage][bet.handIndex]
        const key = `${tableId}:${bet.bettingStage}`
        const row = rows.get(key) ?? { bets: 0, staked: 0, returned: 0, expected: 0 }
        row.bets += 1
        row.staked += bet.stakeCents
        row.returned += bet.payoutCents!
        row.expected +=
          (Number((BigInt(bet.stakeCents) * BigInt(bet.recordedOddsTenths)) / 10n) * panel.winOrDraw) / panel.boards
        rows.set(key, row)
      }
    }
  }
  return rows
}

export function reportContract(t: Test, createStore: StoreFactory): void {
  t.test('RTP by table and stage: settled bets only, exact expectations, the window on the placing time', async (t) => {
    const store = await createStore(t)
    const tables = [
      await store.createTable({ ...SETTINGS, numberOfSeats: 3 }),
      await store.createTable({ ...SETTINGS, numberOfHands: 3, targetRtpBp: 9_000, numberOfSeats: 3 }),
    ]
    for (const tableId of tables) await store.sit(sit('ann', 90_000, { tableId }))
    let nonce = 0
    for (const [i, tableId] of tables.entries()) {
      const hands = i === 0 ? 2 : 3
      for (let g = 1; g <= 4; g++) {
        const started = await store.startGame(tableId, gameFor(g, hands), { ...SETTINGS, numberOfHands: hands })
        nonce++
        for (const [stage, from] of [
          [0, 'STATUS_HOLE'],
          [1, 'STATUS_FLOP'],
          [2, 'STATUS_TURN'],
        ] as const) {
          const pricing = started.game!.pricing[stage]
          for (const [handIndex, panel] of pricing.entries()) {
            if (panel.oddsTenths === 0) continue
            const placed = await store.placeBet(tableId, {
              caller: null,
              playerId: 'ann',
              gameId: g,
              bettingStage: stage,
              handIndex,
              stakeCents: Math.round((1 + ((nonce + handIndex + stage) % 7)) * 100),
            })
            // One bet of each game's hole stage is cancelled: it must not count.
            if (stage === 0 && handIndex === pricing.findIndex((p) => p.oddsTenths > 0))
              await store.cancelBet(tableId, placed.bet.betId, null, 'ann')
          }
          await store.advanceGame(tableId, from)
        }
        await store.advanceGame(tableId, 'STATUS_RIVER')
      }
    }
    // A game with an open bet and a voided one: neither counts.
    const open = await store.startGame(tables[0], gameFor(5, 2), SETTINGS)
    await store.placeBet(tables[0], {
      caller: null,
      playerId: 'ann',
      gameId: 5,
      bettingStage: 0,
      handIndex: open.game!.pricing[0].findIndex((p) => p.oddsTenths > 0),
      stakeCents: 300,
    })

    const expected = await oracle(store, tables)
    const report = await store.rtpReport({})
    t.same(
      report.map((r) => `${r.tableId}:${r.bettingStage}`),
      [...expected.keys()].sort(),
      'a row per table and stage with settled bets, in order',
    )
    for (const row of report) {
      const mine = expected.get(`${row.tableId}:${row.bettingStage}`)!
      t.same(
        [row.bets, row.stakedCents, row.returnedCents],
        [mine.bets, mine.staked, mine.returned],
        `${row.tableId}:${row.bettingStage}: bets, staked, returned`,
      )
      t.ok(
        Math.abs(row.expectedCents - mine.expected) < 1e-6 * mine.staked,
        `${row.tableId}:${row.bettingStage}: the expected return`,
      )
      t.equal(row.targetRtpBp, row.tableId === tables[0] ? 9_500 : 9_000)
      t.ok(row.varianceCents2 > 0)
    }
    // PostgreSQL sums floats in any order: the same report but for the last bits of the two float sums.
    const sameReport = (got: typeof report, want: typeof report, what: string) => {
      const integers = (rows: typeof report) => rows.map(({ expectedCents: _e, varianceCents2: _v, ...rest }) => rest)
      t.same(integers(got), integers(want), what)
      t.ok(
        got.every(
          (r, i) =>
            Math.abs(r.expectedCents - want[i].expectedCents) <= 1e-9 * r.stakedCents &&
            Math.abs(r.varianceCents2 - want[i].varianceCents2) <= 1e-9 * r.varianceCents2,
        ),
        `${what}: the float sums`,
      )
    }
    sameReport(
      await store.rtpReport({ tableId: tables[1] }),
      report.filter((r) => r.tableId === tables[1]),
      'one table',
    )
    const clock = await store.clock()
    t.same(await store.rtpReport({ from: clock + 60_000 }), [], 'nothing placed from a minute ahead')
    t.same(await store.rtpReport({ to: clock - 24 * 3_600_000 }), [], 'nothing placed before yesterday')
    sameReport(
      await store.rtpReport({ from: clock - 3_600_000, to: clock + 60_000 }),
      report,
      'everything placed in the last hour',
    )
  })
}
