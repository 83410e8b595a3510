import { setFlagsFromString } from 'node:v8';

/**
 * The API's young generation: 2 x 8 MB while it starts, up to 2 x 32 MB once it serves (`scripts/start.mjs` starts
 * node with `--min-semi-space-size=8 --max-semi-space-size=32`).
 *
 * Under load the larger young generation is the cheaper one: a scavenge copies what the requests in flight still
 * hold, and the fewer scavenges, the fewer copies. At 50 connections 16 MB took /api/projects from 1.85x of the bare
 * app's CPU a request to 1.52x against 8, and 32 took 2-7 % off each call against 16 (bench/README.md, "Where the
 * CPU goes"). But the start's module loading and migrations keep most of what they allocate, so V8 grows the young
 * generation to its maximum then, and keeps it: 14 MB more resident after start, for nothing.
 *
 * So V8 may not grow it while the API starts (a growth factor of 1, set here: V8 raises a factor under 2 given on
 * the command line to 2 when it configures the heap), and may once the API listens. Idle, V8 shrinks it
 * back to the 8 MB it began with.
 */

/** Keeps the young generation at its size; main.ts calls this before it loads any other module. */
export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}

/** Lets the young generation grow to its maximum when survivors call for it; the API calls this once it listens. */
export function letYoungGenerationGrow(): void {
  setFlagsFromString('--semi-space-growth-factor=2');
}
