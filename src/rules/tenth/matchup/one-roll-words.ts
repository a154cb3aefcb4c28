/**
 * Where each one-roll rule went (a Fate die among them), in the words calc's Effects section, turn's
 * and the report's effects line share (RULINGS 13: "the output says where each die was used").
 */
import type { AssignedRoll } from '../engine.js';

/** A one-roll rule placed on a weapon of the scenario, named (calc's JSON `oneRolls`). */
export type PlacedRoll = Omit<AssignedRoll, 'weapon'> & { readonly weaponName: string };

/** One line per use: a use shared by several rolls (AssignedRoll `once`) is one line, its rolls in the order they are made. */
export function oneRollLines(rolls: readonly PlacedRoll[]): string[] {
  const lines: string[] = [];
  rolls.forEach((r, i, all) => {
    if (r.once !== undefined && all.findIndex((o) => o.once === r.once) !== i) return;
    const shared = r.once === undefined ? [r] : all.filter((o) => o.once === r.once);
    const [texts, weapons] = [[...new Set(shared.map(oneRollText))], [...new Set(shared.map((o) => o.weaponName))]];
    const when = texts.length > 1 ? ' (decided just after each roll)' : weapons.length > 1 ? ' (the first roll it helps, whichever weapon)' : '';
    lines.push(`${texts.join(', or else ')}${when}: ${weapons.join(' or ')}`);
  });
  return lines;
}

function oneRollText(r: PlacedRoll): string {
  switch (r.action) {
    case 'fate':
      return `Fate die ${r.value} on the first ${r.roll} roll`;
    case 'fate-reroll':
      return `Fate die ${r.value} on the first ${r.roll} re-roll`;
    case 'six':
      return `one failed ${r.roll} roll${r.lastAttacks === 1 ? " (on the weapon's last attack)" : r.lastAttacks ? ` (on the weapon's last ${r.lastAttacks} attacks)` : ''} counts as a 6`;
    case 'critical':
      return `one ${r.roll} roll that is not a Critical counts as a 6`;
    case 'reroll':
      return `re-roll one ${r.roll} roll`;
  }
}
