// Reality checks on a player's event stream: the stream of a verified player announces, at the moment it falls due,
// that a reality check is due in their session (the next bet would be refused until acknowledged). The session and
// its due time are the store's (core/protection.ts); the announcement is scheduled again after each of the player's
// bets, which is what starts a session or keeps one going.

import { realityDueAt } from '../core/protection.ts'
import type { ProtectionStore } from '../ports/protection-store.ts'

/** The data of an `event: reality-check` message. */
export interface RealityCheckAnnouncement {
  type: 'reality-check'
  playerId: string
  dueAt: string
  session: { startedAt: string; minutesPlayed: number }
}

export interface RealityAnnouncer {
  /** Reads the player's session again and sets the announcement for its due time (if a check is set). */
  reschedule(): void
  stop(): void
}

export function createRealityAnnouncer(
  store: Pick<ProtectionStore, 'getProtection'>,
  playerId: string,
  announce: (data: RealityCheckAnnouncement) => void,
  onError: (err: unknown) => void,
): RealityAnnouncer {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let reading = Promise.resolve()
  let announcedFor: number | undefined

  async function schedule(): Promise<void> {
    const view = await store.getProtection(playerId)
    const session = view.reality.session
    const dueAt = realityDueAt(view.reality.minutes, session, view.at)
    clearTimeout(timer)
    if (stopped || dueAt === undefined || !session || dueAt === announcedFor) return
    // The store's clock judges; the timer only waits the difference.
    timer = setTimeout(
      () => {
        announcedFor = dueAt
        announce({
          type: 'reality-check',
          playerId,
          dueAt: new Date(dueAt).toISOString(),
          session: {
            startedAt: new Date(session.startedAt).toISOString(),
            minutesPlayed: Math.floor((dueAt - session.startedAt) / 60_000),
          },
        })
      },
      Math.max(0, dueAt - view.at),
    )
    timer.unref()
  }

  return {
    reschedule() {
      reading = reading.then(schedule).catch(onError)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
