// Request validation: strict Ajv for JSON bodies, coercing Ajv for path/query/header strings, and messages that name the field and the rule.

import AjvModule, { type ErrorObject, type Options } from 'ajv'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'
import { ERROR_MESSAGE_KEY } from '../../schemas/common.js'

const Ajv = AjvModule.default ?? AjvModule

const BASE_OPTIONS: Options = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  verbose: true,
  multipleOfPrecision: 6,
  strict: true,
}

/**
 * A validator compiler that knows the shared schemas: JSON bodies are never type-coerced
 * ("4" is not 4), while path parameters, query strings and headers (always text) are.
 */
export function createValidatorCompiler(sharedSchemas: readonly object[]): FastifySchemaCompiler<FastifySchema> {
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv({ ...BASE_OPTIONS, coerceTypes })
    ajv.addKeyword({ keyword: ERROR_MESSAGE_KEY, schemaType: 'string' })
    for (const schema of sharedSchemas) ajv.addSchema(schema)
    return ajv
  }
  const bodyAjv = make(false)
  const textAjv = make(true)
  return ({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object)
}

const PART_NAMES: Record<string, string> = { body: 'Request body', params: 'Path parameters', querystring: 'Query string', headers: 'Headers' }

/** "/hands/2" -> "hands[2]", "/numberOfHands" -> "numberOfHands". */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name === '' ? part : `${name}.${part}`), '')
}

function join(parent: string, child: string): string {
  return parent === '' ? child : `${parent}.${child}`
}

/** One sentence for one Ajv error: the field, then the rule it broke. */
export function describeValidationError(error: ErrorObject, dataVar: string): string {
  const field = fieldName(error.instancePath)
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required') return `${join(field, String(params.missingProperty))} is required.`
  if (error.keyword === 'additionalProperties') {
    return `${join(field, String(params.additionalProperty))} is not an allowed property.`
  }
  const custom = (error.parentSchema as Record<string, unknown> | undefined)?.[ERROR_MESSAGE_KEY]
  if (typeof custom === 'string') return custom.replace('{field}', field)
  if (field === '') {
    return error.keyword === 'type'
      ? `${PART_NAMES[dataVar] ?? dataVar} must be a JSON ${String(params.type)}.`
      : `${PART_NAMES[dataVar] ?? dataVar} ${error.message ?? 'is invalid'}.`
  }
  return `${field} ${error.message ?? 'is invalid'}.`
}

/** Fastify's schemaErrorFormatter: the first error as a sentence. */
export function formatSchemaErrors(errors: ErrorObject[], dataVar: string): Error {
  return new Error(errors.length === 0 ? `${dataVar} is invalid.` : describeValidationError(errors[0], dataVar))
}
