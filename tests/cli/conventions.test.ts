import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourWanted } from '../../src/cli/colour.js';
import { FORMATS } from '../../src/cli/sheet.js';
import { cacheDir } from '../../src/profiles/bsdata/cache.js';
import { configSchema, parseConfig } from '../../src/profiles/config.js';
import { tempDir } from '../profiles/fixtures.js';
import { runInProcess } from './in-process.js';
import { bashComplete, ROOT, wh40k } from './run.js';

// Issue 12 section 5, CLI conventions: shell completion, colour switches, the XDG cache folder, an
// unwritable -o as an input error, `show` of one unit, help text without a word said twice.

describe('wh40k completion bash|zsh|fish', () => {
  const script = wh40k(['completion', 'bash']).stdout;

  /** What bash completes for the words typed (the last is the word being completed). */
  function complete(...typed: string[]): string[] {
    const r = bashComplete(script, typed);
    expect(r.stderr).toBe('');
    return r.matches;
  }

  it('bash: commands, subcommands, options of the command typed, and the values of closed lists', () => {
    expect(complete('c')).toEqual(['calc', 'compare', 'completion']);
    expect(complete('import', '')).toEqual(['bsdata']);
    expect(complete('import', 'bsdata', '--f')).toEqual(['--faction']);
    expect(complete('calc', '--target-m')).toEqual(['--target-models']);
    expect(complete('calc', '--format', '')).toEqual(['table', 'json', 'csv', 'markdown']);
    expect(complete('compare', '--metric', 'k')).toEqual(['kills', 'kills-per-100-points']);
    expect(complete('calc', '--with', 'warp-b')).toEqual(['warp-blades']);
    // Issue 29 section 3: after a comma the next effect completes; --with offers the attacker's effects, --target-with the target's.
    expect(complete('calc', '--with', 'warp-blades,relentl')).toEqual(['warp-blades,relentless-rage']);
    expect(complete('calc', '--with', 'go-to')).toEqual([]);
    expect(complete('calc', '--target-with', 'go-to')).toEqual(['go-to-ground']);
    expect(complete('calc', '--without', 'go-to')).toEqual(['go-to-ground']);
    // A global option's value is not taken for the command.
    expect(complete('--data', 'units', 'va')).toEqual(['validate']);
    expect(complete('--no-c')).toEqual(['--no-color']);
    expect(complete('completion', '')).toEqual(['bash', 'zsh', 'fish']);
    // Unit names and aliases as one word each (the lookup ignores case and punctuation), and "vs".
    expect(complete('calc', 'eight')).toEqual(['eightbound']);
    expect(complete('calc', 'eightbound', 'v')).toEqual(['vs']);
    expect(complete('show', 'leman')).toEqual(['leman-russ', 'leman-russ-battle-tank']);
    expect(complete('compare', 'kharn-')).toEqual(['kharn-the-betrayer']);
    expect(complete('calc', '--reroll-damage', '')).toEqual(['ones', 'any']);
  });

  it("bash: the player's effects loaded when the script is made complete after --with", () => {
    const withMine = wh40k(['--effects', 'examples/my-effects.yaml', 'completion', 'bash']).stdout;
    const r = spawnSync('bash', ['-c', `${withMine}\nCOMP_WORDS=(wh40k calc --with for-the-g); COMP_CWORD=3; _wh40k; printf '%s\\n' "\${COMPREPLY[@]}"`], { encoding: 'utf8' });
    expect([r.stderr, r.stdout]).toEqual(['', 'for-the-greater-good\n']);
  });

  it('zsh and fish: every command with its description, options with their values', () => {
    const zsh = wh40k(['completion', 'zsh']);
    expect(zsh.status).toBe(0);
    expect(zsh.stdout).toMatch(/^#compdef wh40k\n/);
    expect(zsh.stdout).toContain("    'calc:exact results of ATTACKER attacking TARGET, e.g. \"calc eightbound vs intercessors --charged\"'");
    expect(zsh.stdout).toContain("'--format[table | json | csv | markdown]:value:(table json csv markdown)'");
    // A comma-separated list: _values -s , completes each word after a comma.
    expect(zsh.stdout).toContain("'*--with[effects in play for the attacker'\\''s player, comma-separated (see `wh40k effects`)]:value:_values -s , effect command-re-roll ");
    expect(zsh.stdout).toContain("_wh40k_import_bsdata() {");
    expect(zsh.stdout).toContain("    '1:value:(bash zsh fish)'");
    const fish = wh40k(['completion', 'fish']);
    expect(fish.stdout).toContain("complete -c wh40k -n '__fish_use_subcommand; and not __fish_seen_subcommand_from calc need turn compare run report import roster merge effects list show validate schema completion' -f -a calc -d ");
    expect(fish.stdout).toContain("complete -c wh40k -n '__fish_seen_subcommand_from bsdata' -l faction -r -F -d 'only this catalogue (e.g. \"World Eaters\")'");
    expect(fish.stdout).toContain("complete -c wh40k -n '__fish_seen_subcommand_from calc' -l format -x -a 'table json csv markdown' -d 'table | json | csv | markdown'");
  });

  it('an unknown shell is a usage error', () => {
    const r = wh40k(['completion', 'powershell']);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', "error: command-argument value 'powershell' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish.\n"]);
  });
});

describe('colour: --no-color, FORCE_COLOR, NO_COLOR', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true], // no-color.org: set and empty does not count
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '' }, false, true], // chalk: set and empty forces colour
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
  ])('%j on a terminal %s: colour %s', (env, terminal, colour) => {
    expect(colourWanted(env, terminal)).toBe(colour);
  });

  it('piped output: FORCE_COLOR=1 colours it, --no-color wins over FORCE_COLOR', () => {
    const ESC = '\u001b[';
    expect(wh40k(['list', '--faction', 'aeldari'], { NO_COLOR: undefined, FORCE_COLOR: '1' }).stdout).toContain(`${ESC}1munit${ESC}22m`);
    expect(wh40k(['--no-color', 'list', '--faction', 'aeldari'], { NO_COLOR: undefined, FORCE_COLOR: '1' }).stdout).not.toContain(ESC);
    // After the command too, where people type it.
    expect(wh40k(['list', '--faction', 'aeldari', '--no-color'], { NO_COLOR: undefined, FORCE_COLOR: '1' }).stdout).not.toContain(ESC);
    expect(wh40k(['list', '--faction', 'aeldari'], { NO_COLOR: undefined, FORCE_COLOR: undefined }).stdout).not.toContain(ESC);
  });
});

