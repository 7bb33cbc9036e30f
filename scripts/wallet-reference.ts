// `npm run wallet:reference`: the reference wallet of the seamless wallet protocol (src/wallet/reference.ts), in
// memory, for local play and demos. Env: PORT (default 4000), HOST (127.0.0.1), WALLET_SECRET (required, at least 32
// characters), REFERENCE_WALLET_BALANCE (what a player it has not seen starts with, in minor units; default 100000).

import { buildReferenceWallet } from '../src/wallet/reference.ts'

const env = process.env
const secret = env.WALLET_SECRET ?? ''
const startingBalance = Number(env.REFERENCE_WALLET_BALANCE ?? 100_000)
const port = Number(env.PORT ?? 4_000)
if (secret.length < 32) {
  console.error('wallet:reference: WALLET_SECRET must be set, at least 32 characters.')
  process.exit(1)
}
if (!Number.isSafeInteger(startingBalance) || startingBalance < 0) {
  console.error('wallet:reference: REFERENCE_WALLET_BALANCE must be an integer of minor units, 0 or more.')
  process.exit(1)
}
const app = await buildReferenceWallet({ secret, startingBalance })
await app.listen({ port, host: env.HOST ?? '127.0.0.1' })
console.log(`wallet:reference listening on ${app.server.address() && `http://${env.HOST ?? '127.0.0.1'}:${port}`}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close())
