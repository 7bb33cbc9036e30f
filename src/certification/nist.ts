// Tests of NIST SP 800-22 rev. 1a (section 2) on a sequence of bits, each answering its P-values as the standard
// computes them, checked against the standard's own worked examples (test/certification/nist.test.ts); and the
// standard's two judgements over many sequences (section 4.2): the proportion that pass, and the uniformity of their
// P-values. Bits are a Uint8Array of 0 and 1.

import erfc from '@stdlib/math-base-special-erfc'
import gammainc from '@stdlib/math-base-special-gammainc'

/** The upper regularized incomplete gamma function Q(a, x), the standard's igamc. */
export const igamc = (a: number, x: number): number => gammainc(x, a, true, true)

/** The standard normal distribution function. */
const normalCdf = (x: number): number => 0.5 * erfc(-x / Math.SQRT2)

/** The bits of `bytes`, most significant first. */
export function bitsOf(bytes: Uint8Array): Uint8Array {
  const bits = new Uint8Array(bytes.length * 8)
  for (let i = 0; i < bytes.length; i++) for (let b = 0; b < 8; b++) bits[i * 8 + b] = (bytes[i] >> (7 - b)) & 1
  return bits
}

/** 2.1 Frequency (monobit). */
export function frequency(bits: Uint8Array): number {
  let sum = 0
  for (const bit of bits) sum += 2 * bit - 1
  return erfc(Math.abs(sum) / Math.sqrt(bits.length) / Math.SQRT2)
}

/** 2.2 Frequency within blocks of `m` bits. */
export function blockFrequency(bits: Uint8Array, m: number): number {
  const blocks = Math.floor(bits.length / m)
  let chi2 = 0
  for (let i = 0; i < blocks; i++) {
    let ones = 0
    for (let j = 0; j < m; j++) ones += bits[i * m + j]
    chi2 += (ones / m - 0.5) ** 2
  }
  return igamc(blocks / 2, (4 * m * chi2) / 2)
}

/** 2.3 Runs (0 when the frequency pre-test fails, as the standard says). */
export function runs(bits: Uint8Array): number {
  const n = bits.length
  let ones = 0
  for (const bit of bits) ones += bit
  const pi = ones / n
  if (Math.abs(pi - 0.5) >= 2 / Math.sqrt(n)) return 0
  let v = 1
  for (let i = 0; i < n - 1; i++) if (bits[i] !== bits[i + 1]) v++
  return erfc(Math.abs(v - 2 * n * pi * (1 - pi)) / (2 * Math.sqrt(2 * n) * pi * (1 - pi)))
}

/** 2.4 Longest run of ones in a block (M = 8, 128 or 10,000 by the length, with the standard's classes). */
export function longestRun(bits: Uint8Array): number {
  const n = bits.length
  if (n < 128) throw new RangeError('the longest-run test needs at least 128 bits')
  const [m, low, probabilities] =
    n < 6_272
      ? [8, 1, [0.2148, 0.3672, 0.2305, 0.1875]]
      : n < 750_000
        ? [128, 4, [0.1174, 0.243, 0.2493, 0.1752, 0.1027, 0.1124]]
        : [10_000, 10, [0.0882, 0.2092, 0.2483, 0.1933, 0.1208, 0.0675, 0.0727]]
  const k = probabilities.length - 1
  const blocks = Math.floor(n / m)
  const v = new Array<number>(k + 1).fill(0)
  for (let i = 0; i < blocks; i++) {
    let longest = 0
    let run = 0
    for (let j = 0; j < m; j++) {
      run = bits[i * m + j] ? run + 1 : 0
      if (run > longest) longest = run
    }
    v[Math.min(Math.max(longest - low, 0), k)]++
  }
  let chi2 = 0
  for (let i = 0; i <= k; i++) chi2 += (v[i] - blocks * probabilities[i]) ** 2 / (blocks * probabilities[i])
  return igamc(k / 2, chi2 / 2)
}

/** The rank over GF(2) of a rows x cols matrix of bits (row-major), by elimination. */
function rankGf2(matrix: Uint8Array, rows: number, cols: number): number {
  const a = Uint8Array.from(matrix)
  let rank = 0
  for (let col = 0; col < cols && rank < rows; col++) {
    let pivot = -1
    for (let r = rank; r < rows; r++)
      if (a[r * cols + col]) {
        pivot = r
        break
      }
    if (pivot < 0) continue
    if (pivot !== rank)
      for (let c = 0; c < cols; c++) {
        const t = a[rank * cols + c]
        a[rank * cols + c] = a[pivot * cols + c]
        a[pivot * cols + c] = t
      }
    for (let r = 0; r < rows; r++)
      if (r !== rank && a[r * cols + col]) for (let c = col; c < cols; c++) a[r * cols + c] ^= a[rank * cols + c]
    rank++
  }
  return rank
}

