/**
 * The part of JSON Schema that structured outputs use (type, enum, properties, required,
 * additionalProperties, items), enough for the fake to refuse to answer JSON that breaks the
 * schema it was asked for. Answers the first problem, or null.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
};

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const fits = (type: string, value: unknown) => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

export const schemaProblem = (schema: JsonSchema, value: unknown, path = '$'): string | null => {
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => fits(type, value))) return `${path} is not ${types.join(' or ')}`;
  }
  if (schema.enum && !schema.enum.includes(value)) return `${path} is not one of the enum`;
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!(key in record)) return `${path}.${key} is missing`;
    }
    for (const [key, item] of Object.entries(record)) {
      const child = schema.properties?.[key];
      if (!child) {
        if (schema.additionalProperties === false) return `${path}.${key} is not allowed`;
        continue;
      }
      const problem = schemaProblem(child, item, `${path}.${key}`);
      if (problem) return problem;
    }
  }
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      const problem = schemaProblem(schema.items, item, `${path}[${index}]`);
      if (problem) return problem;
    }
  }
  return null;
};

/** The simplest value that fits a schema: what the fake answers to a schema it has no rule for. */
export const sampleOf = (schema: JsonSchema): unknown => {
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sampleOf(child)]),
      );
    case 'array':
      return [];
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
};
