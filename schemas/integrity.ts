// The software's fingerprints as the operator (or a lab in the field) reads them: each critical file's SHA-256 against
// the manifest made when the running tree was built, and an HMAC of the whole list under the caller's seed.

import { Type } from '@sinclair/typebox'
import { ERROR_MESSAGE_KEY } from './common.ts'

export const IntegrityQuerySchema = Type.Object(
  {
    seed: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 256,
        pattern: '^[\\x20-\\x7E]+$',
        description: 'A seed of your choice: the answer then carries an HMAC-SHA256 of the list under it.',
        [ERROR_MESSAGE_KEY]: 'seed must be 1 to 256 printable ASCII characters.',
      }),
    ),
  },
  { additionalProperties: false },
)

export const IntegrityReportSchema = Type.Object(
  {
    tree: Type.String({ description: 'The tree the service runs from: `dist/src` (a build) or `src`.' }),
    manifest: Type.Boolean({ description: 'Whether the manifest made with the tree was found.' }),
    ok: Type.Boolean({ description: 'Every file listed, present and unchanged.' }),
    files: Type.Array(
      Type.Object(
        {
          component: Type.String({ description: 'engine, game, pricing, shuffle, wallet or store.' }),
          path: Type.String({ description: 'The file in the repository or the build.' }),
          sha256: Type.String({ description: 'Its SHA-256 now (empty when it is missing).' }),
          manifestSha256: Type.Union([Type.String(), Type.Null()], { description: "The manifest's (null: unlisted)." }),
          verdict: Type.Unsafe<'match' | 'changed' | 'missing' | 'not in the manifest'>(
            Type.String({ enum: ['match', 'changed', 'missing', 'not in the manifest'] }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    seed: Type.Optional(Type.String()),
    hmacSha256: Type.Optional(
      Type.String({
        description:
          'With `seed`: hex HMAC-SHA256, under the seed, of the lines `component path sha256` (the current hashes) ' +
          'joined by newlines in path order.',
      }),
    ),
  },
  { $id: 'IntegrityReport', additionalProperties: false },
)
