// `npm run integrity:manifest [-- --tree dist/src]`: the manifest of the critical files' SHA-256 (src/integrity) for
// the source tree (integrity-manifest.json, committed: a test fails when it is stale) or for a build (dist/, written by
// `npm run build`). The service compares the tree it runs from with it at start-up and on GET /api/operator/integrity.

import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { fingerprints, MANIFEST_FILE, manifestText } from '../src/integrity/manifest.ts'

const { values } = parseArgs({ options: { tree: { type: 'string', default: 'src' } } })
const tree = values.tree === 'dist/src' ? 'dist/src' : 'src'
const root = fileURLToPath(new URL('..', import.meta.url))
const files = await fingerprints(root, tree)
const path = join(root, tree === 'src' ? '' : 'dist', MANIFEST_FILE)
await writeFile(path, manifestText({ tree, files }))
console.log(`wrote ${path}: ${files.length} files`)
