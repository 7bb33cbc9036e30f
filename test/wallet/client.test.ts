// A signed call to a wallet: an answer counts only when it is signed with the shared secret, in time; a 5xx, a
// timeout, a refused connection, an unsigned, forged or stale answer are each no answer; a 409 is a refusal.

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { callWallet } from '../../src/wallet/client.ts'
import { REPLAY_WINDOW_MS, signatureHeaders, signatureProblem } from '../../src/wallet/signature.ts'

const SECRET = 'the-secret-both-sides-share'

/** A wallet that answers `status` and `body`, signed as `sign` says, after `delayMs`; it checks what it is sent. */
async function fakeWallet(
  t: Test,
  answer: { status: number; body: object; sign: 'good' | 'none' | 'forged' | 'stale'; delayMs?: number },
) {
  const seen: string[] = []
  const server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      seen.push(signatureProblem(SECRET, request.headers, raw) ?? `good ${request.url} ${raw}`)
      const text = JSON.stringify(answer.body)
      const headers =
        answer.sign === 'none'
          ? {}
          : signatureHeaders(
              answer.sign === 'forged' ? 'another-secret' : SECRET,
              text,
              Date.now() - (answer.sign === 'stale' ? 2 * REPLAY_WINDOW_MS : 0),
            )
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json', ...headers })
        response.end(text)
      }, answer.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

const BODY = { transactionId: 'debit:1:2', roundId: '1:1:ann', playerId: 'ann', currency: 'EUR', amount: 100 }

t.test('a signed answer is the answer, and the request was signed', async (t) => {
  const wallet = await fakeWallet(t, { status: 200, body: { balance: 900, currency: 'EUR' }, sign: 'good' })
  const outcome = await callWallet({ url: wallet.url, secret: SECRET, timeoutMs: 1_000 }, 'debit', BODY)
  t.same(outcome, { kind: 'answer', answer: { balance: 900, currency: 'EUR' } })
  t.same(wallet.seen, [`good /debit ${JSON.stringify(BODY)}`])
})

t.test('a signed 409 is a refusal with its code', async (t) => {
  const error = { code: 'INSUFFICIENT_FUNDS', message: 'no', balance: 50 }
  const wallet = await fakeWallet(t, { status: 409, body: error, sign: 'good' })
  t.same(await callWallet({ url: wallet.url, secret: SECRET, timeoutMs: 1_000 }, 'debit', BODY), {
    kind: 'refused',
    status: 409,
    error,
  })
})

for (const [what, answer, reason] of [
  ['an unsigned answer', { status: 200, sign: 'none' }, /answer refused: x-wallet-timestamp is missing/],
  ['a forged answer', { status: 200, sign: 'forged' }, /answer refused: the signature does not match/],
  ['a stale answer', { status: 200, sign: 'stale' }, /answer refused: the signed time is outside the replay window/],
  ['a 500', { status: 500, sign: 'good' }, /status 500/],
  ['a slow answer', { status: 200, sign: 'good', delayMs: 500 }, /timed out/],
] as const) {
  t.test(`${what} is no answer`, async (t) => {
    const wallet = await fakeWallet(t, { body: { balance: 1, currency: 'EUR' }, ...answer })
    const outcome = await callWallet({ url: wallet.url, secret: SECRET, timeoutMs: 200 }, 'debit', BODY)
    t.equal(outcome.kind, 'no-answer')
    t.match((outcome as { reason: string }).reason, reason)
  })
}

t.test('a wallet that is not there is no answer', async (t) => {
  const outcome = await callWallet({ url: 'http://127.0.0.1:1', secret: SECRET, timeoutMs: 500 }, 'balance', {})
  t.same(outcome, { kind: 'no-answer', reason: 'network failure' })
})
