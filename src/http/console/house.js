// @ts-check
// The House panel: the operator's report (the house's sums and whether they add up), and every table live from the
// operator's event stream, folded as /play folds a table's.

import { $, api, cents, count, el, enc, fill, money, query, row, say, stateName, time } from '/operator/page.js'
import { foldTableEvent } from '/operator/table-view.js'

/** @typedef {import('../../client/schema').components['schemas']} Schemas The API's types, from openapi.yaml. */

/** @type {Map<number, Schemas['TableState']>} tableId -> state (folded from events) */
const tables = new Map()
const reading = new Set() // tableIds whose state is being read
/** @type {Schemas['HouseReport'] | null} */
let report = null
let source = null
let reportTimer = null
let renderQueued = false

let reportsAsked = 0 // reads of the report asked for so far: only the latest one's answer is shown

async function loadReport() {
  const asked = ++reportsAsked
  /** @type {Schemas['HouseReport']} */
  const answer = await api('GET', '/api/operator/report')
  // Reads overlap (a refresh, a tab, money moving): an older answer arriving late never replaces a newer one.
  if (asked !== reportsAsked) return
  report = answer
  renderReport()
  fillTableChoices()
}

function renderReport() {
  const house = report.house
  const sums = [
    ['Deposits', house.deposits],
    ['Play grants', house.playGrants],
    ['Withdrawals', house.withdrawals],
    ['Held in accounts', house.accountsHeld],
    ['Held in seats', house.seatsHeld],
    ['House result', house.houseResult],
    ['Amount bet', house.amountBet],
    ['Paid out', house.amountPaidOut],
    ['Open exposure', house.openExposure],
  ]
  const pairs = [
    ...sums.map(([name, value]) => [name, money(value)]),
    ['Realised RTP', house.realisedRtp],
    ['Games played', house.gamesPlayed],
  ]
  $('house-sums').replaceChildren(...pairs.map(([name, value]) => el('div', el('dt', name), el('dd', value))))
  const inflow = cents(house.deposits) + cents(house.playGrants) - cents(house.withdrawals)
  const held = cents(house.accountsHeld) + cents(house.seatsHeld) + cents(house.houseResult)
  const text =
    `deposits ${money(house.deposits)} + play grants ${money(house.playGrants)} − withdrawals ` +
    `${money(house.withdrawals)} = ${money(inflow / 100)}; ` +
    (`accounts ${money(house.accountsHeld)} + seats ${money(house.seatsHeld)} + house result ` +
      `${money(house.houseResult)} = ${money(held / 100)}`)
  // Whether it adds up is the server's judgement, from its own sums in cents.
  const equation = $('house-equation')
  if (house.balanced) {
    equation.className = 'ok'
    equation.textContent = `The house adds up: ${text}.`
  } else {
    equation.className = 'flag'
    equation.textContent = `The house does NOT add up (off by ${money(house.discrepancy / 100)}): ${text}.`
  }
  fill(
    $('house-excluded'),
    report.selfExcluded.map((player) =>
      row(player.playerId, time(player.until), money(player.accountBalance), money(player.seatsBalance)),
    ),
  )
  $('house-live').textContent = `Report read ${new Date().toLocaleTimeString()}.`
}

/** The report again soon after money moved (once per burst of events, not per table). */
export function reportSoon() {
  clearTimeout(reportTimer)
  reportTimer = setTimeout(() => void loadReport().catch(() => {}), 1000)
}

/** A table's state as read, unless the stream has already folded it further. */
function keepNewer(state) {
  const known = tables.get(state.tableId)
  if (!known || state.eventId >= known.eventId) tables.set(state.tableId, state)
}

/**
 * Every table's state, a page of them a request (not a request a table; the server's page, its default being its most);
 * a state folded further meanwhile is kept.
 */
async function loadTables() {
  let cursor
  do {
    /** @type {Schemas['TablePage']} */
    const page = await api('GET', `/api/operator/tables${query({ cursor })}`)
    page.tables.forEach(keepNewer)
    cursor = page.nextCursor
  } while (cursor)
  renderTablesSoon()
  fillTableChoices()
}

