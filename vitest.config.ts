import { defineConfig } from 'vitest/config';
import { HANG_MS } from './tests/hang.js';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    // Some tests start the CLI or a browser, or parse megabytes of XML: on a 2-core machine busy with
    // another job a few take tens of seconds. These limits only stop a hang (tests/hang.ts).
    testTimeout: HANG_MS,
    hookTimeout: HANG_MS,
  },
});
