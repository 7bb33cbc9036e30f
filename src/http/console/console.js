// The operator's console: the public API called with the operator's token, which stays in this tab (sessionStorage)
// and goes only into Authorization headers. Every value from the API is put on the page as text, never as markup.
import uPlot from '/operator/uplot.js'
import { foldTableEvent } from '/operator/table-view.js'

const TOKEN_KEY = 'hand-odds-operator-token'
const AUDIT_PAGE = 50
const LEDGER_PAGE = 20
const GAMES_PAGE = 10
const RTP_POINTS = 12

const $ = (id) => document.getElementById(id)
let token = sessionStorage.getItem(TOKEN_KEY)

// ---- rendering: text only ----------------------------------------------------------------------------------------

/** An element with children: nodes as they are, anything else as text (so a value is never read as markup). */
function el(tag, ...children) {
  const node = document.createElement(tag)
  for (const child of children) node.append(child instanceof Node ? child : String(child ?? ''))
  return node
}
const row = (...cells) => el('tr', ...cells.map((cell) => el('td', cell)))
const fill = (tbody, rows) => tbody.replaceChildren(...rows)
const money = (amount) => (amount === undefined || amount === null ? '' : Number(amount).toFixed(2))
const cents = (amount) => Math.round(Number(amount) * 100)
const time = (iso) => (iso ? String(iso).replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '')
const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`
const stateName = (gameState) => String(gameState ?? '').replace('STATUS_', '')
function say(id, text, good = true) {
  $(id).textContent = text
  $(id).className = good ? 'ok' : 'bad'
}

// ---- the API -------------------------------------------------------------------------------------------------------

class ApiError extends Error {
  constructor(status, message) {
    super(message)
    this.status = status
  }
}

async function api(method, path, { body, headers = {}, raw = false } = {}) {
  const response = await fetch(path, {
    method,
    cache: 'no-store',
    headers: { authorization: 'Bearer ' + token, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const data = await response.json().catch(() => ({}))
    throw new ApiError(response.status, data.error || `HTTP ${response.status}`)
  }
  return raw ? response : response.json()
}

const query = (params) => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '' && value !== null) search.set(name, String(value))
  const text = search.toString()
  return text ? '?' + text : ''
}
const enc = encodeURIComponent

/** A fresh Idempotency-Key (crypto.getRandomValues works on plain http too, unlike randomUUID). */
function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return 'console-' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Runs an action with its form's buttons disabled (a second click waits for the first), reporting to `messageId`. */
async function act(form, messageId, action) {
  const buttons = [...form.querySelectorAll('button')]
  for (const button of buttons) button.disabled = true
  try {
    say(messageId, await action())
    return true
  } catch (err) {
    say(messageId, err.message, false)
    return false
  } finally {
    for (const button of buttons) button.disabled = false
  }
}

// ---- sign-in -------------------------------------------------------------------------------------------------------

async function signIn(candidate) {
  token = candidate
  try {
    await api('GET', '/api/operator/switches')
  } catch (err) {
    token = null
    sessionStorage.removeItem(TOKEN_KEY)
    say(
      'sign-in-message',
      err.status === 401
        ? `This token was refused: ${err.message}`
        : err.status === 403
          ? 'This token has no operator rights: sign in with the operator token, or a verified token with the operator role.'
          : `The service did not answer as expected: ${err.message}`,
      false,
    )
    return
  }
  sessionStorage.setItem(TOKEN_KEY, candidate)
  $('token').value = ''
  $('sign-in-message').textContent = ''
  $('sign-in').hidden = true
  $('tabs').hidden = false
  $('sign-out').hidden = false
  $('who').textContent = 'Signed in as an operator.'
  showPanel('house')
  startHouse()
}

$('sign-in-form').addEventListener('submit', (event) => {
  event.preventDefault()
  void signIn($('token').value.trim())
})
$('sign-out').addEventListener('click', () => {
  sessionStorage.removeItem(TOKEN_KEY)
  token = null
  location.reload()
})

function showPanel(name) {
  for (const button of document.querySelectorAll('#tabs button')) button.setAttribute('aria-pressed', String(button.dataset.panel === name))
  for (const panel of document.querySelectorAll('.panel')) panel.hidden = panel.id !== name
  if (name === 'rtp') void drawRtp()
  if (name === 'audit') void loadAudit(false)
  if (name === 'switches') void loadSwitches()
}
for (const button of document.querySelectorAll('#tabs button')) button.addEventListener('click', () => showPanel(button.dataset.panel))

// ---- house: the report, and every table live from the operator's stream ------------------------------------------

const tables = new Map() // tableId -> state (folded from events)
const reading = new Set() // tableIds whose state is being read
let report = null
let source = null
let reportTimer = null
let renderQueued = false

async function loadReport() {
  report = await api('GET', '/api/operator/report')
  renderReport()
  for (const table of report.tables) if (!tables.has(table.tableId)) void readTable(table.tableId)
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
  const pairs = [...sums.map(([name, value]) => [name, money(value)]), ['Realised RTP', house.realisedRtp], ['Games played', house.gamesPlayed]]
  $('house-sums').replaceChildren(...pairs.map(([name, value]) => el('div', el('dt', name), el('dd', value))))
  const inflow = cents(house.deposits) + cents(house.playGrants) - cents(house.withdrawals)
  const held = cents(house.accountsHeld) + cents(house.seatsHeld) + cents(house.houseResult)
  const text =
    `deposits ${money(house.deposits)} + play grants ${money(house.playGrants)} − withdrawals ${money(house.withdrawals)} = ${money(inflow / 100)}; ` +
    `accounts ${money(house.accountsHeld)} + seats ${money(house.seatsHeld)} + house result ${money(house.houseResult)} = ${money(held / 100)}`
  const equation = $('house-equation')
  if (inflow === held) {
    equation.className = 'ok'
    equation.textContent = `The house adds up: ${text}.`
  } else {
    equation.className = 'flag'
    equation.textContent = `The house does NOT add up (off by ${money((inflow - held) / 100)}): ${text}.`
  }
  fill(
    $('house-excluded'),
    report.selfExcluded.map((player) => row(player.playerId, time(player.until), money(player.accountBalance), money(player.seatsBalance))),
  )
  $('house-live').textContent = `Report read ${new Date().toLocaleTimeString()}.`
}

/** The report again soon after money moved (once per burst of events, not per table). */
function reportSoon() {
  clearTimeout(reportTimer)
  reportTimer = setTimeout(() => void loadReport().catch(() => {}), 1000)
}

async function readTable(tableId) {
  if (reading.has(tableId)) return
  reading.add(tableId)
  try {
    tables.set(tableId, await api('GET', `/api/tables/${tableId}/state`))
    renderTablesSoon()
  } catch {
    // The next event of the table reads it again.
  } finally {
    reading.delete(tableId)
  }
}

/** Folds one event of the operator's stream: in order it folds in; an old one is already in; after a gap, read again. */
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
    const { ticket } = await api('POST', '/api/operator/events/tickets')
    source = new EventSource(`/api/operator/events?ticket=${enc(ticket)}`)
  } catch {
    setTimeout(follow, 2000)
    return
  }
  source.addEventListener('open', () => {
    $('house-live').textContent = 'Following every table live.'
    // Whatever changed while the stream was down: read every table again.
    for (const tableId of tables.keys()) void readTable(tableId)
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
        state.disabled ? `OFF (${state.disabled.scope === 'gaming' ? 'all gaming' : 'table'})` : 'on',
      )
      tr.dataset.tableId = String(state.tableId)
      return tr
    })
  fill($('house-tables'), rows)
}

function startHouse() {
  void loadReport().catch((err) => say('house-live', err.message, false))
  void follow()
}
$('house-refresh').addEventListener('click', () => void loadReport().catch((err) => say('house-live', err.message, false)))

// ---- RTP: actual against theoretical over time, and the target --------------------------------------------------

let chart = null
/** The chart's width: its box's, within 280 and 1100 px. */
const chartWidth = () => Math.max(280, Math.min($('rtp-chart').clientWidth || 900, 1100))

function fillTableChoices() {
  const select = $('rtp-table')
  const chosen = select.value
  const ids = [...new Set([...(report?.tables ?? []).map((table) => table.tableId), ...tables.keys()])].sort((a, b) => a - b)
  select.replaceChildren(...ids.map((id) => el('option', id)))
  if (ids.includes(Number(chosen))) select.value = chosen
}

async function drawRtp() {
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
  let reports
  try {
    reports = await Promise.all(ends.map((end) => api('GET', `/api/operator/rtp${query({ tableId, from, to: new Date(end).toISOString() })}`)))
  } catch (err) {
    say('rtp-summary', err.message, false)
    return
  }
  const target = report?.tables.find((table) => table.tableId === tableId)?.targetRtp ?? null
  const points = reports.map((answer, i) => ({ end: ends[i], row: answer.rows.find((r) => r.bettingStage === stage) }))
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
        { label: 'Theoretical RTP', stroke: '#7a5af8', width: 2, dash: [6, 4], points: { show: true, size: 7, fill: '#7a5af8' } },
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
      ? `Table ${tableId}, ${['HOLE', 'FLOP', 'TURN'][stage]}: ${count(last.bets, 'settled bet')}; actual ${last.actualRtp} against theoretical ${last.theoreticalRtp} (standard error ${last.standardError}); target ${last.targetRtp}.`
      : `Table ${tableId}, ${['HOLE', 'FLOP', 'TURN'][stage]}: no settled bets in the period.`,
    true,
  )
  fill(
    $('rtp-points'),
    points.map((point) =>
      row(time(new Date(point.end).toISOString()), point.row?.bets ?? 0, point.row?.actualRtp ?? '', point.row?.theoreticalRtp ?? '', point.row?.standardError ?? '', point.row?.targetRtp ?? target ?? ''),
    ),
  )
}
$('rtp-form').addEventListener('submit', (event) => {
  event.preventDefault()
  void drawRtp()
})
window.addEventListener('resize', () => chart?.setSize({ width: chartWidth(), height: 300 }))

// ---- players -------------------------------------------------------------------------------------------------------

let player = null
let ledgerCursor = null
let gamesCursor = null
/** The key of the transfer being asked for: the same intent (kind, amount, reason) keeps it until it succeeds. */
let transfer = { intent: '', key: '' }

async function lookUp(playerId) {
  player = playerId
  const [account, protection, switches] = await Promise.all([
    api('GET', `/api/players/${enc(playerId)}`),
    api('GET', `/api/players/${enc(playerId)}/protection`),
    api('GET', '/api/operator/switches'),
  ])
  $('player').hidden = false
  $('player-name').textContent = playerId
  $('player-balance').textContent = money(account.accountBalance)
  fill($('player-seats'), account.seats.map((seat) => row(seat.tableId, seat.seatId, money(seat.seatBalance))))
  const off = switches.players.find((p) => p.playerId === playerId)
  $('player-switch').textContent = off ? `DISABLED since ${time(off.since)} by ${off.actor}: ${off.reason}` : ''
  const notes = []
  if (protection.timeout) notes.push(`Time-out until ${time(protection.timeout.until)}.`)
  if (protection.selfExclusion) notes.push(`Self-excluded until ${time(protection.selfExclusion.until)}.`)
  const every = protection.realityCheck.minutes
  notes.push(every === null ? 'No reality checks.' : `A reality check every ${every} minutes (${protection.realityCheck.source === 'PLAYER' ? "the player's choice" : 'the default'}).`)
  if (!protection.timeout && !protection.selfExclusion) notes.unshift('No time-out or exclusion.')
  $('player-protection').textContent = notes.join(' ')
  const pending = new Map(protection.settings.filter((s) => s.pending).map((s) => [`${s.kind}/${s.period}`, s.pending]))
  fill(
    $('player-limits'),
    protection.limits.map((limit) => {
      const next = pending.get(`${limit.kind}/${limit.period}`)
      return row(limit.kind, limit.period, money(limit.amount), money(limit.used), money(limit.remaining), next ? `${next.amount === null ? 'removed' : money(next.amount)} at ${time(next.effectiveAt)}` : '')
    }),
  )
  ledgerCursor = null
  gamesCursor = null
  fill($('player-ledger'), [])
  fill($('player-games'), [])
  await Promise.all([moreLedger(), moreGames()])
}

async function moreLedger() {
  const page = await api('GET', `/api/players/${enc(player)}/ledger${query({ order: 'desc', limit: LEDGER_PAGE, cursor: ledgerCursor })}`)
  $('player-ledger').append(...page.entries.map((e) => row(e.entryId, time(e.at), e.kind, money(e.amount), money(e.balanceAfter), e.tableId ?? '', e.by ?? '')))
  ledgerCursor = page.nextCursor ?? null
  $('ledger-more').hidden = !ledgerCursor
}

async function moreGames() {
  const page = await api('GET', `/api/players/${enc(player)}/games${query({ limit: GAMES_PAGE, cursor: gamesCursor })}`)
  $('player-games').append(
    ...page.games.map((game) =>
      row(time(game.startedAt), game.tableId, game.gameId, game.voided ? `VOID: ${game.voided.reason}` : game.status, (game.stages.at(-1)?.board ?? []).join(' '), money(game.totalStaked), money(game.totalReturned)),
    ),
  )
  gamesCursor = page.nextCursor ?? null
  $('games-more').hidden = !gamesCursor
}

$('player-form').addEventListener('submit', (event) => {
  event.preventDefault()
  const id = $('player-id').value.trim()
  if (id) void lookUp(id).catch((err) => say('player-message', err.message, false))
})
$('ledger-more').addEventListener('click', () => void moreLedger().catch((err) => say('player-message', err.message, false)))
$('games-more').addEventListener('click', () => void moreGames().catch((err) => say('player-message', err.message, false)))

/** Submits `form` by the button pressed, then reads the player again. */
function playerAction(formId, action) {
  const form = $(formId)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const button = event.submitter
    void act(form, 'player-message', () => action(button)).then((done) => {
      if (!done) return
      reportSoon()
      void lookUp(player).catch(() => {})
    })
  })
}

playerAction('transfer-form', async (button) => {
  const kind = button.dataset.kind
  const amount = Number($('transfer-amount').value)
  const reason = $('transfer-reason').value.trim()
  const intent = JSON.stringify([player, kind, amount, reason])
  if (transfer.intent !== intent) transfer = { intent, key: newKey() }
  const ack = await api('POST', `/api/operator/players/${enc(player)}/${kind}`, { body: { amount, reason }, headers: { 'idempotency-key': transfer.key } })
  transfer = { intent: '', key: '' }
  return `${kind === 'deposits' ? 'Deposited' : 'Withdrew'} ${money(amount)}: balance ${money(ack.accountBalance)} (entry ${ack.entryId}).`
})
playerAction('timeout-form', async () => {
  const hours = Number($('timeout-hours').value)
  await api('POST', `/api/operator/players/${enc(player)}/timeout`, { body: { hours, reason: $('timeout-reason').value.trim() } })
  return `Time-out of ${hours} hours imposed.`
})
playerAction('exclusion-form', async () => {
  const months = Number($('exclusion-months').value)
  await api('POST', `/api/operator/players/${enc(player)}/self-exclusion`, { body: { months, reason: $('exclusion-reason').value.trim() } })
  return `Self-exclusion of ${months} months imposed.`
})
playerAction('player-switch-form', async (button) => {
  const action = button.dataset.action
  await api('POST', `/api/operator/players/${enc(player)}/${action}`, { body: { reason: $('player-switch-reason').value.trim() } })
  return action === 'disable' ? 'Player disabled.' : 'Player enabled.'
})

// ---- audit ---------------------------------------------------------------------------------------------------------

let auditCursor = null

function auditFilters() {
  const at = (id) => ($(id).value ? new Date($(id).value).toISOString() : undefined)
  return { kind: $('audit-kind').value, playerId: $('audit-player').value.trim(), tableId: $('audit-table').value, from: at('audit-from'), to: at('audit-to') }
}

async function loadAudit(more) {
  try {
    const page = await api('GET', `/api/operator/audit${query({ ...auditFilters(), limit: AUDIT_PAGE, cursor: more ? auditCursor : undefined })}`)
    const rows = page.entries.map((entry) =>
      row(entry.auditId, time(entry.at), entry.kind, entry.actor, entry.playerId ?? '', entry.tableId ?? '', entry.reason ?? '', details(entry)),
    )
    if (more) $('audit-rows').append(...rows)
    else fill($('audit-rows'), rows)
    auditCursor = page.nextCursor ?? null
    $('audit-more').hidden = !auditCursor
    say('audit-message', `${count($('audit-rows').children.length, 'row')} shown${auditCursor ? '; older rows follow' : ''}.`)
  } catch (err) {
    say('audit-message', err.message, false)
  }
}
const details = (entry) => [entry.before === undefined ? '' : `before ${JSON.stringify(entry.before)}`, entry.after === undefined ? '' : `after ${JSON.stringify(entry.after)}`].filter(Boolean).join('; ')

/** Every page of the filtered log as one CSV file, made in the page (the token never goes in a URL). */
async function downloadCsv() {
  const parts = []
  let cursor
  for (let page = 0; page < 200; page += 1) {
    const response = await api('GET', `/api/operator/audit${query({ ...auditFilters(), limit: 500, cursor })}`, { headers: { accept: 'text/csv' }, raw: true })
    const text = await response.text()
    parts.push(page === 0 ? text : text.slice(text.indexOf('\n') + 1))
    cursor = response.headers.get('next-cursor')
    if (!cursor) break
  }
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv' }))
  const link = el('a')
  link.href = url
  link.download = `audit-${new Date().toISOString().slice(0, 19).replaceAll(':', '')}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return 'CSV downloaded.'
}

