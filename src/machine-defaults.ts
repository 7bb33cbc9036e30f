// What this machine gives the configuration by default: its cores, its memory limits and its open-file limit, read
// from Node and Linux (never from the environment: src/config.ts reads that).

import { readFileSync } from 'node:fs'
import os from 'node:os'
import v8 from 'node:v8'

export const MIB = 1024 * 1024

/** Default heap threshold: 90% of V8's heap limit (set with --max-old-space-size). */
export function defaultMaxHeapUsedMb(): number {
  return Math.floor((v8.getHeapStatistics().heap_size_limit * 0.9) / MIB)
}

/** Default RSS threshold: 90% of the container's memory limit (cgroup), or 0 (off) when there is none. */
export function defaultMaxRssMb(): number {
  const limit = process.constrainedMemory?.() ?? 0
  return limit > 0 && limit < os.totalmem() ? Math.floor((limit * 0.9) / MIB) : 0
}

/** Default odds worker threads: two per core the process may use (so at least 2), at most 16. */
export function defaultOddsWorkers(): number {
  return Math.min(2 * os.availableParallelism(), 16)
}

/** File descriptors kept free for the process itself (workers, the store's pool, logs, /proc reads). */
const RESERVED_FILE_DESCRIPTORS = 512

/**
 * Default connection cap: the soft limit on open files (Linux /proc/self/limits) less a reserve, at most 10,000;
 * 1,024 where the limit cannot be read. A flood of idle connections then never exhausts the process's descriptors.
 */
export function defaultMaxConnections(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'))
    const soft = Number(line?.split(/\s{2,}/)[1])
    if (Number.isFinite(soft) && soft > 0) return Math.max(64, Math.min(10_000, soft - RESERVED_FILE_DESCRIPTORS))
  } catch {
    // not Linux, or /proc not mounted
  }
  return 1_024
}
