// `npm run format:check` (with Biome's check): every line of the sources at most 120 characters, where the formatter
// cannot break it (string literals, SQL in template literals, comments). Lists each longer line; exits 1 if any.

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const MAX = 120
const FOLDERS = ['src', 'schemas', 'test', 'scripts', 'bench']
const SOURCE = /\.(ts|js|mjs|sql)$/
/** Generated files: written by a program, checked by their own tests. */
const GENERATED = new Set(['src/client/schema.d.ts', 'src/core/heads-up-table.ts'])

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (SOURCE.test(name)) yield path
  }
}

let long = 0
for (const folder of FOLDERS) {
  for (const path of files(join(ROOT, folder))) {
    const name = relative(ROOT, path)
    if (GENERATED.has(name)) continue
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.length > MAX) {
          long += 1
          console.log(`${name}:${i + 1}: ${line.length} characters`)
        }
      })
  }
}
if (long > 0) {
  console.log(`${long} lines over ${MAX} characters.`)
  process.exitCode = 1
}
