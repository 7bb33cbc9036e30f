// The engine's own rate on random preflop deals, measured as bench:http compares the service with it: on one thread,
// and on every core at once.

import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { type Hands, randomDeals, timeEachDeal } from './random-deals.ts'

const CORES = os.availableParallelism()

/** The engine's own rate, on this thread, pricing random deals exactly as a worker does (compiled code, as served). */
export async function engineRate(handCount: number): Promise<number> {
  const { priceBoard } = (await import(new URL('../dist/src/core/hand-odds.js', import.meta.url).href)) as {
    priceBoard: (hands: Hands, board: number[]) => Array<{ winPercentage: number }>
  }
  return timeEachDeal(randomDeals(handCount, 400), (hands) => priceBoard(hands, [])[0].winPercentage).perSecond
}

/**
 * The engine on every core at once: one thread per core, each timing the same deals as engineRate (a warm-up pass, then
 * the median of three timed passes), started together; the rate of each thread. The cores of these machines need not
 * be alike (one ran the engine at 1,950 deals a second for minutes while the other ran it at 3,100), and the service
 * spreads its work over all of them, so its CPU per deal is compared with the engine's on the same cores.
 */
export async function engineRatesOnEveryCore(handCount: number): Promise<number[]> {
  const deals = randomDeals(handCount, 400)
  const threads = Array.from(
    { length: CORES },
    () =>
      new Worker(ENGINE_THREAD_SOURCE, {
        eval: true,
        workerData: { deals, module: new URL('../dist/src/core/hand-odds.js', import.meta.url).href },
      }),
  )
  try {
    await Promise.all(
      threads.map((thread) => new Promise((resolve, reject) => thread.once('message', resolve).once('error', reject))),
    )
    return await Promise.all(
      threads.map((thread) => {
        const rate = new Promise<number>((resolve, reject) => thread.once('message', resolve).once('error', reject))
        thread.postMessage('go')
        return rate
      }),
    )
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()))
  }
}

/** A thread of engineRatesOnEveryCore: says it is ready after the warm-up pass, then times three passes on 'go'. */
const ENGINE_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { performance } = require('node:perf_hooks')
import(workerData.module).then(({ priceBoard }) => {
  let checksum = 0
  const pass = () => {
    const started = performance.now()
    for (const hands of workerData.deals) checksum = (checksum + priceBoard(hands, [])[0].winPercentage) % 1000000007
    return (workerData.deals.length * 1000) / (performance.now() - started)
  }
  pass()
  parentPort.once('message', () => {
    const rates = [pass(), pass(), pass()].sort((a, b) => a - b)
    parentPort.postMessage(checksum >= 0 ? rates[1] : 0)
  })
  parentPort.postMessage('ready')
})
`

/** The engine's CPU ms per deal on every core at once: the mean of its threads' ms per deal. */
export const engineMsOnEveryCore = (rates: number[]) => rates.reduce((sum, rate) => sum + 1000 / rate, 0) / rates.length
