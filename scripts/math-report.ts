// `npm run math:report [-- --deals N] [--hands 2,3,4,6] [--rtp 0.97] [--seed TEXT] [--no-exact] [--out FILE]`: the PAR
// sheet (src/certification/par-sheet.ts) as Markdown: per number of hands and betting stage, the return to player of
// the offered prices per strategy (two hands at the hole exactly, over every deal, unless --no-exact; elsewhere over
// sampled deals with a 99% interval), the range of a single bet's return, the hit frequency and the largest
// multiplier; and how the margin is applied.

import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { exactHeadsUpHole, parSheet, STAGE_NAMES, targetOf } from '../src/certification/par-sheet.ts'
import { DEFAULT_TARGET_RTP_BP, RTP_SCALE } from '../src/core/pricing.ts'

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '20000' },
    hands: { type: 'string', default: '2,3,4,6' },
    rtp: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    'no-exact': { type: 'boolean' },
  },
})
const deals = Number(values.deals)
const hands = values.hands.split(',').map(Number)
const rtpBp = values.rtp === undefined ? DEFAULT_TARGET_RTP_BP : Math.round(Number(values.rtp) * RTP_SCALE)
if (!Number.isSafeInteger(deals) || deals < 2 || hands.some((h) => !Number.isInteger(h) || h < 2 || h > 23)) {
  console.error('usage: npm run math:report -- [--deals N >= 2] [--hands 2,3,4 (each 2..23)] [--rtp 0.97] [--out FILE]')
  process.exit(2)
}
const started = performance.now()
// Two hands at the hole: every one of the 1,624,350 deals, by the suits' symmetry classes (no sampling).
const exact =
  values['no-exact'] || !hands.includes(2)
    ? undefined
    : exactHeadsUpHole(rtpBp, (done, of) =>
        console.error(`math:report: two hands at the hole, every deal: ${done} of ${of} classes`),
      )
const sampled = parSheet({
  hands,
  deals,
  rtpBp,
  ...(values.seed === undefined ? {} : { seed: values.seed }),
  progress: (line) => console.error(`math:report: ${line}`),
})
const cells = exact ? sampled.map((c) => (c.hands === 2 && c.stage === 0 ? exact : c)) : sampled
const seconds = (performance.now() - started) / 1000
const target = targetOf(rtpBp)
const source =
  values.seed === undefined
    ? "from the service's generator"
    : `from the provably fair stream of seed ${JSON.stringify(values.seed)}`
const COLUMNS = [
  'hands',
  'stage',
  'deals with a price',
  'every offered hand (hit)',
  'favourite (hit; deals offered)',
  'best value (hit)',
  'random offered (hit)',
  'lowest / highest single bet',
  'largest multiplier',
]
const pct = (x: number) => `${(x * 100).toFixed(2)}%`
const pm = (x: number, e: number, exact = false) =>
  exact ? `**${(x * 100).toFixed(4)}%** (exact)` : `${pct(x)} ± ${(2.576 * e * 100).toFixed(2)}`
const cpus = os.cpus()
const lines = [
  '# PAR sheet: Texas Hedge’Em',
  '',
  `Made by \`npm run math:report${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` on ` +
    `${new Date().toISOString()} (${seconds.toFixed(0)} s; Node ${process.version}, ${cpus.length} x ` +
    `${cpus[0]?.model.trim() ?? 'CPU'}). Target return to player: **${pct(target)}**.`,
  '',
  '## How the margin is applied',
  '',
  `Each hand's price at a stage is its fair odds (boards / winning-or-tying boards, counted exactly over every ` +
    `completion of the board shown) times the target (${target}), rounded **down** onto the ladder: steps of 0.1 ` +
    'below 5, of 1 to 20, of 10 to 100, of 100 above. A hand that cannot win or tie, cannot lose, or whose price ' +
    'would be 1.0 or less is not offered. Rounding down means no price returns more than the target: a single ' +
    "bet's return is (offered odds) x (its exact chance) <= target, the highest seen below. A win or a tie pays " +
    'floor(stake x odds) to the cent (for stakes in whole tens of cents the floor changes nothing).',
  '',
  '## Return to player by strategy',
  '',
  `Two hands at the hole: every one of the 1,624,350 deals (grouped by the suits' symmetry, each class priced once ` +
    'and counted by its deals), so those figures are exact. Elsewhere ' +
    `${deals.toLocaleString('en-US')} deals for each number of hands, ${source}, each priced by the ` +
    "service's own code (core/game.ts priceGame) for the three betting stages. Each figure is the exact expected " +
    'return given the deal, averaged over the sampled deals; ± is the 99% half-width (2.576 standard errors). ' +
    '"Every offered hand": a unit on each offered hand; "random offered": a unit on one offered hand chosen at ' +
    'random; "hit" is the chance the bet is paid.',
  '',
  `| ${COLUMNS.join(' | ')} |`,
  '|---:|---|---:|---|---|---|---|---|---:|',
  ...cells.map(
    (c) =>
      `| ${c.hands} | ${STAGE_NAMES[c.stage]} | ${pct(c.dealsOffered / c.deals)} | ` +
      `${pm(c.everyOffered.rtp, c.everyOffered.error, c.exact)} (${pct(c.everyOffered.hit)}) | ` +
      `${pm(c.favourite.rtp, c.favourite.error, c.exact)} (${pct(c.favourite.hit)}; ` +
      `${pct(c.favourite.offered / c.deals)}) | ` +
      `${pm(c.bestValue.rtp, c.bestValue.error, c.exact)} (${pct(c.bestValue.hit)}) | ` +
      `${pm(c.randomOffered.rtp, c.randomOffered.error, c.exact)} (${pct(c.randomOffered.hit)}) | ` +
      `${pct(c.lowest)} / ${pct(c.highest)} | ${c.largestMultiplier} |`,
  ),
  '',
  `Worst case against the target: the highest single-bet return in the whole sample is ` +
    `${pct(Math.max(...cells.map((c) => c.highest)))} (target ${pct(target)}).`,
  '',
]
const report = `${lines.join('\n')}\n`
if (values.out) await writeFile(values.out, report)
else process.stdout.write(report)
