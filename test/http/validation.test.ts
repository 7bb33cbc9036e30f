// The shared schemas are valid JSON Schema: the service's validators skip that check at start-up (it compiled the
// meta-schema in every process), so it runs here, once, with the service's own options.

import AjvModule from 'ajv'
import t from 'tap'
import { ERROR_MESSAGE_KEY } from '../../schemas/common.ts'
import { COMPONENT_SCHEMAS } from '../../src/http/app.ts'
import { VALIDATOR_OPTIONS } from '../../src/http/validation.ts'

const Ajv = AjvModule.default ?? AjvModule

t.test('every component schema is valid against the JSON Schema meta-schema', async (t) => {
  const ajv = new Ajv({ ...VALIDATOR_OPTIONS, validateSchema: true })
  ajv.addKeyword({ keyword: ERROR_MESSAGE_KEY, schemaType: 'string' })
  t.ok(COMPONENT_SCHEMAS.length > 50, `${COMPONENT_SCHEMAS.length} component schemas`)
  for (const schema of COMPONENT_SCHEMAS) {
    const id = (schema as { $id?: string }).$id
    t.ok(ajv.validateSchema(schema), `${id}: valid JSON Schema${ajv.errors ? ` (${ajv.errorsText(ajv.errors)})` : ''}`)
  }
})

t.test('a schema the meta-schema refuses is caught by the check', async (t) => {
  const ajv = new Ajv({ ...VALIDATOR_OPTIONS, validateSchema: true })
  t.notOk(ajv.validateSchema({ type: 'object', properties: { a: { type: 'integr' } } }), 'an unknown type is refused')
})
