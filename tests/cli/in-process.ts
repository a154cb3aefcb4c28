/**
 * The CLI run in this process (src/cli/main.ts `main` with a captured Io): no build and no child
 * process, so tests that try many inputs stay fast. Use `--jobs 1` (worker threads need dist/).
 */
import { main } from '../../src/cli/main.js';

export interface InProcessRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** `where`: the working directory and environment the config file is looked up from (default: this process's). */
export async function runInProcess(args: readonly string[], where?: { cwd: string; env: NodeJS.ProcessEnv }): Promise<InProcessRun> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await main(args, { out: (t) => out.push(t), err: (t) => err.push(t), colour: false }, where);
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** `wh40k calc ... --format json` in this process: its JSON (exit 0 expected). */
export async function calcJson(...args: string[]): Promise<{ weapons: { name: string }[]; effects: unknown[]; [key: string]: unknown }> {
  const r = await runInProcess(['calc', ...args, '--format', 'json']);
  if (r.status !== 0) throw new Error(`calc ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** A weapon's row of a calc's JSON, by name. */
export const weaponRow = (j: { weapons: { name: string }[] }, name: string) => j.weapons.find((w) => w.name === name) as unknown as Record<string, number>;
