// @ts-check
// The operator's console: sign-in and the panels' tabs. Each panel is a module beside this one; every value from the
// API is put on the page as text, never as markup (page.js).

import { loadAudit } from '/operator/audit.js'
import { startHouse } from '/operator/house.js'
import { $, api, savedToken, say, useToken } from '/operator/page.js'
import { drawRtp } from '/operator/rtp.js'
import { loadSwitches } from '/operator/switches.js'
import { loadWallet } from '/operator/wallet.js'
import '/operator/players.js'

/** @typedef {import('../../client/schema').components['schemas']} Schemas The API's types, from openapi.yaml. */

// ---- sign-in -------------------------------------------------------------------------------------------------------

async function signIn(candidate) {
  useToken(candidate)
  try {
    await api('GET', '/api/operator/switches')
  } catch (err) {
    useToken(null)
    say(
      'sign-in-message',
      err.status === 401
        ? `This token was refused: ${err.message}`
        : err.status === 403
          ? 'This token has no operator rights: sign in with the operator token, or a verified token with the ' +
            'operator role.'
          : `The service did not answer as expected: ${err.message}`,
      false,
    )
    return
  }
  useToken(candidate, true)
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
  useToken(null)
  location.reload()
})

function showPanel(name) {
  for (const button of document.querySelectorAll(/** @type {'button'} */ ('#tabs button')))
    button.setAttribute('aria-pressed', String(button.dataset.panel === name))
  for (const panel of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.panel')))
    panel.hidden = panel.id !== name
  if (name === 'rtp') void drawRtp()
  if (name === 'audit') void loadAudit(false)
  if (name === 'switches') void loadSwitches()
  if (name === 'wallet') void loadWallet(false)
}
for (const button of document.querySelectorAll(/** @type {'button'} */ ('#tabs button')))
  button.addEventListener('click', () => showPanel(button.dataset.panel))

const token = savedToken()
if (token) void signIn(token)
