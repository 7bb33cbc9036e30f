// Health resource: is the service up, and can it reach its store.

import { type Static, Type } from '@sinclair/typebox'

export const HealthSchema = Type.Object(
  {
    status: Type.Unsafe<'ok' | 'degraded' | 'unavailable'>(
      Type.String({
        enum: ['ok', 'degraded', 'unavailable'],
        description:
          '"ok"; "degraded" (still 200) when the store works but is at one of its bounds and refuses what would go ' +
          'beyond it (new tables, new Idempotency-Keys); "unavailable" (503) when a dependency cannot be ' +
          'reached.',
      }),
    ),
    service: Type.String({ examples: ['hand-odds-service'] }),
    version: Type.String({ examples: ['1.0.0'] }),
    time: Type.String({ format: 'date-time', description: 'Server time (ISO 8601).' }),
    store: Type.Object(
      {
        name: Type.Unsafe<'memory' | 'postgres'>(Type.String({ enum: ['memory', 'postgres'] })),
        ok: Type.Boolean(),
        atBound: Type.Optional(
          Type.Boolean({ description: 'Present and true when the store is at one of its bounds.' }),
        ),
        detail: Type.Optional(Type.String({ description: 'Why the store is unavailable, or which bound it is at.' })),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'Health', additionalProperties: false },
)
export type Health = Static<typeof HealthSchema>
