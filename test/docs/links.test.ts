// The documentation holds together: every relative link in README.md and docs/ reaches a file of the repository
// (and a heading where it names one; none leaves the repository), README.md stays short, each docs/ page opens with the
// question it answers, and the
// OpenAPI document points readers to the docs.

import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import t from 'tap'
import { parse } from 'yaml'
import {
  documentationFiles,
  headingAnchor,
  headingAnchors,
  markdownLinks,
  REPO_ROOT,
  readDoc,
} from '../helpers/markdown.ts'

const README_MAX_LINES = 150

t.test('every relative link resolves to a file of the repository, and to a heading where it names one', async (t) => {
  for (const file of documentationFiles()) {
    for (const { target, line } of markdownLinks(readDoc(file))) {
      const where = `${file}:${line} -> ${target}`
      if (/^file:/i.test(target) || target.startsWith('/')) {
        t.fail(`${where}: a path on one machine, not a link within the repository`)
        continue
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue // http:, https:, mailto:
      const [path, anchor] = target.split('#', 2) as [string, string | undefined]
      const resolved =
        path === '' ? join(REPO_ROOT, file) : normalize(join(REPO_ROOT, dirname(file), decodeURIComponent(path)))
      // A link out of the repository (../shared/...) is dead in any clone elsewhere, even where the file exists here.
      if (relative(REPO_ROOT, resolved).startsWith('..')) {
        t.fail(`${where}: leaves the repository`)
        continue
      }
      if (!existsSync(resolved)) {
        t.fail(`${where}: no such file`)
        continue
      }
      t.pass(`${where}: the file exists`)
      if (anchor === undefined) continue
      if (!resolved.endsWith('.md') || statSync(resolved).isDirectory()) {
        t.fail(`${where}: an anchor into a file that is not markdown`)
        continue
      }
      t.ok(headingAnchors(readFileSync(resolved, 'utf8')).has(anchor), `${where}: the heading exists`)
    }
  }
})

t.test('headings anchor as GitHub anchors them', async (t) => {
  t.equal(headingAnchor('Verified tokens and the JWKS'), 'verified-tokens-and-the-jwks')
  t.equal(headingAnchor('Regenerating openapi.yaml and the client'), 'regenerating-openapiyaml-and-the-client')
  t.equal(headingAnchor('Prices: exact odds with the house margin'), 'prices-exact-odds-with-the-house-margin')
  t.same([...headingAnchors('# A\n## A\n```sh\n# not a heading\n```\n### B `c`')], ['a', 'a-1', 'b-c'])
})

t.test(`README.md is at most ${README_MAX_LINES} lines and leads to every docs/ page`, async (t) => {
  const readme = readDoc('README.md')
  t.ok(
    readme.trimEnd().split('\n').length <= README_MAX_LINES,
    `README.md has ${readme.trimEnd().split('\n').length} lines`,
  )
  for (const file of documentationFiles().filter((f) => f.startsWith('docs/'))) {
    t.ok(readme.includes(`](${file})`), `README.md links ${file}`)
  }
})

t.test('each docs/ page opens with one line that says what it answers', async (t) => {
  for (const file of documentationFiles().filter((f) => f.startsWith('docs/'))) {
    const [title, blank, first] = readDoc(file).split('\n')
    t.match(title, /^# \S/, `${file} starts with its title`)
    t.equal(blank, '', `${file}: a blank line after the title`)
    t.match(first, /^This page answers: /, `${file}: the first line says what the page answers`)
  }
})

t.test("the OpenAPI document's description points to every docs/ page", async (t) => {
  const document = parse(readFileSync(join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as { info: { description: string } }
  for (const file of documentationFiles().filter((f) => f.startsWith('docs/'))) {
    t.ok(document.info.description.includes(file), `info.description names ${file}`)
  }
})
