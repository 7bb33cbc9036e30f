// @ts-check
// The Players panel: a player's account, protection, ledger and games; deposits, withdrawals, time-outs,
// self-exclusion and the player's switch, each with its reason.

import { reportSoon } from '/operator/house.js'
import { $, act, api, enc, fill, money, newKey, query, row, say, time } from '/operator/page.js'

/** @typedef {import('../../client/schema').components['schemas']} Schemas The API's types, from openapi.yaml. */

const LEDGER_PAGE = 20
const GAMES_PAGE = 10

let player = null
let ledgerCursor = null
let gamesCursor = null
/** The key of the transfer being asked for: the same intent (kind, amount, reason) keeps it until it succeeds. */
let transfer = { intent: '', key: '' }

async function lookUp(playerId) {
  player = playerId
  /** @type {[Schemas['Account'], Schemas['Protection'], Schemas['SwitchList']]} */
  const [account, protection, switches] = await Promise.all([
    api('GET', `/api/players/${enc(playerId)}`),
    api('GET', `/api/players/${enc(playerId)}/protection`),
    api('GET', '/api/operator/switches'),
  ])
  $('player').hidden = false
  $('player-name').textContent = playerId
  $('player-balance').textContent = money(account.accountBalance)
  fill(
    $('player-seats'),
    account.seats.map((seat) => row(seat.tableId, seat.seatId, money(seat.seatBalance))),
  )
  const off = switches.players.find((p) => p.playerId === playerId)
  $('player-switch').textContent = off ? `DISABLED since ${time(off.since)} by ${off.actor}: ${off.reason}` : ''
  const notes = []
  if (protection.timeout) notes.push(`Time-out until ${time(protection.timeout.until)}.`)
  if (protection.selfExclusion) notes.push(`Self-excluded until ${time(protection.selfExclusion.until)}.`)
  const every = protection.realityCheck.minutes
  notes.push(
    every === null
      ? 'No reality checks.'
      : `A reality check every ${every} minutes ` +
          `(${protection.realityCheck.source === 'PLAYER' ? "the player's choice" : 'the default'}).`,
  )
  if (!protection.timeout && !protection.selfExclusion) notes.unshift('No time-out or exclusion.')
  $('player-protection').textContent = notes.join(' ')
  const pending = new Map(protection.settings.filter((s) => s.pending).map((s) => [`${s.kind}/${s.period}`, s.pending]))
  fill(
    $('player-limits'),
    protection.limits.map((limit) => {
      const next = pending.get(`${limit.kind}/${limit.period}`)
      return row(
        limit.kind,
        limit.period,
        money(limit.amount),
        money(limit.used),
        money(limit.remaining),
        next ? `${next.amount === null ? 'removed' : money(next.amount)} at ${time(next.effectiveAt)}` : '',
      )
    }),
  )
  ledgerCursor = null
  gamesCursor = null
  fill($('player-ledger'), [])
  fill($('player-games'), [])
  await Promise.all([moreLedger(), moreGames()])
}

async function moreLedger() {
  /** @type {Schemas['AccountLedger']} */
  const page = await api(
    'GET',
    `/api/players/${enc(player)}/ledger${query({ order: 'desc', limit: LEDGER_PAGE, cursor: ledgerCursor })}`,
  )
  $('player-ledger').append(
    ...page.entries.map((e) =>
      row(e.entryId, time(e.at), e.kind, money(e.amount), money(e.balanceAfter), e.tableId ?? '', e.by ?? ''),
    ),
  )
  ledgerCursor = page.nextCursor ?? null
  $('ledger-more').hidden = !ledgerCursor
}

async function moreGames() {
  /** @type {Schemas['RecalledGames']} */
  const page = await api('GET', `/api/players/${enc(player)}/games${query({ limit: GAMES_PAGE, cursor: gamesCursor })}`)
  $('player-games').append(
    ...page.games.map((game) =>
      row(
        time(game.startedAt),
        game.tableId,
        game.gameId,
        game.voided ? `VOID: ${game.voided.reason}` : game.status,
        (game.stages.at(-1)?.board ?? []).join(' '),
        money(game.totalStaked),
        money(game.totalReturned),
      ),
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
$('ledger-more').addEventListener(
  'click',
  () => void moreLedger().catch((err) => say('player-message', err.message, false)),
)
$('games-more').addEventListener(
  'click',
  () => void moreGames().catch((err) => say('player-message', err.message, false)),
)

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
  /** @type {Schemas['TransferAck']} */
  const ack = await api('POST', `/api/operator/players/${enc(player)}/${kind}`, {
    body: { amount, reason },
    headers: { 'idempotency-key': transfer.key },
  })
  transfer = { intent: '', key: '' }
  return (
    `${kind === 'deposits' ? 'Deposited' : 'Withdrew'} ${money(amount)}: balance ${money(ack.accountBalance)} ` +
    `(entry ${ack.entryId}).`
  )
})
playerAction('timeout-form', async () => {
  const hours = Number($('timeout-hours').value)
  await api('POST', `/api/operator/players/${enc(player)}/timeout`, {
    body: { hours, reason: $('timeout-reason').value.trim() },
  })
  return `Time-out of ${hours} hours imposed.`
})
playerAction('exclusion-form', async () => {
  const months = Number($('exclusion-months').value)
  await api('POST', `/api/operator/players/${enc(player)}/self-exclusion`, {
    body: { months, reason: $('exclusion-reason').value.trim() },
  })
  return `Self-exclusion of ${months} months imposed.`
})
playerAction('player-switch-form', async (button) => {
  const action = button.dataset.action
  await api('POST', `/api/operator/players/${enc(player)}/${action}`, {
    body: { reason: $('player-switch-reason').value.trim() },
  })
  return action === 'disable' ? 'Player disabled.' : 'Player enabled.'
})
