import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';

/** The parts of a JSON Schema (as zod writes one) that shape a plausible value. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Ids of rows that exist, so generated requests reach past the "not found" checks. */
export type IdPool = () => readonly string[];

/**
 * Values shaped like what the schema accepts (types, enums, patterns, lengths and ranges),
 * built from its JSON Schema; refinements are not known, so some are still refused.
 */
export function plausibleValue(schema: z.ZodType, ids: IdPool): Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, ids, '');
}

/** The object's field names, for hostile values aimed at one field. */
export function fieldNames(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.keys(json.properties ?? {});
}

function fromJsonSchema(schema: JsonSchema, ids: IdPool, name: string): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((one) => fromJsonSchema(one, ids, name)));
  switch ([schema.type].flat()[0]) {
    case 'object':
      return objectOf(schema, ids);
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}, ids, name), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'string':
      return stringFor(schema, ids, name);
    case 'integer':
      return fc.integer(integerRange(schema));
    case 'number':
      return numberIn(schema);
    case 'boolean':
      return fc.boolean();
    default:
      // Unknown to JSON Schema (a coercion, a date): what a form would send.
      return fc.oneof(
        fc.integer({ min: -5, max: 60 }).map(String),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.string({ maxLength: 8 }),
      );
  }
}

function objectOf(schema: JsonSchema, ids: IdPool): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const arbitraries = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value, ids, key)]),
  );
  return fc.record(arbitraries, { requiredKeys: schema.required ?? [] });
}

function stringFor(schema: JsonSchema, ids: IdPool, name: string): Arbitrary<string> {
  if (/id$|^category$/i.test(name)) {
    return fc.oneof(
      // Ids change as rows are added and deleted: the pool is read when the value is made.
      { weight: 4, arbitrary: fc.nat().map((index) => pickFrom(ids(), index)) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  }
  if (/email/i.test(name)) return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

function pickFrom(ids: readonly string[], index: number): string {
  return ids.length > 0 ? ids[index % ids.length]! : '00000000-0000-4000-8000-000000000000';
}

function integerRange(schema: JsonSchema): { min: number; max: number } {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1000 : schema.exclusiveMaximum - 1);
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function numberIn(schema: JsonSchema): Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1000;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}
