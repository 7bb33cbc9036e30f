// Every request example in README.md and docs/ runs as a reader would run it: a fresh service per file (the real
// process, zero-setup defaults), each file's curl lines in order through bash and the real curl, placeholders
// filled in, and each answer held against the `# => STATUS {fields}` line under it. TypeScript programs that
// use the typed client are type-checked and run against the same service.

import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { claims, hs256Token, TEST_SECRET } from '../helpers/jwt.ts'
import {
  answerMismatches,
  documentationFiles,
  fencedBlocks,
  parseShownAnswer,
  REPO_ROOT,
  readDoc,
  type ShellStep,
  shellSteps,
} from '../helpers/markdown.ts'
import { plainNode, startServer } from '../helpers/server-process.ts'

const DOCUMENTED_BASE = 'http://127.0.0.1:3000'
const ANON_KEY = 'example-anon-key'
const EMAIL = 'player@example.com'
const PASSWORD = 'correct-horse-battery-staple'
const USER_ID = '0b7f2c4e-5d1a-4e8b-9c3f-2a6d8e1f4b70'

interface Answer {
  status: number
  headers: Record<string, string>
  body: unknown
}

/** A stand-in for the identity provider's password grant: real HS256 access tokens for one user. */
async function startIdentityProvider(t: Test): Promise<string> {
  const server = http.createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://provider')
      const body = (() => {
        try {
          return JSON.parse(text) as Record<string, unknown>
        } catch {
          return {}
        }
      })()
      const ok =
        request.method === 'POST' &&
        url.pathname === '/auth/v1/token' &&
        url.searchParams.get('grant_type') === 'password' &&
        request.headers.apikey === ANON_KEY &&
        body.email === EMAIL &&
        body.password === PASSWORD
      response.setHeader('content-type', 'application/json')
      if (!ok) {
        response.statusCode = 400
        response.end(JSON.stringify({ error: 'invalid_grant', error_description: 'Invalid login credentials' }))
        return
      }
      const accessToken = hs256Token(claims(`${base}/auth/v1`, { sub: USER_ID, email: EMAIL }))
      response.end(
        JSON.stringify({
          access_token: accessToken,
          token_type: 'bearer',
          expires_in: 3600,
          refresh_token: randomUUID(),
          user: { id: USER_ID, email: EMAIL },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return base
}

function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      value,
    )
}

/** The value a placeholder stands for, from the answers so far; undefined when the test does not know it. */
function fillPlaceholder(name: string, answers: Answer[]): string | undefined {
  const last = answers.at(-1)
  const fixed: Record<string, string> = { PROJECT_ANON_KEY: ANON_KEY, EMAIL, PASSWORD }
  if (name in fixed) return fixed[name]
  if (name === 'a bestValue handIndex') {
    for (const answer of [...answers].reverse()) {
      const body = answer.body as {
        bettingStage?: number
        handOdds?: { bettingStage: number; bestValue?: boolean; handIndex: number }[]
      }
      const panel = body?.handOdds?.find((p) => p.bettingStage === body.bettingStage && p.bestValue)
      if (panel) return String(panel.handIndex)
    }
    return undefined
  }
  const field = /^the (.+) of the last answer$/.exec(name)?.[1]
  if (field === undefined || !last) return undefined
  const fromBody = valueAt(last.body, field)
  if (fromBody !== undefined && fromBody !== null) return String(fromBody)
  return last.headers[field.toLowerCase()]
}

function fill(text: string, answers: Answer[]): { text: string; unknown: string[] } {
  const unknown: string[] = []
  const filled = text.replace(/<([A-Za-z][^<>]*)>/g, (whole, name: string) => {
    const value = fillPlaceholder(name, answers)
    if (value === undefined) unknown.push(whole)
    return value ?? whole
  })
  return { text: filled, unknown }
}

function run(
  file: string,
  args: string[],
  env: Record<string, string>,
  cwd = REPO_ROOT,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd, env: { ...process.env, ...env }, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    )
  })
}

/** The file's `<!-- examples run with: NAME=value ... -->` line: settings its service needs beyond the defaults. */
function exampleSettings(markdown: string): Record<string, string> {
  const line = /<!-- examples run with: ([^>]*?) -->/.exec(markdown)?.[1] ?? ''
  return Object.fromEntries(
    line
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  )
}

/**
 * Runs the file's curl lines in order. A game's deal is random: about 1 deal of 2 hands in 160 offers no hand at
 * the hole (two hands of the same ranks), and then no panel is bestValue to bet on. That deal is not a failure of
 * the text: the flow runs again on a fresh service (at most 5 times), and only the run that completes is checked.
 */
