import { describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_COST, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('verifies a hash made at the production cost by the cost it carries', async () => {
    const stored = await hashPassword('correct horse', { N: PRODUCTION_COST, r: 8, p: 1 });
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('hashes at 2^14 outside test runs', async () => {
    const { execFileSync } = await import('node:child_process');
    const printed = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./src/passwords.ts').then(async (m) => console.log(await m.hashPassword('x')))",
      ],
      { cwd: new URL('..', import.meta.url), env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
    );
    expect(printed).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
