// The console's and the play page's scripts are type-checked against the API's types (src/client/schema.d.ts, made
// from openapi.yaml): a field of an answer renamed in the API breaks `npm run typecheck` where a page reads it.

import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'

const ROOT = new URL('../../', import.meta.url).pathname
const run = promisify(execFile)

t.test('renaming an answer field the pages read fails their type check, naming each place', async (t) => {
  const copy = mkdtempSync(join(tmpdir(), 'pages-typecheck-'))
  t.teardown(() => rmSync(copy, { recursive: true, force: true }))
  for (const path of ['src/http/console', 'src/http/play', 'src/client', 'tsconfig.browser.json']) {
    cpSync(join(ROOT, path), join(copy, path), { recursive: true })
  }
  // The account's balance, as the API would answer it after a rename.
  const schema = join(copy, 'src/client/schema.d.ts')
  const renamed = readFileSync(schema, 'utf8').replaceAll('accountBalance: number;', 'balanceOfAccount: number;')
  t.not(renamed, readFileSync(schema, 'utf8'), 'the copy renames the field')
  writeFileSync(schema, renamed)
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'))
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc')
  const failed = await run(process.execPath, [tsc, '-p', 'tsconfig.browser.json'], { cwd: copy }).then(
    () => undefined,
    (error: { stdout: string }) => error.stdout,
  )
  t.ok(failed, 'the type check fails')
  const places = (failed ?? '').split('\n').filter((line) => line.includes("Property 'accountBalance' does not exist"))
  t.ok(
    places.some((line) => line.startsWith('src/http/console/players.js')),
    "the players' panel reads it",
  )
  t.ok(
    places.some((line) => line.startsWith('src/http/console/house.js')),
    'the house panel reads it',
  )
  t.same(
    (failed ?? '').split('\n').filter((line) => /error TS/.test(line) && !line.includes("'accountBalance'")),
    [],
    'and nothing else fails',
  )
})
