// Reads the documentation as the doc tests need it: fenced blocks, curl examples with their `# =>` answers,
// links, headings as GitHub anchors them, and the tables of variables.

import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** README.md and every docs/*.md, as paths relative to the repository root. */
export function documentationFiles(): string[] {
  const docs = readdirSync(`${REPO_ROOT}docs`)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`)
  return ['README.md', ...docs]
}

export const readDoc = (file: string): string => readFileSync(`${REPO_ROOT}${file}`, 'utf8')

export interface FencedBlock {
  lang: string
  /** 1-based line of the opening fence. */
  line: number
  text: string
}

export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})\s*([\w-]*)/.exec(lines[i]!)
    if (!open) continue
    const body: string[] = []
    let j = i + 1
    while (j < lines.length && !lines[j]!.startsWith(open[1]!)) body.push(lines[j++]!)
    blocks.push({ lang: open[2] ?? '', line: i + 1, text: body.join('\n') })
    i = j
  }
  return blocks
}

/** The markdown with fenced blocks blanked out (same line numbers), so prose checks do not read code. */
export function proseOnly(markdown: string): string {
  const lines = markdown.split('\n')
  let fence: string | undefined
  return lines
    .map((line) => {
      const mark = /^(`{3,})/.exec(line)?.[1]
      if (fence === undefined && mark) {
        fence = mark
        return ''
      }
      if (fence !== undefined) {
        if (line.startsWith(fence)) fence = undefined
        return ''
      }
      return line
    })
    .join('\n')
}

export type ShellStep =
  | { kind: 'assign'; text: string; line: number }
  | { kind: 'curl'; text: string; line: number; expect?: { status: number; body?: string } }

/**
 * The steps of a shell block: `NAME=value` lines (kept for the commands after them) and curl commands, each with
 * the `# => STATUS [JSON]` line that follows it. Continuation lines (`\` at the end) are joined.
 */
export function shellSteps(block: FencedBlock): ShellStep[] {
  const logical: { text: string; line: number }[] = []
  const raw = block.text.split('\n')
  for (let i = 0; i < raw.length; i++) {
    const start = i
    let text = raw[i]!
    while (text.endsWith('\\') && i + 1 < raw.length) text = `${text.slice(0, -1).trimEnd()} ${raw[++i]!.trim()}`
    logical.push({ text: text.trim(), line: block.line + 1 + start })
  }
  const steps: ShellStep[] = []
  for (let i = 0; i < logical.length; i++) {
    const { text, line } = logical[i]!
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(text)) steps.push({ kind: 'assign', text, line })
    else if (/^curl\s/.test(text)) {
      const answer = /^# => (\d{3})(?:\s+(.+))?$/.exec(logical[i + 1]?.text ?? '')
      steps.push({
        kind: 'curl',
        text,
        line,
        expect: answer ? { status: Number(answer[1]), body: answer[2] } : undefined,
      })
    }
  }
  return steps
}

const ANY = '\u0000ANY'
const REST = '\u0000REST'

/**
 * Parses the JSON shown after `# => STATUS`: `...` is any one value, `[...]` any array, `...rest` any number of
 * array elements.
 */
export function parseShownAnswer(text: string): unknown {
  let out = ''
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (inString) {
      out += c
      if (c === '\\') out += text[++i] ?? ''
      else if (c === '"') inString = false
    } else if (c === '"') {
      inString = true
      out += c
    } else if (text.startsWith('...rest', i)) {
      out += JSON.stringify(REST)
      i += 6
    } else if (text.startsWith('...', i)) {
      out += JSON.stringify(ANY)
      i += 2
    } else out += c
  }
  return JSON.parse(out)
}

/** Where `actual` differs from the shown answer: objects by the fields shown, arrays element by element. */
export function answerMismatches(shown: unknown, actual: unknown, path = '$'): string[] {
  if (shown === ANY) return actual === undefined ? [`${path} is missing`] : []
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${path} is ${JSON.stringify(actual)}, not an array`]
    if (shown.length === 1 && shown[0] === ANY) return []
    const rest = shown.indexOf(REST)
    if (rest === -1) {
      if (shown.length !== actual.length) return [`${path} has ${actual.length} elements, not ${shown.length}`]
      return shown.flatMap((element, i) => answerMismatches(element, actual[i], `${path}[${i}]`))
    }
    const head = shown.slice(0, rest)
    const tail = shown.slice(rest + 1)
    if (actual.length < head.length + tail.length) return [`${path} has ${actual.length} elements, fewer than shown`]
    return [
      ...head.flatMap((element, i) => answerMismatches(element, actual[i], `${path}[${i}]`)),
      ...tail.flatMap((element, i) => {
        const at = actual.length - tail.length + i
        return answerMismatches(element, actual[at], `${path}[${at}]`)
      }),
    ]
  }
  if (shown !== null && typeof shown === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return [`${path} is ${JSON.stringify(actual)}, not an object`]
    return Object.entries(shown).flatMap(([key, value]) =>
      answerMismatches(value, (actual as Record<string, unknown>)[key], `${path}.${key}`),
    )
  }
  return Object.is(shown, actual) ? [] : [`${path} is ${JSON.stringify(actual)}, not ${JSON.stringify(shown)}`]
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every heading's anchor in a markdown file, with -1, -2 ... for repeats, as GitHub numbers them. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const match of proseOnly(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = headingAnchor(match[1]!)
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

/** Links `[text](target)` in the prose (not in code blocks or inline code), with their line. */
export function markdownLinks(markdown: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = []
  proseOnly(markdown)
    .split('\n')
    .forEach((line, i) => {
      const withoutCode = line.replace(/`[^`]*`/g, '')
      for (const match of withoutCode.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g))
        links.push({ target: match[1]!, line: i + 1 })
    })
  return links
}

/** The first column of every markdown table whose first header cell is `Variable`, by file. */
export function variableTables(markdown: string): string[][] {
  const tables: string[][] = []
  const lines = proseOnly(markdown).split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!/^\|\s*Variable\s*\|/.test(lines[i]!)) continue
    const names: string[] = []
    for (let j = i + 2; j < lines.length && lines[j]!.startsWith('|'); j++) {
      const cell = lines[j]!.split('|')[1]!
      for (const name of cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.push(name[1]!)
    }
    tables.push(names)
  }
  return tables
}
