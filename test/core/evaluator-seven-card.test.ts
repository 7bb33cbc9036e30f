// Evaluator over all 133,784,560 seven-card hands: published category counts and distinct values.

import t from 'tap'
import { evaluate7, handCategory } from '../../src/core/evaluator/evaluate.ts'

t.test('every seven-card hand: published category counts and 4824 distinct values', async (t) => {
  const counts = new Float64Array(9)
  const seen = new Uint8Array(1 << 16)
  let hands = 0
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++)
            for (let f = e + 1; f < 52; f++)
              for (let g = f + 1; g < 52; g++) {
                const v = evaluate7(a, b, c, d, e, f, g)
                counts[v >> 12]++
                seen[v] = 1
                hands++
              }
  t.equal(hands, 133784560)
  t.same(Array.from(counts), [23294460, 58627800, 31433400, 6461620, 6180020, 4047644, 3473184, 224848, 41584])
  const distinctByCategory = new Array<number>(9).fill(0)
  for (let v = 0; v < seen.length; v++) if (seen[v]) distinctByCategory[handCategory(v)]++
  t.same(distinctByCategory, [407, 1470, 763, 575, 10, 1277, 156, 156, 10], 'distinct values per category')
  t.equal(
    distinctByCategory.reduce((sum, n) => sum + n, 0),
    4824,
  )
})
