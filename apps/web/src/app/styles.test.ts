import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
// The package exports its stylesheets but not its package.json: find the folder from one of them.
const mantineStyles = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Button.layer.css'));
const imported = (file: string) =>
  [
    ...readFileSync(path.join(here, file), 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+\.layer\.css)'/g),
  ].map((match) => match[1]!);

describe('the split of Mantine’s stylesheets', () => {
  it('names every stylesheet of @mantine/core once: critical or after the first paint', () => {
    const critical = imported('styles-critical.css');
    const rest = imported('styles-rest.css');
    const all = readdirSync(mantineStyles).filter((name) => name.endsWith('.layer.css'));
    expect([...critical, ...rest].sort()).toEqual([...all].sort());
    expect(critical.filter((name) => rest.includes(name))).toEqual([]);
  });

  it('keeps each list in the order of Mantine’s whole stylesheet, where a later rule wins a tie', () => {
    const whole = readFileSync(path.join(mantineStyles, '..', 'styles.layer.css'), 'utf8');
    // Where a sheet's first rule sits in the whole one (a sheet of one short rule may be written differently there).
    const at = (name: string) => {
      const body = readFileSync(path.join(mantineStyles, name), 'utf8').replace('@layer mantine {', '').trim();
      return whole.indexOf(body.slice(0, 60));
    };
    for (const file of ['styles-critical.css', 'styles-rest.css']) {
      const positions = imported(file)
        .map(at)
        .filter((position) => position >= 0);
      expect(positions, file).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
