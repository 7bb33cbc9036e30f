// Range notation: every item is read as documented or the whole range is refused naming the item; nothing is dropped.

import t from 'tap'
import { formatHand } from '../../src/core/cards.ts'
import { isDomainError } from '../../src/core/errors.ts'
import { parseRange } from '../../src/core/range-notation.ts'

const combos = (text: string) => parseRange(text, 'ranges[0]').map((c) => formatHand(c.cards))
const count = (text: string) => parseRange(text, 'ranges[0]').length

/** Classes by their own definition, written out: suited 4 combos, offsuit 12, pair 6. */
t.test('counts of each form', async (t) => {
  const expected: Array<[string, number]> = [
    ['QQ', 6],
    ['QQ+', 18],
    ['22+', 78],
    ['55-99', 30],
    ['99-55', 30],
    ['AKs', 4],
    ['AKo', 12],
    ['AK', 16],
    ['A2s+', 48],
    ['KTo+', 36],
    ['T9s+', 4],
    ['A2s-A5s', 16],
    ['A5s-A2s', 16],
    ['A2-A5', 64],
    ['AhKh', 1],
    ['random', 1326],
    ['QQ+,AKs,AcQc', 23],
    ['JJ+,AKs', 28],
    ['22+,AJs+,KQs,AQo+', 78 + 12 + 4 + 24],
    [' AA , KK ', 12],
    ['AKs+', 4],
  ]
  for (const [text, n] of expected) t.equal(count(text), n, text)
})

t.test('the combos themselves', async (t) => {
  t.same(new Set(combos('AKs')), new Set(['AcKc', 'AdKd', 'AhKh', 'AsKs']))
  t.same(new Set(combos('QQ+')), new Set([...combos('QQ'), ...combos('KK'), ...combos('AA')]))
  t.same(new Set(combos('A2s+')), new Set('23456789TJQK'.split('').flatMap((r) => combos(`A${r}s`))))
  t.same(new Set(combos('T9s+')), new Set(combos('T9s')), '"+" raises the kicker only: T9s+ is T9s')
  t.same(combos('AhKh'), combos('KhAh'), 'a combo in either card order')
  t.same(new Set(combos('55-99')), new Set('56789'.split('').flatMap((r) => combos(`${r}${r}`))))
})

t.test('weights', async (t) => {
  const parsed = parseRange('AA:0.5,KK', 'ranges[0]')
  t.equal(parsed.length, 12)
  t.same(new Set(parsed.filter((c) => formatHand(c.cards)[0] === 'A').map((c) => c.weight)), new Set([0.5]))
  t.same(new Set(parsed.filter((c) => formatHand(c.cards)[0] === 'K').map((c) => c.weight)), new Set([1]))
  t.equal(count('AA:1,AA'), 6, 'a combo named twice with the same weight counts once')
  t.same(
    parseRange('QQ+:.25', 'r').map((c) => c.weight),
    new Array(18).fill(0.25),
  )
})

t.test('refusals name the range, the item and what is wrong', async (t) => {
  const refused: Array<[string, RegExp]> = [
    ['AKx', /item "AKx" is not a hand class, span, combo or "random"/],
    ['QQ,,KK', /item "" is empty/],
    ['QQ,', /item "" is empty/],
    ['KA', /item "KA" is not a hand class/],
    ['AAs', /item "AAs" is not a hand class/],
    ['AhAh', /item "AhAh" names the same card twice/],
    ['AxKh', /item "AxKh" is not two cards/],
    ['22-AKs', /item "22-AKs" is a span whose ends are not the same kind/],
    ['A2s-K5s', /item "A2s-K5s" is a span whose ends do not share the high card/],
    ['22-', /item "22-" is not a span/],
    ['AA:0', /item "AA:0" has a weight that is not a number greater than 0 and at most 1/],
    ['AA:1.5', /weight that is not a number/],
    ['AA:50', /weight that is not a number/],
    ['AA:-1', /weight that is not a number/],
    ['AA:abc', /weight that is not a number/],
    ['aa', /item "aa" is not a hand class/],
    ['AA:0.5,AsAh', /item "AsAh" gives AsAh the weight 1, but "AA:0.5" gave it 0.5/],
  ]
  for (const [text, pattern] of refused) {
    try {
      parseRange(text, 'ranges[2]')
      t.fail(`${text} should be refused`)
    } catch (err) {
      t.ok(isDomainError(err) && err.code === 'INVALID_INPUT', `${text}: INVALID_INPUT`)
      t.match(
        (err as Error).message,
        new RegExp(`^ranges\\[2\\] "${text.replace(/[+.()]/g, '\\$&')}": `),
        `${text}: names the range`,
      )
      t.match((err as Error).message, pattern, text)
    }
  }
  t.throws(() => parseRange('AA,'.repeat(700), 'ranges[0]'), /ranges\[0\] is 2100 characters long; the limit is 2000/)
})
