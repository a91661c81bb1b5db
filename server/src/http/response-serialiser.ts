import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { $ZodType } from 'zod/v4/core';

/**
 * Answers are written by a serialiser compiled once per route from the JSON Schema of the route's
 * contract schema (fast-json-stringify), instead of zod encoding every answer and then
 * JSON.stringify. Like zod, it writes only the properties the contract lists: a field a service
 * adds by mistake never leaves the server (security invariant 3, decision 037).
 *
 * A schema is compiled this way only when its JSON Schema is closed and says everything zod
 * would do: objects with `additionalProperties: false`, arrays, scalars, enums, nullable values
 * and string-keyed records. Anything else (unions, tuples, transforms, pipes, defaults, trims and
 * other rewrites zod would apply on the way out) keeps today's zod encoding for that route.
 *
 * Outside production each answer is still encoded by zod first, so tests and development fail
 * loudly on an answer that breaks its contract; production trusts the services' types and only
 * drops what the contract does not list.
 */
export function createResponseSerialiserCompiler({ checkAgainstContract }: { checkAgainstContract: boolean }): FastifySerializerCompiler<unknown> {
  const zodEncoding = createSerializerCompiler({});
  return (route) => {
    const encodeWithZod = zodEncoding(route as Parameters<typeof zodEncoding>[0]);
    const schema = route.schema;
    if (!(schema instanceof $ZodType)) return encodeWithZod;
    const jsonSchema = closedJsonSchema(schema);
    if (!jsonSchema) return encodeWithZod;
    const writeListedFields = fastJsonStringify(jsonSchema);
    // A named frame of our own, so a CPU profile can charge the generated code to answer writing.
    if (!checkAgainstContract) return (data) => writeListedFields(data);
    // zod throws on an answer that breaks the contract; its output is then written as production would.
    return (data) => writeListedFields(JSON.parse(encodeWithZod(data)));
  };
}

type JsonSchema = Record<string, unknown>;

/** The route schema as JSON Schema when it is closed and has no rewrite; undefined otherwise. */
export function closedJsonSchema(schema: $ZodType): JsonSchema | undefined {
  let rewrites = false;
  let generated: JsonSchema;
  try {
    generated = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      // A check that rewrites the value (trim, overwrite) or a pipe, default or catch means zod's
      // encoding changes the answer, which a JSON Schema cannot say.
      override: ({ zodSchema }) => {
        const def = zodSchema._zod.def as { type: string; checks?: readonly { _zod: { def: { check: string } } }[] };
        if (REWRITING_TYPES.has(def.type) || def.checks?.some((check) => check._zod.def.check === 'overwrite')) rewrites = true;
      },
    }) as JsonSchema;
  } catch {
    return undefined;
  }
  if (rewrites) return undefined;
  const { $schema: _draft, ...root } = generated;
  return closed(root);
}

const REWRITING_TYPES = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'lazy', 'promise', 'custom']);
const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null']);
/** Keywords that only constrain a value: fast-json-stringify ignores them when writing. */
const CONSTRAINTS = new Set(['format', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'description', 'title', 'examples']);

/** A copy fast-json-stringify writes exactly as zod would, or undefined when there is none. */
function closed(node: JsonSchema): JsonSchema | undefined {
  const keys = Object.keys(node);
  if (keys.length === 0) return node; // z.unknown(): any value, as zod lets it through.
  if ('anyOf' in node) return nullable(node);
  const out: JsonSchema = {};
  for (const key of keys) {
    const value = node[key];
    if (CONSTRAINTS.has(key) || key === 'required') out[key] = value;
    else if (key === 'type') {
      const types = Array.isArray(value) ? value : [value];
      if (!types.every((type) => typeof type === 'string' && (SCALAR_TYPES.has(type) || type === 'object' || type === 'array'))) return undefined;
      out.type = value;
    } else if (key === 'enum' || key === 'const') {
      const values = key === 'enum' ? (value as unknown[]) : [value];
      if (!values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) return undefined;
      out[key] = value;
    } else if (key === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, child] of Object.entries(value as Record<string, JsonSchema>)) {
        const written = closed(child);
        if (!written) return undefined;
        properties[name] = written;
      }
      out.properties = properties;
    } else if (key === 'items') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined; // tuples
      const written = closed(value as JsonSchema);
      if (!written) return undefined;
      out.items = written;
    } else if (key === 'additionalProperties') {
      if (value === false) out.additionalProperties = false;
      // A record: every key is the dater's own data, as zod keeps it, as long as any key may appear.
      else if ('properties' in node || !plainKeys(node.propertyNames)) return undefined;
      else {
        const written = typeof value === 'object' && value !== null ? closed(value as JsonSchema) : undefined;
        if (!written) return undefined;
        out.additionalProperties = written;
      }
    } else if (key === 'propertyNames') {
      if (!plainKeys(value)) return undefined;
    } else return undefined;
  }
  // An object with listed properties must drop everything else.
  if (isObjectType(out.type) && 'properties' in out && out.additionalProperties !== false) return undefined;
  if (isObjectType(out.type) && !('properties' in out) && !('additionalProperties' in out)) return undefined;
  return out;
}

/** `anyOf: [X, {type: 'null'}]`, zod's nullable, as X with null added to its type. */
function nullable(node: JsonSchema): JsonSchema | undefined {
  const { anyOf, ...rest } = node;
  if (Object.keys(rest).some((key) => !CONSTRAINTS.has(key)) || !Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const options = anyOf as JsonSchema[];
  const value = options.find((option) => !isNullOnly(option));
  if (!value || !options.some(isNullOnly) || typeof value.type !== 'string' || 'anyOf' in value) return undefined;
  const written = closed(value);
  return written ? { ...written, type: [value.type, 'null'] } : undefined;
}

const isNullOnly = (node: JsonSchema) => node.type === 'null' && Object.keys(node).length === 1;
const isObjectType = (type: unknown) => type === 'object' || (Array.isArray(type) && type.includes('object'));
const plainKeys = (names: unknown) =>
  names === undefined || (typeof names === 'object' && names !== null && Object.keys(names).every((key) => key === 'type') && (names as JsonSchema).type === 'string');
