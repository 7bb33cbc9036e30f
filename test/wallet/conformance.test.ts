// The seamless wallet protocol's kit against the reference wallet: every rule passes; against each deliberately broken
// variant the rule it breaks fails, by name, and the others pass. The signatures checked against a second HMAC
// computed here.

import { createHmac } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { runConformance } from '../../src/wallet/conformance.ts'
import { buildReferenceWallet, type WalletFlaw } from '../../src/wallet/reference.ts'
import { REPLAY_WINDOW_MS, signatureProblem, signBody } from '../../src/wallet/signature.ts'

const SECRET = 'a-shared-secret-of-the-casino-and-us'

async function walletAt(t: Test, flaws: WalletFlaw[] = []) {
  const app = await buildReferenceWallet({ secret: SECRET, startingBalance: 10_000, flaws: new Set(flaws) })
  await app.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => app.close())
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

const kit = (url: string) =>
  runConformance({ url, secret: SECRET, timeoutMs: 2_000, playerId: 'conformance-player', currency: 'EUR' })

t.test(
  'signatures: HMAC-SHA256 of the time, a dot and the raw body; a wrong, missing or stale one is named',
  async (t) => {
    const body = '{"playerId":"p1","currency":"EUR"}'
    const at = 1_800_000_000_000
    t.equal(signBody(SECRET, at, body), createHmac('sha256', SECRET).update(`${at}.${body}`).digest('hex'))
    const headers = { 'x-wallet-timestamp': String(at), 'x-wallet-signature': signBody(SECRET, at, body) }
    t.equal(signatureProblem(SECRET, headers, body, at + 1_000), undefined, 'a good one')
    t.match(signatureProblem(SECRET, headers, `${body} `, at), /does not match/, 'a changed body')
    t.match(signatureProblem('another', headers, body, at), /does not match/, 'another secret')
    t.match(signatureProblem(SECRET, headers, body, at + REPLAY_WINDOW_MS + 1), /replay window/, 'too late')
    t.match(signatureProblem(SECRET, { 'x-wallet-timestamp': String(at) }, body, at), /signature is missing/)
  },
)

t.test('the reference wallet passes every rule', async (t) => {
  const results = await kit(await walletAt(t))
  t.ok(results.length >= 10, `${results.length} rules`)
  for (const result of results) t.ok(result.passed, `${result.rule}: ${result.detail}`)
})

const BREAKS: Record<WalletFlaw, string> = {
  'no-idempotency': 'debit: applied once; the same transaction id answers the same',
  'ignores-different-data': 'debit: the same transaction id with other data',
  'debit-after-rollback': 'rollback: of a debit not seen succeeds, and bars that debit',
  'accepts-bad-signatures': 'signature: a request with a bad signature',
  'accepts-replays': 'signature: a request signed outside the replay window',
  overdraws: 'debit: above the balance',
}

for (const [flaw, rule] of Object.entries(BREAKS) as Array<[WalletFlaw, string]>) {
  t.test(`a wallet that breaks a rule (${flaw}) fails it, by name`, async (t) => {
    const results = await kit(await walletAt(t, [flaw]))
    const failed = results.filter((r) => !r.passed)
    t.ok(
      failed.some((r) => r.rule.startsWith(rule)),
      `fails "${rule}" (failed: ${failed.map((r) => `${r.rule}: ${r.detail}`).join('; ')})`,
    )
  })
}
