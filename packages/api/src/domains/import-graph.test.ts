import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * No domain reaches up: the import graph between domain folders has no cycle. A domain that needs to tell one
 * above it that something happened publishes an event the other registers for (see docs/architecture.md).
 */

const DOMAINS_DIR = dirname(fileURLToPath(import.meta.url));

type Graph = Map<string, Map<string, string[]>>;

/** Domain → the domains it imports → the import sites (`file -> specifier`), from the static imports of non-test files. */
function importGraph(): Graph {
  const domains = readdirSync(DOMAINS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph: Graph = new Map(domains.map((domain) => [domain, new Map()]));
  for (const domain of domains) {
    for (const file of sourceFiles(join(DOMAINS_DIR, domain))) {
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/^\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s)?\s*'(\.[^']*)'/gm)) {
        const target = relative(DOMAINS_DIR, resolve(dirname(file), specifier!)).split('/')[0]!;
        const used = graph.get(domain)!;
        if (target === domain || !graph.has(target)) continue;
        const sites = used.get(target) ?? [];
        sites.push(`${relative(DOMAINS_DIR, file)} -> ${specifier}`);
        used.set(target, sites);
      }
    }
  }
  return graph;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && entry.name !== 'test-fixtures.ts' ? [path] : [];
  });
}

/** Every elementary cycle, each once, written from its alphabetically first domain: `a -> b -> a`. */
function cycles(graph: Graph): string[][] {
  const found: string[][] = [];
  const nodes = [...graph.keys()].sort();
  for (const start of nodes) {
    const path = [start];
    const walk = (node: string) => {
      for (const next of graph.get(node)!.keys()) {
        if (next === start) found.push([...path, start]);
        else if (next > start && !path.includes(next)) {
          path.push(next);
          walk(next);
          path.pop();
        }
      }
    };
    walk(start);
  }
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

describe('the import graph between domains', () => {
  it('has no cycle', () => {
    const graph = importGraph();
    const found = cycles(graph);
    const described = found.map((cycle) => [
      cycle.join(' -> '),
      ...cycle.slice(1).map((to, i) => `  ${graph.get(cycle[i]!)!.get(to)!.join(', ')}`),
    ]);
    expect(
      found.map((cycle) => cycle.join(' -> ')),
      `Domain import cycles, each with its imports:\n${described.flat().join('\n')}`,
    ).toEqual([]);
  });
});
