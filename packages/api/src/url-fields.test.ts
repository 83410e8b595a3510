import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from './router';

type Field = { procedure: string; path: string; schema: z.ZodType };

/** Walks a zod input schema down to its named fields (through optional, nullable, default, pipes and arrays). */
function fieldsOf(schema: z.ZodType, path: string, out: [string, z.ZodType][]): void {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        out.push([path ? `${path}.${key}` : key, value]);
        fieldsOf(value, path ? `${path}.${key}` : key, out);
      }
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fieldsOf(def.innerType as z.ZodType, path, out);
    case 'pipe':
      return fieldsOf(def.in as z.ZodType, path, out);
    case 'array':
      return fieldsOf(def.element as z.ZodType, `${path}[]`, out);
    case 'union':
      for (const option of def.options as z.ZodType[]) fieldsOf(option, path, out);
      return;
  }
}

function everyInputField(): Field[] {
  const fields: Field[] = [];
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs?: z.ZodType[] } }>;
  for (const [procedure, { _def }] of Object.entries(procedures)) {
    for (const input of _def.inputs ?? []) {
      const found: [string, z.ZodType][] = [];
      fieldsOf(input, '', found);
      for (const [path, schema] of found) fields.push({ procedure, path, schema });
    }
  }
  return fields;
}

const name = (path: string) => path.split('.').at(-1)!.replace('[]', '');
/** A webhook's `url` is where events are POSTed: a link (https), not an image. */
const isLinkField = (field: Field) =>
  /website|link|portfolioUrl/i.test(name(field.path)) ||
  (field.procedure.startsWith('webhooks.') && name(field.path) === 'url');
const isHandleField = (path: string) => /handle$/i.test(name(path));
const isImageField = (field: Field) =>
  !isLinkField(field) && /image|logo|avatar|photo|picture|mockup|gallery|url$/i.test(name(field.path));

/** A value that parses as the field expects, holding `value` where a string goes. */
function holding(schema: z.ZodType, value: string): unknown {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (def.type === 'array') return [value];
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type))
    return holding(def.innerType as z.ZodType, value);
  if (def.type === 'pipe') return holding(def.in as z.ZodType, value);
  return value;
}

const accepts = (field: Field, value: string) => field.schema.safeParse(holding(field.schema, value)).success;

/** An object field (proposal.mockup) is not a value: the walk checks its own fields (mockup.imageUrl). */
function isObject(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type))
    return isObject(def.innerType as z.ZodType);
  return def.type === 'object';
}

const fields = everyInputField();
const imageFields = fields.filter((f) => isImageField(f) && !isObject(f.schema));
const linkFields = fields.filter((f) => isLinkField(f));
const handleFields = fields.filter((f) => isHandleField(f.path));

describe('image and link rules on every input field', () => {
  it('finds the fields the rules must cover', () => {
    const names = new Set(imageFields.map((f) => `${f.procedure}:${f.path}`));
    for (const expected of [
      'walls.create:images',
      'projects.create:images',
      'wallProjects.create:images',
      'users.setImages:profileImageUrl',
      'users.setImages:heroImageUrl',
      'artists.setGallery:images',
      'artists.updateProfile:portfolioImages',
      'brands.updateProfile:companyLogo',
      'brands.updateProfile:brandImages',
      'uploads.confirm:objectURL',
      'applications.create:proposal.conceptImages',
      'applications.create:proposal.mockup.imageUrl',
      'invitations.decide:proposal.conceptImages',
      'invitations.decide:proposal.mockup.imageUrl',
    ])
      expect(names, expected).toContain(expected);
    expect(linkFields.map((f) => f.path)).toEqual(expect.arrayContaining(['website', 'portfolioUrl']));
    expect(linkFields.map((f) => `${f.procedure}:${f.path}`)).toEqual(
      expect.arrayContaining(['webhooks.create:url', 'webhooks.update:url']),
    );
    expect(handleFields.map((f) => f.path)).toEqual(
      expect.arrayContaining(['instagramHandle', 'twitterHandle', 'facebookHandle', 'tiktokHandle']),
    );
  });

  const badImages = [
    '/api/logout',
    '/api/auth/logout',
    '/trpc/auth.logout',
    '/media/../api/logout',
    '/media/%2e%2e/api/logout',
    '//evil.example/a.png',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://evil.example/a.png',
    'ftp://evil.example/a.png',
  ];
  it.each(imageFields.map((f) => [`${f.procedure}:${f.path}`, f] as const))('%s takes only safe images', (_, field) => {
    for (const bad of badImages) expect(accepts(field, bad), JSON.stringify(bad)).toBe(false);
    expect(accepts(field, '/media/seed/wall-1.jpg')).toBe(true);
    expect(accepts(field, 'https://images.example.com/a.jpg')).toBe(true);
  });

  const badLinks = [
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    ' javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '//evil.example',
    'data:text/html,<script>alert(1)</script>',
    'https://exa mple.com',
    'https://example.com/\u0000',
  ];
  it.each(linkFields.map((f) => [`${f.procedure}:${f.path}`, f] as const))('%s takes only web links', (_, field) => {
    for (const bad of badLinks) expect(accepts(field, bad), JSON.stringify(bad)).toBe(false);
    expect(accepts(field, 'https://ava.example.com/work')).toBe(true);
  });

  const badHandles = ['javascript:alert(1)', '//evil.example', 'a b', 'ava\u0000', 'https://evil.example/x', '../x'];
  it.each(handleFields.map((f) => [`${f.procedure}:${f.path}`, f] as const))('%s takes only a handle', (_, field) => {
    for (const bad of badHandles) expect(accepts(field, bad), JSON.stringify(bad)).toBe(false);
    expect(accepts(field, '@ava.paints_2')).toBe(true);
  });
});
