// Range notation (Equilab's, plus weights): parses text such as "QQ+,AKs,AcQc,A5s-A2s,KK:0.5" into weighted combos.

import { type CardId, DECK_SIZE, makeCard, parseCard, RANK_CHARS, SUIT_CHARS } from './cards.ts'
import { DomainError } from './errors.ts'
import { MAX_RANGE_LENGTH } from './limits.ts'

/** One two-card combination of a range and its weight (0 < weight <= 1). Cards are ordered high id first. */
export interface WeightedCombo {
  cards: [CardId, CardId]
  weight: number
}

/** Every two-card combination of the deck: 1,326. */
export const ALL_COMBOS = (DECK_SIZE * (DECK_SIZE - 1)) / 2

/** One number per unordered pair of cards (the higher id first). */
export const comboKey = (a: CardId, b: CardId): number => (a > b ? a * DECK_SIZE + b : b * DECK_SIZE + a)

/** The two cards of a comboKey, the higher id first. */
export const comboCards = (key: number): [CardId, CardId] => [Math.floor(key / DECK_SIZE), key % DECK_SIZE]

/** A parsed item before weights: its combos as keys. */
type Shape = 'pair' | 's' | 'o' | 'both'

interface HandClass {
  high: number
  low: number
  shape: Shape
}

const rankOfChar = (ch: string): number => RANK_CHARS.indexOf(ch)

/** "AKs" / "AKo" / "AK" / "QQ" (optionally followed by nothing else). Undefined if it is not a hand class. */
function parseClass(text: string): HandClass | undefined {
  if (text.length < 2 || text.length > 3) return undefined
  const a = rankOfChar(text[0])
  const b = rankOfChar(text[1])
  if (a < 0 || b < 0) return undefined
  const suffix = text.slice(2)
  if (a === b) return suffix === '' ? { high: a, low: b, shape: 'pair' } : undefined
  if (a < b) return undefined
  if (suffix === 's') return { high: a, low: b, shape: 's' }
  if (suffix === 'o') return { high: a, low: b, shape: 'o' }
  if (suffix === '') return { high: a, low: b, shape: 'both' }
  return undefined
}

function classCombos(hand: HandClass, into: number[]): void {
  for (let s1 = 0; s1 < 4; s1++) {
    for (let s2 = 0; s2 < 4; s2++) {
      const a = makeCard(hand.high, s1)
      const b = makeCard(hand.low, s2)
      if (hand.shape === 'pair') {
        if (s2 > s1) into.push(comboKey(a, b))
      } else if (s1 === s2) {
        if (hand.shape !== 'o') into.push(comboKey(a, b))
      } else if (hand.shape !== 's') into.push(comboKey(a, b))
    }
  }
}

const NOTATION_HELP =
  'use a pair ("QQ", "QQ+", "55-99"), a suited, offsuit or either hand ("AKs", "AKo", "AK", "A2s+", "KTo+", ' +
  '"A2s-A5s"), a combo ("AhKh") or "random"'