/** One table's state again: one the stream names before its state is known, or after a gap in its events. */
async function readTable(tableId) {
  if (reading.has(tableId)) return
  reading.add(tableId)
  try {
    /** @type {Schemas['TableState']} */
    const state = await api('GET', `/api/tables/${tableId}/state`)
    keepNewer(state)
    renderTablesSoon()
  } catch {
    // The next event of the table reads it again.
  } finally {
    reading.delete(tableId)
  }
}

/** Folds one event of the operator's stream: in order it folds in; an old one is already in; after a gap, read again.
 * */
function onFloorEvent(message) {
  const event = JSON.parse(message.data)
  const state = tables.get(event.tableId)
  if (state && event.eventId === state.eventId + 1) tables.set(event.tableId, foldTableEvent(state, event))
  else if (!state || event.eventId > state.eventId) void readTable(event.tableId)
  if (event.type === 'bet' || event.type === 'stage' || event.type === 'seats') reportSoon()
  renderTablesSoon()
}

async function follow() {
  source?.close()
  try {
    /** @type {Schemas['EventTicket']} */
    const { ticket } = await api('POST', '/api/operator/events/tickets')
    source = new EventSource(`/api/operator/events?ticket=${enc(ticket)}`)
  } catch {
    setTimeout(follow, 2000)
    return
  }
  source.addEventListener('open', () => {
    $('house-live').textContent = 'Following every table live.'
    // Every table as it is now (and whatever changed while the stream was down), then its events fold in.
    void loadTables().catch((err) => say('house-live', err.message, false))
  })
  for (const type of ['table', 'seats', 'bet', 'ready', 'stage']) source.addEventListener(type, onFloorEvent)
  // A ticket is single use: a dropped stream is opened again with a new one.
  source.addEventListener('error', () => {
    source.close()
    $('house-live').textContent = 'The live stream dropped; reconnecting…'
    setTimeout(follow, 1000)
  })
}

function renderTablesSoon() {
  if (renderQueued) return
  renderQueued = true
  requestAnimationFrame(() => {
    renderQueued = false
    renderTables()
  })
}

function renderTables() {
  const rows = [...tables.values()]
    .sort((a, b) => a.tableId - b.tableId)
    .map((state) => {
      const open = state.bets.filter((bet) => bet.status === 'OPEN' && bet.gameId === state.gameId)
      const stakes = open.reduce((sum, bet) => sum + cents(bet.betAmount), 0)
      const funds = state.seats.reduce((sum, seat) => sum + cents(seat.seatBalance), 0)
      const seated = state.seats.map((seat) => seat.playerId ?? `seat ${seat.seatId}`).join(', ')
      const tr = row(
        state.tableId,
        state.settings.mode,
        stateName(state.gameState),
        state.gameId ?? '',
        `${state.seats.length}${seated ? ': ' + seated : ''}`,
        `${money(stakes / 100)} (${count(open.length, 'bet')})`,
        money(funds / 100),
        state.disabled ? `OFF (${state.disabled.scope === 'GAMING' ? 'all gaming' : 'table'})` : 'on',
      )
      tr.dataset.tableId = String(state.tableId)
      return tr
    })
  fill($('house-tables'), rows)
}

$('house-refresh').addEventListener(
  'click',
  () => void loadReport().catch((err) => say('house-live', err.message, false)),
)

export function startHouse() {
  void loadReport().catch((err) => say('house-live', err.message, false))
  void follow()
}

/** The RTP panel's choice of table: every table the report or the stream has named, the choice kept when it still
 * exists. */
export function fillTableChoices() {
  const select = $('rtp-table')
  const chosen = select.value
  const ids = [...new Set([...(report?.tables ?? []).map((table) => table.tableId), ...tables.keys()])].sort(
    (a, b) => a - b,
  )
  select.replaceChildren(...ids.map((id) => el('option', id)))
  if (ids.includes(Number(chosen))) select.value = chosen
}

/** The target RTP the report gives `tableId`, or null. */
export const targetRtpOf = (tableId) => report?.tables.find((table) => table.tableId === tableId)?.targetRtp ?? null
