import { z } from 'zod';

/**
 * The one image-URL rule and the one link rule. Both run in the browser too (forms validate with the
 * request schemas), so they cannot read the server's configuration; the API adds its S3 public origin
 * with trustImageOrigin at start.
 */

export const MAX_IMAGE_URL_LENGTH = 2048;
export const MAX_LINK_LENGTH = 500;

/**
 * Control characters, whitespace and backslashes: a URL parser drops or rewrites them ("java\tscript:"
 * is javascript:), so a value holding one never means what it looks like.
 */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0) || char === '\\' || /\s/.test(char)) return true;
  }
  return false;
}

const trustedImageOrigins = new Set<string>();

/**
 * Lets absolute URLs on this origin through as images whatever their scheme (an S3-compatible store
 * served over http, as MinIO in docker-compose). Called by the API with its S3 public URL.
 */
export function trustImageOrigin(url: string): void {
  trustedImageOrigins.add(new URL(url).origin);
}

/**
 * An image value is our own media path ('/media/...': seed art and embedded uploads) or an absolute
 * https URL (an S3 store's object URL, or an image the user links). Refused: the API's own paths (a
 * relative '/api/logout' in <img src> is a request the browser sends with the user's cookie), any path
 * that leaves /media/ once resolved (dot segments, encoded or not), protocol-relative '//host', and
 * every other scheme (javascript:, data:, http:).
 */
export function isImageUrl(value: string): boolean {
  if (value === '' || hasUnsafeCharacter(value)) return false;
  if (value.startsWith('/')) {
    if (!value.startsWith('/media/') || value.includes('..')) return false;
    // Resolved the way a browser would, so /media/%2e%2e/api/logout cannot leave /media/.
    return new URL(value, 'https://local').pathname.startsWith('/media/');
  }
  const url = parseUrl(value);
  if (!url || url.hostname === '') return false;
  return url.protocol === 'https:' || trustedImageOrigins.has(url.origin);
}

/**
 * A link a person gives (website, portfolio): http: or https: only, no control characters or spaces.
 * With `bareHost`, a scheme-less address ("ava.example.com") is taken as it is written.
 */
export function isWebLink(value: string, { bareHost = false } = {}): boolean {
  if (value === '' || hasUnsafeCharacter(value) || value.startsWith('/')) return false;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d+(\/|$)/.test(value);
  if (!hasScheme && !bareHost) return false;
  const url = parseUrl(hasScheme ? value : `https://${value}`);
  if (!url || url.hostname === '') return false;
  return url.protocol === 'http:' || url.protocol === 'https:';
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const IMAGE_URL_LENGTH_MESSAGE = `Image URL must be at most ${MAX_IMAGE_URL_LENGTH} characters`;
const IMAGE_URL_MESSAGE = 'Image URL must be an uploaded image (/media/...) or an https URL';

export const ZImageUrl = z
  .string()
  .trim()
  .max(MAX_IMAGE_URL_LENGTH, IMAGE_URL_LENGTH_MESSAGE)
  .refine((value) => isImageUrl(value), IMAGE_URL_MESSAGE)
  .describe("An uploaded image's URL (/media/... or the store's https URL)");

/**
 * An optional image URL under the same rule, as a form sends it: "" (or null) removes it (null); left out
 * stays as it is.
 */
export const ZOptionalImageUrl = z
  .string()
  .trim()
  .max(MAX_IMAGE_URL_LENGTH, IMAGE_URL_LENGTH_MESSAGE)
  .refine((value) => value === '' || isImageUrl(value), IMAGE_URL_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .describe('An uploaded image\'s URL (/media/... or the store\'s https URL); "" or null removes it');

/** A list of images, in the order given; exact repeats are dropped. */
export function imageList(max: number) {
  return z
    .array(ZImageUrl)
    .max(max, `At most ${max} images`)
    .transform((urls) => [...new Set(urls)]);
}

/**
 * An optional web link: "" clears it (null). Without `bareHost` it must start with http:// or https://;
 * with it, "ava.example.com" is fine too but any other scheme is refused.
 */
export function optionalLink(label: string, { bareHost = false } = {}) {
  const message = bareHost
    ? `${label} must be a web address (http:// or https://)`
    : `${label} must start with http:// or https://`;
  return z
    .string()
    .trim()
    .max(MAX_LINK_LENGTH, `${label} must be at most ${MAX_LINK_LENGTH} characters`)
    .refine((value) => value === '' || isWebLink(value, { bareHost }), message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/** Hosts a webhook may reach over plain http, outside production only (tests and development receivers). */
const LOCAL_WEBHOOK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A webhook endpoint: a web link on https, or on http to this machine (a local receiver while developing). The
 * API adds what only the server can know: in production, plain http and private or local addresses are refused.
 */
export function isWebhookUrl(value: string): boolean {
  if (!isWebLink(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || LOCAL_WEBHOOK_HOSTS.has(url.hostname);
}

export const ZWebhookUrl = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(MAX_LINK_LENGTH, `URL must be at most ${MAX_LINK_LENGTH} characters`)
  .refine(isWebhookUrl, 'URL must start with https:// (http:// only to localhost while developing), without a password')
  .describe('Where events are POSTed: https, a public address');

const HANDLE = /^@?[A-Za-z0-9._-]+$/;

/**
 * An optional social handle ("@ava.paints"): the profile page builds the link from it on the network's own
 * host, so only the characters handles use are taken; a pasted URL or scheme is refused. "" clears it.
 */
export function optionalHandle(label: string) {
  return z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .refine(
      (value) => value === '' || HANDLE.test(value),
      `${label} may hold only letters, digits, dots, underscores and hyphens, like @ava.paints`,
    )
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}
