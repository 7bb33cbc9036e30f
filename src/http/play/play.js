// @ts-check
// The play page's script (play.html): follows a table's events, places bets and replays past games; every value
// from the API is put on the page as text.

// Each event carries what its change changed; table-view.js (the typed client's own) folds it into the state.
import { foldTableEvent } from '/play/table-view.js'

/** @typedef {import('../../client/schema').components['schemas']} Schemas The API's types, from openapi.yaml. */

/**
 * An element of the page by id: its kind is the page's business, not the type checker's.
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id)
const params = new URLSearchParams(location.search)
for (const name of ['token', 'table', 'player']) if (params.get(name)) $(name).value = params.get(name)
const api = location.origin
/** @type {Schemas['TableState'] | null} */
let state = null
let clockOffset = 0
let source = null
// The commitment as first shown for each game, before any bet: what the deck is checked against.
const committed = new Map()

const headers = () => ({ Authorization: 'Bearer ' + $('token').value, 'Content-Type': 'application/json' })
/**
 * Calls the API with the player's token; an answer other than 2xx shows its error and throws. Answers the body, typed
 * by the caller from src/client/schema.d.ts.
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<any>}
 */
async function call(method, path, body) {
  const response = await fetch(api + path, {
    method,
    headers: headers(),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const data = await response.json().catch(() => ({}))
  if (!response.ok) {
    $('message').textContent = data.error || 'HTTP ' + response.status
    if (data.refusal && data.refusal.reason === 'REALITY_CHECK_DUE') showRealityCheck(data.refusal.session)
    throw new Error(data.error)
  }
  $('message').textContent = ''
  return data
}

$('create').onclick = async () => {
  /** @type {Schemas['TableCreated']} */
  const { tableId } = await call('POST', '/api/tables', {
    numberOfHands: 3,
    numberOfSeats: 6,
    mode: 'AUTO',
    bettingSeconds: 15,
    revealSeconds: 5,
  })
  $('table').value = tableId
  watch()
}
$('watch').onclick = () => watch()
$('sit').onclick = () =>
  call('POST', `/api/tables/${$('table').value}/sit`, {
    playerId: $('player').value,
    buyInAmount: Number($('buyin').value),
  })
$('ready').onclick = () =>
  state &&
  state.bettingStage >= 0 &&
  call('POST', `/api/tables/${state.tableId}/ready`, {
    playerId: $('player').value,
    gameId: state.gameId,
    bettingStage: state.bettingStage,
  })

// An EventSource cannot send the Authorization header: each connection takes a fresh single-use ticket.
async function watch() {
  if (source) source.close()
  const tableId = $('table').value
  if (!tableId) return
  /** @type {Schemas['EventTicket']} */
  const { ticket } = await call('POST', `/api/tables/${tableId}/events/tickets`)
  source = new EventSource(`${api}/api/tables/${tableId}/events?ticket=${ticket}`)
  $('status').textContent = 'Watching table ' + tableId + '…'
  // A new stream starts from a snapshot: the state it folds into starts there.
  let view
  for (const type of ['snapshot', 'table', 'seats', 'bet', 'ready', 'stage']) {
    source.addEventListener(type, (message) => show((view = foldTableEvent(view, JSON.parse(message.data)))))
  }
  // A dropped stream is picked up again with a new ticket (the snapshot brings the whole state).
  source.onerror = () => {
    source.close()
    setTimeout(watch, 1000)
  }
}

/** @param {Schemas['TableState']} next */
function show(next) {
  state = next
  clockOffset = Date.parse(state.serverTime) - Date.now()
  if (state.gameId && state.serverSeedHash && !committed.has(state.gameId))
    committed.set(state.gameId, state.serverSeedHash)
  $('status').textContent =
    `Table ${state.tableId} · game ${state.gameId ?? '-'} · ${state.gameState.replace('STATUS_', '')}`
  $('board').textContent = state.board.join(' ')
  $('hash').textContent = state.gameId ? committed.get(state.gameId) : ''
  const mine = state.seats.find((seat) => seat.playerId === $('player').value)
  $('balance').textContent = mine ? `Seat ${mine.seatId}: balance ${mine.seatBalance.toFixed(2)}` : 'Not seated'
  const current = state.gameState === 'STATUS_RIVER' ? 3 : state.bettingStage
  const panels = state.handOdds.filter((panel) => panel.bettingStage === current)
  $('hands').replaceChildren(
    ...(state.hands || []).map((hand, i) => {
      /** @type {Partial<Schemas['HandPanel']>} */
      const panel = panels.find((p) => p.handIndex === i) || {}
      const box = document.createElement('div')
      box.className = 'hand' + (panel.isWinner ? ' winner' : '')
      box.dataset.hand = String(i)
      const cards = document.createElement('div')
      cards.className = 'cards'
      cards.textContent = hand.slice(0, 2) + ' ' + hand.slice(2)
      const line = document.createElement('div')
      line.className = 'muted'
      line.textContent = `${panel.winPercentage ?? ''}% win · ${panel.handDescription ?? ''}`
      const price = document.createElement('button')
      price.className = 'price'
      price.dataset.hand = String(i)
      price.textContent =
        panel.isWinner !== undefined
          ? panel.isWinner
            ? 'WINNER'
            : 'lost'
          : panel.odds
            ? panel.odds.toFixed(1)
            : 'not offered'
      price.disabled = !(state.bettingStage >= 0 && panel.odds > 0)
      price.onclick = () =>
        call('POST', `/api/tables/${state.tableId}/bets`, {
          playerId: $('player').value,
          gameId: state.gameId,
          bettingStage: state.bettingStage,
          handIndex: i,
          betAmount: Number($('stake').value),
        }).then(readProtection)
      box.append(cards, line, price)
      return box
    }),
  )
  $('bets').replaceChildren(
    ...state.bets.map((bet) => {
      const row = document.createElement('tr')
      row.dataset.bet = String(bet.betId)
      for (const cell of [
        bet.betId,
        bet.seatId,
        bet.playerId,
        bet.bettingStage,
        bet.handIndex,
        bet.betAmount.toFixed(2),
        bet.recordedOdds,
        bet.status + (bet.payout !== undefined ? ' ' + bet.payout.toFixed(2) : ''),
      ]) {
        const td = document.createElement('td')
        td.textContent = String(cell)
        row.append(td)
      }
      return row
    }),
  )
  $('verify').disabled = !state.serverSeed
  if (!state.serverSeed) $('verdict').textContent = ''
}

// Reality checks: the server keeps the session and refuses a bet once a check is due; the page shows the check as
// soon as it falls due (the protection's dueAt), or when a bet is refused for it, and the player acknowledges it.
let realityDueAt = null
function showRealityCheck(session) {
  $('reality-text').textContent = session
    ? `You have played for ${session.minutesPlayed} minutes ` +
      `since ${new Date(session.startedAt).toLocaleTimeString()}: ` +
      `staked ${session.staked.toFixed(2)}, net result ${session.net.toFixed(2)}.`
    : 'Your reality check is due: acknowledge it to go on playing.'
  $('reality-history').href = `${api}/api/players/${encodeURIComponent($('player').value)}/ledger`
  $('reality').hidden = false
}
async function readProtection() {
  /** @type {Schemas['Protection']} */
  const protection = await call('GET', `/api/players/${encodeURIComponent($('player').value)}/protection`)
  const session = protection.realityCheck.session
  realityDueAt = session && session.dueAt ? Date.parse(session.dueAt) : null
  $('reality-next').textContent = realityDueAt
    ? `Next reality check at ${new Date(realityDueAt).toLocaleTimeString()}`
    : ''
}
$('reality-ack').onclick = async () => {
  await call('POST', `/api/players/${encodeURIComponent($('player').value)}/reality-check/ack`)
  // The check just acknowledged is not shown again: the next due time comes with the protection read below.
  realityDueAt = null
  $('reality').hidden = true
  $('message').textContent = ''
  await readProtection()
}

setInterval(() => {
  if (realityDueAt !== null && Date.now() + clockOffset >= realityDueAt && $('reality').hidden) showRealityCheck(null)
  if (!state || !state.stageEndsAt) return void ($('countdown').textContent = '')
  const left = Math.max(0, Date.parse(state.stageEndsAt) - (Date.now() + clockOffset))
  $('countdown').textContent =
    (state.gameState === 'STATUS_RIVER' ? 'Next game in ' : 'Bets close in ') + (left / 1000).toFixed(1) + ' s'
}, 100)

// The provably fair check, in the browser (Web Crypto): SHA-256(seed) must be the hash committed before the first
// bet, and the seeds' shuffle must give the hands and the board that were dealt.
const RANKS = '23456789TJQKA'
const SUITS = 'cdhs'
const hex = (bytes) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
async function deckOf(seedHex, clientSeed, nonce) {
  const seed = new Uint8Array(seedHex.match(/../g).map((h) => parseInt(h, 16)))
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  let block = 0
  let words = []
  const next = async () => {
    if (words.length === 0) {
      const bytes = new DataView(
        await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${clientSeed}:${nonce}:${block++}`)),
      )
      for (let i = 0; i < 32; i += 4) words.push(bytes.getUint32(i))
    }
    return words.shift()
  }
  const deck = Array.from({ length: 52 }, (_, id) => RANKS[id >> 2] + SUITS[id & 3])
  for (let i = 51; i >= 1; i--) {
    const bound = i + 1
    const limit = Math.floor(2 ** 32 / bound) * bound
    let u
    do u = await next()
    while (u >= limit)
    const j = u % bound
    ;[deck[i], deck[j]] = [deck[j], deck[i]]
  }
  return deck
}
$('verify').onclick = async () => {
  /** @type {Schemas['GameRecord']} */
  const game = await call('GET', `/api/tables/${state.tableId}/games/${state.gameId}`)
  const hash = hex(
    await crypto.subtle.digest('SHA-256', new Uint8Array(game.serverSeed.match(/../g).map((h) => parseInt(h, 16)))),
  )
  const deck = await deckOf(game.serverSeed, game.clientSeed, game.nonce)
  const hands = game.hands.map((_, k) => deck[2 * k] + deck[2 * k + 1])
  const board = deck.slice(2 * game.hands.length, 2 * game.hands.length + 5)
  const ok =
    hash === committed.get(game.gameId) &&
    hash === game.serverSeedHash &&
    hands.join() === game.hands.join() &&
    board.join() === game.board.join()
  $('verdict').className = ok ? 'ok' : 'bad'
  $('verdict').textContent = ok
    ? 'Deck verified: the seed matches the hash shown before the first bet, and the seeds dealt these cards.'
    : 'The deck does NOT match.'
}

// My games: the player's recalled games, newest first; one replays stage by stage, marked as a replay (a past game,
// not the live table). Every value from the API is shown as text.
const cell = (text) => {
  const td = document.createElement('td')
  td.textContent = text
  return td
}
let replay = null
$('my-games').onclick = async () => {
  /** @type {Schemas['RecalledGames']} */
  const recalled = await call('GET', `/api/players/${encodeURIComponent($('player').value)}/games?limit=20`)
  $('my-games-kept').textContent = recalled.kept
  $('my-games-list').replaceChildren(
    ...recalled.games.map((game) => {
      const row = document.createElement('tr')
      row.dataset.game = `${game.tableId}:${game.gameId}`
      const open = document.createElement('button')
      open.textContent = 'Replay'
      open.onclick = () => startReplay(game)
      const action = document.createElement('td')
      action.append(open)
      row.append(
        cell(new Date(game.startedAt).toLocaleString()),
        cell(game.tableId),
        cell(game.gameId),
        cell(game.status),
        cell(game.totalStaked.toFixed(2)),
        cell(game.totalReturned.toFixed(2)),
        action,
      )
      return row
    }),
  )
}
function startReplay(game) {
  replay = { game, stage: 0 }
  $('replay').hidden = false
  showReplay()
}
function showReplay() {
  const { game, stage } = replay
  const at = game.stages[stage]
  $('replay-title').textContent =
    `Table ${game.tableId}, game ${game.gameId} (${game.status}), started ${new Date(game.startedAt).toLocaleString()}`
  $('replay-stage').textContent = `${at.stage} (${stage + 1} of ${game.stages.length})`
  $('replay-board').textContent = at.board.join(' ')
  $('replay-hands').replaceChildren(
    ...at.handOdds.map((panel) => {
      const row = document.createElement('tr')
      const hand = game.hands[panel.handIndex]
      row.append(
        cell(panel.handIndex),
        cell(hand.slice(0, 2) + ' ' + hand.slice(2)),
        cell(panel.winPercentage),
        cell(panel.odds ? panel.odds.toFixed(1) : '-'),
        cell(panel.isWinner === undefined ? panel.handStatus : panel.isWinner ? 'WINNER' : 'lost'),
      )
      return row
    }),
  )
  const bets = game.bets.filter((bet) => bet.bettingStage === stage)
  $('replay-bets').textContent =
    bets.length === 0
      ? 'No bet of yours at this stage.'
      : 'Your bets: ' +
        bets
          .map(
            (bet) =>
              `${bet.betAmount.toFixed(2)} on hand ${bet.handIndex} at ${bet.recordedOdds}: ${bet.status}` +
              (bet.payout !== undefined ? ' ' + bet.payout.toFixed(2) : ''),
          )
          .join('; ')
  const last = stage === game.stages.length - 1
  $('replay-summary').textContent = last
    ? `Staked ${game.totalStaked.toFixed(2)}, returned ${game.totalReturned.toFixed(2)}` +
      (game.balanceBefore !== undefined ? `; balance ${game.balanceBefore.toFixed(2)} before` : '') +
      (game.balanceAfter !== undefined ? `, ${game.balanceAfter.toFixed(2)} after` : '') +
      (game.serverSeed
        ? `. Server seed ${game.serverSeed}, hash ${game.serverSeedHash}, client seed ${game.clientSeed}.`
        : '.') +
      (game.voided ? ` Voided: ${game.voided.reason}` : '')
    : ''
  $('replay-prev').disabled = stage === 0
  $('replay-next').disabled = last
}
$('replay-prev').onclick = () => {
  replay.stage -= 1
  showReplay()
}
$('replay-next').onclick = () => {
  replay.stage += 1
  showReplay()
}
$('replay-close').onclick = () => {
  replay = null
  $('replay').hidden = true
}

if ($('table').value) watch()