$('audit-form').addEventListener('submit', (event) => {
  event.preventDefault()
  void loadAudit(false)
})
$('audit-more').addEventListener('click', () => void loadAudit(true))
$('audit-csv').addEventListener('click', () => void act($('audit-form'), 'audit-message', downloadCsv))

// ---- switches and voids --------------------------------------------------------------------------------------------

async function loadSwitches() {
  try {
    const list = await api('GET', '/api/operator/switches')
    $('switches-gaming').textContent = list.gaming
      ? `ALL GAMING IS OFF since ${time(list.gaming.since)} by ${list.gaming.actor}: ${list.gaming.reason}`
      : 'Gaming is on.'
    $('switches-gaming').className = list.gaming ? 'flag' : 'ok'
    fill($('switches-list'), [
      ...list.tables.map((t) => row(`table ${t.tableId}`, time(t.since), t.actor, t.reason)),
      ...list.players.map((p) => row(`player ${p.playerId}`, time(p.since), p.actor, p.reason)),
    ])
  } catch (err) {
    say('switches-message', err.message, false)
  }
}

function switchAction(formId, pathOf, reasonId, done) {
  const form = $(formId)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const action = event.submitter.dataset.action
    void act(form, 'switches-message', async () => {
      await api('POST', pathOf(action), { body: { reason: $(reasonId).value.trim() } })
      return done(action)
    }).then(() => loadSwitches())
  })
}
switchAction('gaming-form', (action) => `/api/operator/gaming/${action}`, 'gaming-reason', (action) => (action === 'disable' ? 'All gaming stopped: games in play finish.' : 'Gaming resumed.'))
switchAction(
  'table-switch-form',
  (action) => `/api/operator/tables/${Number($('switch-table').value)}/${action}`,
  'switch-reason',
  (action) => `Table ${$('switch-table').value} ${action === 'disable' ? 'disabled: its game in play finishes, and no new one starts' : 'enabled'}.`,
)

