import { defineConfig } from 'vitest/config';

// Unit tests cover pure helpers only, so no DOM is needed.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