/** The combos (as keys) one item names, or a description of what is wrong with it. */
function itemCombos(item: string): number[] | string {
  const combos: number[] = []
  if (item === 'random') {
    for (let a = 1; a < DECK_SIZE; a++) for (let b = 0; b < a; b++) combos.push(a * DECK_SIZE + b)
    return combos
  }
  // A combo names two cards: a rank then a lower-case suit letter, twice ("AhKh").
  if (item.length === 4 && /^.[a-z].[a-z]$/.test(item)) {
    const a = parseCard(item.slice(0, 2))
    const b = parseCard(item.slice(2, 4))
    if (a === undefined || b === undefined) return `is not two cards: ${NOTATION_HELP}`
    if (a === b) return 'names the same card twice'
    return [comboKey(a, b)]
  }
  const dash = item.indexOf('-')
  if (dash >= 0) {
    const from = parseClass(item.slice(0, dash))
    const to = parseClass(item.slice(dash + 1))
    if (from === undefined || to === undefined)
      return `is not a span of two hand classes such as "55-99" or "A2s-A5s": ${NOTATION_HELP}`
    if (from.shape !== to.shape)
      return 'is a span whose ends are not the same kind (both pairs, both suited, both offsuit, or both unmarked)'
    if (from.shape === 'pair') {
      const [lo, hi] = from.high <= to.high ? [from.high, to.high] : [to.high, from.high]
      for (let r = lo; r <= hi; r++) classCombos({ high: r, low: r, shape: 'pair' }, combos)
      return combos
    }
    if (from.high !== to.high) return 'is a span whose ends do not share the high card (as in "A2s-A5s")'
    const [lo, hi] = from.low <= to.low ? [from.low, to.low] : [to.low, from.low]
    for (let r = lo; r <= hi; r++) classCombos({ high: from.high, low: r, shape: from.shape }, combos)
    return combos
  }
  const plus = item.endsWith('+')
  const hand = parseClass(plus ? item.slice(0, -1) : item)
  if (hand === undefined) return `is not a hand class, span, combo or "random": ${NOTATION_HELP}`
  if (!plus) {
    classCombos(hand, combos)
    return combos
  }
  if (hand.shape === 'pair') {
    for (let r = hand.high; r < RANK_CHARS.length; r++) classCombos({ high: r, low: r, shape: 'pair' }, combos)
    return combos
  }
  // "+" on an unpaired hand raises the kicker up to one below the high card: "A2s+" is A2s..AKs, "T9s+" is T9s alone.
  for (let r = hand.low; r < hand.high; r++) classCombos({ high: hand.high, low: r, shape: hand.shape }, combos)
  return combos
}

function parseWeight(text: string): number | undefined {
  if (!/^(?:0|1)?(?:\.\d+)?$/.test(text) || text === '' || text === '.') return undefined
  const weight = Number(text)
  return weight > 0 && weight <= 1 ? weight : undefined
}

/**
 * Parses one range. `label` names it in errors (e.g. 'ranges[1]'). Every item is taken or the whole range is
 * refused with DomainError INVALID_INPUT naming the range, the item and what is wrong; nothing is dropped. A combo
 * named by two items counts once if both give it the same weight; different weights for one combo are refused.
 * Combos are returned in a fixed order (by their high card, then low card), independent of how the text lists them.
 */
export function parseRange(text: string, label: string): WeightedCombo[] {
  const refuse = (item: string, problem: string) =>
    new DomainError('INVALID_INPUT', `${label} "${text}": item "${item}" ${problem}.`)
  if (text.length > MAX_RANGE_LENGTH) {
    throw new DomainError(
      'INVALID_INPUT',
      `${label} is ${text.length} characters long; the limit is ${MAX_RANGE_LENGTH}.`,
    )
  }
  const weights = new Map<number, { weight: number; item: string }>()
  const items = text.split(',')
  for (const raw of items) {
    const item = raw.trim()
    if (item === '') throw refuse(raw, 'is empty: separate items with single commas')
    const colon = item.indexOf(':')
    const body = colon >= 0 ? item.slice(0, colon) : item
    let weight = 1
    if (colon >= 0) {
      const parsed = parseWeight(item.slice(colon + 1))
      if (parsed === undefined)
        throw refuse(item, 'has a weight that is not a number greater than 0 and at most 1 (as in "AA:0.5")')
      weight = parsed
    }
    const combos = itemCombos(body)
    if (typeof combos === 'string') throw refuse(item, combos)
    for (const key of combos) {
      const previous = weights.get(key)
      if (previous !== undefined && previous.weight !== weight) {
        const cards = formatKey(key)
        throw refuse(
          item,
          `gives ${cards} the weight ${weight}, but "${previous.item}" gave it ${previous.weight}: name each combo ` +
            `with one weight`,
        )
      }
      weights.set(key, { weight, item })
    }
  }
  return [...weights.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([key, { weight }]) => ({ cards: comboCards(key), weight }))
}

function formatKey(key: number): string {
  const [a, b] = comboCards(key)
  return RANK_CHARS[a >> 2] + SUIT_CHARS[a & 3] + RANK_CHARS[b >> 2] + SUIT_CHARS[b & 3]
}
