// Return to player over many games (memory store, a set clock): the actual RTP the bets came to lies within the
// standard error the report gives around the theoretical RTP, and the theoretical RTP never passes the table's target
// (every price returns at most targetRtp in expectation). Deals come from fixed seeds, so the run is the same each
// time.

import t from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { rtpReportView } from '../../../src/http/audit-views.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'

const GAMES = 1_500
const TARGET_BP = 9_500

t.test(
  `${GAMES} games with a bet each: actual RTP within 4 standard errors of the theoretical, under the target`,
  async (t) => {
    let now = Date.parse('2030-01-01T00:00:00.000Z')
    // Every game kept (the store's default keeps a table's last 1,000, and the report counts what it keeps).
    const store = createMemoryStore({ maxGamesPerTable: GAMES }, () => now)
    const settings = {
      numberOfHands: 3,
      numberOfSeats: 2,
      targetRtpBp: TARGET_BP,
      maxBetCents: 10_000,
      mode: 'INTERACTIVE' as const,
      skipTurn: false,
      bettingSeconds: 15,
      revealSeconds: 5,
    }
    const tableId = await store.createTable(settings)
    await store.sit({ tableId, playerId: 'ann', buyInCents: 100_000_000, seatCount: 2 })
    const stages = [0, 0, 0]
    for (let g = 1; g <= GAMES; g++) {
      const seed = Buffer.alloc(32)
      seed.writeUInt32BE(g, 0)
      seed.writeUInt32BE((0x9e3779b9 ^ g) >>> 0, 28)
      const dealt = dealGame(3, g, `rtp-${g}`, seed)
      const started = await store.startGame(
        tableId,
        { ...dealt, pricing: priceGame(dealt.hands, dealt.board, TARGET_BP), startedAt: new Date(now).toISOString() },
        settings,
      )
      const stage = g % 3
      if (stage >= 1) await store.advanceGame(tableId, 'STATUS_HOLE')
      if (stage >= 2) await store.advanceGame(tableId, 'STATUS_FLOP')
      // The likeliest hand offered (a small variance, so the check is tight), every fifth game another one offered.
      const panels = started.game!.pricing[stage]
      const offered = panels
        .flatMap((p, i) => (p.oddsTenths > 0 ? [i] : []))
        .sort((a, b) => panels[b].winOrDraw - panels[a].winOrDraw)
      if (offered.length > 0) {
        const handIndex = g % 5 === 0 ? offered[g % offered.length] : offered[0]
        await store.placeBet(tableId, {
          caller: null,
          playerId: 'ann',
          gameId: g,
          bettingStage: stage,
          handIndex,
          stakeCents: 1000,
        })
        stages[stage] += 1
      }
      for (const from of (['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const).slice(stage))
        await store.advanceGame(tableId, from)
      now += 60_000
    }
    const report = rtpReportView(await store.rtpReport({}))
    t.same(
      report.rows.map((r) => r.bets),
      stages,
      'every bet counted at its stage',
    )
    const total = report.total!
    t.comment(
      `actual ${total.actualRtp}, theoretical ${total.theoreticalRtp}, standard error ${total.standardError}, ` +
        `${total.bets} bets`,
    )
    t.ok(
      total.standardError > 0.005 && total.standardError < 0.05,
      `a standard error of a sensible size for ${total.bets} bets`,
    )
    t.ok(
      Math.abs(total.actualRtp - total.theoreticalRtp) <= 4 * total.standardError,
      'actual within 4 standard errors of theoretical',
    )
    for (const row of report.rows) {
      t.ok(
        row.theoreticalRtp <= TARGET_BP / 10_000,
        `stage ${row.stage}: theoretical ${row.theoreticalRtp} at most the target`,
      )
      t.ok(row.theoreticalRtp > 0.5, `stage ${row.stage}: theoretical ${row.theoreticalRtp} is a real return`)
      t.ok(
        Math.abs(row.actualRtp - row.theoreticalRtp) <= 4 * row.standardError,
        `stage ${row.stage}: actual ${row.actualRtp} within 4 standard errors (${row.standardError})`,
      )
    }
  },
)
