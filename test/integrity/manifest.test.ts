// The software's fingerprints: the committed manifest is the source tree's (a stale one fails here: run `npm run
// integrity:manifest`); each verdict on a tree made here; the start-up decision; and GET /api/operator/integrity with
// an HMAC recomputed here from the files themselves.

import { createHash, createHmac } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import {
  checkIntegrity,
  fingerprints,
  MANIFEST_FILE,
  manifestText,
  startupVerdict,
} from '../../src/integrity/manifest.ts'
import { buildTestApp } from '../helpers/app.ts'
import { REPO_ROOT } from '../helpers/markdown.ts'

t.test('the committed manifest is the source tree as it is', async (t) => {
  const committed = readFileSync(join(REPO_ROOT, MANIFEST_FILE), 'utf8')
  t.equal(
    committed,
    manifestText({ tree: 'src', files: await fingerprints(REPO_ROOT, 'src') }),
    'npm run integrity:manifest',
  )
  const report = await checkIntegrity(REPO_ROOT, 'src')
  t.ok(report.ok, 'every critical file matches')
  t.same([...new Set(report.files.map((f) => f.component))].sort(), [
    'engine',
    'game',
    'pricing',
    'shuffle',
    'store',
    'wallet',
  ])
  t.ok(
    report.files.some((f) => f.path === 'src/store/postgres/functions/bets.sql'),
    'the SQL functions are in it',
  )
  t.ok(
    report.files.some((f) => f.path === 'src/core/fair.ts'),
    'the shuffle is in it',
  )
})

t.test('each verdict, on a tree made here', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'integrity-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  mkdirSync(join(root, 'src/core'), { recursive: true })
  mkdirSync(join(root, 'src/store/postgres'), { recursive: true })
  writeFileSync(join(root, 'src/core/fair.ts'), 'export const shuffle = 1\n')
  writeFileSync(join(root, 'src/core/pricing.ts'), 'export const margin = 3\n')
  writeFileSync(join(root, 'src/store/postgres/bets.sql'), 'SELECT 1;\n')
  t.match(await checkIntegrity(root, 'src'), { manifest: false, ok: false }, 'no manifest: not ok')
  writeFileSync(join(root, MANIFEST_FILE), manifestText({ tree: 'src', files: await fingerprints(root, 'src') }))
  const clean = await checkIntegrity(root, 'src')
  t.ok(clean.ok)
  t.same(
    clean.files.map((f) => [f.component, f.path, f.sha256]),
    [
      ['shuffle', 'src/core/fair.ts', createHash('sha256').update('export const shuffle = 1\n').digest('hex')],
      ['pricing', 'src/core/pricing.ts', createHash('sha256').update('export const margin = 3\n').digest('hex')],
      ['store', 'src/store/postgres/bets.sql', createHash('sha256').update('SELECT 1;\n').digest('hex')],
    ],
  )
  writeFileSync(join(root, 'src/core/pricing.ts'), 'export const margin = 30\n')
  unlinkSync(join(root, 'src/store/postgres/bets.sql'))
  writeFileSync(join(root, 'src/core/shuffle.ts'), 'export const extra = 1\n')
  const tampered = await checkIntegrity(root, 'src')
  t.notOk(tampered.ok)
  t.same(
    tampered.files.map((f) => [f.path, f.verdict]),
    [
      ['src/core/fair.ts', 'match'],
      ['src/core/pricing.ts', 'changed'],
      ['src/core/shuffle.ts', 'not in the manifest'],
      ['src/store/postgres/bets.sql', 'missing'],
    ],
  )
  t.match(startupVerdict(tampered, 'accounts'), { refuse: true, message: /Cannot start with real money.*pricing/ })
  t.match(startupVerdict(tampered, 'seamless'), { refuse: true })
  t.match(startupVerdict(tampered, 'play'), { refuse: false, message: /play money only/ })
  t.equal(startupVerdict(clean, 'accounts'), undefined, 'a clean tree starts')
})

t.test('GET /api/operator/integrity: the verdicts and an HMAC under the caller seed, for operators only', async (t) => {
  const token = 'an-operator-token-of-at-least-32-chars'
  const app = await buildTestApp(t, { config: { operator: { token } } })
  const get = (url: string, as = token) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as}` } })
  t.equal((await get('/api/operator/integrity', 'a-player')).statusCode, 403)
  t.match((await get('/api/operator/integrity?seed=%01')).json(), { error: /seed must be/ })
  const answer = (await get('/api/operator/integrity?seed=lab-visit-2026-11')).json()
  t.match(answer, { tree: 'src', manifest: true, ok: true, seed: 'lab-visit-2026-11' })
  // The lab's side: the files' SHA-256 from disk, the lines, the HMAC.
  const lines = answer.files.map(
    (f: { component: string; path: string }) =>
      `${f.component} ${f.path} ${createHash('sha256')
        .update(readFileSync(join(REPO_ROOT, f.path)))
        .digest('hex')}`,
  )
  t.equal(answer.hmacSha256, createHmac('sha256', 'lab-visit-2026-11').update(lines.join('\n')).digest('hex'))
})
