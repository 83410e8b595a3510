import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkError, reloadForNewVersion } from './new-version';

// What each engine throws when a dynamic import's chunk is gone (Chromium, Firefox, Safari), and Vite's own error
// when a chunk's stylesheet is.
const GONE = [
  'Failed to fetch dynamically imported module: https://wallcraft.example/assets/MyNetworkPage-Cp62S3lU.js',
  'error loading dynamically imported module: https://wallcraft.example/assets/MyNetworkPage-Cp62S3lU.js',
  'Importing a module script failed.',
  'Unable to preload CSS for https://wallcraft.example/assets/MyNetworkPage-Cp62S3lU.css',
];

function browser({ onLine = true } = {}) {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
  vi.stubGlobal('window', { location: { reload }, history: { scrollRestoration: 'auto' } });
  return reload;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a tab from before a deploy', () => {
  it("knows a missing chunk in every engine's words, and nothing else", () => {
    for (const message of GONE) expect(isChunkError(new TypeError(message)), message).toBe(true);
    expect(isChunkError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads for a missing chunk, then not again within the minute, then again after it', () => {
    vi.useFakeTimers();
    const reload = browser();
    const gone = new TypeError(GONE[0]);
    expect(reloadForNewVersion(gone)).toBe(true);
    expect(reloadForNewVersion(gone)).toBe(false);
    vi.advanceTimersByTime(59_000);
    expect(reloadForNewVersion(gone)).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(reloadForNewVersion(gone)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for another error, nor offline', () => {
    const reload = browser({ onLine: false });
    expect(reloadForNewVersion(new TypeError(GONE[0]))).toBe(false);
    browser();
    expect(reloadForNewVersion(new Error('Project not found'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
