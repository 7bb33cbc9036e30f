// @ts-check
// The console's page helpers: values put on the page as text only, and the public API called with the operator's
// token, which stays in this tab (sessionStorage) and goes only into Authorization headers.

const TOKEN_KEY = 'hand-odds-operator-token'

/**
 * An element of the page by id: its kind is the page's business, not the type checker's.
 * @type {(id: string) => any}
 */
export const $ = (id) => document.getElementById(id)

let token = sessionStorage.getItem(TOKEN_KEY)

/** The token this tab signed in with (kept for the tab's life), or null. */
export const savedToken = () => token

/** Calls the API with `candidate` from now on; `keep` saves it for the tab, null forgets it. */
export function useToken(candidate, keep = false) {
  token = candidate
  if (candidate === null) sessionStorage.removeItem(TOKEN_KEY)
  else if (keep) sessionStorage.setItem(TOKEN_KEY, candidate)
}

// ---- rendering: text only ----------------------------------------------------------------------------------------

/** An element with children: nodes as they are, anything else as text (so a value is never read as markup). */
export function el(tag, ...children) {
  const node = document.createElement(tag)
  for (const child of children) node.append(child instanceof Node ? child : String(child ?? ''))
  return node
}
export const row = (...cells) => el('tr', ...cells.map((cell) => el('td', cell)))
export const fill = (tbody, rows) => tbody.replaceChildren(...rows)
export const money = (amount) => (amount === undefined || amount === null ? '' : Number(amount).toFixed(2))
export const cents = (amount) => Math.round(Number(amount) * 100)
export const time = (iso) =>
  iso
    ? String(iso)
        .replace('T', ' ')
        .replace(/\.\d+Z$|Z$/, ' UTC')
    : ''
export const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`
export const stateName = (gameState) => String(gameState ?? '').replace('STATUS_', '')
export function say(id, text, good = true) {
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

/**
 * Calls the API with the operator's token; an answer other than 2xx throws ApiError with its error. Answers the body
 * as JSON (typed by the caller from src/client/schema.d.ts), or the response itself with `raw`.
 * @param {string} method
 * @param {string} path
 * @param {{ body?: unknown, headers?: Record<string, string>, raw?: boolean }} [options]
 * @returns {Promise<any>}
 */
export async function api(method, path, { body, headers = {}, raw = false } = {}) {
  const response = await fetch(path, {
    method,
    cache: 'no-store',
    headers: {
      authorization: 'Bearer ' + token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const data = await response.json().catch(() => ({}))
    throw new ApiError(response.status, data.error || `HTTP ${response.status}`)
  }
  return raw ? response : response.json()
}

export const query = (params) => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '' && value !== null) search.set(name, String(value))
  const text = search.toString()
  return text ? '?' + text : ''
}
export const enc = encodeURIComponent

/** A fresh Idempotency-Key (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return 'console-' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Runs an action with its form's buttons disabled (a second click waits for the first), reporting to `messageId`. */
export async function act(form, messageId, action) {
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
