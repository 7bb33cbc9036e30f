// The fair-share queue: a caller alone may use every slot; once others wait, each gets its share in turn.

import t from 'tap'
import { createFairShare, JobAbandoned } from '../../src/workers/fair-share.ts'

/** A job that ends when the test says so, recording when it started. */
function controllable(log: string[], name: string) {
  let finish!: () => void
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)))
  return { start: () => (log.push(name), done), finish: () => finish() }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

t.test('shares: alone a caller takes every slot; with two callers each gets half, in turn', async (t) => {
  const shares = createFairShare({ slots: 2, maxWaitingPerCaller: 10 })
  const log: string[] = []
  const never = new AbortController().signal
  const a = [1, 2, 3, 4].map((i) => controllable(log, `a${i}`))
  const b = [1, 2].map((i) => controllable(log, `b${i}`))
  const results = a.map((job) => shares.submit('a', never, job.start))
  await tick()
  t.same(log, ['a1', 'a2'], 'a alone holds both slots')
  results.push(...b.map((job) => shares.submit('b', never, job.start)))
  await tick()
  t.same(log, ['a1', 'a2'], 'b waits for a slot; nothing is taken away from running work')
  a[0].finish()
  await tick()
  t.same(log, ['a1', 'a2', 'b1'], 'the freed slot goes to b, not to a third job of a')
  a[1].finish()
  await tick()
  t.same(log, ['a1', 'a2', 'b1', 'a3'], 'then a, within its share of one')
  t.equal(shares.runningOf('a'), 1)
  t.equal(shares.runningOf('b'), 1)
  b[0].finish()
  await tick()
  t.same(log.slice(-1), ['b2'])
  a[2].finish()
  b[1].finish()
  await tick()
  t.same(log.slice(-1), ['a4'], 'alone again, a gets the rest')
  a[3].finish()
  t.same(await Promise.all(results), ['a1', 'a2', 'a3', 'a4', 'b1', 'b2'])
  t.equal(shares.runningCount(), 0)
  t.equal(shares.waitingCount(), 0)
})

t.test('a waiting job whose requester leaves is dropped and never starts', async (t) => {
  const shares = createFairShare({ slots: 1, maxWaitingPerCaller: 10 })
  const log: string[] = []
  const first = controllable(log, 'first')
  const second = controllable(log, 'second')
  const gone = new AbortController()
  const running = shares.submit('a', new AbortController().signal, first.start)
  const waiting = shares.submit('b', gone.signal, second.start)
  gone.abort()
  await t.rejects(waiting, JobAbandoned)
  t.equal(shares.waitingCount(), 0)
  first.finish()
  await running
  await tick()
  t.same(log, ['first'], 'the abandoned job never ran')
  await t.rejects(
    shares.submit('c', gone.signal, second.start),
    JobAbandoned,
    'an already aborted request is not queued',
  )
})

t.test('beyond the waiting bound a caller is refused at once with CALLER_LIMIT_REACHED; others are not', async (t) => {
  const shares = createFairShare({ slots: 1, maxWaitingPerCaller: 2 })
  const log: string[] = []
  const never = new AbortController().signal
  const jobs = [1, 2, 3, 4].map((i) => controllable(log, `a${i}`))
  const accepted = jobs.slice(0, 3).map((job) => shares.submit('a', never, job.start))
  await t.rejects(shares.submit('a', never, jobs[3].start), { code: 'CALLER_LIMIT_REACHED' })
  const other = controllable(log, 'b1')
  const fromB = shares.submit('b', never, other.start)
  for (const job of [...jobs, other]) job.finish()
  await Promise.all([...accepted, fromB])
  t.same(log, ['a1', 'b1', 'a2', 'a3'], "b is served in turn between a's jobs")
})
