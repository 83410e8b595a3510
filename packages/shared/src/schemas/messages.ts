import { z } from 'zod';

/**
 * zod's own words for the checks a schema gives no message of its own: a field of the wrong type, a value outside an
 * enum, a union none of whose kinds fit, unknown keys. zod says "Invalid input: expected string, received undefined";
 * a person reads "Required", "Must be text", "Must be one of "high", "medium", "low"". The API puts the field's path
 * before it ("receiverId: Required", packages/api src/trpc/errors.ts). Messages a schema names itself always win.
 */
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'null',
};

type Issue = z.core.$ZodRawIssue;

const kindOf = (expected: string) => KINDS[expected] ?? expected;
const listed = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

/** The kind an option of a union wanted, from the first issue it raised: a type, or a literal's type. */
function wanted(first: z.core.$ZodIssue | undefined): string | null {
  if (!first || first.path.length > 0) return null;
  if (first.code === 'invalid_type') return kindOf(first.expected);
  if (first.code === 'invalid_value' && first.values.length) return kindOf(typeof first.values[0]);
  return null;
}

/** The kinds a union accepts (none when an option failed on something other than its kind). */
function unionKinds(issue: Issue & { code: 'invalid_union' }): string[] | null {
  const errors = 'errors' in issue ? (issue.errors as readonly (readonly z.core.$ZodIssue[])[]) : [];
  const kinds = errors.map((options) => wanted(options[0]));
  if (!kinds.length || kinds.some((kind) => kind === null)) return null;
  return [...new Set(kinds as string[])];
}

export function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Must be ${kindOf(issue.expected)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Must be ${listed(issue.values)}` : `Must be one of ${listed(issue.values)}`;
    case 'invalid_union': {
      if (issue.input === undefined) return 'Required';
      const kinds = unionKinds(issue);
      return kinds ? `Must be ${kinds.join(' or ')}` : undefined;
    }
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

/** Installs `plainMessage` for every schema of this zod: the API as it starts, the web app's forms (lib/form.ts). */
export function installPlainZodMessages() {
  z.config({ customError: plainMessage });
}
