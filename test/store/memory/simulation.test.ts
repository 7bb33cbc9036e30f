// 10,000 games on a personal table with a random bet at a random stage each: the house's prices hold up (realised
// RTP within the statistical bound of the prices' expected RTP, itself <= targetRtp) and the money balances.

import t from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { seededRandom } from '../../core/oracles/prng.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'

const GAMES = 10_000
const RTP_BP = 9_500
const STAGE_FROM = ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const

t.test(`${GAMES.toLocaleString('en-US')} games, one random bet each`, async (t) => {
  // The whole history kept (the default bound would sum the oldest entries forward), so the ledger invariants below
  // check every entry; the bound itself is bounds.test.ts's.
  const store = createMemoryStore({ maxLedgerEntriesPerTable: 100_000 })
  const settings = {
    numberOfHands: 2,
    numberOfSeats: 1,
    targetRtpBp: RTP_BP,
    maxBetCents: 10_000,
    mode: 'INTERACTIVE' as const,
    skipTurn: false,
    bettingSeconds: 15,
    revealSeconds: 5,
  }
  const tableId = await store.createTable(settings)
  await store.sit({ tableId, playerId: 'solo', buyInCents: 1_000_000_000, seatCount: 1 })
  const random = seededRandom(2026)
  let staked = 0
  let expected = 0
  let variance = 0
  let bets = 0
  for (let nonce = 1; nonce <= GAMES; nonce++) {
    // Seeds from the seeded generator: the same 10,000 deals on every run, so the bound below cannot flake.
    const seed = Buffer.from(Array.from({ length: 32 }, () => Math.floor(random() * 256)))
    const dealt = dealGame(2, nonce, 'sim', seed)
    const started = await store.startGame(
      tableId,
      { ...dealt, pricing: priceGame(dealt.hands, dealt.board, RTP_BP), startedAt: '2030-01-01T00:00:00.000Z' },
      settings,
    )
    const stage = Math.floor(random() * 3)
    for (let s = 0; s < stage; s++) await store.advanceGame(tableId, STAGE_FROM[s])
    const offered = started.game!.pricing[stage].filter((p) => p.oddsTenths > 0)
    if (offered.length > 0) {
      const panel = offered[Math.floor(random() * offered.length)]
      // Stakes that would win about the same (10 to 20 units): long shots get small stakes, as players stake them.
      const stakeCents = Math.max(1, Math.round(((1_000 + Math.floor(random() * 1_000)) * 10) / panel.oddsTenths))
      await store.placeBet(tableId, {
        caller: null,
        playerId: 'solo',
        gameId: nonce,
        bettingStage: stage,
        handIndex: panel.handIndex,
        stakeCents,
      })
      const win = (stakeCents * panel.oddsTenths) / 10
      const p = panel.winOrDraw / panel.boards
      staked += stakeCents
      expected += win * p
      variance += win * win * p * (1 - p)
      bets++
    }
    for (let s = stage; s < 3; s++) await store.advanceGame(tableId, STAGE_FROM[s])
    await store.advanceGame(tableId, 'STATUS_RIVER')
  }
  const { totals } = (await store.getTable(tableId))!
  t.equal(totals.gamesPlayed, GAMES)
  t.equal(totals.amountBetCents, staked)
  const expectedRtp = expected / staked
  const realisedRtp = totals.amountPaidOutCents / staked
  t.ok(
    expectedRtp <= RTP_BP / 10_000,
    `the prices' expected RTP ${expectedRtp.toFixed(4)} <= target ${RTP_BP / 10_000}`,
  )
  // One bet per game: the games are independent, so the payouts' variance is the sum of the bets' variances.
  const bound = (4 * Math.sqrt(variance)) / staked
  t.ok(
    Math.abs(realisedRtp - expectedRtp) <= bound,
    `realised RTP ${realisedRtp.toFixed(4)} within ${bound.toFixed(4)} of ${expectedRtp.toFixed(4)} (${bets} bets)`,
  )
  t.ok(bets > GAMES * 0.9, `${bets} bets placed`)
  await checkLedgerInvariants(t, store, tableId)
})
