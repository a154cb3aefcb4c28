/**
 * Issue 12 section 1 end to end: bundled aliases keep working whatever else is loaded (`--data`,
 * `--data-bsdata`), and the output says which source a name found, on stderr for the commands
 * whose result is a table of many units and in the notes (table and JSON) of `calc`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, json, wh40k } from './run.js';
import { sharedFixture } from './shared-fixtures.js';

// The bundled Eightbound without its `effects: [beacons-of-rage]` line.
const EIGHTBOUND = `name: Eightbound
faction: World Eaters
source: test
stats: { M: 9, T: 6, Sv: 3+, W: 3, Ld: 6+, OC: 1 }
models:
  - { name: Eightbound, count: 3, equipment: [Eightbound eviscerators] }
weapons:
  - { name: Eightbound eviscerators, range: melee, A: 6, WS: 3+, S: 5, AP: -1, D: 2 }
`;
const { dir, cleanup } = dataFolder({ 'eightbound.yaml': EIGHTBOUND });
const work = mkdtempSync(join(tmpdir(), 'wh40k-names-'));
afterAll(() => {
  cleanup();
  rmSync(work, { recursive: true, force: true });
});
const REPLACED =
  `Eightbound from ${join(dir, 'eightbound.yaml')}, replacing bundled data/world-eaters/eightbound.yaml; ` +
  'it does not carry Beacons of Rage as the replaced profile did (add `effects: [beacons-of-rage]` to keep it)';

describe('a --data unit that replaces a bundled one', () => {
  it('calc: the note is the first of the JSON notes, and the aura is not in play', () => {
    const r = json(['--data', dir, 'calc', 'eightbound', 'vs', 'intercessors', '--charged']);
    expect(r.notes[0]).toBe(REPLACED);
    expect(r.effects.map((e) => e.id)).not.toContain('beacons-of-rage');
  });

  it('calc: the table prints it with the other notes', () => {
    const r = wh40k(['--data', dir, 'calc', 'eightbound', 'vs', 'intercessors', '--charged']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`note: ${REPLACED}`);
  });

  it('compare: on stderr, once; -q drops it', () => {
    const r = wh40k(['--data', dir, 'compare', 'eightbound', 'vs', 'intercessors,terminators', '--charged', '--jobs', '1']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l === `note: ${REPLACED}`)).toHaveLength(1);
    expect(r.stdout).not.toContain('Beacons of Rage');
    const quiet = wh40k(['--data', dir, 'compare', 'eightbound', 'vs', 'intercessors', '--charged', '-q', '--jobs', '1']);
    expect(quiet.stderr).toBe('');
  });
});

const bsdata = sharedFixture('bsdata', 'Warhammer 40,000.gst');
const rosters = sharedFixture('rosters', 'Ultramarines_10E.rosz');
const env = { WH40K_CACHE: join(work, 'cache') };

describe.skipIf(!bsdata)('--data-bsdata (../shared/bsdata): the bundled aliases still work', () => {
  it('calc "Khorne Berzerkers" vs intercessors: both units from the catalogues, each replacing a bundled one', () => {
    const r = json(['--data-bsdata', bsdata!, 'calc', 'Khorne Berzerkers', 'vs', 'intercessors'], env);
    expect(r.attacker.name).toBe('Khorne Berzerkers');
    expect(r.target.name).toBe('Intercessor Squad');
    expect(r.notes.slice(0, 2)).toEqual([
      `Khorne Berzerkers from ${join(bsdata!, 'Chaos - World Eaters.cat')}, replacing bundled data/world-eaters/khorne-berzerkers.yaml`,
      `"intercessors" (Intercessor Squad) from ${join(bsdata!, 'Imperium - Space Marines.cat')}, replacing bundled data/space-marines/intercessor-squad.yaml`,
    ]);
  });

  it.skipIf(!rosters)('roster on its default targets', () => {
    const r = wh40k(['--data-bsdata', bsdata!, 'roster', join(rosters!, 'Ultramarines_10E.rosz'), '--format', 'json', '--jobs', '1'], env);
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { targets: string[] }).targets).toEqual([
      'Intercessor Squad', 'Cadian Shock Troops', 'Terminator Squad', 'Leman Russ Battle Tank', 'Knight Paladin',
    ]);
    for (const alias of ['intercessors', 'guardsmen', 'terminators', 'leman russ', 'knight']) {
      expect(r.stderr).toMatch(new RegExp(`^note: "${alias}" \\(.*\\) from ${bsdata!}/.*, replacing bundled data/`, 'm'));
    }
  });
});