let voiding = null

$('void-form').addEventListener('submit', (event) => {
  event.preventDefault()
  const tableId = Number($('void-table').value)
  const gameId = Number($('void-game').value)
  void act($('void-form'), 'switches-message', async () => {
    const state = await api('GET', `/api/tables/${tableId}/state`)
    if (state.gameId !== gameId || state.gameState === 'STATUS_SETUP') {
      throw new Error(`Game ${gameId} is not in play at table ${tableId}${state.gameId ? ` (its game now is ${state.gameId}, ${stateName(state.gameState)})` : ''}: only a game not yet settled can be voided.`)
    }
    const open = state.bets.filter((bet) => bet.gameId === gameId && bet.status === 'OPEN')
    const total = open.reduce((sum, bet) => sum + cents(bet.betAmount), 0)
    voiding = { tableId, gameId, reason: $('void-reason').value.trim() }
    $('void-confirm-text').textContent = `Void game ${gameId} at table ${tableId} (${stateName(state.gameState)})? It returns ${count(open.length, 'stake')}, ${money(total / 100)} in all, to the seats they came from:`
    fill($('void-confirm-bets'), open.map((bet) => el('li', `${bet.playerId} ${money(bet.betAmount)} on hand ${bet.handIndex + 1} (bet ${bet.betId})`)))
    $('void-confirm').hidden = false
    $('void-no').focus()
    return 'Confirm the void below.'
  })
})
$('void-no').addEventListener('click', () => {
  voiding = null
  $('void-confirm').hidden = true
  say('switches-message', 'Nothing voided.')
})
$('void-confirm').addEventListener('keydown', (event) => event.key === 'Escape' && $('void-no').click())
$('void-yes').addEventListener('click', () => {
  const { tableId, gameId, reason } = voiding ?? {}
  if (!tableId) return
  voiding = null
  $('void-confirm').hidden = true
  void act($('void-form'), 'switches-message', async () => {
    const record = await api('POST', `/api/operator/tables/${tableId}/games/${gameId}/void`, { body: { reason } })
    const returned = record.bets.filter((bet) => bet.status === 'VOID')
    const total = returned.reduce((sum, bet) => sum + cents(bet.betAmount), 0)
    return `Game ${gameId} at table ${tableId} voided: ${count(returned.length, 'stake')} returned, ${money(total / 100)} in all; its seed is revealed.`
  })
})

// ---- start ---------------------------------------------------------------------------------------------------------

if (token) void signIn(token)
