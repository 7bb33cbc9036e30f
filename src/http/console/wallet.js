// @ts-check
// The Wallet panel: the seamless wallet's transactions by status, kind and round, and a stuck credit or rollback
// retried or resolved with a reason.
import { $, api, count, el, enc, fill, money, query, row, say, time } from '/operator/page.js'

/** @typedef {import('../../client/schema').components['schemas']} Schemas The API's types, from openapi.yaml. */

const WALLET_PAGE = 50

let walletCursor = null

const walletFilters = () => ({
  status: $('wallet-status').value,
  kind: $('wallet-kind').value,
  roundId: $('wallet-round').value.trim(),
})

/** The buttons a transaction offers: retry a FAILED credit or rollback; resolve a FAILED or PENDING one. */
function actions(/** @type {Schemas['WalletTransaction']} */ transaction) {
  const cell = el('span')
  if (transaction.kind === 'DEBIT') return cell
  const button = (action, label) => {
    const b = el('button', label)
    b.type = 'button'
    b.dataset.action = action
    b.dataset.transactionId = transaction.transactionId
    return b
  }
  if (transaction.status === 'FAILED') cell.append(button('retry', 'Retry'))
  if (transaction.status === 'FAILED' || transaction.status === 'PENDING') cell.append(button('resolve', 'Resolved…'))
  return cell
}

export async function loadWallet(more) {
  try {
    /** @type {Schemas['WalletTransactionPage']} */
    const page = await api(
      'GET',
      `/api/operator/wallet/transactions${query({
        ...walletFilters(),
        limit: WALLET_PAGE,
        cursor: more ? walletCursor : undefined,
      })}`,
    )
    const rows = page.transactions.map((transaction) =>
      row(
        transaction.transactionId,
        transaction.kind,
        transaction.status,
        transaction.playerId,
        money(transaction.amount),
        transaction.attempts,
        transaction.status === 'PENDING' ? time(transaction.nextAttemptAt) : '',
        transaction.lastError ?? '',
        actions(transaction),
      ),
    )
    if (more) $('wallet-rows').append(...rows)
    else fill($('wallet-rows'), rows)
    walletCursor = page.nextCursor ?? null
    $('wallet-more').hidden = !walletCursor
    say(
      'wallet-message',
      `${count($('wallet-rows').children.length, 'transaction')} shown${walletCursor ? '; older ones follow' : ''}.`,
    )
  } catch (err) {
    say('wallet-message', err.message, false)
  }
}

async function act(button) {
  const reason = $('wallet-reason').value.trim()
  if (!reason) {
    say('wallet-message', 'Give the reason for the retry or the resolve first.', false)
    $('wallet-reason').focus()
    return
  }
  const { action, transactionId } = button.dataset
  if (
    action === 'resolve' &&
    !confirm(`Record ${transactionId} as settled with the casino by hand? It is not sent again.`)
  )
    return
  button.disabled = true
  try {
    /** @type {Schemas['WalletTransaction']} */
    const now = await api('POST', `/api/operator/wallet/transactions/${enc(transactionId)}/${action}`, {
      body: { reason },
    })
    await loadWallet(false)
    say('wallet-message', `${now.transactionId} is ${now.status}.`)
  } catch (err) {
    say('wallet-message', err.message, false)
    button.disabled = false
  }
}

$('wallet-form').addEventListener('submit', (event) => {
  event.preventDefault()
  void loadWallet(false)
})
$('wallet-action-form').addEventListener('submit', (event) => event.preventDefault())
$('wallet-more').addEventListener('click', () => void loadWallet(true))
$('wallet-rows').addEventListener('click', (event) => {
  const button = /** @type {HTMLElement} */ (event.target).closest('button[data-action]')
  if (button) void act(button)
})
