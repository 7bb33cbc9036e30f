// `npm run wallet:openapi`: writes wallet-openapi.yaml, the seamless wallet protocol as OpenAPI, from the reference
// wallet's route schemas (schemas/wallet.ts). test/wallet/openapi.test.ts fails when the file drifts from them.

import { writeFile } from 'node:fs/promises'
import { walletOpenapiYaml } from '../src/wallet/openapi.ts'

await writeFile(new URL('../wallet-openapi.yaml', import.meta.url), await walletOpenapiYaml())
console.log('wrote wallet-openapi.yaml')
