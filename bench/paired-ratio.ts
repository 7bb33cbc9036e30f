// The deals goal's ratio measured in pairs: the service's CPU per deal in a short run, then the engine alone, in turn.

import { type CpuSplit, serverCores, withCpuSplit } from './cpu.ts'
import { engineMsOnEveryCore, engineRatesOnEveryCore } from './engine-rate.ts'

/** Runs of the service in a paired measurement, each between two measurements of the engine alone. */
const PAIRS = 9
/** Seconds of each of the service's runs. */
const PAIR_RUN_S = 1.5

export interface Pair {
  /** The service's CPU ms per deal in this run: main thread, workers and the runtime's threads. */
  serviceMs: number
  cpu: CpuSplit
  dealsPerSecond: number
  /** The engine alone on every core at once, ms per deal (the mean of its threads'), just before and just after the
   * run. */
  engineBeforeMs: number
  engineAfterMs: number
  /** serviceMs against the faster of the two (the ratio can only err high). */
  ratio: number
}

/**
 * The machine's speed moves by up to 1.7x from one spell of some seconds to the next, and a reference measured
 * once before and once after a 5 s run can land in another spell than the run (seen: 1.16 and 2.00 in runs whose
 * neighbours gave 1.3 to 1.4). Its two cores also differ, by up to 1.6x for minutes at a time: the service's threads
 * run on both, so the reference is the engine on every core at once (engineRatesOnEveryCore: one thread per core,
 * nothing else running), not one thread on whichever core the scheduler picks. Each of PAIRS runs of PAIR_RUN_S is
 * compared with that reference measured right before and right after it, against the faster of the two (the ratio can
 * only err high), and the median of the pairs' ratios is the figure: a pair that straddles a change of spell moves one
 * ratio of nine, not the result.
 */
export async function pairedRatio(
  pid: number,
  hands: number,
  run: (seconds: number) => Promise<{ requests: { total: number } }>,
): Promise<Pair[]> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 250))
  const pairs: Pair[] = []
  const engineMs = async () => engineMsOnEveryCore(await engineRatesOnEveryCore(hands))
  let engineBeforeMs = await engineMs()
  for (let k = 0; k < PAIRS; k++) {
    const started = performance.now()
    const [result, cpu] = await withCpuSplit(pid, () => run(PAIR_RUN_S))
    // Every answered deal over the run's whole time (a short run's per-second average would count its last part
    // second).
    const dealsPerSecond = result.requests.total / ((performance.now() - started) / 1000)
    // The deals still in flight when the run stops are answered before the engine is timed again.
    await pause()
    const engineAfterMs = await engineMs()
    const serviceMs = (serverCores(cpu) / dealsPerSecond) * 1000
    pairs.push({
      serviceMs,
      cpu,
      dealsPerSecond,
      engineBeforeMs,
      engineAfterMs,
      ratio: serviceMs / Math.min(engineBeforeMs, engineAfterMs),
    })
    engineBeforeMs = engineAfterMs
  }
  return pairs
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The pairs as a markdown table, then their median ratio against the goal. */
export function printPairs(pairs: Pair[], hands: number, goal: number): void {
  console.log(
    `\n#### The deals goal, in pairs: ${hands}-hand deals for ${PAIR_RUN_S} s, then the engine alone, ${PAIRS} ` +
      `times ` +
      `` +
      `(default worker threads)\n`,
  )
  console.log(
    '| pair | service deals/s | CPU ms a deal: main + workers + runtime | engine alone on every core at once, ms a ' +
      'deal, before / after | service CPU / engine |',
  )
  console.log('|---:|---:|---|---|---:|')
  pairs.forEach((pair, k) => {
    const part = (cores: number) => ((cores / pair.dealsPerSecond) * 1000).toFixed(3)
    console.log(
      `| ${k + 1} | ${pair.dealsPerSecond.toFixed(0)} | ${part(pair.cpu.main)} + ${part(pair.cpu.workers)} + ` +
        (`${part(pair.cpu.runtime)} = ${pair.serviceMs.toFixed(3)} | ${pair.engineBeforeMs.toFixed(3)} / ` +
          `${pair.engineAfterMs.toFixed(3)} | ${pair.ratio.toFixed(2)} |`),
    )
  })
  const ratios = pairs.map((pair) => pair.ratio)
  const middle = median(ratios)
  console.log(
    `\nService CPU per ${hands}-hand deal against the engine alone, median of ${pairs.length} pairs: ` +
      (`${middle.toFixed(2)} (pairs ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}); goal <= ` +
        `${goal}: ${middle <= goal ? 'met' : 'NOT met'}.`),
  )
}
