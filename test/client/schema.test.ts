// The committed client types are exactly what openapi-typescript generates from the committed openapi.yaml.

import { readFileSync } from 'node:fs'
import t from 'tap'
import { CLIENT_SCHEMA_PATH, generateClientTypes } from '../../scripts/gen-client.ts'

t.test(
  'src/client/schema.d.ts matches openapi.yaml (run `npm run openapi && npm run client` after changing the API)',
  async (t) => {
    t.equal(readFileSync(CLIENT_SCHEMA_PATH, 'utf8'), await generateClientTypes())
  },
)

t.test('the types name every operation of the document', async (t) => {
  const types = readFileSync(CLIENT_SCHEMA_PATH, 'utf8')
  for (const operationId of ['getHealth', 'dealHands', 'calculateOdds', 'sitAtTable', 'getTable']) {
    t.match(types, new RegExp(`^    ${operationId}: \\{$`, 'm'), operationId)
  }
})
