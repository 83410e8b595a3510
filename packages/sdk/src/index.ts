import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };

/** A schema of the API's document by name: `Schema<'ApiToken'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type WallCraftClientOptions = Omit<ClientOptions, 'baseUrl'> & {
  /** The site's address, e.g. https://wallcraft.example (the API is under /api). */
  baseUrl: string;
  /** A personal API token (wc_…), created in Settings → API Tokens; sent as a bearer token. */
  token?: string;
};

export type WallCraftClient = Client<paths>;

/**
 * A typed client of the WallCraft REST API (openapi-fetch): paths, parameters, bodies and answers are checked
 * against the API's OpenAPI document. Every call resolves to `{ data, error, response }`; `error` is the API's
 * `{ message, code }` body for a 4xx or 5xx answer.
 *
 * ```ts
 * const wallcraft = createWallCraftClient({ baseUrl: 'https://wallcraft.example', token: process.env.WALLCRAFT_TOKEN });
 * const { data, error } = await wallcraft.GET('/projects', { params: { query: { limit: 10 } } });
 * ```
 */
export function createWallCraftClient({
  baseUrl,
  token,
  headers,
  ...options
}: WallCraftClientOptions): WallCraftClient {
  return createClient<paths>({
    ...options,
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/api`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(headers as Record<string, string>) },
  });
}