/** The chance that a random rows x cols binary matrix has rank `r` (the standard's section 3.5). */
function rankProbability(r: number, rows: number, cols: number): number {
  let product = 1
  for (let i = 0; i < r; i++) product *= ((1 - 2 ** (i - cols)) * (1 - 2 ** (i - rows))) / (1 - 2 ** (i - r))
  return 2 ** (r * (cols + rows - r) - rows * cols) * product
}

/**
 * 2.5 Binary matrix rank, on rows x cols matrices (32 x 32 by default), with the chances of full rank and of one less
 * (by the standard's formula unless given).
 */
export function matrixRank(
  bits: Uint8Array,
  rows = 32,
  cols = 32,
  chances?: { full: number; oneLess: number },
): number {
  const size = rows * cols
  const count = Math.floor(bits.length / size)
  const full = Math.min(rows, cols)
  let fullRank = 0
  let oneLess = 0
  for (let i = 0; i < count; i++) {
    const rank = rankGf2(bits.subarray(i * size, (i + 1) * size), rows, cols)
    if (rank === full) fullRank++
    else if (rank === full - 1) oneLess++
  }
  const pFull = chances?.full ?? rankProbability(full, rows, cols)
  const pLess = chances?.oneLess ?? rankProbability(full - 1, rows, cols)
  const pRest = 1 - pFull - pLess
  const chi2 =
    (fullRank - pFull * count) ** 2 / (pFull * count) +
    (oneLess - pLess * count) ** 2 / (pLess * count) +
    (count - fullRank - oneLess - pRest * count) ** 2 / (pRest * count)
  return Math.exp(-chi2 / 2)
}

/** 2.7 Non-overlapping template matching of `template` (bits) in `blocks` blocks (8 by default). */
export function nonOverlappingTemplate(bits: Uint8Array, template: readonly number[], blocks = 8): number {
  const m = template.length
  const size = Math.floor(bits.length / blocks)
  const mean = (size - m + 1) / 2 ** m
  const variance = size * (1 / 2 ** m - (2 * m - 1) / 2 ** (2 * m))
  let chi2 = 0
  for (let b = 0; b < blocks; b++) {
    let matches = 0
    for (let i = b * size; i <= (b + 1) * size - m; ) {
      let hit = true
      for (let j = 0; j < m && hit; j++) hit = bits[i + j] === template[j]
      if (hit) {
        matches++
        i += m
      } else i++
    }
    chi2 += (matches - mean) ** 2 / variance
  }
  return igamc(blocks / 2, chi2 / 2)
}

/** Counts of every overlapping `m`-bit pattern of the sequence, wrapped around at its end. */
function patternCounts(bits: Uint8Array, m: number): Float64Array {
  const counts = new Float64Array(2 ** m)
  if (m === 0) return counts
  const n = bits.length
  const mask = 2 ** m - 1
  let value = 0
  for (let i = 0; i < m - 1; i++) value = (value << 1) | bits[i]
  for (let i = 0; i < n; i++) {
    value = ((value << 1) | bits[(i + m - 1) % n]) & mask
    counts[value]++
  }
  return counts
}

/** 2.11 Serial test with patterns of `m` bits: its two P-values. */
export function serial(bits: Uint8Array, m: number): [number, number] {
  const n = bits.length
  const psi = (k: number) => {
    if (k <= 0) return 0
    let sum = 0
    for (const c of patternCounts(bits, k)) sum += c * c
    return (2 ** k / n) * sum - n
  }
  const [a, b, c] = [psi(m), psi(m - 1), psi(m - 2)]
  return [igamc(2 ** (m - 2), (a - b) / 2), igamc(2 ** (m - 3), (a - 2 * b + c) / 2)]
}

/** 2.12 Approximate entropy with blocks of `m` bits. */
export function approximateEntropy(bits: Uint8Array, m: number): number {
  const n = bits.length
  const phi = (k: number) => {
    let sum = 0
    for (const c of patternCounts(bits, k)) if (c > 0) sum += (c / n) * Math.log(c / n)
    return sum
  }
  const apen = phi(m) - phi(m + 1)
  return igamc(2 ** (m - 1), n * (Math.LN2 - apen))
}

