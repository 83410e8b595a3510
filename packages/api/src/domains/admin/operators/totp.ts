import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * The operators' second factor: RFC 6238 codes (SHA-1, 6 digits, 30 s: what every authenticator app reads from
 * an otpauth:// link), one step of clock drift either way, and never the same step twice.
 */
const ISSUER = 'WallCraft Admin';
const DRIFT_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (username: string, secret: string): string =>
  generateURI({ issuer: ISSUER, label: username, secret });

/** The accepted code's time step, or null; a step at or before lastStep (a replayed code) is refused. */
export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes read aloud or typed from paper: no 0/O or 1/I/L, grouped as xxxx-xxxx. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  const code = () => Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = code();
    return `${raw.slice(0, 4)}-${raw.slice(4)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');
}
