// Request validation: strict Ajv for JSON bodies, coercing Ajv for path/query/header strings, and messages that name
// the field and the rule.

import AjvModule, { type ErrorObject, type Options, type ValidateFunction } from 'ajv'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'
import { ERROR_MESSAGE_KEY } from '../../schemas/common.ts'

const Ajv = AjvModule.default ?? AjvModule

/** The options of the service's Ajv instances (bodies add no coercion, path and query text coerce). */
export const VALIDATOR_OPTIONS: Options = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  verbose: true,
  multipleOfPrecision: 6,
  strict: true,
  // The shared schemas are checked against the JSON Schema meta-schema once, by test/http/validation.test.ts, not at
  // every start (compiling the meta-schema twice was a fifth of a start-up).
  validateSchema: false,
}

/**
 * A validator compiler that knows the shared schemas: JSON bodies are never type-coerced
 * ("4" is not 4), while path parameters, query strings and headers (always text) are.
 */
export function createValidatorCompiler(sharedSchemas: readonly object[]): FastifySchemaCompiler<FastifySchema> {
  const { bodyAjv, textAjv, compiled } = validatorsFor(sharedSchemas)
  return ({ schema, httpPart }) => {
    const part = httpPart === 'body' ? 'body' : httpPart === 'params' ? 'params' : 'text'
    const key = `${part}:${JSON.stringify(schema)}`
    let validate = compiled.get(key)
    if (!validate) {
      validate = compiledOnFirstUse(() => {
        if (part === 'body') return bodyAjv.compile(schema as object)
        const text = textAjv.compile(schema as object)
        return part === 'params' ? withCanonicalIntegers(schema as ObjectSchema, text) : text
      })
      compiled.set(key, validate)
    }
    return validate
  }
}

/**
 * A validator compiled when it first validates, not when the app is built: a process starts without compiling the
 * validators of routes it may never serve (the answers are the same; a route's first request pays its compile).
 */
function compiledOnFirstUse(compile: () => AjvValidate): AjvValidate {
  let compiled: AjvValidate | undefined
  const validate: AjvValidate = (data, context) => {
    compiled ??= compile()
    const valid = compiled(data, context)
    validate.errors = compiled.errors
    return valid
  }
  // Fastify hands Ajv validators the request as parent data (so a root value can be coerced): this is one.
  validate.schemaEnv = true
  return validate
}

/**
 * The validators of a set of shared schemas, made once per process and kept by the content of the route schema they
 * check: every app built with the same schemas (tests build one per test) reuses what an earlier one compiled.
 */
const validatorSets = new WeakMap<
  readonly object[],
  { bodyAjv: InstanceType<typeof Ajv>; textAjv: InstanceType<typeof Ajv>; compiled: Map<string, AjvValidate> }
>()
function validatorsFor(sharedSchemas: readonly object[]) {
  let set = validatorSets.get(sharedSchemas)
  if (!set) {
    const make = (coerceTypes: boolean) => {
      const ajv = new Ajv({ ...VALIDATOR_OPTIONS, coerceTypes })
      ajv.addKeyword({ keyword: ERROR_MESSAGE_KEY, schemaType: 'string' })
      for (const schema of sharedSchemas) ajv.addSchema(schema)
      return ajv
    }
    set = { bodyAjv: make(false), textAjv: make(true), compiled: new Map() }
    validatorSets.set(sharedSchemas, set)
  }
  return set
}

type ObjectSchema = { properties?: Record<string, { type?: unknown }> }
type AjvValidate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => boolean) & {
  errors?: ErrorObject[] | null
  schemaEnv?: unknown
}

/** Decimal digits with no sign, padding, exponent or leading zero: the only text an integer path parameter may be. */
const CANONICAL_INTEGER = /^(0|[1-9][0-9]*)$/

/**
 * Ajv's coercion reads "0x10", "1e1", " 1" and "1.0" as integers, which would route a request to another
 * table; integer path parameters must be written as plain decimal digits before they are coerced.
 */
function withCanonicalIntegers(schema: ObjectSchema, validate: AjvValidate): AjvValidate {
  const integers = Object.entries(schema.properties ?? {}).filter(([, property]) => property.type === 'integer')
  if (integers.length === 0) return validate
  const checked: AjvValidate = (data, context) => {
    for (const [name, property] of integers) {
      const raw = (data as Record<string, unknown> | null)?.[name]
      if (typeof raw === 'string' && !CANONICAL_INTEGER.test(raw)) {
        checked.errors = [
          {
            keyword: 'type',
            instancePath: `/${name}`,
            schemaPath: `#/properties/${name}/type`,
            params: { type: 'integer' },
            message: 'must be integer',
            parentSchema: property,
          },
        ]
        return false
      }
    }
    const valid = validate(data, context)
    checked.errors = validate.errors
    return valid
  }
  checked.schemaEnv = validate.schemaEnv
  return checked
}

const PART_NAMES: Record<string, string> = {
  body: 'Request body',
  params: 'Path parameters',
  querystring: 'Query string',
  headers: 'Headers',
}

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
