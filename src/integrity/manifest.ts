// The software's fingerprints (GLI-19's field verification): a SHA-256 of each critical file, grouped by component,
// against the manifest made from the same tree when it was built (`npm run build` for dist/, `npm run
// integrity:manifest` for the source tree, committed and drift-tested); and an HMAC-SHA256 of the whole list under a
// seed the operator (or a lab) supplies, so that the answer cannot have been computed in advance.

import { createHash, createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { basename, dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The critical components and the folders or files of each, relative to the tree's root (src/ or dist/src/). */
export const COMPONENTS: ReadonlyArray<{ component: string; paths: readonly string[] }> = [
  {
    component: 'engine',
    paths: [
      'core/evaluator/',
      'core/equity.ts',
      'core/hand-odds.ts',
      'core/heads-up-preflop.ts',
      'core/heads-up-table.ts',
      'workers/',
    ],
  },
  { component: 'game', paths: ['core/game.ts', 'core/bets.ts', 'core/cards.ts', 'core/deal.ts', 'core/money.ts'] },
  { component: 'pricing', paths: ['core/pricing.ts', 'core/panel-counts.ts', 'core/rtp.ts'] },
  { component: 'shuffle', paths: ['core/fair.ts', 'core/shuffle.ts'] },
  { component: 'wallet', paths: ['core/accounts.ts', 'core/wallet.ts', 'wallet/'] },
  { component: 'store', paths: ['store/'] },
]

const CODE = /\.(ts|js|sql)$/

export interface FileFingerprint {
  component: string
  /** The file's path in the repository or the build (`src/core/fair.ts`, `dist/src/core/fair.js`). */
  path: string
  sha256: string
}

export interface Manifest {
  /** The tree it was made from: `src` or `dist/src`. */
  tree: string
  files: FileFingerprint[]
}

/** The tree this module runs in: `dist/src` when built, else `src` (tsx, the tests); and the repository's root. */
export function runningTree(): { root: string; tree: string } {
  const built = basename(dirname(fileURLToPath(new URL('..', import.meta.url)))) === 'dist'
  return {
    root: fileURLToPath(new URL(built ? '../../../' : '../../', import.meta.url)),
    tree: built ? 'dist/src' : 'src',
  }
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const files: string[] = []
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await walk(path)))
    else if (CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path)
  }
  return files
}

/** Every critical file of `tree` under `root`, with its component and SHA-256, in path order. */
export async function fingerprints(root: string, tree: string): Promise<FileFingerprint[]> {
  const found: FileFingerprint[] = []
  for (const { component, paths } of COMPONENTS) {
    for (const path of paths) {
      // A source path (core/fair.ts) is the built one's too (core/fair.js).
      const candidates = path.endsWith('/') ? [path] : [path, path.replace(/\.ts$/, '.js')]
      for (const candidate of candidates) {
        const full = join(root, tree, candidate)
        if (!existsSync(full)) continue
        const files = candidate.endsWith('/') ? await walk(full) : [full]
        for (const file of files) {
          const sha256 = createHash('sha256')
            .update(await readFile(file))
            .digest('hex')
          found.push({ component, path: relative(root, file).split(sep).join('/'), sha256 })
        }
      }
    }
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

export const MANIFEST_FILE = 'integrity-manifest.json'

export function manifestText(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`
}

export type Verdict = 'match' | 'changed' | 'missing' | 'not in the manifest'

export interface IntegrityReport {
  tree: string
  /** Whether the manifest was found (`integrity-manifest.json` at the tree's root). */
  manifest: boolean
  files: Array<FileFingerprint & { manifestSha256: string | null; verdict: Verdict }>
  ok: boolean
}

/** The running tree's files against its manifest. */
export async function checkIntegrity(root: string, tree: string): Promise<IntegrityReport> {
  const files = await fingerprints(root, tree)
  const manifestPath = join(root, tree === 'src' ? '' : 'dist', MANIFEST_FILE)
  let listed: FileFingerprint[] | undefined
  try {
    const parsed = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest
    if (parsed.tree === tree) listed = parsed.files
  } catch {
    listed = undefined
  }
  const expected = new Map((listed ?? []).map((f) => [f.path, f]))
  const rows: IntegrityReport['files'] = files.map((f) => {
    const m = expected.get(f.path)
    expected.delete(f.path)
    return {
      ...f,
      manifestSha256: m?.sha256 ?? null,
      verdict: !m ? 'not in the manifest' : m.sha256 === f.sha256 ? 'match' : 'changed',
    }
  })
  for (const m of expected.values()) rows.push({ ...m, manifestSha256: m.sha256, sha256: '', verdict: 'missing' })
  rows.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return {
    tree,
    manifest: listed !== undefined,
    files: rows,
    ok: listed !== undefined && rows.every((r) => r.verdict === 'match'),
  }
}

/**
 * HMAC-SHA256, under `seed` (UTF-8), of the list as lines `component path sha256` joined by newlines, in path order:
 * what a lab recomputes from its own copy of the certified files.
 */
export function integrityHmac(
  seed: string,
  files: ReadonlyArray<Pick<FileFingerprint, 'component' | 'path' | 'sha256'>>,
) {
  return createHmac('sha256', seed)
    .update(files.map((f) => `${f.component} ${f.path} ${f.sha256}`).join('\n'), 'utf8')
    .digest('hex')
}

/**
 * What the service does at start-up with a failed check: with real money it refuses to start; with play money it starts
 * and says so. Answers undefined when the check passed.
 */
export function startupVerdict(
  report: IntegrityReport,
  wallet: 'play' | 'accounts' | 'seamless',
): { refuse: boolean; message: string } | undefined {
  if (report.ok) return undefined
  const off = report.files.filter((f) => f.verdict !== 'match').map((f) => `${f.path} (${f.verdict})`)
  const what = report.manifest
    ? `${off.length} critical file(s) differ from the manifest: ${off.slice(0, 5).join(', ')}`
    : `no manifest for ${report.tree}`
  return wallet === 'play'
    ? { refuse: false, message: `The software's integrity check failed (${what}); play money only.` }
    : { refuse: true, message: `Cannot start with real money: the software's integrity check failed (${what}).` }
}
