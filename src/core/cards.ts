// Card encoding: the one place where a card's id, text form and bit mask are defined.

/** Rank characters from lowest (deuce, rank 0) to highest (ace, rank 12). */
export const RANK_CHARS = '23456789TJQKA'
/** Suit characters, suit 0..3. */
export const SUIT_CHARS = 'cdhs'
export const DECK_SIZE = 52

/**
 * A card id is an integer 0..51: `rank * 4 + suit`, rank 0 (deuce) .. 12 (ace), suit 0..3 (c, d, h, s).
 */
export type CardId = number

export const rankOf = (card: CardId): number => card >> 2
export const suitOf = (card: CardId): number => card & 3
export const makeCard = (rank: number, suit: number): CardId => (rank << 2) | suit

/** Every card's text, made once: a deal formats 52 of them. */
const CARD_TEXT: readonly string[] = Array.from(
  { length: DECK_SIZE },
  (_, card) => RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3],
)

/** Two-character text form, e.g. 51 -> "As", 0 -> "2c". */
export function formatCard(card: CardId): string {
  return CARD_TEXT[card]
}

/** Parses the two-character form ("As", "Td", "2c"; rank upper case, 'T' for ten). Undefined if malformed. */
export function parseCard(text: string): CardId | undefined {
  if (text.length !== 2) return undefined
  const rank = RANK_CHARS.indexOf(text[0])
  const suit = SUIT_CHARS.indexOf(text[1])
  if (rank < 0 || suit < 0) return undefined
  return makeCard(rank, suit)
}

/** A hand of two hole cards as text, e.g. [51, 46] -> "AsKh". */
export function formatHand(hand: readonly [CardId, CardId]): string {
  return formatCard(hand[0]) + formatCard(hand[1])
}

/** Parses a four-character hand string such as "AsKh" into two card ids; undefined if malformed. */
export function parseHand(text: string): [CardId, CardId] | undefined {
  if (text.length !== 4) return undefined
  const a = parseCard(text.slice(0, 2))
  const b = parseCard(text.slice(2, 4))
  if (a === undefined || b === undefined) return undefined
  return [a, b]
}

/** A new array of all 52 card ids in order 0..51. */
export function fullDeck(): CardId[] {
  const deck: CardId[] = []
  for (let card = 0; card < DECK_SIZE; card++) deck.push(card)
  return deck
}
