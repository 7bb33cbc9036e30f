// CPU time from /proc (Linux): per thread group of the server process, of the database's processes, and of this
// process.

import { readdirSync, readFileSync } from 'node:fs'

/** CPU seconds (user + system) per thread name of a process, from /proc (Linux); empty elsewhere. */
function threadCpuSeconds(pid: number): Map<string, number> {
  const byName = new Map<string, number>()
  for (const { name, seconds } of procCpu(`/proc/${pid}/task`)) {
    const group = name === 'MainThread' || name === 'node' ? 'main' : name === 'WorkerThread' ? 'workers' : 'runtime'
    byName.set(group, (byName.get(group) ?? 0) + seconds)
  }
  return byName
}

/** CPU seconds (user + system) of a whole process so far, all its threads, from /proc (Linux); 0 elsewhere. */
export function processCpuSeconds(pid: number): number {
  return procCpu(`/proc/${pid}/task`).reduce((sum, { seconds }) => sum + seconds, 0)
}

/**
 * CPU seconds (user + system) of every process named postgres, from /proc (Linux); 0 elsewhere. With what the
 * processes that ended have used: their parent (the postmaster) holds it once it has reaped them, so a connection or
 * an autovacuum worker that ends during a run neither takes its time away from the sum nor hides it.
 */
function databaseCpuSeconds(): number {
  return procCpu('/proc')
    .filter(({ name }) => name === 'postgres')
    .reduce((sum, { seconds, childrenSeconds }) => sum + seconds + childrenSeconds, 0)
}

/**
 * The name and CPU seconds (user + system) of each numbered entry of a /proc folder (processes, or one's threads), and
 * those of its children that have ended and that it has waited for.
 */
function procCpu(dir: string): Array<{ name: string; seconds: number; childrenSeconds: number }> {
  let entries: string[] = []
  try {
    entries = readdirSync(dir).filter((entry) => /^[0-9]+$/.test(entry))
  } catch {
    return []
  }
  const ticks = 100 // USER_HZ on Linux
  return entries.flatMap((entry) => {
    try {
      const stat = readFileSync(`${dir}/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // Fields 14-17 of proc(5): utime, stime, cutime, cstime (the list here starts at field 3).
      return [
        {
          name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
          seconds: (Number(fields[11]) + Number(fields[12])) / ticks,
          childrenSeconds: (Number(fields[13]) + Number(fields[14])) / ticks,
        },
      ]
    } catch {
      return [] // it ended meanwhile
    }
  })
}

/** Share of one core each part of the run used: the server's main thread, its worker threads, and this load generator.
 * */
export interface CpuSplit {
  main: number
  workers: number
  /**
   * The runtime's own threads in the server: V8's helper threads (parallel and concurrent garbage collection,
   * optimising
   * compilation for every thread's heap and code) and libuv's thread pool. The service's CPU as much as its threads'.
   */
  runtime: number
  loadGenerator: number
  /** The database server's processes (every process named postgres on this machine); 0 without one. */
  database: number
}

export async function withCpuSplit<T>(pid: number, run: () => Promise<T>): Promise<[T, CpuSplit]> {
  const before = threadCpuSeconds(pid)
  const databaseBefore = databaseCpuSeconds()
  const ownBefore = process.cpuUsage()
  const started = performance.now()
  const result = await run()
  const seconds = (performance.now() - started) / 1000
  const after = threadCpuSeconds(pid)
  const database = (databaseCpuSeconds() - databaseBefore) / seconds
  const own = process.cpuUsage(ownBefore)
  const share = (group: string) => ((after.get(group) ?? 0) - (before.get(group) ?? 0)) / seconds
  return [
    result,
    {
      main: share('main'),
      workers: share('workers'),
      runtime: share('runtime'),
      loadGenerator: (own.user + own.system) / 1e6 / seconds,
      database,
    },
  ]
}

/** The server's whole share of a core: its main thread, its worker threads and the runtime's threads. */
export const serverCores = (cpu: CpuSplit) => cpu.main + cpu.workers + cpu.runtime
