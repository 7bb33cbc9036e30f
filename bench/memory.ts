// Memory under endless play (`npm run bench:memory`): 1,000,000 bets at one occupied table on the memory store,
// settled game by game; the heap after a full collection once the first 100,000 are settled, then every 100,000.
import { cpus } from 'node:os'
import { dealGame, type Game, priceGame } from '../src/core/game.ts'
import type { TableSettings } from '../src/core/tables.ts'
import { publicChangeView } from '../src/http/game-views.ts'
import { createMemoryStore, DEFAULT_MEMORY_LIMITS } from '../src/store/memory/index.ts'

const TOTAL_BETS = 1_000_000
const PLAYERS = 10
const BETS_PER_PLAYER = 10
const SETTINGS: TableSettings = {
  numberOfHands: 4,
  numberOfSeats: PLAYERS,
  targetRtpBp: 9_500,
  maxBetCents: 100_000,
  mode: 'INTERACTIVE',
  skipTurn: false,
  bettingSeconds: 15,
  revealSeconds: 5,
}

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with node --expose-gc (npm run bench:memory does)')

/** A few dealt and priced games, reused with new numbers: the store keeps each as given, pricing is not what is
 * measured. */
const DEALS: Game[] = Array.from({ length: 16 }, (_, i) => {
  const dealt = dealGame(SETTINGS.numberOfHands, i + 1, `memory-${i}`, Buffer.alloc(32, i + 1))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
    startedAt: '2030-01-01T00:00:00.000Z',
  }
})

function heapMiB(): number {
  gc!()
  gc!()
  return process.memoryUsage().heapUsed / 2 ** 20
}

async function main(): Promise<void> {
  // As the server makes it: every event with its public view, placed bets' events by their change.
  const store = createMemoryStore({}, Date.now, publicChangeView)
  const tableId = await store.createTable(SETTINGS)
  for (let p = 0; p < PLAYERS; p++)
    await store.sit({ tableId, playerId: `p${p}`, buyInCents: 100_000_000, seatCount: PLAYERS })
  console.log(
    `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}; memory store as the server makes it (event ` +
      `views), with its default bounds:`,
  )
  console.log(
    `${DEFAULT_MEMORY_LIMITS.maxLedgerEntriesPerTable.toLocaleString('en-US')} ledger entries and ` +
      (`${DEFAULT_MEMORY_LIMITS.maxGamesPerTable.toLocaleString('en-US')} games per table; ${PLAYERS} players, ` +
        `${PLAYERS * BETS_PER_PLAYER} bets a game`),
  )
  console.log('')
  console.log('| bets settled | games | heap MiB after a full GC | against 100,000 bets | ledger entries kept |')
  console.log('|---:|---:|---:|---:|---:|')
  const start = performance.now()
  let bets = 0
  let reference = 0
  for (let nonce = 1; bets < TOTAL_BETS; nonce++) {
    const base = DEALS[nonce % DEALS.length]
    const started = await store.startGame(tableId, { ...base, gameId: nonce, nonce }, SETTINGS)
    const handIndex = started.game!.pricing[0].findIndex((p) => p.oddsTenths > 0)
    if (handIndex >= 0) {
      for (let p = 0; p < PLAYERS; p++) {
        for (let b = 0; b < BETS_PER_PLAYER; b++) {
          await store.placeBet(tableId, {
            caller: null,
            playerId: `p${p}`,
            gameId: nonce,
            bettingStage: 0,
            handIndex,
            stakeCents: 100,
          })
          bets++
        }
      }
    }
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const)
      await store.advanceGame(tableId, from)
    if (bets % 100_000 === 0 && handIndex >= 0) {
      const heap = heapMiB()
      if (bets === 100_000) reference = heap
      const kept = (await store.getLedger(tableId)).length
      console.log(
        `| ${bets.toLocaleString('en-US')} | ${nonce.toLocaleString('en-US')} | ${heap.toFixed(1)} | ` +
          `${(heap / reference).toFixed(3)} | ${kept.toLocaleString('en-US')} |`,
      )
    }
  }
  const seconds = (performance.now() - start) / 1000
  console.log('')
  console.log(
    `${TOTAL_BETS.toLocaleString('en-US')} bets in ${seconds.toFixed(1)} s ` +
      (`(${Math.round(TOTAL_BETS / seconds).toLocaleString('en-US')} a second, store calls only). Goal: the heap at ` +
        `1,000,000 within 10% of the heap at 100,000.`),
  )
}

await main()
