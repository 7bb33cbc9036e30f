// Conformance with the published document: every answer an app built by buildTestApp sends is checked against
// openapi.yaml (documented status, body schema, documented headers), so the document and the service cannot drift.

import SwaggerParser from '@apidevtools/swagger-parser'
import AjvModule, { type ValidateFunction } from 'ajv'
import { OPENAPI_PATH } from '../../scripts/gen-openapi.ts'

const Ajv = AjvModule as unknown as typeof AjvModule.default

interface DocumentedResponse {
  headers?: Record<string, unknown>
  content?: { 'application/json'?: { schema?: object }; 'text/csv'?: { schema?: object } }
}
type Operations = Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>

const document = SwaggerParser.dereference(OPENAPI_PATH) as unknown as Promise<{ paths: Operations }>
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
const validators = new Map<object, ValidateFunction>()

/** `/api/tables/:tableId` -> `/api/tables/{tableId}`. */
const toOpenapiPath = (route: string) => route.replace(/:([A-Za-z]+)/g, '{$1}')

/**
 * What is wrong with one answer of `method` on the route template `route`, or undefined when it conforms. Routes the
 * document does not describe (unknown URLs, /docs, /metrics, routes a test adds) are not checked.
 */
export async function conformanceProblem(
  method: string,
  route: string | undefined,
  status: number,
  headers: Record<string, unknown>,
  payload: unknown,
): Promise<string | undefined> {
  if (!route) return undefined
  const operation = (await document).paths[toOpenapiPath(route)]?.[method.toLowerCase()]
  if (!operation) return undefined
  const where = `${method} ${route} ${status}`
  const documented = operation.responses[String(status)]
  if (!documented) return `${where}: status not documented`
  for (const name of Object.keys(documented.headers ?? {})) {
    if (headers[name.toLowerCase()] === undefined) return `${where}: documented header ${name} missing`
  }
  // A CSV answer where CSV is documented: text, checked by the route's own tests.
  if (String(headers['content-type'] ?? '').startsWith('text/csv') && documented.content?.['text/csv'])
    return typeof payload === 'string' ? undefined : `${where}: a CSV body that is not text`
  const schema = documented.content?.['application/json']?.schema
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : ''
  if (!schema) return text === '' ? undefined : `${where}: a body where none is documented`
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `${where}: the body is not JSON`
  }
  let validate = validators.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    validators.set(schema, validate)
  }
  if (validate(body)) return undefined
  return `${where}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 200)}`
}
