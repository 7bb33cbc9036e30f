// Writes src/client/schema.d.ts: TypeScript types for the API, generated from the committed openapi.yaml.

import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { OPENAPI_PATH } from './gen-openapi.ts'

export const CLIENT_SCHEMA_PATH = fileURLToPath(new URL('../src/client/schema.d.ts', import.meta.url))

const HEADER =
  '// Types for the HTTP API, generated from openapi.yaml by scripts/gen-client.ts (`npm run client`); do not edit.\n\n'

/**
 * openapi-typescript's options. defaultNonNullable off: a request field with a default (numberOfHands, board)
 * stays optional for the caller instead of becoming required.
 */
export const CLIENT_TYPE_OPTIONS = { defaultNonNullable: false } as const

/** The types openapi-typescript generates from the given document (default: the committed openapi.yaml). */
export async function generateClientTypes(openapiYaml?: string): Promise<string> {
  const source = openapiYaml ?? (await readFile(OPENAPI_PATH, 'utf8'))
  return HEADER + astToString(await openapiTS(source, CLIENT_TYPE_OPTIONS))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(CLIENT_SCHEMA_PATH, await generateClientTypes())
  console.log(`wrote ${CLIENT_SCHEMA_PATH}`)
}
