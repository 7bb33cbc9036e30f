// In-memory seat store: the zero-setup default; bounded so it cannot be used to exhaust memory.

import { DomainError } from '../core/errors.js'
import { IDEMPOTENCY_TTL_MS } from '../core/idempotency.js'
import { decideSit, type SeatRecord, type SitCommand, type SitResult } from '../core/seating.js'
import type { SeatStore, StoreHealth } from '../ports/seat-store.js'

export interface MemoryStoreLimits {
  /** Most tables that may hold seats at once. */
  maxTables: number
  /** Most idempotency keys remembered at once (the oldest expire first). */
  maxIdempotencyKeys: number
}

export const DEFAULT_MEMORY_LIMITS: MemoryStoreLimits = { maxTables: 100_000, maxIdempotencyKeys: 1_000_000 }

interface StoredAnswer {
  fingerprint: string
  ack: SitResult
  expiresAt: number
}

export function createMemoryStore(
  limits: MemoryStoreLimits = DEFAULT_MEMORY_LIMITS,
  now: () => number = Date.now,
): SeatStore {
  const tables = new Map<number, SeatRecord[]>()
  // Insertion order is expiry order: every key lives exactly IDEMPOTENCY_TTL_MS.
  const answers = new Map<string, StoredAnswer>()

  function dropExpiredAnswers(at: number): void {
    for (const [key, answer] of answers) {
      if (answer.expiresAt > at) break
      answers.delete(key)
    }
  }

  return {
    async sit(command: SitCommand): Promise<SitResult> {
      const at = now()
      dropExpiredAnswers(at)
      const idem = command.idempotency
      if (idem) {
        const previous = answers.get(idem.key)
        if (previous) {
          if (previous.fingerprint !== idem.fingerprint) {
            throw new DomainError(
              'IDEMPOTENCY_KEY_REUSED',
              'Idempotency-Key was already used with a different request.',
            )
          }
          return { ...previous.ack }
        }
        if (answers.size >= limits.maxIdempotencyKeys) {
          throw new DomainError('STORE_LIMIT_REACHED', 'Too many idempotency keys are held; retry later.')
        }
      }
      const seats = tables.get(command.tableId) ?? []
      if (seats.length === 0 && tables.size >= limits.maxTables) {
        throw new DomainError('STORE_LIMIT_REACHED', `The store holds the most tables it allows (${limits.maxTables}).`)
      }
      const decision = decideSit(seats, command.playerId, command.buyInCents, command.seatCount)
      if (decision.kind === 'top-up') {
        const seat = seats.find((s) => s.seatId === decision.seatId)!
        seat.balanceCents = decision.balanceCents
      } else {
        seats.push({ seatId: decision.seatId, playerId: command.playerId, balanceCents: decision.balanceCents })
        tables.set(command.tableId, seats)
      }
      const ack: SitResult = { seatId: decision.seatId, balanceCents: decision.balanceCents }
      if (idem) answers.set(idem.key, { fingerprint: idem.fingerprint, ack: { ...ack }, expiresAt: at + IDEMPOTENCY_TTL_MS })
      return ack
    },

    async getSeats(tableId: number): Promise<SeatRecord[]> {
      const seats = tables.get(tableId) ?? []
      return seats.map((s) => ({ ...s })).sort((a, b) => a.seatId - b.seatId)
    },

    async health(): Promise<StoreHealth> {
      return { name: 'memory', ok: true }
    },

    async close(): Promise<void> {},
  }
}
