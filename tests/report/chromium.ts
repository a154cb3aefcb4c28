import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { HANG_MS } from '../hang.js';

// Debian's chromium, headless ($WH40K_CHROMIUM to use another binary). .ci/run installs it
// (`apt-get install -y chromium`), so in CI (CI=true) the browser tests run and FAIL when no browser
// starts; elsewhere they are skipped, with a note, when the binary is missing.
export const CHROMIUM = process.env.WH40K_CHROMIUM || '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const inCI = process.env.CI === 'true' || process.env.CI === '1';
if (!hasChromium && !inCI) console.warn(`skipping the headless-browser report tests: ${CHROMIUM} not found (apt-get install -y chromium)`);

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
export const TIMEOUT = HANG_MS;

/** A test that needs the browser: skipped where there is none, except in CI. */
export const itChromium = it.skipIf(!hasChromium && !inCI);

/** Run headless Chromium with its profile in `profileDir`; its stdout (e.g. --dump-dom). */
export function chromium(profileDir: string, args: string[]): string {
  if (!hasChromium) throw new Error(`no browser: ${CHROMIUM} not found; CI installs it with apt-get install -y chromium (.ci/run)`);
  const r = spawnSync(CHROMIUM, [...FLAGS, `--user-data-dir=${profileDir}`, ...args], { encoding: 'utf8', timeout: TIMEOUT, maxBuffer: 64 << 20 });
  if (r.error) throw new Error(`${CHROMIUM} did not start: ${r.error.message}`);
  expect(r.status, `chromium exited with ${r.status}: ${r.stderr}`).toBe(0);
  return r.stdout;
}
