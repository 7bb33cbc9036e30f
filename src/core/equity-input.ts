// Checks a range-equity request before any work: the ranges' notation, board and dead cards, and the budget.

import { DomainError } from './errors.ts'
import { distinctCards } from './odds-input.ts'
import type { RangeEquityInput } from './range-equity.ts'
import { parseRange } from './range-notation.ts'

const BOARD_SIZES = [0, 3, 4, 5]

const invalid = (message: string) => new DomainError('INVALID_INPUT', message)

/**
 * Parses ranges (notation in range-notation), board and dead cards. Throws DomainError INVALID_INPUT naming the field:
 * a malformed range item, a malformed card, a card on the board and among the dead cards (or twice in either), or a
 * board of 1, 2 or 6+ cards. Whether a deal is possible at all is rangeEquity's check.
 */
export function parseEquityInput(
  rangeTexts: readonly string[],
  boardTexts: readonly string[],
  deadTexts: readonly string[],
): RangeEquityInput {
  if (!BOARD_SIZES.includes(boardTexts.length))
    throw invalid(`board must have 0, 3, 4 or 5 cards; got ${boardTexts.length}.`)
  const { take } = distinctCards()
  const board = boardTexts.map((text, i) => take(text, `board[${i}]`))
  const dead = deadTexts.map((text, i) => take(text, `dead[${i}]`))
  const ranges = rangeTexts.map((text, i) => parseRange(text, `ranges[${i}]`))
  return { ranges, board, dead }
}
