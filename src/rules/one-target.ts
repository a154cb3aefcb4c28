/**
 * What every ruleset's `calc "A, B" vs T` shares (issue 29 section 1; rules/tenth/matchup/one-target.ts,
 * rules/eleventh/one-target.ts): the order the units attack in, said in notes, and their names in the notes and effects.
 */
export type OneTargetPhase = 'ranged' | 'melee';

/**
 * The units with their phases in the order they attack: --ranged or --melee (`requested`) for all; else a unit with
 * ranged weapons shoots and one without fights, --charged saying that those that fight charged. Units that shoot go
 * first (the Shooting phase comes before the Fight phase), else in the order given; notes say both.
 */
export function attackOrder<U extends { readonly name: string }>(
  units: readonly U[],
  hasRanged: (unit: U) => boolean,
  o: { readonly requested?: OneTargetPhase; readonly charged?: boolean },
  notes: string[],
): { unit: U; phase: OneTargetPhase }[] {
  const phased = units.map((unit) => ({ unit, phase: o.requested ?? (hasRanged(unit) ? 'ranged' : 'melee') }));
  const ordered = [...phased.filter((a) => a.phase === 'ranged'), ...phased.filter((a) => a.phase === 'melee')];
  if (ordered.some((a, i) => a !== phased[i])) notes.push(`the units that shoot attack before those that fight (the Shooting phase comes before the Fight phase): ${ordered.map((a) => a.unit.name).join(', then ')}`);
  if (!o.requested) notes.push(`each unit's phase: ${ordered.map((a) => `${a.unit.name} ${a.phase}`).join(', ')} (a unit with ranged weapons shoots${o.charged ? ', --charged is for the units that fight' : ''}; --melee or --ranged sets it for every unit)`);
  return ordered;
}

/** Each unit's name in the notes and effects; a name given twice is numbered ("Intercessor Squad (2)"). */
export function unitLabels(names: readonly string[]): string[] {
  return names.map((n, i) => (names.filter((m) => m === n).length > 1 ? `${n} (${names.slice(0, i + 1).filter((m) => m === n).length})` : n));
}
