/**
 * stdout and stderr that are not terminals (src/cli/std-streams.ts, issue 30 section 3): written with writeSync, no
 * Node stream made. Every byte reaches a reader that pauses (a pipe that fills), a reader that stops early ends the
 * process quietly (exit 0, no stack trace), and a file gets the same bytes as the in-process run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from './run.js';
import { runInProcess } from './in-process.js';

// A long output: every bundled unit against every one, as JSON with the kill distributions (more than a pipe's 64 kB).
const LONG = ['compare', 'dire avengers,fire dragons,guardian defenders,howling banshees,striking scorpions,swooping hawks,warp spiders,wraithblades,wraithguard,cadian shock troops,field ordnance battery,leman russ,knight paladin,intercessors,lieutenant,rhino,terminators,eightbound,exalted eightbound,jakhals,kharn,khorne berzerkers', 'vs', 'intercessors,terminators,rhino,knight paladin,eightbound,guardsmen,wraithguard,jakhals,lieutenant,khorne berzerkers,fire dragons,howling banshees', '--format', 'json', '--jobs', '1', '--distributions'];

describe('output that is not a terminal', () => {
  it('a reader that pauses while the pipe fills gets every byte, as the in-process run prints them', async () => {
    const expected = (await runInProcess(LONG)).stdout;
    const got = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [BIN, ...LONG], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
      const chunks: Buffer[] = [];
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 500);
      child.stdout.on('data', (d: Buffer) => chunks.push(d));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`exit ${code}`))));
    });
    expect(got.length).toBeGreaterThan(2 * 65_536);
    expect(got).toBe(`${expected}\n`);
  });

  it('a reader that stops early: exit 0, nothing on stderr', () => {
    const r = spawnSync('bash', ['-c', `node ${JSON.stringify(BIN)} ${LONG.map((a) => JSON.stringify(a)).join(' ')} | head -c 100 > /dev/null; echo "\${PIPESTATUS[0]}"`], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stdout.trim()).toBe('0');
    expect(r.stderr).toBe('');
  });

  it('a file gets the same bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-std-'));
    try {
      const file = join(dir, 'out.txt');
      const r = spawnSync('bash', ['-c', `node ${JSON.stringify(BIN)} calc eightbound vs intercessors > ${JSON.stringify(file)}`], { cwd: ROOT, encoding: 'utf8' });
      expect(r.status).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(`${(await runInProcess(['calc', 'eightbound', 'vs', 'intercessors'])).stdout}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
