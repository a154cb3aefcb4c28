/**
 * Issue 12 section 1: bundled aliases keep working whatever else is loaded, and a name defined by
 * two sources says which one it found (and what a replacement leaves out).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRoster, parseFolder } from '../../src/rules/tenth/profiles/registry.js';
import { tempDir, unitYaml } from './fixtures.js';

const EIGHTBOUND_WITHOUT_AURA = unitYaml('Eightbound');

describe('a unit that replaces a bundled one by name', () => {
  it('takes over the bundled aliases it does not define, and says what it replaced', async () => {
    const dir = tempDir({ 'mine.yaml': unitYaml('Intercessor Squad', { T: 5 }) });
    const roster = await loadRoster([dir]);
    expect(roster.notes).toEqual([]);
    const unit = roster.find('intercessors');
    expect(unit.models[0].stats.T).toBe(5);
    expect(unit.aliases).toContain('intercessors');
    expect(roster.notes).toEqual([
      `"intercessors" (Intercessor Squad) from ${join(dir, 'mine.yaml')}, replacing bundled data/space-marines/intercessor-squad.yaml`,
    ]);
  });

  it('names the effects the replaced profile carried (the Eightbound aura Beacons of Rage)', async () => {
    const dir = tempDir({ 'eightbound.yaml': EIGHTBOUND_WITHOUT_AURA });
    const roster = await loadRoster([dir]);
    expect(roster.find('EIGHTBOUND').effects).toEqual([]);
    expect(roster.notes).toEqual([
      `Eightbound from ${join(dir, 'eightbound.yaml')}, replacing bundled data/world-eaters/eightbound.yaml; ` +
        'it does not carry Beacons of Rage as the replaced profile did (add `effects: [beacons-of-rage]` to keep it)',
    ]);
  });

  it('an imported unit (BattleScribe data, a roster) replaces a --data one, which replaced the bundled one', async () => {
    const mine = tempDir({ 'a.yaml': unitYaml('Intercessor Squad', { T: 5 }) });
    const imported = tempDir({ 'b.yaml': unitYaml('Intercessor Squad', { T: 7 }) });
    const roster = await loadRoster([mine], undefined, await parseFolder(imported));
    expect(roster.find('Intercessor Squad').models[0].stats.T).toBe(7);
    expect(roster.find('intercessors').models[0].stats.T).toBe(7);
    // One note per name looked up, each once however often it is looked up.
    roster.find('intercessors');
    const replacing = `from ${join(imported, 'b.yaml')}, replacing bundled data/space-marines/intercessor-squad.yaml, ${join(mine, 'a.yaml')}`;
    expect(roster.notes).toEqual([`Intercessor Squad ${replacing}`, `"intercessors" (Intercessor Squad) ${replacing}`]);
  });
});

describe('a name two units answer to', () => {
  it('uses the later source and says so', async () => {
    const dir = tempDir({ 'mine.yaml': unitYaml('My Battery', { aliases: ['fob'] }) });
    const roster = await loadRoster([dir]);
    expect(roster.find('fob').name).toBe('My Battery');
    expect(roster.notes).toEqual([
      `"fob" names My Battery (${join(dir, 'mine.yaml')}) and Field Ordnance Battery (bundled data/astra-militarum/field-ordnance-battery.yaml): using My Battery`,
    ]);
  });

  it('the bundled data alone gives no notes', async () => {
    const roster = await loadRoster();
    for (const name of ['eightbound', 'intercessors', 'fob', 'guardsmen', 'knight', 'walker']) roster.find(name);
    expect(roster.notes).toEqual([]);
  });
});