describe('the import cache folder', () => {
  it('$WH40K_CACHE, else $XDG_CACHE_HOME/wh40k, else ~/.cache/wh40k; a relative XDG_CACHE_HOME is ignored (XDG spec)', () => {
    expect(cacheDir({ WH40K_CACHE: '/w', XDG_CACHE_HOME: '/x' })).toBe('/w');
    expect(cacheDir({ XDG_CACHE_HOME: '/x' })).toBe(join('/x', 'wh40k'));
    expect(cacheDir({ XDG_CACHE_HOME: 'relative' })).toMatch(/\.cache[/\\]wh40k$/);
    expect(cacheDir({})).toMatch(/\.cache[/\\]wh40k$/);
  });
});

describe('input errors and usage', () => {
  it('report -o into a folder that does not exist: exit 2, what is wrong, no internal error', async () => {
    const r = await runInProcess(['report', 'examples/charge.yaml', '-o', '/no/such/dir/x.html', '--jobs', '1', '--quiet']);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', 'wh40k: -o /no/such/dir/x.html: cannot write: its folder does not exist (ENOENT)']);
  });

  it('show takes one unit: its words need no quotes, two units are refused', async () => {
    expect((await runInProcess(['show', 'leman', 'russ'])).stdout).toMatch(/^Leman Russ Battle Tank \(/);
    const two = await runInProcess(['show', 'eightbound', 'intercessors']);
    expect([two.status, two.stderr]).toEqual([2, 'wh40k: show takes one unit, got 2: Eightbound, Intercessor Squad (run show once for each)']);
    expect((await runInProcess(['show', '--help'])).stdout).toMatch(/^Usage: wh40k show \[options\] <unit>\n/);
  });

  it('help text never says a word twice in a row (e.g. "import  import units")', async () => {
    const commands = ['', 'calc', 'compare', 'run', 'report', 'import', 'import bsdata', 'roster', 'merge', 'effects', 'list', 'show', 'validate', 'schema', 'completion'];
    for (const c of commands) {
      const help = (await runInProcess([...c.split(' ').filter(Boolean), '--help'])).stdout;
      expect(help, c).toMatch(/^Usage: wh40k/);
      const flat = help.replace(/\s+/g, ' ');
      expect(flat.match(/\b(\w+) \1\b/i), `wh40k ${c} --help`).toBeNull();
    }
  });
});

describe('the config file', () => {
  const units = tempDir({ 'mine.yaml': '' });
  /** The fixture unit under another name: a --data folder of one unit. */
  writeFileSync(
    join(units, 'mine.yaml'),
    'name: My Squad\naliases: [mine]\nfaction: Test\nsource: test\nstats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 1 }\nmodels: [{ name: Trooper, count: 5, equipment: [Rifle] }]\nweapons:\n  - { name: Rifle, range: 24, A: 2, BS: 3+, S: 4, AP: -1, D: 1 }\n',
  );
  const run = (cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) => runInProcess(args, { cwd, env });

  it('wh40k.config.yaml in the working directory: data folders (relative to the file) and the default format', async () => {
    const dir = tempDir({ 'wh40k.config.yaml': `data: [${units}]\nformat: json\n` });
    const r = await run(dir, ['show', 'mine']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ kind: 'unit', unit: { name: 'My Squad' } });
    // --format on the command line still wins; merge keeps JSON as its default anyway.
    expect((await run(dir, ['show', 'mine', '--format', 'table'])).stdout).toMatch(/^My Squad \(Test, 5 models\)/);
  });

  it('else $XDG_CONFIG_HOME/wh40k/config.yaml; roster targets from the config', async () => {
    const xdg = tempDir();
    mkdirSync(join(xdg, 'wh40k'));
    writeFileSync(join(xdg, 'wh40k', 'config.yaml'), 'format: csv\n');
    const r = await run(tempDir(), ['effects', '--faction', 'core'], { XDG_CONFIG_HOME: xdg });
    expect(r.stdout.split('\n')[0]).toBe('effect,faction,use with,CP,source,what it does');
    expect((await run(tempDir(), ['effects', '--faction', 'core'], {})).stdout).toMatch(/^┌/);
  });

  it('paths: relative to the file, ~/ the home folder, absolute as they are', () => {
    const c = parseConfig('data: [units, ~/mine, /abs]\nrosters: [../army.rosz]\n', join('/cfg', 'wh40k.config.yaml'), undefined, () => true);
    expect(c.data).toEqual([join('/cfg', 'units'), join(homedir(), 'mine'), '/abs']);
    expect(c.rosters).toEqual(['/army.rosz']);
  });

  it("the README's example is a valid config file in the checkout: every path it names exists there", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const example = /\n {4}# wh40k\.config\.yaml[^\n]*\n((?: {4}.*\n)+)/.exec(readme)![1].replace(/^ {4}/gm, '');
    expect(parseConfig(example, join(ROOT, 'wh40k.config.yaml'))).toMatchObject({ format: 'markdown', targets: ['intercessors', 'terminators', 'leman russ'], data: [join(ROOT, 'examples', 'eleventh-data')] });
  });

  it('a path that names nothing: exit 2 at its file:line:col and field, saying where it was looked for (issue 29 section 3)', async () => {
    const r = await run(tempDir({ 'wh40k.config.yaml': 'format: json\ndata: [my-units]\n' }), ['list'], {});
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/wh40k\.config\.yaml:2:8 data\[0\]: my-units names nothing \(.*my-units; paths are relative to the config file/);
  });

  it('takes the formats the command line takes', () => {
    expect(configSchema.shape.format.unwrap().options).toEqual(FORMATS);
  });

  it('is validated like a unit file: every problem with file:line:col and field, exit 2', async () => {
    const dir = tempDir({ 'wh40k.config.yaml': 'data: units\nfromat: json\nformat: xml\ntargets: []\n' });
    const f = join(dir, 'wh40k.config.yaml');
    const r = await run(dir, ['list']);
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(
      [
        `wh40k: ${f}:1:1 data: expected a list, got "units"`,
        `${f}:2:1 fromat: unknown field "fromat" (did you mean "format"?)`,
        `${f}:3:1 format: expected "table", "json", "csv" or "markdown", got "xml"`,
        `${f}:4:1 targets: needs at least 1 entry`,
      ].join('\n'),
    );
  });
});
