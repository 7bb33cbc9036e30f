// @ts-check
// The Switches panel: gaming, a table or a player switched off and on with a reason, and a game voided after a
// confirmation that lists the stakes it returns.
import { $, act, api, cents, count, el, fill, money, row, say, stateName, time } from '/operator/page.js'

/** @typedef {import('../../client/schema').components['schemas']} Schemas The API's types, from openapi.yaml. */

export async function loadSwitches() {
  try {
    /** @type {Schemas['SwitchList']} */
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
switchAction(
  'gaming-form',
  (action) => `/api/operator/gaming/${action}`,
  'gaming-reason',
  (action) => (action === 'disable' ? 'All gaming stopped: games in play finish.' : 'Gaming resumed.'),
)
switchAction(
  'table-switch-form',
  (action) => `/api/operator/tables/${Number($('switch-table').value)}/${action}`,
  'switch-reason',
  (action) =>
    `Table ${$('switch-table').value} ` +
    `${action === 'disable' ? 'disabled: its game in play finishes, and no new one starts' : 'enabled'}.`,
)

let voiding = null

$('void-form').addEventListener('submit', (event) => {
  event.preventDefault()
  const tableId = Number($('void-table').value)
  const gameId = Number($('void-game').value)
  void act($('void-form'), 'switches-message', async () => {
    /** @type {Schemas['TableState']} */
    const state = await api('GET', `/api/tables/${tableId}/state`)
    if (state.gameId !== gameId || state.gameState === 'STATUS_SETUP') {
      throw new Error(
        `Game ${gameId} is not in play at table ` +
          (`${tableId}${state.gameId ? ` (its game now is ${state.gameId}, ${stateName(state.gameState)})` : ''}: ` +
            `only ` +
            `a game not yet settled can be voided.`),
      )
    }
    const open = state.bets.filter((bet) => bet.gameId === gameId && bet.status === 'OPEN')
    const total = open.reduce((sum, bet) => sum + cents(bet.betAmount), 0)
    voiding = { tableId, gameId, reason: $('void-reason').value.trim() }
    $('void-confirm-text').textContent =
      `Void game ${gameId} at table ${tableId} (${stateName(state.gameState)})? It returns ` +
      `${count(open.length, 'stake')}, ${money(total / 100)} in all, to the seats they came from:`
    fill(
      $('void-confirm-bets'),
      open.map((bet) =>
        el('li', `${bet.playerId} ${money(bet.betAmount)} on hand ${bet.handIndex + 1} (bet ${bet.betId})`),
      ),
    )
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
    /** @type {Schemas['GameRecord']} */
    const record = await api('POST', `/api/operator/tables/${tableId}/games/${gameId}/void`, { body: { reason } })
    const returned = record.bets.filter((bet) => bet.status === 'VOID')
    const total = returned.reduce((sum, bet) => sum + cents(bet.betAmount), 0)
    return (
      `Game ${gameId} at table ${tableId} voided: ${count(returned.length, 'stake')} returned, ` +
      `${money(total / 100)} in all; its seed is revealed.`
    )
  })
})
