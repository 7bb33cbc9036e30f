// `npm run wallet:conformance -- --url URL --secret SECRET [--player ID] [--currency EUR] [--timeout-ms 5000]`: the
// seamless wallet protocol's conformance kit (src/wallet/conformance.ts) against a running wallet. Prints each rule
// with its result; exits 0 when every rule passes, 1 otherwise, 2 on bad arguments. The player must be a test account
// the wallet knows, with at least 1.00 on it.

import { parseArgs } from 'node:util'
import { runConformance } from '../src/wallet/conformance.ts'

let values: Record<string, string | undefined>
try {
  values = parseArgs({
    options: {
      url: { type: 'string' },
      secret: { type: 'string' },
      player: { type: 'string', default: 'conformance-player' },
      currency: { type: 'string', default: 'EUR' },
      'timeout-ms': { type: 'string', default: '5000' },
    },
  }).values
} catch (err) {
  console.error(`wallet:conformance: ${(err as Error).message}`)
  process.exit(2)
}
const timeoutMs = Number(values['timeout-ms'])
if (!values.url || !values.secret || !Number.isSafeInteger(timeoutMs) || timeoutMs <= 0) {
  console.error('wallet:conformance: --url and --secret are required; --timeout-ms must be a positive integer.')
  process.exit(2)
}
const results = await runConformance({
  url: values.url,
  secret: values.secret,
  playerId: values.player!,
  currency: values.currency!,
  timeoutMs,
})
for (const { rule, passed, detail } of results) console.log(`${passed ? 'pass' : 'FAIL'}  ${rule}: ${detail}`)
const failed = results.filter((r) => !r.passed).length
console.log(failed === 0 ? `${results.length} rules, all pass.` : `${failed} of ${results.length} rules fail.`)
process.exit(failed === 0 ? 0 : 1)