async function runShellExamples(t: Test, file: string, steps: ShellStep[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { checks, noOffer } = await attemptShellExamples(t, file, steps)
    if (noOffer && attempt < 5) {
      t.comment(`${file}: the deal offered no hand at the hole; the flow runs again on a fresh service`)
      continue
    }
    for (const check of checks) check(t)
    return
  }
}

/** Whether the latest answer with panels offers no hand at its betting stage (nothing is bestValue). */
function offersNoHand(answers: Answer[]): boolean {
  for (const answer of [...answers].reverse()) {
    const body = answer.body as { bettingStage?: number; handOdds?: { bettingStage: number; bestValue?: boolean }[] }
    if (Array.isArray(body?.handOdds))
      return !body.handOdds.some((p) => p.bettingStage === body.bettingStage && p.bestValue)
  }
  return false
}

/** One run of the file's curl lines; what to assert is returned, not asserted, so a run on a no-offer deal leaves no
 * trace. */
async function attemptShellExamples(
  t: Test,
  file: string,
  steps: ShellStep[],
): Promise<{ checks: Array<(t: Test) => void>; noOffer: boolean }> {
  const checks: Array<(t: Test) => void> = []
  const markdown = readDoc(file)
  const providerUrl = await startIdentityProvider(t)
  // Load shedding off: the examples check answers, and the suite's own load on a 2-core machine can hold this
  // process's event loop past the shedding threshold (shedding has tests of its own: test/http/plugins/load-shedding).
  const server = await startServer(t, {
    AUTH_URL: providerUrl,
    AUTH_JWT_SECRET: TEST_SECRET,
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...exampleSettings(markdown),
  })
  const scratch = mkdtempSync(join(tmpdir(), 'doc-example-'))
  t.teardown(() => rmSync(scratch, { recursive: true, force: true }))
  const files = { EX_HEAD: join(scratch, 'head'), EX_BODY: join(scratch, 'body'), EX_STATUS: join(scratch, 'status') }
  // curl as the reader types it, plus what the test needs to read the answer: headers, body and status in files.
  const wrapper =
    'set -o pipefail\ncurl() { command curl -sS -D "$EX_HEAD" -o "$EX_BODY" -w "%{http_code}" "$@" > "$EX_STATUS"; ' +
    'local rc=$?; cat "$EX_BODY"; return $rc; }'
  const assignments: string[] = []
  const answers: Answer[] = []
  for (const step of steps) {
    const { text, unknown } = fill(step.text.replaceAll(DOCUMENTED_BASE, server.base), answers)
    const where = `${file}:${step.line}`
    if (unknown.includes('<a bestValue handIndex>') && offersNoHand(answers)) return { checks, noOffer: true }
    checks.push((t) => t.same(unknown, [], `${where}: every placeholder is one the test can fill`))
    if (step.kind === 'assign') {
      assignments.push(text)
      continue
    }
    checks.push((t) => t.ok(step.expect, `${where}: the curl line is followed by a "# => STATUS" line`))
    for (const name of Object.values(files)) writeFileSync(name, '')
    const result = await run('bash', ['-c', [wrapper, ...assignments, text].join('\n')], {
      ...files,
      AUTH_URL: providerUrl,
    })
    const status = Number(readFileSync(files.EX_STATUS, 'utf8').trim() || 0)
    const headerText = readFileSync(files.EX_HEAD, 'utf8')
    const headers = Object.fromEntries(
      headerText
        .split(/\r?\n/)
        .filter((line) => /^[\w-]+:/.test(line))
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    )
    let bodyText = readFileSync(files.EX_BODY, 'utf8')
    if (bodyText.startsWith('HTTP/')) bodyText = bodyText.slice(bodyText.indexOf('\r\n\r\n') + 4)
    let body: unknown
    try {
      body = bodyText === '' ? undefined : JSON.parse(bodyText)
    } catch {
      body = bodyText
    }
    answers.push({ status, headers, body })
    // A stream followed with --max-time ends by curl's own deadline (exit 28) after it was answered.
    const ended = result.code === 28 && /--max-time/.test(text) ? 0 : result.code
    checks.push((t) =>
      t.equal(ended, 0, `${where}: the command exits 0`, {
        stderr: result.stderr.slice(-2000),
        stdout: result.stdout.slice(-2000),
      }),
    )
    if (!step.expect) continue
    const expected = step.expect
    checks.push((t) =>
      t.equal(status, expected.status, `${where}: answered ${expected.status}`, { body: bodyText.slice(0, 2000) }),
    )
    if (expected.body !== undefined) {
      const mismatches = answerMismatches(parseShownAnswer(expected.body), body)
      checks.push((t) =>
        t.same(mismatches, [], `${where}: the answer has the fields the text shows`, { body: bodyText.slice(0, 2000) }),
      )
    }
  }
  return { checks, noOffer: false }
}

