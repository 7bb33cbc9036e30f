// Every variable is in its one table: docs/operations.md names exactly what src/config.ts reads, docs/testing.md
// names what the tests, benchmarks and CI scripts read, and no variable stands in two tables.

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { loadConfig } from '../../src/config.ts'
import { documentationFiles, REPO_ROOT, readDoc, variableTables } from '../helpers/markdown.ts'

/** The variables loadConfig reads, seen through a recording environment, in stub and in verified PostgreSQL setups. */
function variablesConfigReads(): Set<string> {
  const read = new Set<string>()
  const setups: Record<string, string>[] = [
    {},
    {
      AUTH_MODE: 'jwt',
      AUTH_URL: 'https://auth.example.com',
      AUTH_JWT_SECRET: 'x'.repeat(40),
      STORE: 'postgres',
      DATABASE_URL: 'postgres://u:p@db/odds',
      NODE_ENV: 'production',
      METRICS_TOKEN: 'm'.repeat(20),
    },
  ]
  for (const setup of setups) {
    const env = new Proxy(setup, {
      get: (target, name) => {
        if (typeof name === 'string') read.add(name)
        return target[name as string]
      },
      has: (target, name) => {
        if (typeof name === 'string') read.add(name)
        return name in target
      },
    })
    loadConfig(env)
  }
  // A variable read only on a branch these setups do not take still shows in the source.
  const source = readFileSync(join(REPO_ROOT, 'src/config.ts'), 'utf8')
  for (const match of source.matchAll(/\(env, '([A-Z][A-Z0-9_]*)'|\benv\.([A-Z][A-Z0-9_]*)/g))
    read.add(match[1] ?? match[2]!)
  return read
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    return statSync(join(REPO_ROOT, path)).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Variables the tests, benchmarks, scripts and CI read: env.NAME in TypeScript, ${NAME:-default} in the CI scripts. */
function variablesToolingReads(): Set<string> {
  const read = new Set<string>()
  const system = new Set(['PATH', 'HOME'])
  for (const file of [...filesUnder('test'), ...filesUnder('bench'), ...filesUnder('scripts'), ...filesUnder('.ci')]) {
    // Code only: comment lines name variables as examples.
    const text = readFileSync(join(REPO_ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/\*|\*|#)/.test(line))
      .join('\n')
    const pattern = file.endsWith('.ts')
      ? /\benv\.([A-Z][A-Z0-9_]*)|\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g
      : /\$\{([A-Z][A-Z0-9_]*):-/g
    for (const match of text.matchAll(pattern)) {
      const name = match[1] ?? match[2]!
      if (!system.has(name)) read.add(name)
    }
  }
  return read
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort()

t.test(
  'docs/operations.md has the one table of the service variables, and it names exactly what src/config.ts reads',
  async (t) => {
    const tables = variableTables(readDoc('docs/operations.md'))
    t.equal(tables.length, 1, 'one table of variables in docs/operations.md')
    const documented = sorted(tables[0] ?? [])
    const read = sorted(variablesConfigReads())
    t.same(
      read.filter((name) => !documented.includes(name)),
      [],
      'every variable src/config.ts reads is in the table',
    )
    t.same(
      documented.filter((name) => !read.includes(name)),
      [],
      'the table names no variable src/config.ts does not read',
    )
  },
)

t.test(
  'docs/testing.md has the one table of the tooling variables, and it names exactly what the tests, benchmarks and ' +
    'CI read',
  async (t) => {
    const tables = variableTables(readDoc('docs/testing.md'))
    t.equal(tables.length, 1, 'one table of variables in docs/testing.md')
    const documented = sorted(tables[0] ?? [])
    const read = sorted([...variablesToolingReads()].filter((name) => !variablesConfigReads().has(name)))
    t.same(
      read.filter((name) => !documented.includes(name)),
      [],
      'every variable the tooling reads is in the table',
    )
    t.same(
      documented.filter((name) => !variablesToolingReads().has(name)),
      [],
      'the table names no variable the tooling does not read',
    )
  },
)

t.test('no variable stands in two tables, and no other page has a table of variables', async (t) => {
  const where = new Map<string, string[]>()
  for (const file of documentationFiles()) {
    const tables = variableTables(readDoc(file))
    if (file !== 'docs/operations.md' && file !== 'docs/testing.md')
      t.equal(tables.length, 0, `${file} has no table of variables`)
    for (const name of tables.flat()) where.set(name, [...(where.get(name) ?? []), file])
  }
  t.same(
    [...where].filter(([, files]) => files.length > 1),
    [],
    'each variable in one table',
  )
})
