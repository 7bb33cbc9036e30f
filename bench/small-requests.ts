// `npm run bench:small`: small requests over HTTP against the smallest one, in the same run. POST /api/odds with two
// hands on a flop is the reference (the engine needs microseconds); two small range-equity requests (the engine needs
// about 0.2 and 1.0 ms here) should answer within 1.5 ms of it. After 200 of each to warm up, five alternated rounds,
// 50 requests each (after 20 more), one at a time; the median of each round, and the median of the rounds. Beside them,
// each request's
// engine work timed alone in this process (the compiled engine), so what the service adds shows.

import { spawn } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.ts'

const ROUNDS = 5

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const HEADERS = { authorization: 'Bearer bench-token', 'content-type': 'application/json' }
const CASES: Array<{ name: string; path: string; body: unknown }> = [
  {
    name: 'POST /api/odds, AcKd v 7h7s on Ah 3s 9d (the reference)',
    path: '/api/odds',
    body: { hands: ['AcKd', '7h7s'], board: ['Ah', '3s', '9d'] },
  },
  {
    name: 'POST /api/equity, AA,KK,AK v T9s,98s,87s on Td 8h 7c',
    path: '/api/equity',
    body: { ranges: ['AA,KK,AK', 'T9s,98s,87s'], board: ['Td', '8h', '7c'] },
  },
  { name: 'POST /api/equity, AKs v QQ+ preflop', path: '/api/equity', body: { ranges: ['AKs', 'QQ+'] } },
]

const port = await freePort()
const child = spawn(process.execPath, ['dist/src/server.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0' },
  stdio: 'ignore',
})
const base = `http://127.0.0.1:${port}`
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) break
    if (i > 300) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const timed = async (path: string, body: unknown) => {
    const started = performance.now()
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) })
    await response.json()
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return performance.now() - started
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  // The server's threads compile their hot paths over the first few hundred requests: warm every case up first.
  for (let k = 0; k < 200; k++) for (const { path, body } of CASES) await timed(path, body)
  const rounds = CASES.map(() => [] as number[])
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { path, body }] of CASES.entries()) {
      for (let k = 0; k < 20; k++) await timed(path, body)
      const times: number[] = []
      for (let k = 0; k < 50; k++) times.push(await timed(path, body))
      rounds[i].push(median(times))
    }
  }
  const engineMs = await engineAlone()
  const cpu = os.cpus()
  console.log(
    `Node ${process.version}, ${cpu.length} x ${cpu[0]?.model.trim() ?? 'CPU'}, loopback, one request at a time.\n`,
  )
  console.log(
    `| request | median ms, rounds 1..${ROUNDS} | median of the rounds | above the reference, ms (goal <= 1.5) | ` +
      `engine alone, median ms |`,
  )
  console.log('|---|---:|---:|---:|---:|')
  const reference = median(rounds[0])
  for (const [i, { name }] of CASES.entries()) {
    const value = median(rounds[i])
    console.log(
      `| ${name} | ${rounds[i].map((v) => v.toFixed(2)).join(' / ')} | ${value.toFixed(2)} | ` +
        `${i === 0 ? '-' : (value - reference).toFixed(2)} | ${engineMs[i].toFixed(2)} |`,
    )
  }
} finally {
  child.kill('SIGTERM')
}

/** Each case's engine work, compiled, on this thread: 200 calls to warm up, then the median of 101. */
async function engineAlone(): Promise<number[]> {
  const dist = (file: string) => new URL(`../dist/src/core/${file}`, import.meta.url).href
  const { parseOddsInput } = await import(dist('odds-input.js'))
  const { priceBoard } = await import(dist('hand-odds.js'))
  const { parseEquityInput } = await import(dist('equity-input.js'))
  const { rangeEquity } = await import(dist('range-equity.js'))
  const work = CASES.map(({ body }) => {
    const request = body as { hands?: string[]; ranges?: string[]; board?: string[] }
    if (request.hands) {
      return () => {
        const { hands, board } = parseOddsInput(request.hands, request.board ?? [])
        return priceBoard(hands, board)
      }
    }
    const ranges = request.ranges ?? []
    const options = {
      maxMillis: 2000,
      targetStdError: 0.001,
      seed: [1, 2, 3, 4],
      now: () => performance.now(),
      cancelled: () => false,
    }
    return () => rangeEquity(parseEquityInput(ranges, request.board ?? [], []), options)
  })
  return work.map((run) => {
    for (let i = 0; i < 200; i++) run()
    const times: number[] = []
    for (let i = 0; i < 101; i++) {
      const started = performance.now()
      run()
      times.push(performance.now() - started)
    }
    return [...times].sort((a, b) => a - b)[50]
  })
}
