// wallet-openapi.yaml is what the reference wallet's schemas make (npm run wallet:openapi writes it).

import { readFile } from 'node:fs/promises'
import t from 'tap'
import { walletOpenapiYaml } from '../../src/wallet/openapi.ts'

t.test('wallet-openapi.yaml matches the schemas', async (t) => {
  const committed = await readFile(new URL('../../wallet-openapi.yaml', import.meta.url), 'utf8')
  t.equal(committed, await walletOpenapiYaml(), 'run npm run wallet:openapi after changing schemas/wallet.ts')
  t.match(committed, /\/debit:/)
  t.match(committed, /\/rollback:/)
})
