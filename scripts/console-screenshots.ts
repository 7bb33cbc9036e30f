// npm run screenshots: the pictures of the operator's console in docs/operator.md, made the same way each time.
// Starts the service (in-memory store, stub auth, an operator token), plays games at a few tables through the API
// over about a minute (so the RTP chart has a history), then photographs each panel in headless Chromium at
// 1280x800 and the House panel at a phone's width, into docs/images/.

import { spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'

const PORT = 3917
const BASE = `http://127.0.0.1:${PORT}`
const OPERATOR = 'console-screenshots-operator-token-0123456789'
const OUT = new URL('../docs/images/', import.meta.url)
const ROUNDS = 6
const ROUND_MS = 10_000

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    OPERATOR_TOKEN: OPERATOR,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  },
  stdio: 'inherit',
})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function call(
  method: string,
  path: string,
  body?: unknown,
  token = 'any-token',
  headers: Record<string, string> = {},
) {
  const response = await fetch(BASE + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const data = (await response.json().catch(() => undefined)) as any
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data)}`)
  return data
}
const operator = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call(method, path, body, OPERATOR, headers)

/** One INTERACTIVE game: each player bets on a random hand at each betting stage; the river settles it. */
async function playGame(tableId: number, players: string[]) {
  let state = await call('POST', `/api/tables/${tableId}/advance`, { playerId: players[0], from: 'STATUS_SETUP' })
  for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN']) {
    const offered = state.handOdds.filter((panel: any) => panel.bettingStage === state.bettingStage && panel.odds > 0)
    for (const player of players) {
      if (offered.length === 0) break
      const { handIndex } = offered[randomInt(offered.length)]
      await call('POST', `/api/tables/${tableId}/bets`, {
        playerId: player,
        gameId: state.gameId,
        bettingStage: state.bettingStage,
        handIndex,
        betAmount: 1 + randomInt(4),
      })
    }
    state = await call('POST', `/api/tables/${tableId}/advance`, { playerId: players[0], from })
  }
  await call('POST', `/api/tables/${tableId}/advance`, { playerId: players[0], from: 'STATUS_RIVER' })
}

async function main() {
  for (let i = 0; ; i += 1) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 100) throw new Error('the service did not start')
    await sleep(200)
  }
  for (const [player, amount] of [
    ['ann', 400],
    ['bob', 250],
    ['carl', 120],
    ['dave', 60],
  ] as const) {
    await operator(
      'POST',
      `/api/operator/players/${player}/deposits`,
      { amount, reason: `card payment ${player.toUpperCase()}-1001` },
      { 'idempotency-key': `shots-${player}` },
    )
  }
  const interactive = (await call('POST', '/api/tables', { numberOfHands: 3, numberOfSeats: 4 })).tableId
  const second = (await call('POST', '/api/tables', { numberOfHands: 4, numberOfSeats: 6, targetRtp: 0.95 })).tableId
  for (const player of ['ann', 'bob'])
    await call('POST', `/api/tables/${interactive}/sit`, { playerId: player, buyInAmount: 150 })
  await call('POST', `/api/tables/${second}/sit`, { playerId: 'carl', buyInAmount: 80 })
  // A loss limit in force, and a rise of it waiting out its cooling-off.
  await call('PUT', '/api/players/ann/limits', { kind: 'LOSS', period: 'DAY', amount: 200 })
  await call('PUT', '/api/players/ann/limits', { kind: 'LOSS', period: 'DAY', amount: 300 })
  // Games over about a minute: the chart's points are cumulative, one per twelfth of the period.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let game = 0; game < 6; game += 1) await playGame(interactive, ['ann', 'bob'])
    for (let game = 0; game < 3; game += 1) await playGame(second, ['carl'])
    if (round < ROUNDS - 1) await sleep(ROUND_MS)
  }
  // A live AUTO table with a bet open, a table and a player switched off, a time-out.
  const auto = (
    await call('POST', '/api/tables', {
      numberOfHands: 3,
      numberOfSeats: 4,
      mode: 'AUTO',
      bettingSeconds: 120,
      revealSeconds: 5,
    })
  ).tableId
  await call('POST', `/api/tables/${auto}/sit`, { playerId: 'dave', buyInAmount: 40 })
  let live = await call('GET', `/api/tables/${auto}/state`)
  for (let i = 0; live.gameState !== 'STATUS_HOLE' && i < 50; i += 1) {
    await sleep(100)
    live = await call('GET', `/api/tables/${auto}/state`)
  }
  await call('POST', `/api/tables/${auto}/bets`, {
    playerId: 'dave',
    gameId: live.gameId,
    bettingStage: 0,
    handIndex: live.handOdds.find((panel: any) => panel.odds > 0).handIndex,
    betAmount: 5,
  })
  await operator('POST', `/api/operator/tables/${second}/disable`, { reason: 'Dealer shoe inspection' })
  await operator('POST', '/api/operator/players/carl/disable', { reason: 'Payment dispute under review' })
  await operator('POST', '/api/operator/players/bob/timeout', { hours: 48, reason: 'Requested by the player by phone' })

  mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${BASE}/operator`)
    await page.locator('#token').fill(OPERATOR)
    await page.locator('#sign-in-form button').click()
    await page.locator(`#house-tables tr[data-table-id="${auto}"]`, { hasText: 'HOLE' }).waitFor()
    const shoot = (name: string) =>
      page.screenshot({ path: new URL(`console-${name}.png`, OUT).pathname, fullPage: true })
    await shoot('house')

    await page.locator('#tabs button[data-panel="rtp"]').click()
    await page.locator('#rtp-table').selectOption(String(interactive))
    await page.locator('#rtp-period').selectOption('300000')
    await page.locator('#rtp-form button').click()
    await page.locator('#rtp-summary', { hasText: 'settled bets' }).waitFor()
    await shoot('rtp')

    await page.locator('#tabs button[data-panel="players"]').click()
    await page.locator('#player-id').fill('ann')
    await page.locator('#player-form button').click()
    await page.locator('#player-games tr').first().waitFor()
    await shoot('players')

    await page.locator('#tabs button[data-panel="audit"]').click()
    await page.locator('#audit-rows tr').first().waitFor()
    await shoot('audit')

    await page.locator('#tabs button[data-panel="switches"]').click()
    await page.locator('#void-table').fill(String(auto))
    await page.locator('#void-game').fill(String(live.gameId))
    await page.locator('#void-reason').fill('Card reader fault at the table')
    await page.locator('#void-form button').click()
    await page.locator('#void-confirm').waitFor()
    await shoot('switches')

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await phone.goto(`${BASE}/operator`)
    await phone.locator('#token').fill(OPERATOR)
    await phone.locator('#sign-in-form button').click()
    await phone.locator(`#house-tables tr[data-table-id="${auto}"]`).waitFor()
    await phone.screenshot({ path: new URL('console-phone.png', OUT).pathname })
  } finally {
    await browser.close()
  }
}

main().then(
  () => {
    server.kill()
    console.log(`screenshots in ${OUT.pathname}`)
  },
  (err) => {
    server.kill()
    console.error(err)
    process.exit(1)
  },
)
