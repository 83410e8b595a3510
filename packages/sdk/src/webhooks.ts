import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a delivery's signature may be (seconds) before it is taken for a replay. */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether a webhook delivery was signed by WallCraft with this endpoint's secret within the tolerance.
 * `WallCraft-Signature: t=<unix seconds>,v1=<hex>`, the HMAC-SHA256 of `<t>.<raw body>`: pass the body exactly as
 * received (before any JSON parsing), the header, and the endpoint's `whsec_...` secret. Compared in constant time.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | null | undefined,
  secret: string,
  { toleranceSeconds = DEFAULT_SIGNATURE_TOLERANCE_SECONDS, now = Date.now() } = {},
): boolean {
  const parts = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The body of every delivery: deduplicate by `id` (delivery is at least once). */
export type WebhookEvent<Data = Record<string, unknown>> = {
  id: string;
  type: string;
  createdAt: string;
  data: Data;
};
