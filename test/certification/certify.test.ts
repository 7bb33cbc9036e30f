// `npm run certify:rng -- --short` as CI runs it: the battery's short version on the provably fair stream of a fixed
// seed (reproducible), its Markdown report with every family, and its exit status. dieharder runs where it is
// installed (CI installs it: .ci/run).

import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { REPO_ROOT } from '../helpers/markdown.ts'

t.test('the short battery passes and reports every family', { timeout: 120_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'certify-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const out = join(dir, 'report.md')
  const code = await new Promise<number>((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/certify-rng.ts', '--short', '--seed', 'ci', '--out', out],
      { cwd: REPO_ROOT },
      (err) => resolve(err ? ((err as { code?: number }).code ?? 1) : 0),
    ),
  )
  t.equal(code, 0, 'exits 0')
  const report = readFileSync(out, 'utf8')
  t.match(report, /\*\*Verdict: PASS\*\*/)
  t.match(report, /Source: the provably fair stream of seed "ci"/, 'the report says where its numbers came from')
  t.match(report, /## Decks \(50,000 decks/)
  t.equal((report.match(/\| pass \|$/gm) ?? []).length, 8 + 29, 'eight deck tests and 29 NIST rows, each passed')
  t.match(report, /Random excursions variant, x = -9/)
  if (process.env.CI === 'true' || /## dieharder \(/.test(report)) {
    t.match(report, /## dieharder \(\d+ MiB of raw output, 10 psamples/, 'dieharder ran')
    t.match(report, /\| diehard_birthdays \| 0 \| [0-9.e-]+ \| (PASSED|WEAK) \|/)
  } else t.match(report, /Not run: dieharder is not installed/)
})
