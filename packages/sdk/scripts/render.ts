import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/**
 * The API's own document builder, loaded at run time: typechecking the SDK does not typecheck the API's sources
 * (whose Fastify plugins declare their types in modules this package does not load).
 */
const API_OPENAPI_MODULE: string = '@wallcraft/api/openapi';
const { buildOpenApiDocument } = (await import(API_OPENAPI_MODULE)) as {
  buildOpenApiDocument: (baseUrl: string) => OpenAPI3;
};

/** The server address the document names; the types do not depend on it. */
const DOCUMENT_BASE_URL = 'http://localhost:3000/api';

const HEADER = `/**
 * The WallCraft REST API's types, generated from its OpenAPI document (GET /api/openapi.json) by openapi-typescript.
 * Do not edit: \`pnpm --filter @wallcraft/sdk generate\` writes this file again (the build does too), and the SDK's
 * tests fail when it differs from the document the API describes.
 */
`;

/**
 * The document the running server serves, without the operators' console's routes: those take the console's own
 * sign-in, never a user's token, so they are neither in the SDK nor part of the contract with integrators.
 */
export function publicDocument(): OpenAPI3 {
  const document = buildOpenApiDocument(DOCUMENT_BASE_URL);
  document.paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([path]) => !path.startsWith('/admin')),
  );
  return document;
}

/** The types of the API as it is now, turned into TypeScript. */
export async function renderTypes(): Promise<string> {
  const ast = await openapiTS(JSON.stringify(publicDocument()), { alphabetize: true });
  return HEADER + astToString(ast);
}
