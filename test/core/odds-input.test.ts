// Client-supplied hands and board: malformed cards, duplicates and board sizes are refused by name.

import t from 'tap'
import { parseOddsInput } from '../../src/core/odds-input.ts'

t.test('parses hands and board into card ids', async (t) => {
  t.same(parseOddsInput(['As2c', 'KdKh'], ['Th', '9s', '8d']), {
    hands: [
      [51, 0],
      [45, 46],
    ],
    board: [34, 31, 25],
  })
})

t.test('refusals name the card or the rule', async (t) => {
  t.throws(() => parseOddsInput(['AsAs', 'KdKh'], []), {
    code: 'INVALID_INPUT',
    message: 'Card As appears more than once (hands[0] and hands[0]).',
  })
  t.throws(() => parseOddsInput(['AsKs', 'KdKh'], ['Kd', '2c', '3c']), {
    message: 'Card Kd appears more than once (hands[1] and board[0]).',
  })
  t.throws(() => parseOddsInput(['AsKs', 'KdKh'], ['2c']), { message: 'board must have 0, 3, 4 or 5 cards; got 1.' })
  t.throws(() => parseOddsInput(['AsKs', 'KdKh'], ['2c', '3c', '4c', '5c', '6c', '7c']), {
    message: 'board must have 0, 3, 4 or 5 cards; got 6.',
  })
  t.throws(() => parseOddsInput(['AsKs', 'KdKx'], []), { message: /hands\[1\] "Kx" is not a card/ })
  t.throws(() => parseOddsInput(['AsK', 'KdKh'], []), { message: 'hands[0] "AsK" must be two cards such as "AcKd".' })
})
