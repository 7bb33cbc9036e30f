// Which archived months a read names: adjacent months merge into one span, and a read over a period names the spans
// that share time with it (ends exclusive), whichever end is open.

import t from 'tap'
import { mergedPeriods, periodsOverlapping } from '../../src/core/history.ts'

const month = (m: number) => Date.UTC(2026, m, 1)

t.test('adjacent months read as one span; a gap keeps two', async (t) => {
  t.same(mergedPeriods([]), [])
  t.same(
    mergedPeriods([
      { from: month(2), to: month(3) },
      { from: month(0), to: month(1) },
      { from: month(1), to: month(2) },
      { from: month(5), to: month(6) },
    ]),
    [
      { from: month(0), to: month(3) },
      { from: month(5), to: month(6) },
    ],
  )
  const input = [{ from: month(0), to: month(1) }]
  mergedPeriods([...input, { from: month(1), to: month(2) }])
  t.same(input, [{ from: month(0), to: month(1) }], 'the input is not changed')
})

t.test('a period names the spans it shares time with', async (t) => {
  const spans = [
    { from: month(0), to: month(3) },
    { from: month(5), to: month(6) },
  ]
  t.same(periodsOverlapping(spans), spans, 'no period: every span')
  t.same(periodsOverlapping(spans, month(3)), [spans[1]], 'from the end of the first: only the second')
  t.same(periodsOverlapping(spans, month(3) - 1), spans, 'a millisecond before its end: both')
  t.same(periodsOverlapping(spans, undefined, month(0)), [], 'up to the first start (exclusive): none')
  t.same(periodsOverlapping(spans, month(3), month(5)), [], 'the gap: none')
  t.same(periodsOverlapping(spans, month(4), month(5) + 1), [spans[1]])
})
