// Health resource: is the service up, and can it reach its store.

import { Type, type Static } from '@sinclair/typebox'

export const HealthSchema = Type.Object(
  {
    status: Type.Unsafe<'ok' | 'unavailable'>(
      Type.String({ enum: ['ok', 'unavailable'], description: '"ok", or "unavailable" when a dependency cannot be reached.' }),
    ),
    service: Type.String({ examples: ['hand-odds-service'] }),
    version: Type.String({ examples: ['1.0.0'] }),
    time: Type.String({ format: 'date-time', description: 'Server time (ISO 8601).' }),
    store: Type.Object(
      {
        name: Type.Unsafe<'memory' | 'postgres'>(Type.String({ enum: ['memory', 'postgres'] })),
        ok: Type.Boolean(),
        detail: Type.Optional(Type.String({ description: 'Why the store is unavailable.' })),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'Health', additionalProperties: false },
)
export type Health = Static<typeof HealthSchema>
