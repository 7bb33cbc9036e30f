// Fair shares of the worker pool for long range-equity work: no caller holds more than its share of the threads.

import { DomainError } from '../core/errors.ts'

export interface FairShareOptions {
  /** Threads the work may occupy at once. */
  slots: number
  /** Most requests one caller may have waiting; beyond it a request is refused at once. */
  maxWaitingPerCaller: number
}

interface Job {
  caller: string
  start: () => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (err: unknown) => void
  signal: AbortSignal
  onAbort: () => void
}

/** Thrown when the request's signal aborts before its work started: the work never runs. */
export class JobAbandoned extends Error {
  constructor() {
    super('abandoned before it started')
    this.name = 'JobAbandoned'
  }
}

/**
 * A queue in front of the pool. A caller's share is the slots divided by the callers that have work running or waiting
 * (at least one slot); jobs start in turn across callers, never beyond a caller's share, so a caller who floods the
 * service waits behind its own work while others' start. Cancelling a waiting job removes it.
 */
export function createFairShare(options: FairShareOptions) {
  const waiting = new Map<string, Job[]>()
  const running = new Map<string, number>()
  let runningTotal = 0
  /** When each caller with work was last served (a counter); the longest unserved caller goes next. */
  const lastServed = new Map<string, number>()
  let served = 0

  const activeCallers = () => new Set([...waiting.keys(), ...running.keys()]).size
  const shareOf = () => Math.max(1, Math.floor(options.slots / Math.max(1, activeCallers())))

  function forgetIfIdle(caller: string): void {
    if (!waiting.has(caller) && !running.has(caller)) lastServed.delete(caller)
  }

  function dispatch(): void {
    while (runningTotal < options.slots) {
      const share = shareOf()
      let caller: string | undefined
      for (const candidate of waiting.keys()) {
        if ((running.get(candidate) ?? 0) >= share) continue
        if (caller === undefined || (lastServed.get(candidate) ?? -1) < (lastServed.get(caller) ?? -1))
          caller = candidate
      }
      if (caller === undefined) return
      lastServed.set(caller, served++)
      const queue = waiting.get(caller)!
      const job = queue.shift()!
      if (queue.length === 0) waiting.delete(caller)
      job.signal.removeEventListener('abort', job.onAbort)
      running.set(caller, (running.get(caller) ?? 0) + 1)
      runningTotal++
      const owner = caller
      job
        .start()
        .then(job.resolve, job.reject)
        .finally(() => {
          const left = (running.get(owner) ?? 1) - 1
          if (left === 0) running.delete(owner)
          else running.set(owner, left)
          runningTotal--
          forgetIfIdle(owner)
          dispatch()
        })
    }
  }

  return {
    /** Runs `start` when the caller's turn and share allow; rejects with JobAbandoned if `signal` aborts first. */
    submit<T>(caller: string, signal: AbortSignal, start: () => Promise<T>): Promise<T> {
      if (signal.aborted) return Promise.reject(new JobAbandoned())
      const queue = waiting.get(caller) ?? []
      if (queue.length >= options.maxWaitingPerCaller) {
        return Promise.reject(
          new DomainError(
            'CALLER_LIMIT_REACHED',
            `You already have ${queue.length} range-equity requests waiting for the engine; wait for their answers ` +
              `before sending more.`,
          ),
        )
      }
      return new Promise<T>((resolve, reject) => {
        const job: Job = {
          caller,
          start,
          resolve: resolve as (value: unknown) => void,
          reject,
          signal,
          onAbort: () => {},
        }
        job.onAbort = () => {
          const list = waiting.get(caller)
          const at = list?.indexOf(job) ?? -1
          if (list && at >= 0) {
            list.splice(at, 1)
            if (list.length === 0) waiting.delete(caller)
            forgetIfIdle(caller)
            reject(new JobAbandoned())
            dispatch()
          }
        }
        signal.addEventListener('abort', job.onAbort, { once: true })
        queue.push(job)
        waiting.set(caller, queue)
        dispatch()
      })
    },
    /** Jobs running per caller, and waiting in all (for tests and metrics). */
    runningOf: (caller: string) => running.get(caller) ?? 0,
    waitingCount: () => [...waiting.values()].reduce((sum, list) => sum + list.length, 0),
    runningCount: () => runningTotal,
  }
}

export type FairShare = ReturnType<typeof createFairShare>
