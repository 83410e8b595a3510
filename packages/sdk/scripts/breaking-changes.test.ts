/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit documents freely, as one edits a JSON file */
import { describe, expect, it } from 'vitest';
import { compareDocuments, type OpenApiDocument } from './breaking-changes';

const project = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['open', 'closed'] },
    budget: { type: ['string', 'null'] },
  },
  required: ['id', 'status', 'budget'],
};

/** A document with one list call and one create call, changed by `edit`. */
function documentWith(edit: (document: any) => void = () => {}): OpenApiDocument {
  const document = {
    paths: {
      '/projects': {
        get: {
          parameters: [{ in: 'query', name: 'limit', schema: { type: 'integer', maximum: 100 } }],
          responses: {
            '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Project' } } } },
          },
        },
        post: {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    title: { type: 'string', maxLength: 200 },
                    kind: { type: 'string', enum: ['brand', 'wall'] },
                    note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                  },
                  required: ['title'],
                },
              },
            },
          },
          responses: {
            '201': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Project' } } } },
          },
        },
      },
    },
    components: { schemas: { Project: structuredClone(project) } },
  };
  edit(document);
  return document;
}

const compare = (edit: (document: any) => void) => compareDocuments(documentWith(), documentWith(edit));
const body = (document: any) => document.paths['/projects'].post.requestBody.content['application/json'].schema;

describe('comparing two OpenAPI documents', () => {
  it('finds nothing between a document and itself, or when only wording changed', () => {
    expect(compare(() => {})).toEqual({ breaking: [], warnings: [], nonBreaking: [] });
    expect(compare((d) => (d.components.schemas.Project.properties.id.description = 'The id'))).toEqual({
      breaking: [],
      warnings: [],
      nonBreaking: [],
    });
  });

  it('calls removed operations, parameters and accepted values breaking', () => {
    expect(compare((d) => delete d.paths['/projects'].get).breaking).toEqual(['GET /projects: removed']);
    expect(compare((d) => (d.paths['/projects'].get.parameters = [])).breaking).toEqual([
      'GET /projects query limit: no longer accepted',
    ]);
    expect(compare((d) => (body(d).properties.kind.enum = ['brand'])).breaking).toEqual([
      'POST /projects body.kind: no longer accepts "wall"',
    ]);
    expect(compare((d) => (body(d).properties.note = { type: 'string' })).breaking).toEqual([
      'POST /projects body.note: null is no longer accepted',
    ]);
  });

  it('calls new requirements and tighter limits on a request breaking, looser ones not', () => {
    expect(compare((d) => body(d).required.push('kind')).breaking).toEqual(['POST /projects body.kind: now required']);
    expect(compare((d) => (body(d).properties.title.maxLength = 100)).breaking).toEqual([
      'POST /projects body.title: maxLength 200 became 100',
    ]);
    expect(compare((d) => (d.paths['/projects'].get.parameters[0].schema.maximum = 500))).toEqual({
      breaking: [],
      warnings: [],
      nonBreaking: [],
    });
    expect(compare((d) => (body(d).properties.kind.enum = ['brand', 'wall', 'shop']))).toEqual({
      breaking: [],
      warnings: [],
      nonBreaking: ['POST /projects body.kind: also accepts "shop"'],
    });
  });

  it('calls an answer that promises less breaking (a property removed, optional, nullable, retyped), a new value a note', () => {
    const schema = (d: any) => d.components.schemas.Project;
    expect(compare((d) => delete schema(d).properties.id).breaking).toEqual([
      'GET /projects 200.id: removed',
      'POST /projects 201.id: removed',
    ]);
    expect(compare((d) => (schema(d).required = ['id', 'status'])).breaking).toContain(
      'GET /projects 200.budget: now optional',
    );
    expect(compare((d) => (schema(d).properties.status.type = ['string', 'null'])).breaking).toContain(
      'GET /projects 200.status: may now be null',
    );
    expect(compare((d) => (schema(d).properties.budget = { type: ['integer', 'null'] })).breaking).toContain(
      'GET /projects 200.budget: type "string" became "integer"',
    );
    // A new value in an answer is for clients to take in stride: noted, not breaking.
    const grown = compare((d) => schema(d).properties.status.enum.push('archived'));
    expect(grown.breaking).toEqual([]);
    expect(grown.warnings).toContain('GET /projects 200.status: may now be "archived"');
  });

  it('lets an answer that could be null become always null (a field withheld), but not one that never was', () => {
    const schema = (d: any) => d.components.schemas.Project;
    const withheld = compare((d) => (schema(d).properties.budget = { type: 'null' }));
    expect(withheld.breaking).toEqual([]);
    expect(withheld.nonBreaking).toContain('GET /projects 200.budget: now always null');
    expect(compare((d) => (schema(d).properties.id = { type: 'null' })).breaking).toContain(
      'GET /projects 200.id: may now be null',
    );
  });

  it('lists additions as non-breaking', () => {
    const changes = compare((d) => {
      d.paths['/walls'] = { get: { responses: {} } };
      d.components.schemas.Project.properties.kind = { type: 'string' };
      body(d).properties.wallId = { type: 'string' };
    });
    expect(changes.breaking).toEqual([]);
    expect(changes.nonBreaking).toEqual([
      'GET /walls: added',
      'GET /projects 200.kind: added',
      'POST /projects body.wallId: added',
      'POST /projects 201.kind: added',
    ]);
  });
});
