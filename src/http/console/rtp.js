// @ts-check
// The RTP panel: a table's actual RTP against the theoretical over a period, and its target, as a chart and a table.

import { fillTableChoices, targetRtpOf } from '/operator/house.js'
import { $, api, count, fill, query, row, say, time } from '/operator/page.js'
import uPlot from '/operator/uplot.js'

/** @typedef {import('../../client/schema').components['schemas']} Schemas The API's types, from openapi.yaml. */

const RTP_POINTS = 12

let chart = null
/** The chart's width: its box's, within 280 and 1100 px. */
const chartWidth = () => Math.max(280, Math.min($('rtp-chart').clientWidth || 900, 1100))

export async function drawRtp() {
  fillTableChoices()
  const tableId = Number($('rtp-table').value)
  if (!tableId) {
    say('rtp-summary', 'No tables yet.', false)
    return
  }
  const stage = Number($('rtp-stage').value)
  const period = Number($('rtp-period').value)
  const now = Date.now()
  const from = new Date(now - period).toISOString()
  const ends = Array.from({ length: RTP_POINTS }, (_, i) => now - period + ((i + 1) * period) / RTP_POINTS)
  /** @type {Schemas['RtpReport'][]} */
  let reports
  try {
    reports = await Promise.all(
      ends.map((end) => api('GET', `/api/operator/rtp${query({ tableId, from, to: new Date(end).toISOString() })}`)),
    )
  } catch (err) {
    say('rtp-summary', err.message, false)
    return
  }
  const target = targetRtpOf(tableId)
  const points = reports.map((answer, i) => ({ end: ends[i], row: answer.rows.find((r) => r.bettingStage === stage) }))
  /** @type {import('uplot').AlignedData} */
  const data = [
    points.map((point) => point.end / 1000),
    points.map((point) => point.row?.actualRtp ?? null),
    points.map((point) => point.row?.theoreticalRtp ?? null),
    points.map((point) => point.row?.targetRtp ?? target),
  ]
  const box = $('rtp-chart')
  chart?.destroy()
  chart = new uPlot(
    {
      width: chartWidth(),
      height: 300,
      scales: { x: { time: true } },
      series: [
        {},
        { label: 'Actual RTP', stroke: '#1f5fbf', width: 2, points: { show: true, size: 9, fill: '#1f5fbf' } },
        {
          label: 'Theoretical RTP',
          stroke: '#7a5af8',
          width: 2,
          dash: [6, 4],
          points: { show: true, size: 7, fill: '#7a5af8' },
        },
        { label: 'Target', stroke: '#b3261e', width: 1 },
      ],
      axes: [{}, { values: (_u, ticks) => ticks.map((v) => v.toFixed(2)) }],
    },
    data,
    box,
  )
  const drawn = data[1].filter((v) => v !== null).length
  box.dataset.points = String(drawn)
  const last = points.at(-1).row
  say(
    'rtp-summary',
    last
      ? `Table ${tableId}, ${['HOLE', 'FLOP', 'TURN'][stage]}: ${count(last.bets, 'settled bet')}; actual ` +
          (`${last.actualRtp} against theoretical ${last.theoreticalRtp} (standard error ${last.standardError}); ` +
            `target ` +
            `` +
            `${last.targetRtp}.`)
      : `Table ${tableId}, ${['HOLE', 'FLOP', 'TURN'][stage]}: no settled bets in the period.`,
    true,
  )
  fill(
    $('rtp-points'),
    points.map((point) =>
      row(
        time(new Date(point.end).toISOString()),
        point.row?.bets ?? 0,
        point.row?.actualRtp ?? '',
        point.row?.theoreticalRtp ?? '',
        point.row?.standardError ?? '',
        point.row?.targetRtp ?? target ?? '',
      ),
    ),
  )
}
$('rtp-form').addEventListener('submit', (event) => {
  event.preventDefault()
  void drawRtp()
})
window.addEventListener('resize', () => chart?.setSize({ width: chartWidth(), height: 300 }))
