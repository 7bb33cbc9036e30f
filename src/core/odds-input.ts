// Checks a client-supplied set of hands and board before pricing: card syntax, duplicates, board size.

import { type CardId, DECK_SIZE, parseCard } from './cards.ts'
import { DomainError } from './errors.ts'

export interface OddsInput {
  hands: Array<[CardId, CardId]>
  board: CardId[]
}

const BOARD_SIZES = [0, 3, 4, 5]

function invalid(message: string): DomainError {
  return new DomainError('INVALID_INPUT', message)
}

/**
 * A reader of cards that must all differ: take(text, where) parses one, naming `where` (e.g. 'board[0]') when it is
 * malformed or was taken before (DomainError INVALID_INPUT); `seen` holds the cards taken.
 */
export function distinctCards() {
  const seen = new Map<CardId, string>()
  const take = (text: string, where: string): CardId => {
    const card = parseCard(text)
    if (card === undefined)
      throw invalid(
        `${where} "${text}" is not a card: use a rank 2-9, T, J, Q, K, A then a suit c, d, h, s (e.g. "Ah").`,
      )
    const previous = seen.get(card)
    if (previous !== undefined) throw invalid(`Card ${text} appears more than once (${previous} and ${where}).`)
    seen.set(card, where)
    return card
  }
  return { take, seen }
}

/**
 * Parses hands ("AcKd") and board cards ("Ah") into card ids. Throws DomainError INVALID_INPUT naming
 * the card or the rule: a malformed card, a card used twice, a board of 1, 2 or 6+ cards, or too few
 * cards left to complete the board.
 */
export function parseOddsInput(handTexts: readonly string[], boardTexts: readonly string[]): OddsInput {
  const { take, seen } = distinctCards()
  if (!BOARD_SIZES.includes(boardTexts.length)) {
    throw invalid(`board must have 0, 3, 4 or 5 cards; got ${boardTexts.length}.`)
  }
  const hands = handTexts.map((text, i): [CardId, CardId] => {
    if (text.length !== 4) throw invalid(`hands[${i}] "${text}" must be two cards such as "AcKd".`)
    return [take(text.slice(0, 2), `hands[${i}]`), take(text.slice(2, 4), `hands[${i}]`)]
  })
  const board = boardTexts.map((text, i) => take(text, `board[${i}]`))
  const left = DECK_SIZE - seen.size
  if (left < 5 - board.length) {
    throw invalid(`Too few cards left to complete the board: ${left} remain, ${5 - board.length} needed.`)
  }
  return { hands, board }
}
