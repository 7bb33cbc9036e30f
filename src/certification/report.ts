// The randomness battery's report, in Markdown: the machine, the source, each family's tests with their figures and
// verdicts, and the overall verdict.

import os from 'node:os'
import type { BatteryResult } from './battery.ts'

const p = (value: number) => (value < 0.0001 ? value.toExponential(2) : value.toFixed(4))

export function batteryReport(result: BatteryResult, command: string, now = new Date()): string {
  const cpus = os.cpus()
  const lines: string[] = [
    '# Randomness battery',
    '',
    `Made by \`${command}\` on ${now.toISOString()}: Node ${process.version}, ${cpus.length} x ` +
      `${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}.`,
    '',
    `Source: ${result.source}.`,
    '',
    `**Verdict: ${result.ok ? 'PASS' : 'FAIL'}** (every family at 99% confidence).`,
    '',
    `## Decks (${result.decks.count.toLocaleString('en-US')} decks, ${result.decks.seconds.toFixed(1)} s)`,
    '',
    "Each deck is 52 cards in dealt order, shuffled through core/game.ts gameDeck. The family's false-alarm rate is " +
      "held at 1% by Holm's step-down correction: the i-th smallest of the 8 P-values is rejected while it is below " +
      '0.01 / (8 - i).',
    '',
    '| test | measured | P-value | verdict |',
    '|---|---|---:|---|',
    ...result.decks.tests.map(
      (t) => `| ${t.name} | ${t.detail} | ${p(t.pValue)} | ${t.rejected ? 'REJECTED' : 'pass'} |`,
    ),
    '',
    `## NIST SP 800-22 (${result.nist.sequences} sequences of ${result.nist.bits.toLocaleString('en-US')} bits, ` +
      `${result.nist.seconds.toFixed(1)} s)`,
    '',
    "Raw output (the integers the shuffle reads), judged as the standard's section 4.2 does: the proportion of " +
      'sequences passing at alpha = 0.01 should reach its lower bound, and the P-values should be uniform (a ' +
      'chi-square over ten bins, its P-value at least 0.0001). With this many rows, each alone at 1%, a good ' +
      "generator would miss a bound in many runs: the verdict holds the family at 1% instead, by Holm's correction " +
      "over every row's two P-values (the chance of its number of failures, and its uniformity).",
    '',
    '| test | passed | lower bound | failures P-value | uniformity P-value | within the bounds | verdict |',
    '|---|---:|---:|---:|---:|---|---|',
    ...result.nist.rows.map(
      (r) =>
        `| ${r.name} | ${r.passed}/${r.count} | ${r.proportionLow.toFixed(4)} | ${p(r.proportionP)} | ` +
        `${p(r.uniformity)} | ${r.ok ? 'yes' : 'no'} | ${r.rejected ? 'REJECTED' : 'pass'} |`,
    ),
    '',
  ]
  const d = result.dieharder
  if (d && 'missing' in d) lines.push('## dieharder', '', `Not run: ${d.missing}.`, '')
  else if (d) {
    lines.push(
      `## dieharder (${(d.bytes / 2 ** 20).toFixed(0)} MiB of raw output, ${d.psamples} psamples, ` +
        `${d.seconds.toFixed(1)} s)`,
      '',
      'Each test reads fresh raw output from its standard input (`dieharder -g 200 -d N`), fed by the generator ' +
        'until it has read what it needs (no file, so nothing is rewound). dieharder calls a P-value WEAK below ' +
        '0.005 or above 0.995 and FAILED below 0.000001; a WEAK now and then is expected of a good generator.',
      '',
      '| test | ntup | P-value | assessment |',
      '|---|---:|---:|---|',
      ...d.rows.map((r) => `| ${r.test} | ${r.ntup} | ${p(r.pValue)} | ${r.assessment} |`),
      '',
    )
  }
  return `${lines.join('\n')}\n`
}
