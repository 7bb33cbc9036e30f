// Folds a table's events into the state they stand for: a snapshot is the state; each later event carries what its
// change changed (the TableChange schema), which this applies. Plain JavaScript with no imports, so the typed client
// and the browser pages (served as /play/table-view.js) share this one copy; its types are in table-view.d.ts.

/** Fields kept by id, not replaced: a bet in `bets`, a seat in `seats`. */
const BY_ID = new Set(['bet', 'seat', 'seatLeft', 'settled', 'unset'])

/**
 * Puts `item` in a copy of `list` (ordered by id) in place of the one with the same id, else where its id falls: found
 * by bisection, so a fold costs a copy of the list and no sort (a new bet's id is the highest, and goes last).
 */
function upsert(list, item, id) {
  const key = item[id]
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (list[middle][id] < key) low = middle + 1
    else high = middle
  }
  const next = list.slice()
  if (low < list.length && list[low][id] === key) next[low] = item
  else next.splice(low, 0, item)
  return next
}

/**
 * A copy of `bets` (ordered by betId) with each of `settled` (ordered by betId) put on the bet with its betId: its
 * status and payout. One walk down both lists; a settled bet the list does not hold (another player's) is passed over.
 */
function settle(bets, settled) {
  const next = bets.slice()
  let at = 0
  for (const result of settled) {
    while (at < next.length && next[at].betId < result.betId) at++
    if (at < next.length && next[at].betId === result.betId)
      next[at] = { ...next[at], status: result.status, payout: result.payout }
  }
  return next
}

/**
 * The state after an event, from the state before it: a snapshot's state as sent, or the change folded in (the
 * `unset` fields removed, the others set, `totals` merged, `bet` and `seat` put in place by id, each `settled` bet's
 * result put on its bet, `seatLeft` removed),
 * with the event's number and time. Never changes `state`.
 */
export function foldTableEvent(state, event) {
  if (event.type === 'snapshot' || state === undefined) return event.state
  const change = event.change
  const next = { ...state }
  for (const field of change.unset ?? []) delete next[field]
  for (const [field, value] of Object.entries(change)) {
    if (BY_ID.has(field)) continue
    next[field] = field === 'totals' ? { ...state.totals, ...value } : value
  }
  if (change.bet) next.bets = upsert(next.bets, change.bet, 'betId')
  if (change.settled) next.bets = settle(next.bets, change.settled)
  if (change.seat) next.seats = upsert(next.seats, change.seat, 'seatId')
  if (change.seatLeft !== undefined) next.seats = next.seats.filter((seat) => seat.seatId !== change.seatLeft)
  next.eventId = event.eventId
  next.serverTime = event.at
  return next
}
