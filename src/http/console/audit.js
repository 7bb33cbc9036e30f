// @ts-check
// The Audit panel: the audit log filtered and paged, and the filtered log as a CSV file.
import { $, act, api, count, el, fill, query, row, say, time } from '/operator/page.js'

/** @typedef {import('../../client/schema').components['schemas']} Schemas The API's types, from openapi.yaml. */

const AUDIT_PAGE = 50

let auditCursor = null

function auditFilters() {
  const at = (id) => ($(id).value ? new Date($(id).value).toISOString() : undefined)
  return {
    kind: $('audit-kind').value,
    playerId: $('audit-player').value.trim(),
    tableId: $('audit-table').value,
    from: at('audit-from'),
    to: at('audit-to'),
  }
}

export async function loadAudit(more) {
  try {
    /** @type {Schemas['AuditPage']} */
    const page = await api(
      'GET',
      `/api/operator/audit${query({ ...auditFilters(), limit: AUDIT_PAGE, cursor: more ? auditCursor : undefined })}`,
    )
    const rows = page.entries.map((entry) =>
      row(
        entry.auditId,
        time(entry.at),
        entry.kind,
        entry.actor,
        entry.playerId ?? '',
        entry.tableId ?? '',
        entry.reason ?? '',
        details(entry),
      ),
    )
    if (more) $('audit-rows').append(...rows)
    else fill($('audit-rows'), rows)
    auditCursor = page.nextCursor ?? null
    $('audit-more').hidden = !auditCursor
    say(
      'audit-message',
      `${count($('audit-rows').children.length, 'row')} shown${auditCursor ? '; older rows follow' : ''}.`,
    )
  } catch (err) {
    say('audit-message', err.message, false)
  }
}
const details = (entry) =>
  [
    entry.before === undefined ? '' : `before ${JSON.stringify(entry.before)}`,
    entry.after === undefined ? '' : `after ${JSON.stringify(entry.after)}`,
  ]
    .filter(Boolean)
    .join('; ')

/** Every page of the filtered log as one CSV file, made in the page (the token never goes in a URL). */
async function downloadCsv() {
  const parts = []
  let cursor
  for (let page = 0; page < 200; page += 1) {
    const response = await api('GET', `/api/operator/audit${query({ ...auditFilters(), limit: 500, cursor })}`, {
      headers: { accept: 'text/csv' },
      raw: true,
    })
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