/**
 * The TypeScript programs, type-checked together by one tsc run (a run costs seconds, whatever the number of files),
 * then run at once, each with tsx, against one service (each makes its own tables).
 */
async function runTypeScriptExamples(
  t: Test,
  examples: Array<{ file: string; line: number; source: string }>,
): Promise<void> {
  const programs = examples.map(({ source }, i) => {
    const program = join(REPO_ROOT, 'docs', `.example-${process.pid}-${i}.ts`)
    writeFileSync(program, source)
    return program
  })
  t.teardown(() => programs.forEach((program) => rmSync(program, { force: true })))
  const [server, checked] = await Promise.all([
    startServer(t, { SHED_MAX_EVENT_LOOP_DELAY_MS: '0' }),
    run(
      ...plainNode([
        join(REPO_ROOT, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--types',
        'node',
        '--rewriteRelativeImportExtensions',
        ...programs,
      ]),
      {},
    ),
  ])
  const ran = await Promise.all(
    programs.map((program) => run(...plainNode(['--import', 'tsx', program]), { BASE_URL: server.base })),
  )
  examples.forEach(({ file, line }, i) => {
    // tsc names each diagnostic's file: this program's own lines, or every line when tsc failed without naming one.
    const own = checked.stdout.split('\n').filter((l) => l.includes(`.example-${process.pid}-${i}.ts`))
    const problems =
      checked.code === 0 ? [] : own.length > 0 || /\.example-\d+-\d+\.ts/.test(checked.stdout) ? own : [checked.stdout]
    t.same(problems, [], `${file}:${line}: the TypeScript example type-checks`)
    t.equal(ran[i].code, 0, `${file}:${line}: the TypeScript example runs against the service`, {
      stderr: ran[i].stderr.slice(-3000),
      stdout: ran[i].stdout.slice(-2000),
    })
  })
}

// The files' flows are independent (each its own service): they run a few at a time, and the files they leave in
// the repository (a saved game record) are removed once all have run.
t.jobs = 3
const left = new Set(readdirSync(REPO_ROOT))
t.teardown(() => {
  for (const name of readdirSync(REPO_ROOT))
    if (!left.has(name)) rmSync(join(REPO_ROOT, name), { recursive: true, force: true })
})
const typeScriptExamples: Array<{ file: string; line: number; source: string }> = []
for (const file of documentationFiles()) {
  const blocks = fencedBlocks(readDoc(file))
  const steps = blocks.filter((block) => block.lang === 'sh').flatMap(shellSteps)
  if (steps.some((step) => step.kind === 'curl')) {
    t.test(`${file}: every curl example answers what the text shows`, (t) => runShellExamples(t, file, steps))
  }
  for (const block of blocks.filter((b) => b.lang === 'ts' && b.text.includes("from '../src/client/index.js'"))) {
    typeScriptExamples.push({ file, line: block.line, source: block.text })
  }
}
t.test('the TypeScript client examples type-check and run', (t) => runTypeScriptExamples(t, typeScriptExamples))

t.test('the example reader itself', async (t) => {
  t.same(answerMismatches(parseShownAnswer('{"a": [1, ...], "b": ...}'), { a: [1, 'x'], b: { c: 1 }, extra: true }), [])
  t.same(answerMismatches(parseShownAnswer('{"a": [1, ...rest, 9]}'), { a: [1, 2, 3, 9] }), [])
  t.same(answerMismatches(parseShownAnswer('{"a": [1, ...rest, 9]}'), { a: [1, 2, 3, 8] }), ['$.a[3] is 8, not 9'])
  t.same(answerMismatches(parseShownAnswer('{"a": [..., ...]}'), { a: [1] }), ['$.a has 1 elements, not 2'])
  t.same(answerMismatches(parseShownAnswer('{"e": "a ... b"}'), { e: 'a ... b' }), [], 'dots inside a string are text')
  t.same(answerMismatches(parseShownAnswer('{"b": ...}'), {}), ['$.b is missing'])
  t.same(answerMismatches(parseShownAnswer('{"b": [...]}'), { b: [1, 2, 3] }), [], '[...] is any array')
  t.same(answerMismatches(parseShownAnswer('{"b": [...]}'), { b: 'x' }), ['$.b is "x", not an array'])
  const steps = shellSteps({ lang: 'sh', line: 1, text: 'A=1\ncurl -s x \\\n  -d \'{}\'\n# => 201 {"id": 1}\necho no' })
  t.same(steps, [
    { kind: 'assign', text: 'A=1', line: 2 },
    { kind: 'curl', text: "curl -s x -d '{}'", line: 3, expect: { status: 201, body: '{"id": 1}' } },
  ])
})
