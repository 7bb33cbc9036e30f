// A signed call to a casino's wallet (docs/wallet-protocol.md): the body signed with the shared secret, the answer's
// signature checked. Three outcomes: the wallet's answer, its refusal with a code, or no answer (a timeout, a network
// failure, a 5xx, a body or signature that does not hold up): the caller then rolls back or retries.

import http from 'node:http'
import https from 'node:https'
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

/** One keep-alive agent per wallet address: a call reuses a connection instead of opening one. */
const agents = new Map<string, http.Agent>()

function agentFor(url: URL): http.Agent {
  let agent = agents.get(url.origin)
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16 }
    agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options)
    agents.set(url.origin, agent)
  }
  return agent
}

/** POSTs `body` and answers the status, headers and text; rejects on a network failure or after `timeoutMs`. */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent: agentFor(url),
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    })
    const timer = setTimeout(() => request.destroy(new TimeoutError()), timeoutMs)
    request.on('error', (err) => {
      clearTimeout(timer)
      reject(err)
    })
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => {
        clearTimeout(timer)
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text })
      })
      response.on('error', (err) => {
        clearTimeout(timer)
        reject(err)
      })
    })
    request.end(body)
  })
}

class TimeoutError extends Error {
  override name = 'TimeoutError'
}

export async function callWallet(
  endpoint: WalletEndpoint,
  operation: WalletOperation,
  body: object,
  options: { nowMs?: number; headers?: Record<string, string> } = {},
): Promise<WalletOutcome> {
  const text = JSON.stringify(body)
  let answered: { status: number; headers: http.IncomingHttpHeaders; text: string }
  try {
    answered = await post(
      new URL(`${endpoint.url.replace(/\/$/, '')}/${operation}`),
      {
        'content-type': 'application/json',
        ...signatureHeaders(endpoint.secret, text, options.nowMs),
        ...options.headers,
      },
      text,
      endpoint.timeoutMs,
    )
  } catch (err) {
    return { kind: 'no-answer', reason: err instanceof TimeoutError ? 'timed out' : 'network failure' }
  }
  const { status, text: answer } = answered
  if (status >= 500) return { kind: 'no-answer', reason: `status ${status}` }
  const problem = signatureProblem(endpoint.secret, answered.headers, answer)
  if (problem) return { kind: 'no-answer', reason: `answer refused: ${problem}` }
  let parsed: unknown
  try {
    parsed = JSON.parse(answer)
  } catch {
    return { kind: 'no-answer', reason: 'the answer is not JSON' }
  }
  if (status === 200) return { kind: 'answer', answer: parsed as WalletAnswer }
  return { kind: 'refused', status, error: parsed as WalletError }
}
