// Stub token verifier: any non-empty bearer token passes, unverified (the interface's current behaviour).

import type { TokenVerifier } from '../ports/token-verifier.ts'

export function createStubVerifier(): TokenVerifier {
  return {
    mode: 'stub',
    async verify() {
      return { verified: false }
    },
    async close() {},
  }
}
