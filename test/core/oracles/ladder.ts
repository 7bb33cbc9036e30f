// The offered price computed independently of src/core/pricing: BigInt cross-products and a search over the ladder's
// steps.

/** Every ladder price in tenths up to `maxTenths`: 1.1 .. 4.9 by 0.1, 5 .. 19 by 1, 20 .. 90 by 10, then by 100. */
function ladderSteps(maxTenths: number): bigint[] {
  const steps: bigint[] = []
  for (let v = 11; v < 50; v++) steps.push(BigInt(v))
  for (let v = 50; v < 200; v += 10) steps.push(BigInt(v))
  for (let v = 200; v < 1000; v += 100) steps.push(BigInt(v))
  for (let v = 1000; v <= maxTenths; v += 1000) steps.push(BigInt(v))
  return steps
}

/**
 * The oracle: the largest ladder step L (tenths) with L / 10 <= (boards / winOrDraw) x (rtpBp / 10^4), compared as
 * BigInt cross-products; 0 when the hand cannot win, cannot lose, or no step above 1.0 fits.
 */
export function oracleTenths(boards: number, winOrDraw: number, rtpBp: number): number {
  if (winOrDraw === 0 || winOrDraw === boards) return 0
  const [b, w, r] = [BigInt(boards), BigInt(winOrDraw), BigInt(rtpBp)]
  let best = 0n
  for (const step of ladderSteps(Math.ceil((boards * 10) / winOrDraw) + 1000)) {
    if (step * w * 1000n <= b * r) best = step
    else break
  }
  return Number(best)
}
