/**
 * World Eaters' Leader abilities: Khârn's Legendary Killer (issue 29 section 2, src/rules/tenth/effects/leaders.ts), on
 * the melee attacks of the unit he leads.
 * Numbers derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { calcJson as calc, weaponRow as row } from '../../cli/in-process.js';

describe("Legendary Killer: the melee attacks of the unit Khârn leads re-roll Hit and Wound rolls of 1", () => {
  it("Khorne Berzerkers' Chainblades led by Khârn: as --reroll-hits ones --reroll-wounds ones on them alone", async () => {
    const led = await calc('khorne berzerkers+kharn', 'vs', 'intercessors', '--charged');
    const flags = await calc('khorne berzerkers', 'vs', 'intercessors', '--charged', '--reroll-hits', 'ones', '--reroll-wounds', 'ones');
    for (const k of ['attacks', 'hits', 'wounds']) expect(row(led, 'Chainblade')[k]).toBeCloseTo(row(flags, 'Chainblade')[k], 12);
    expect(led.effects).toContainEqual(expect.objectContaining({ id: 'legendary-killer', applied: true }));
    expect(row(led, 'Chainblade').hits).toBeGreaterThan(row(await calc('khorne berzerkers', 'vs', 'intercessors', '--charged'), 'Chainblade').hits);
  });
});
