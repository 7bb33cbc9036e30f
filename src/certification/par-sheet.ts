// The game's mathematics for a lab (a PAR sheet): for each number of hands and each betting stage, the theoretical
// return to player of the prices the game offers, per strategy (every offered hand, the favourite, the best value, a
// random offered hand), the range a single bet's return can take, the hit frequency and the largest multiplier. Each
// deal is priced by core/game.ts priceGame (the service's own code) and its return is exact given the deal (the
// offered odds times the exact chance over every completion of the board); deals are sampled, so each figure carries
// its standard error.

import { type CardId, makeCard, rankOf, suitOf } from '../core/cards.ts'
import { dealFromDeck } from '../core/fair.ts'
import { type GamePricing, priceGame } from '../core/game.ts'
import { ODDS_SCALE, RTP_SCALE } from '../core/pricing.ts'
import { createDeckSource } from './collect.ts'

export const STAGE_NAMES = ['hole', 'flop', 'turn'] as const

/** Running sums of one strategy: per deal, the return per unit staked and the chance of being paid. */
class Mean {
  n = 0
  sum = 0
  squares = 0
  add(x: number, weight = 1): void {
    this.n += weight
    this.sum += x * weight
    this.squares += x * x * weight
  }
  get mean(): number {
    return this.n === 0 ? 0 : this.sum / this.n
  }
  /** The standard error of the mean. */
  get error(): number {
    if (this.n < 2) return 0
    const variance = (this.squares - (this.sum * this.sum) / this.n) / (this.n - 1)
    return Math.sqrt(Math.max(variance, 0) / this.n)
  }
}

/** Every offered bet pooled: return over stake as a ratio of sums, with its standard error (the delta method). */
class Ratio {
  n = 0
  returned = 0
  staked = 0
  private rr = 0
  private ss = 0
  private rs = 0
  add(returned: number, staked: number, weight = 1): void {
    this.n += weight
    this.returned += returned * weight
    this.staked += staked * weight
    this.rr += returned * returned * weight
    this.ss += staked * staked * weight
    this.rs += returned * staked * weight
  }
  get value(): number {
    return this.staked === 0 ? 0 : this.returned / this.staked
  }
  get error(): number {
    if (this.n < 2 || this.staked === 0) return 0
    const r = this.value
    const meanStake = this.staked / this.n
    const residual = (this.rr - 2 * r * this.rs + r * r * this.ss) / (this.n - 1)
    return Math.sqrt(Math.max(residual, 0) / this.n) / meanStake
  }
}

export interface ParCell {
  hands: number
  stage: number
  deals: number
  /** Deals with at least one hand offered at the stage. */
  dealsOffered: number
  everyOffered: { rtp: number; error: number; hit: number }
  favourite: { rtp: number; error: number; hit: number; offered: number }
  bestValue: { rtp: number; error: number; hit: number }
  randomOffered: { rtp: number; error: number; hit: number }
  /** The lowest and highest return of a single offered price seen, and the largest multiplier offered. */
  lowest: number
  highest: number
  largestMultiplier: number
  /** Every deal counted (no sampling): the figures are exact and carry no error. */
  exact?: boolean
}

/** Sums for one number of hands and one stage, fed deal by deal with the stage's panels. */
export function newCell(hands: number, stage: number) {
  const every = new Ratio()
  const everyHit = new Ratio()
  const favourite = new Mean()
  const favouriteHit = new Mean()
  const best = new Mean()
  const bestHit = new Mean()
  const random = new Mean()
  const randomHit = new Mean()
  let deals = 0
  let lowest = Infinity
  let highest = 0
  let largest = 0
  return {
    /** One deal's prices (`weight` deals alike: a class of deals the suits' symmetry makes equal). */
    add(pricing: GamePricing, weight = 1): void {
      deals += weight
      const panels = pricing[stage]
      const offered = panels.filter((p) => p.oddsTenths > 0)
      if (offered.length === 0) return
      const returns = offered.map((p) => ((p.oddsTenths / ODDS_SCALE) * p.winOrDraw) / p.boards)
      const chances = offered.map((p) => p.winOrDraw / p.boards)
      every.add(
        returns.reduce((s, r) => s + r, 0),
        offered.length,
        weight,
      )
      everyHit.add(
        chances.reduce((s, c) => s + c, 0),
        offered.length,
        weight,
      )
      random.add(returns.reduce((s, r) => s + r, 0) / offered.length, weight)
      randomHit.add(chances.reduce((s, c) => s + c, 0) / offered.length, weight)
      offered.forEach((p, i) => {
        if (p.isFavourite) {
          favourite.add(returns[i], weight)
          favouriteHit.add(chances[i], weight)
        }
        if (p.bestValue) {
          best.add(returns[i], weight)
          bestHit.add(chances[i], weight)
        }
        lowest = Math.min(lowest, returns[i])
        highest = Math.max(highest, returns[i])
        largest = Math.max(largest, p.oddsTenths / ODDS_SCALE)
      })
    },
    result(): ParCell {
      return {
        hands,
        stage,
        deals,
        dealsOffered: random.n,
        everyOffered: { rtp: every.value, error: every.error, hit: everyHit.value },
        favourite: { rtp: favourite.mean, error: favourite.error, hit: favouriteHit.mean, offered: favourite.n },
        bestValue: { rtp: best.mean, error: best.error, hit: bestHit.mean },
        randomOffered: { rtp: random.mean, error: random.error, hit: randomHit.mean },
        lowest: Number.isFinite(lowest) ? lowest : 0,
        highest,
        largestMultiplier: largest,
      }
    },
  }
}

