// The seamless wallet protocol as an OpenAPI document: the reference wallet's routes without its admin ones, in YAML.

import { stringify } from 'yaml'
import { buildReferenceWallet } from './reference.ts'

export async function walletOpenapiYaml(): Promise<string> {
  const app = await buildReferenceWallet({ secret: 'x'.repeat(16), startingBalance: 0 })
  await app.ready()
  const document = app.swagger() as { paths?: Record<string, unknown> }
  for (const path of Object.keys(document.paths ?? {})) if (path.startsWith('/admin')) delete document.paths![path]
  await app.close()
  return stringify(document)
}
