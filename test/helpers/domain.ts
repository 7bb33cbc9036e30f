// The domain error code a call is refused with (undefined when it succeeds); any other failure is rethrown.

import { isDomainError } from '../../src/core/errors.ts'

export async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
    return undefined
  } catch (err) {
    if (isDomainError(err)) return err.code
    throw err
  }
}
