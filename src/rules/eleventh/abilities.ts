/**
 * A weapon's abilities as they apply against one target (11e 24): keyword-qualified ones only against the
 * keywords they name, and duplicates never stacking (11e 24.02, RULINGS 8: the instance worth more in
 * expectation; ties: the fixed value), each drop said in a note.
 */
import { diceDist, isRandom, type DiceExpression } from '../../dice/expression.js';
import { abilityText } from './profiles/abilities.js';
import type { Ability, AbilityKind, Weapon } from './types.js';

export interface WeaponAbilities {
  readonly sustainedHits?: DiceExpression;
  readonly lethalHits: boolean;
  readonly devastatingWounds: boolean;
  /** The lowest applicable Anti-X Y+ threshold (RULINGS 4). */
  readonly anti?: number;
  readonly melta?: DiceExpression;
  readonly rapidFire?: DiceExpression;
  readonly blast?: number;
  readonly cleave?: number;
  readonly has: ReadonlySet<AbilityKind>;
  /** 'no effect' abilities by name. */
  readonly noEffect: readonly string[];
  readonly notes: readonly string[];
}

type Valued = 'sustained hits' | 'melta' | 'rapid fire' | 'blast' | 'cleave' | 'anti';

/** Whether an ability applies against a target with these keywords (11e 24: `[LETHAL HITS: VEHICLE]`). */
export function applies(ability: Ability, keywords: readonly string[]): boolean {
  if (ability.kind === 'anti') return keywords.includes(ability.keyword.toUpperCase());
  const against = 'against' in ability ? ability.against : undefined;
  return against === undefined || against.some((k) => keywords.includes(k.toUpperCase()));
}

/** What one instance of a valued ability is worth, to keep the best (RULINGS 8). Higher is better. */
function worth(a: Ability): number {
  switch (a.kind) {
    case 'sustained hits':
      return diceDist(a.hits).mean();
    case 'melta':
      return diceDist(a.damage).mean();
    case 'rapid fire':
      return diceDist(a.attacks).mean();
    case 'blast':
    case 'cleave':
      return a.per5;
    case 'anti':
      return -a.threshold;
    default:
      return 0;
  }
}

function random(a: Ability): boolean {
  if (a.kind === 'sustained hits') return isRandom(a.hits);
  if (a.kind === 'melta') return isRandom(a.damage);
  if (a.kind === 'rapid fire') return isRandom(a.attacks);
  return false;
}


/** The instance kept of several (RULINGS 8: worth more; ties: the fixed value; then the first listed). */
function best(instances: readonly Ability[]): Ability {
  return instances.reduce((kept, a) => {
    const d = worth(a) - worth(kept);
    if (d > 1e-12) return a;
    if (Math.abs(d) <= 1e-12 && random(kept) && !random(a)) return a;
    return kept;
  });
}

export function weaponAbilities(weapon: Weapon, targetKeywords: readonly string[]): WeaponAbilities {
  // The same keywords' array comes back in every call of a calculation: found by identity before it is joined.
  let byArray = abilitiesByArray.get(weapon);
  if (!byArray) abilitiesByArray.set(weapon, (byArray = new WeakMap()));
  let known = byArray.get(targetKeywords);
  if (!known) byArray.set(targetKeywords, (known = abilitiesByKey(weapon, targetKeywords)));
  return known;
}

const abilitiesByArray = new WeakMap<Weapon, WeakMap<readonly string[], WeaponAbilities>>();

function abilitiesByKey(weapon: Weapon, targetKeywords: readonly string[]): WeaponAbilities {
  const key = targetKeywords.join();
  let byKeywords = abilitiesOf.get(weapon);
  if (!byKeywords) abilitiesOf.set(weapon, (byKeywords = new Map()));
  let found = byKeywords.get(key);
  if (!found) byKeywords.set(key, (found = abilitiesAgainst(weapon, targetKeywords)));
  return found;
}

/** A weapon's abilities by the target's keywords, worked out once per weapon object (a sweep meets it again). */
const abilitiesOf = new WeakMap<Weapon, Map<string, WeaponAbilities>>();

function abilitiesAgainst(weapon: Weapon, targetKeywords: readonly string[]): WeaponAbilities {
  const applicable = weapon.abilities.filter((a) => applies(a, targetKeywords));
  const notes: string[] = [];
  const byKind = new Map<AbilityKind, Ability[]>();
  for (const a of applicable) byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), a]);
  const kept = (kind: Valued): Ability | undefined => {
    const instances = byKind.get(kind);
    if (!instances) return undefined;
    const chosen = best(instances);
    if (instances.length > 1) {
      notes.push(
        `${weapon.name}: ${instances.map(abilityText).join(', ')} do not stack (11e 24.02, RULINGS 8): kept ${abilityText(chosen)}`,
      );
    }
    return chosen;
  };
  const sustained = kept('sustained hits');
  const melta = kept('melta');
  const rapidFire = kept('rapid fire');
  const blast = kept('blast');
  const cleave = kept('cleave');
  const anti = kept('anti');
  return {
    sustainedHits: sustained?.kind === 'sustained hits' ? sustained.hits : undefined,
    lethalHits: byKind.has('lethal hits'),
    devastatingWounds: byKind.has('devastating wounds'),
    anti: anti?.kind === 'anti' ? anti.threshold : undefined,
    melta: melta?.kind === 'melta' ? melta.damage : undefined,
    rapidFire: rapidFire?.kind === 'rapid fire' ? rapidFire.attacks : undefined,
    blast: blast?.kind === 'blast' ? blast.per5 : undefined,
    cleave: cleave?.kind === 'cleave' ? cleave.per5 : undefined,
    has: new Set(byKind.keys()),
    noEffect: applicable.flatMap((a) => (a.kind === 'no effect' ? [a.name] : [])),
    notes,
  };
}
