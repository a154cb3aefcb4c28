import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    // Some tests start the CLI or a browser, or parse megabytes of XML: on a busy 2-core machine a
    // few take seconds. These limits only stop a hang; speed is measured by `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
