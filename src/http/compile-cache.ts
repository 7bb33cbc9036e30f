// Response serializers compiled once per process, when first used: every app built from the same schemas (tests build
// one per test) reuses them, and a process compiles only the serializers of the answers it sends.

import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'

type SerializerFactory = ReturnType<typeof SerializerSelector>
type Serializer = (doc: unknown) => string

const build = SerializerSelector()

/** Serializers by the shared schemas and options they were compiled with, then by the route's response schema (as
 * JSON). */
const compiled = new Map<string, Map<string, Serializer>>()

/**
 * Fastify's default serializer factory (@fastify/fast-json-stringify-compiler) with a cache: a response schema
 * compiled once against the same shared schemas and options is handed out again. A serializer is a pure function of
 * their content (every app builds its schema objects anew, so the content is the key), so the answers are the ones
 * the default factory gives.
 */
export const cachedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const key = JSON.stringify([externalSchemas ?? {}, options ?? {}])
  let bySchema = compiled.get(key)
  if (!bySchema) {
    bySchema = new Map()
    compiled.set(key, bySchema)
  }
  const compile = build(externalSchemas, options)
  const cache = bySchema
  return (route) => {
    const content = JSON.stringify(route.schema)
    let serializer = cache.get(content)
    if (!serializer) {
      // Compiled when it first serializes, not when the app is built: a process starts without compiling the
      // serializers of answers it may never send.
      let compiled: Serializer | undefined
      serializer = (doc) => (compiled ??= compile(route))(doc)
      cache.set(content, serializer)
    }
    return serializer
  }
}
