// Writes openapi.yaml at the repository root from the running app's generated document.

import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createStubVerifier } from '../src/auth/stub-verifier.ts'
import { testConfig } from '../src/config.ts'
import { buildApp } from '../src/http/app.ts'
import { openapiYaml } from '../src/http/plugins/openapi.ts'
import { createMemoryStore } from '../src/store/memory/index.ts'
import { createInlineOddsEngine } from '../src/workers/inline-odds.ts'

export const OPENAPI_PATH = fileURLToPath(new URL('../openapi.yaml', import.meta.url))

/** The OpenAPI document as YAML, exactly as the app serves it at /docs/yaml. */
export async function generateOpenapiYaml(): Promise<string> {
  const app = await buildApp({
    config: testConfig(),
    store: createMemoryStore(),
    odds: createInlineOddsEngine(),
    verifier: createStubVerifier(),
  })
  try {
    await app.ready()
    return openapiYaml(app.swagger())
  } finally {
    await app.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(OPENAPI_PATH, await generateOpenapiYaml())
  console.log(`wrote ${OPENAPI_PATH}`)
}