export interface ParOptions {
  hands: readonly number[]
  deals: number
  rtpBp: number
  /** Reproducible deals from the provably fair stream of this seed (else the service's generator). */
  seed?: string
  progress?: (line: string) => void
}

/** The PAR sheet's cells: `deals` deals for each number of hands, each priced once for its three betting stages. */
export function parSheet(options: ParOptions): ParCell[] {
  const cells: ParCell[] = []
  for (const hands of options.hands) {
    options.progress?.(`${hands} hands: ${options.deals} deals`)
    const next = createDeckSource(options.seed === undefined ? undefined : `${options.seed}:${hands}`)
    const stageCells = STAGE_NAMES.map((_, stage) => newCell(hands, stage))
    for (let d = 0; d < options.deals; d++) {
      const { hands: dealt, board } = dealFromDeck(next(), hands)
      const pricing = priceGame(dealt, board, options.rtpBp)
      for (const cell of stageCells) cell.add(pricing)
    }
    cells.push(...stageCells.map((c) => c.result()))
  }
  return cells
}

export const targetOf = (rtpBp: number) => rtpBp / RTP_SCALE

/** The 24 permutations of the four suits. */
function suitPermutations(): number[][] {
  const out: number[][] = []
  const permute = (rest: number[], prefix: number[]) => {
    if (rest.length === 0) out.push(prefix)
    rest.forEach((x, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...prefix, x]))
  }
  permute([0, 1, 2, 3], [])
  return out
}

/**
 * Every deal of two hands, ordered (hand 0, hand 1), grouped by the suits' symmetry: a deal and its image under a
 * permutation of the suits have the same prices and chances. Answers each class's representative and its number of
 * deals (together C(52, 2) x C(50, 2) = 1,624,350).
 */
export function headsUpClasses(): Array<{ hands: [[CardId, CardId], [CardId, CardId]]; deals: number }> {
  const perms = suitPermutations()
  const key = (a: number, b: number, c: number, d: number) =>
    ((Math.min(a, b) * 52 + Math.max(a, b)) * 52 + Math.min(c, d)) * 52 + Math.max(c, d)
  const classes = new Map<number, { hands: [[CardId, CardId], [CardId, CardId]]; deals: number }>()
  const map = (card: number, perm: number[]) => makeCard(rankOf(card), perm[suitOf(card)])
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = 0; c < 52; c++)
        for (let d = c + 1; d < 52; d++) {
          if (c === a || c === b || d === a || d === b) continue
          let best = Infinity
          for (const perm of perms) best = Math.min(best, key(map(a, perm), map(b, perm), map(c, perm), map(d, perm)))
          const found = classes.get(best)
          if (found) found.deals++
          else
            classes.set(best, {
              hands: [
                [a, b],
                [c, d],
              ],
              deals: 1,
            })
        }
  return [...classes.values()]
}

/**
 * The hole stage of two hands, exactly: every deal (by its class, weighted by its deals) priced by priceGame; each
 * strategy's return is then exact (no sampling error). `progress` hears the classes priced so far.
 */
export function exactHeadsUpHole(rtpBp: number, progress?: (done: number, of: number) => void): ParCell {
  const classes = headsUpClasses()
  const cell = newCell(2, 0)
  classes.forEach(({ hands, deals }, i) => {
    // Any board: the hole stage's prices depend on the hands only.
    const used = new Set(hands.flat())
    const board: CardId[] = []
    for (let card = 0; board.length < 5; card++) if (!used.has(card)) board.push(card)
    cell.add(priceGame(hands, board, rtpBp), deals)
    if (progress && i % 5_000 === 0) progress(i, classes.length)
  })
  return { ...cell.result(), exact: true }
}
