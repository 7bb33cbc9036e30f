// A signed call to a casino's wallet (docs/wallet-protocol.md): the body signed with the shared secret, the answer's
// signature checked. Three outcomes: the wallet's answer, its refusal with a code, or no answer (a timeout, a network
// failure, a 5xx, a body or signature that does not hold up): the caller then rolls back or retries.

import type { WalletAnswer, WalletError } from '../../schemas/wallet.ts'
import { signatureHeaders, signatureProblem } from './signature.ts'

export type WalletOperation = 'balance' | 'debit' | 'credit' | 'rollback'

export type WalletOutcome =
  | { kind: 'answer'; answer: WalletAnswer }
  | { kind: 'refused'; status: number; error: WalletError }
  | { kind: 'no-answer'; reason: string }

export interface WalletEndpoint {
  /** The wallet's base address; the operations are POSTs to `${url}/${operation}`. */
  url: string
  secret: string
  /** How long a call may take before it counts as no answer (ms). */
  timeoutMs: number
}

export async function callWallet(
  endpoint: WalletEndpoint,
  operation: WalletOperation,
  body: object,
  options: { nowMs?: number; headers?: Record<string, string> } = {},
): Promise<WalletOutcome> {
  const text = JSON.stringify(body)
  let response: Response
  let answer: string
  try {
    response = await fetch(`${endpoint.url.replace(/\/$/, '')}/${operation}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signatureHeaders(endpoint.secret, text, options.nowMs),
        ...options.headers,
      },
      body: text,
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    })
    answer = await response.text()
  } catch (err) {
    return { kind: 'no-answer', reason: (err as Error).name === 'TimeoutError' ? 'timed out' : 'network failure' }
  }
  if (response.status >= 500) return { kind: 'no-answer', reason: `status ${response.status}` }
  const problem = signatureProblem(endpoint.secret, Object.fromEntries(response.headers), answer)
  if (problem) return { kind: 'no-answer', reason: `answer refused: ${problem}` }
  let parsed: unknown
  try {
    parsed = JSON.parse(answer)
  } catch {
    return { kind: 'no-answer', reason: 'the answer is not JSON' }
  }
  if (response.status === 200) return { kind: 'answer', answer: parsed as WalletAnswer }
  return { kind: 'refused', status: response.status, error: parsed as WalletError }
}
