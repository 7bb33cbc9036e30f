// The conformance kit: the rules of the seamless wallet protocol (docs/wallet-protocol.md), each checked against a
// running wallet by the calls the service makes, and judged by what moved the test player's balance. An operator runs
// it against their own wallet (`npm run wallet:conformance`); the tests run it against the reference wallet and its
// broken variants. Each check names its rule; the kit uses small amounts of one test player's money and leaves the
// balance as it found it, but for what a broken wallet moved.

import { randomUUID } from 'node:crypto'
import { callWallet, type WalletEndpoint, type WalletOutcome } from './client.ts'
import { SIGNATURE_HEADER } from './signature.ts'

export interface ConformanceOptions extends WalletEndpoint {
  /** A test player the wallet knows, with at least 1.00 on it. */
  playerId: string
  currency: string
}

export interface CheckResult {
  rule: string
  passed: boolean
  detail: string
}

class Broken extends Error {}

export async function runConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const { playerId, currency } = options
  const run = randomUUID().slice(0, 8)
  let n = 0
  const id = (kind: string) => `conformance:${run}:${kind}:${++n}`
  const round = `conformance:${run}`
  const call = (operation: Parameters<typeof callWallet>[1], body: object, extra = {}) =>
    callWallet(options, operation, body, extra)
  const describe = (o: WalletOutcome) =>
    o.kind === 'answer'
      ? `answered balance ${o.answer.balance}`
      : o.kind === 'refused'
        ? `refused ${o.status} ${o.error.code}`
        : `no answer (${o.reason})`
  async function balance(): Promise<number> {
    const got = await call('balance', { playerId, currency })
    if (got.kind !== 'answer') throw new Broken(`the balance call ${describe(got)}`)
    return got.answer.balance
  }
  const debit = (transactionId: string, amount: number, extra = {}) =>
    call('debit', { transactionId, roundId: round, playerId, currency, amount }, extra)
  const expect = (ok: boolean, message: string) => {
    if (!ok) throw new Broken(message)
  }

  const checks: Array<[string, () => Promise<string>]> = [
    [
      'balance: an integer balance in the currency asked',
      async () => {
        const got = await call('balance', { playerId, currency })
        expect(got.kind === 'answer', `the balance call ${describe(got)}`)
        const answer = (got as { answer: { balance: unknown; currency: unknown } }).answer
        expect(Number.isSafeInteger(answer.balance), `the balance ${String(answer.balance)} is not an integer`)
        expect(answer.currency === currency, `the currency ${String(answer.currency)} is not ${currency}`)
        expect((answer.balance as number) >= 100, `the test player has ${String(answer.balance)}: fund it with 100`)
        return `balance ${String(answer.balance)} ${currency}`
      },
    ],
    [
      'debit: applied once; the same transaction id answers the same',
      async () => {
        const before = await balance()
        const txId = id('debit')
        const first = await debit(txId, 7)
        const second = await debit(txId, 7)
        expect(first.kind === 'answer', `the debit ${describe(first)}`)
        expect(JSON.stringify(first) === JSON.stringify(second), `the repeat ${describe(second)}`)
        const after = await balance()
        expect(after === before - 7, `the balance moved by ${after - before}, not -7`)
        await call('rollback', { transactionId: id('rollback'), roundId: round, playerId, currency, reference: txId })
        return 'moved once'
      },
    ],
    [
      'debit: the same transaction id with other data is refused (DUPLICATE_TRANSACTION) and moves nothing',
      async () => {
        const txId = id('debit')
        await debit(txId, 3)
        const before = await balance()
        const other = await debit(txId, 4)
        expect(
          other.kind === 'refused' && other.error.code === 'DUPLICATE_TRANSACTION',
          `the repeat ${describe(other)}`,
        )
        expect((await balance()) === before, 'the balance moved')
        await call('rollback', { transactionId: id('rollback'), roundId: round, playerId, currency, reference: txId })
        return 'refused, nothing moved'
      },
    ],
    [
      'debit: concurrent duplicates are applied once',
      async () => {
        const before = await balance()
        const txId = id('debit')
        const all = await Promise.all(Array.from({ length: 8 }, () => debit(txId, 5)))
        const after = await balance()
        expect(after === before - 5, `eight at once moved the balance by ${after - before}, not -5`)
        const answered = new Set(all.map((o) => (o.kind === 'answer' ? 'answer' : describe(o))))
        expect(answered.size === 1 && answered.has('answer'), `they answered ${[...answered].join(', ')}`)
        await call('rollback', { transactionId: id('rollback'), roundId: round, playerId, currency, reference: txId })
        return 'one applied'
      },
    ],
    [
      'rollback: undoes its debit once, and answers the same when repeated',
      async () => {
        const before = await balance()
        const txId = id('debit')
        await debit(txId, 9)
        const body = { transactionId: id('rollback'), roundId: round, playerId, currency, reference: txId }
        const first = await call('rollback', body)
        const second = await call('rollback', body)
        expect(first.kind === 'answer', `the rollback ${describe(first)}`)
        expect(second.kind === 'answer', `the repeat ${describe(second)}`)
        const after = await balance()
        expect(after === before, `the balance ended ${after - before} from where it was`)
        return 'undone once'
      },
    ],
    [
      'rollback: of a debit not seen succeeds, and bars that debit from being applied later',
      async () => {
        const before = await balance()
        const txId = id('debit')
        const rollback = await call('rollback', {
          transactionId: id('rollback'),
          roundId: round,
          playerId,
          currency,
          reference: txId,
        })
        expect(rollback.kind === 'answer', `the rollback ${describe(rollback)}`)
        const late = await debit(txId, 6)
        expect(late.kind === 'refused' && late.status === 409, `the late debit ${describe(late)}`)
        expect((await balance()) === before, 'the late debit moved the balance')
        return `the late debit was ${describe(late)}`
      },
    ],
    [
      'credit: applied once; 0 closes a lost round',
      async () => {
        const before = await balance()
        const body = { transactionId: id('credit'), roundId: round, playerId, currency, amount: 5, roundClosed: true }
        const first = await call('credit', body)
        const second = await call('credit', body)
        expect(first.kind === 'answer' && second.kind === 'answer', `the credit ${describe(first)}`)
        const zero = await call('credit', { ...body, transactionId: id('credit'), amount: 0 })
        expect(zero.kind === 'answer', `a credit of 0 ${describe(zero)}`)
        const after = await balance()
        expect(after === before + 5, `two credits of 5 and one of 0 moved the balance by ${after - before}, not 5`)
        const txId = id('debit')
        await debit(txId, 5)
        return 'credited once'
      },
    ],
    [
      'debit: above the balance is refused (INSUFFICIENT_FUNDS) and moves nothing',
      async () => {
        const before = await balance()
        const over = await debit(id('debit'), before + 1)
        expect(over.kind === 'refused' && over.error.code === 'INSUFFICIENT_FUNDS', `the debit ${describe(over)}`)
        expect((await balance()) === before, 'the balance moved')
        return 'refused'
      },
    ],
    [
      'signature: a request with a bad signature is refused (401) and moves nothing',
      async () => {
        const before = await balance()
        const forged = await debit(id('debit'), 2, { headers: { [SIGNATURE_HEADER]: '0'.repeat(64) } })
        expect(forged.kind === 'refused' && forged.status === 401, `the forged debit ${describe(forged)}`)
        expect((await balance()) === before, 'the balance moved')
        return 'refused'
      },
    ],
    [
      'signature: a request signed outside the replay window is refused (401) and moves nothing',
      async () => {
        const before = await balance()
        const stale = await debit(id('debit'), 2, { nowMs: Date.now() - 10 * 60_000 })
        expect(stale.kind === 'refused' && stale.status === 401, `the replayed debit ${describe(stale)}`)
        expect((await balance()) === before, 'the balance moved')
        return 'refused'
      },
    ],
    [
      'amounts and currencies: a negative or fractional amount is refused (400), another currency refused',
      async () => {
        const before = await balance()
        for (const amount of [-5, 1.5, '5']) {
          const bad = await debit(id('debit'), amount as number)
          expect(bad.kind === 'refused' && bad.status === 400, `a debit of ${JSON.stringify(amount)} ${describe(bad)}`)
        }
        const other = await call('debit', {
          transactionId: id('debit'),
          roundId: round,
          playerId,
          currency: currency === 'XTS' ? 'XXX' : 'XTS',
          amount: 2,
        })
        expect(other.kind === 'refused', `a debit in another currency ${describe(other)}`)
        expect((await balance()) === before, 'the balance moved')
        return 'refused'
      },
    ],
  ]

  const results: CheckResult[] = []
  for (const [rule, check] of checks) {
    try {
      results.push({ rule, passed: true, detail: await check() })
    } catch (err) {
      results.push({ rule, passed: false, detail: err instanceof Broken ? err.message : `failed: ${String(err)}` })
    }
  }
  return results
}
