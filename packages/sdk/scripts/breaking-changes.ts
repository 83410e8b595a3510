/**
 * What an API change does to integrators, found by comparing two OpenAPI 3.1 documents: the one a client was
 * written against and the one the server describes now. oasdiff and openapi-diff do this for other stacks (the
 * first is a Go binary, the second reads OpenAPI 3.0 only), so this covers what our documents use (zod's JSON
 * Schema: objects, arrays, enums, `type` lists, anyOf, $ref to components) with their rules:
 * - a request may ask no more: no operation, parameter or accepted value goes away, nothing becomes required, no
 *   limit tightens;
 * - an answer may promise no less: no property goes away or becomes optional or nullable, no type changes, and no
 *   success status goes away.
 * A new value of an enum in an answer (a new notification type, a new status) is a warning, as oasdiff rates it:
 * clients must take values they do not know, and a product that grows cannot avoid them. Additions (operations,
 * optional inputs, answer properties) are listed as non-breaking; wording is not compared.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | Schema;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

export type Changes = { breaking: string[]; warnings: string[]; nonBreaking: string[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** A schema with its $ref followed, and `null` split out: zod writes `T | null` as `anyOf: [T, {type: 'null'}]`. */
type Shape = { schema: Schema; nullable: boolean };

function resolver(document: OpenApiDocument) {
  return function shape(schema: Schema | undefined): Shape {
    let current = schema ?? {};
    for (let depth = 0; current.$ref && depth < 32; depth++) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components?.schemas?.[name] ?? {};
    }
    const union = current.anyOf ?? current.oneOf;
    if (union) {
      const others = union.filter((branch) => branch.type !== 'null');
      if (others.length === 1 && others.length < union.length) return { ...shape(others[0]), nullable: true };
    }
    const types = Array.isArray(current.type) ? current.type : current.type ? [current.type] : [];
    if (types.includes('null')) {
      const rest = types.filter((type) => type !== 'null');
      return { schema: { ...current, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
    }
    return { schema: current, nullable: current.enum?.includes(null) ?? false };
  };
}

const typeText = (schema: Schema) => JSON.stringify(schema.type ?? null);
const valueText = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

/**
 * Compares what one place of the documents takes (`request`: head must accept all base accepted) or gives
 * (`response`: head may give only what base promised), reporting at `where`.
 */
function compareSchemas(
  context: {
    base: ReturnType<typeof resolver>;
    head: ReturnType<typeof resolver>;
    changes: Changes;
    seen: Set<string>;
  },
  direction: 'request' | 'response',
  where: string,
  baseSchema: Schema | undefined,
  headSchema: Schema | undefined,
): void {
  const key = `${direction} ${where} ${JSON.stringify(baseSchema)} ${JSON.stringify(headSchema)}`;
  if (context.seen.has(key) || where.split('.').length > 40) return;
  context.seen.add(key);
  const { breaking, warnings, nonBreaking } = context.changes;
  const base = context.base(baseSchema);
  const head = context.head(headSchema);
  const request = direction === 'request';

  // An answer that could be null and now always is promises less, which every client already handles.
  const alwaysNull = Array.isArray(head.schema.type) && head.schema.type.length === 0 && head.nullable;
  if (!request && base.nullable && alwaysNull) {
    nonBreaking.push(`${where}: now always null`);
    return;
  }
  if (request && base.nullable && !head.nullable) breaking.push(`${where}: null is no longer accepted`);
  if (!request && head.nullable && !base.nullable) breaking.push(`${where}: may now be null`);
  if (typeText(base.schema) !== typeText(head.schema) && base.schema.type !== undefined)
    breaking.push(`${where}: type ${typeText(base.schema)} became ${typeText(head.schema)}`);
  if (base.schema.format !== head.schema.format)
    breaking.push(`${where}: format ${base.schema.format ?? 'none'} became ${head.schema.format ?? 'none'}`);

  const baseValues = base.schema.enum ?? (base.schema.const !== undefined ? [base.schema.const] : undefined);
  const headValues = head.schema.enum ?? (head.schema.const !== undefined ? [head.schema.const] : undefined);
  if (baseValues && headValues) {
    const removed = baseValues.filter((value) => !headValues.includes(value));
    const added = headValues.filter((value) => !baseValues.includes(value));
    if (request && removed.length) breaking.push(`${where}: no longer accepts ${valueText(removed)}`);
    if (request && added.length) nonBreaking.push(`${where}: also accepts ${valueText(added)}`);
    if (!request && added.length) warnings.push(`${where}: may now be ${valueText(added)}`);
    if (!request && removed.length) nonBreaking.push(`${where}: no longer ${valueText(removed)}`);
  } else if (request && !baseValues && headValues) breaking.push(`${where}: now limited to ${valueText(headValues)}`);
  else if (!request && baseValues && !headValues)
    breaking.push(`${where}: no longer limited to ${valueText(baseValues)}`);

  if (request) {
    const tighter = (limit: keyof Schema, larger: boolean) => {
      const before = base.schema[limit] as number | undefined;
      const after = head.schema[limit] as number | undefined;
      if (after === undefined || before === after) return;
      if (before === undefined || (larger ? after > before : after < before))
        breaking.push(`${where}: ${limit} ${before ?? 'none'} became ${after}`);
    };
    for (const limit of ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'] as const) tighter(limit, true);
    for (const limit of ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'] as const) tighter(limit, false);
    if (head.schema.pattern !== undefined && head.schema.pattern !== base.schema.pattern)
      breaking.push(`${where}: pattern changed`);
  }

  const baseProperties = base.schema.properties ?? {};
  const headProperties = head.schema.properties ?? {};
  const baseRequired = new Set(base.schema.required ?? []);
  const headRequired = new Set(head.schema.required ?? []);
  for (const [name, schema] of Object.entries(baseProperties)) {
    const path = `${where}.${name}`;
    if (!(name in headProperties)) {
      breaking.push(request ? `${path}: no longer accepted` : `${path}: removed`);
      continue;
    }
    if (request && headRequired.has(name) && !baseRequired.has(name)) breaking.push(`${path}: now required`);
    if (!request && baseRequired.has(name) && !headRequired.has(name)) breaking.push(`${path}: now optional`);
    compareSchemas(context, direction, path, schema, headProperties[name]);
  }
  for (const name of Object.keys(headProperties)) {
    if (name in baseProperties) continue;
    const path = `${where}.${name}`;
    if (request && headRequired.has(name)) breaking.push(`${path}: new and required`);
    else nonBreaking.push(`${path}: added`);
  }
  if (base.schema.items || head.schema.items)
    compareSchemas(context, direction, `${where}[]`, base.schema.items, head.schema.items);

  // Other unions, branch by branch: one more or one less branch is reported as a change of the whole union.
  const baseUnion = base.schema.anyOf ?? base.schema.oneOf;
  const headUnion = head.schema.anyOf ?? head.schema.oneOf;
  if (baseUnion || headUnion) {
    if (baseUnion?.length !== headUnion?.length) breaking.push(`${where}: the union of shapes changed`);
    else baseUnion?.forEach((branch, i) => compareSchemas(context, direction, `${where}|${i}`, branch, headUnion![i]));
  }
}

const parameterKey = (parameter: Parameter) => `${parameter.in} ${parameter.name}`;
const jsonSchemaOf = (content: Record<string, { schema?: Schema }> | undefined) =>
  content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;

export function compareDocuments(baseDocument: OpenApiDocument, headDocument: OpenApiDocument): Changes {
  const changes: Changes = { breaking: [], warnings: [], nonBreaking: [] };
  const context = { base: resolver(baseDocument), head: resolver(headDocument), changes, seen: new Set<string>() };
  const basePaths = baseDocument.paths ?? {};
  const headPaths = headDocument.paths ?? {};

  for (const [path, item] of Object.entries(headPaths))
    for (const method of METHODS)
      if (item[method] && !basePaths[path]?.[method])
        changes.nonBreaking.push(`${method.toUpperCase()} ${path}: added`);

  for (const [path, item] of Object.entries(basePaths)) {
    for (const method of METHODS) {
      const before = item[method];
      if (!before) continue;
      const operation = `${method.toUpperCase()} ${path}`;
      const after = headPaths[path]?.[method];
      if (!after) {
        changes.breaking.push(`${operation}: removed`);
        continue;
      }
      const headParameters = new Map((after.parameters ?? []).map((p) => [parameterKey(p), p]));
      const baseParameters = new Map((before.parameters ?? []).map((p) => [parameterKey(p), p]));
      for (const [key, parameter] of baseParameters) {
        const next = headParameters.get(key);
        const where = `${operation} ${key}`;
        if (!next) changes.breaking.push(`${where}: no longer accepted`);
        else {
          if (next.required && !parameter.required) changes.breaking.push(`${where}: now required`);
          compareSchemas(context, 'request', where, parameter.schema, next.schema);
        }
      }
      for (const [key, parameter] of headParameters)
        if (!baseParameters.has(key))
          (parameter.required ? changes.breaking : changes.nonBreaking).push(
            `${operation} ${key}: ${parameter.required ? 'new and required' : 'added'}`,
          );

      const baseBody = jsonSchemaOf(before.requestBody?.content);
      const headBody = jsonSchemaOf(after.requestBody?.content);
      if (headBody && !baseBody && after.requestBody?.required)
        changes.breaking.push(`${operation} body: new and required`);
      if (baseBody) {
        if (!headBody) changes.breaking.push(`${operation} body: no longer accepted`);
        else compareSchemas(context, 'request', `${operation} body`, baseBody, headBody);
      }

      for (const [status, response] of Object.entries(before.responses ?? {})) {
        const next = after.responses?.[status];
        if (!next) {
          (status.startsWith('2') ? changes.breaking : changes.nonBreaking).push(`${operation} ${status}: removed`);
          continue;
        }
        const baseSchema = jsonSchemaOf(response.content);
        if (baseSchema)
          compareSchemas(context, 'response', `${operation} ${status}`, baseSchema, jsonSchemaOf(next.content));
      }
      for (const status of Object.keys(after.responses ?? {}))
        if (!before.responses?.[status]) changes.nonBreaking.push(`${operation} ${status}: added`);
    }
  }
  return changes;
}