/** 2.13 Cumulative sums, forward (mode 0) or backward (mode 1). */
export function cumulativeSums(bits: Uint8Array, backward = false): number {
  const n = bits.length
  let s = 0
  let z = 0
  for (let i = 0; i < n; i++) {
    s += 2 * bits[backward ? n - 1 - i : i] - 1
    z = Math.max(z, Math.abs(s))
  }
  const root = Math.sqrt(n)
  // The sums' bounds in the reference implementation's integer arithmetic (C division truncates toward zero).
  const q = Math.trunc(n / z)
  const last = Math.trunc((q - 1) / 4)
  let first = 0
  for (let k = Math.trunc((1 - q) / 4); k <= last; k++)
    first += normalCdf(((4 * k + 1) * z) / root) - normalCdf(((4 * k - 1) * z) / root)
  let second = 0
  for (let k = Math.trunc((-q - 3) / 4); k <= last; k++)
    second += normalCdf(((4 * k + 3) * z) / root) - normalCdf(((4 * k + 1) * z) / root)
  return 1 - first + second
}

/**
 * 2.15 Random excursions variant: a P-value for each state x = -9 .. -1, 1 .. 9 of the walk, or none when the walk
 * has fewer than 500 cycles (the standard then does not apply the test).
 */
export function randomExcursionsVariant(bits: Uint8Array, minimumCycles = 500): number[] {
  const visits = new Map<number, number>()
  let s = 0
  let cycles = 0
  for (const bit of bits) {
    s += 2 * bit - 1
    if (s === 0) cycles++
    else if (Math.abs(s) <= 9) visits.set(s, (visits.get(s) ?? 0) + 1)
  }
  if (s !== 0) cycles++
  if (cycles < minimumCycles) return []
  const states = [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9]
  return states.map((x) =>
    erfc(Math.abs((visits.get(x) ?? 0) - cycles) / Math.sqrt(2 * cycles * (4 * Math.abs(x) - 2))),
  )
}

/** The tests run on each sequence of a battery, and how many P-values each gives. */
export const SEQUENCE_TESTS: ReadonlyArray<{
  name: string
  run: (bits: Uint8Array) => number[]
  /** What each of its P-values is, when it gives several. */
  labels?: readonly string[]
}> = [
  { name: 'Frequency', run: (b) => [frequency(b)] },
  { name: 'Block frequency (M = 128)', run: (b) => [blockFrequency(b, 128)] },
  { name: 'Runs', run: (b) => [runs(b)] },
  { name: 'Longest run of ones', run: (b) => [longestRun(b)] },
  { name: 'Binary matrix rank (32 x 32)', run: (b) => [matrixRank(b)] },
  { name: 'Non-overlapping template 000000001', run: (b) => [nonOverlappingTemplate(b, [0, 0, 0, 0, 0, 0, 0, 0, 1])] },
  { name: 'Serial (m = 16)', run: (b) => serial(b, 16), labels: ['first', 'second'] },
  { name: 'Approximate entropy (m = 10)', run: (b) => [approximateEntropy(b, 10)] },
  {
    name: 'Cumulative sums',
    run: (b) => [cumulativeSums(b), cumulativeSums(b, true)],
    labels: ['forward', 'backward'],
  },
  {
    name: 'Random excursions variant',
    run: (b) => randomExcursionsVariant(b),
    labels: [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((x) => `x = ${x}`),
  },
]

/** P(X >= k) for X ~ Binomial(n, p), summed exactly term by term. */
export function binomialTail(n: number, p: number, k: number): number {
  if (k <= 0) return 1
  let term = (1 - p) ** n
  let below = 0
  for (let i = 0; i < k; i++) {
    below += term
    term *= ((n - i) / (i + 1)) * (p / (1 - p))
  }
  return Math.max(0, 1 - below)
}

/**
 * Section 4.2's two judgements over the P-values one test gave across many sequences, at alpha = 0.01: the proportion
 * of sequences that pass lies within 0.99 +- 3 sqrt(0.99 x 0.01 / count); and the P-values' spread over ten equal
 * bins, a chi-square whose own P-value must be at least 0.0001. Also the proportion as a P-value (the chance of at
 * least this many failures among `count` sequences when each fails with chance 0.01), for a family correction.
 */
export function judge(pValues: readonly number[]): {
  count: number
  passed: number
  proportionLow: number
  proportionP: number
  uniformity: number
  ok: boolean
} {
  const count = pValues.length
  const passed = pValues.filter((p) => p >= 0.01).length
  const proportionLow = 0.99 - 3 * Math.sqrt((0.99 * 0.01) / count)
  const bins = new Array<number>(10).fill(0)
  for (const p of pValues) bins[Math.min(9, Math.floor(p * 10))]++
  let chi2 = 0
  for (const b of bins) chi2 += (b - count / 10) ** 2 / (count / 10)
  const uniformity = igamc(9 / 2, chi2 / 2)
  return {
    count,
    passed,
    proportionLow,
    proportionP: binomialTail(count, 0.01, count - passed),
    uniformity,
    ok: passed / count >= proportionLow && uniformity >= 0.0001,
  }
}
