/**
 * A legacy (7th edition) unit typed on the command line (issue 29 section 1, every ruleset), in the words of that
 * edition's profiles: models, the characteristics, the unit type, then a weapon's range, S, AP, type and special rules:
 *
 *   10x WS4 BS4 S4 T4 W1 I4 A1 Ld8 Sv3+ 24" S4 AP5 Rapid Fire
 *   30x WS4 BS2 S3 T4 W1 I2 A2 Ld7 Sv6+ Melee S4 AP- , Furious Charge
 *   1x BS4 AV11/11/10 HP3 Tank 24" S4 AP5 Assault 2
 *
 * Model groups are separated by `;`. A model needs WS, BS, S, T, W, I, A, Ld and Sv (`-` for none), as a unit file's
 * does; a vehicle BS, AV and HP (the rest are "-"). The weapon starts at its range (24"), `Template` or `Melee`; its S
 * may be `User` or `+1`/`x2`; special rules follow, comma-separated. The words become a unit file's fields and are read
 * by the unit files' own loader, so what the words say is checked as a file is; a word the grammar does not know is
 * refused at its character (TypedProfileError).
 */
import { stringify } from 'yaml';
import { TypedProfileError } from '../../profiles/typed-profile.js';
import { InputError } from '../../profiles/errors.js';
import { parseLegacyUnit } from './load.js';
import type { LegacyUnit } from './types.js';

interface Token {
  readonly text: string;
  readonly at: number;
}

const STATS = ['WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const;
const STAT = /^(WS|BS|S|T|W|I|A|Ld)(\d{1,2}|-)$/i;
const SAVE = /^Sv([2-6]\+|-)$/i;
const INVULNERABLE = /^([2-6])\+\+$/;
const ARMOUR = /^AV(1[0-4])\/(1[0-4])\/(1[0-4])$/i;
const HULL = /^HP(\d{1,2})$/i;
const COUNT = /^(\d+)x$/i;
const RANGE = /^(\d+)"$/;
/** Unit types and vehicle types of the 7th edition core rules ('Unit Types', 'Vehicle Types'). */
const UNIT_TYPES = ['infantry', 'jump', 'jet', 'pack', 'bike', 'jetbike', 'monstrous', 'flying', 'gargantuan', 'creature', 'beast', 'cavalry', 'artillery'];
const VEHICLE_TYPES = ['tank', 'transport', 'walker', 'fast', 'skimmer', 'open-topped', 'heavy', 'chariot', 'flyer', 'super-heavy'];
const WEAPON_TYPE = /^(rapid fire|assault \d+|heavy \d+|salvo \d+\/\d+|pistol|ordnance \d+|melee)$/i;

interface Group {
  count: number;
  stats: Record<string, number | string>;
  vehicle?: { front: number; side: number; rear: number; hullPoints: number; types: string[] };
  types: string[];
  weapon?: { name: string; range: number | string; S: number | string; AP: number | string; type: string; rules: string[] };
}

function tokens(text: string, from: number, to: number): Token[] {
  const out: Token[] = [];
  const re = /[^\s,]+|,/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text)) out.push({ text: m[0], at: m.index });
  return out;
}

/** One group's words (text[from, to)): the model's, then from the weapon's first word, the weapon's. */
function groupOf(text: string, from: number, to: number): Group {
  const words = tokens(text, from, to);
  const g: Group = { count: 1, stats: {}, types: [] };
  const fail = (t: Token, message: string): never => {
    throw new TypedProfileError(text, t.at, message);
  };
  let i = 0;
  for (; i < words.length; i++) {
    const t = words[i];
    const w = t.text;
    let m: RegExpExecArray | null;
    if ((m = COUNT.exec(w))) g.count = Number(m[1]);
    else if ((m = STAT.exec(w))) g.stats[STATS.find((s) => s.toLowerCase() === m![1].toLowerCase())!] = m[2] === '-' ? '-' : Number(m[2]);
    else if ((m = SAVE.exec(w))) g.stats.Sv = m[1];
    else if ((m = INVULNERABLE.exec(w))) g.stats.invulnerable = `${m[1]}++`;
    else if ((m = ARMOUR.exec(w))) g.vehicle = { front: Number(m[1]), side: Number(m[2]), rear: Number(m[3]), hullPoints: g.vehicle?.hullPoints ?? 0, types: [] };
    else if ((m = HULL.exec(w))) g.vehicle = { ...(g.vehicle ?? { front: 0, side: 0, rear: 0, types: [] }), hullPoints: Number(m[1]) };
    else if (UNIT_TYPES.includes(w.toLowerCase()) || VEHICLE_TYPES.includes(w.toLowerCase())) g.types.push(w);
    else if (RANGE.test(w) || /^(melee|template)$/i.test(w)) break;
    else fail(t, `unknown word "${w}": expected a model's Nx, WS4 BS4 S4 T4 W1 I4 A1 Ld8 Sv3+ (4++, AV11/11/10 HP3, a unit type), then a weapon from its range (24", Template or Melee)`);
  }
  if (i < words.length) g.weapon = weaponOf(text, words.slice(i), fail);
  return g;
}

function weaponOf(text: string, words: readonly Token[], fail: (t: Token, message: string) => never): NonNullable<Group['weapon']> {
  const comma = words.findIndex((t) => t.text === ',');
  const profile = comma < 0 ? words : words.slice(0, comma);
  const rules = comma < 0 ? [] : words.slice(comma + 1);
  const first = profile[0].text;
  const melee = /^melee$/i.test(first);
  const weapon = { name: '', range: melee ? 'melee' : /^template$/i.test(first) ? 'Template' : Number(RANGE.exec(first)![1]), S: 'User' as number | string, AP: '-' as number | string, type: melee ? 'Melee' : '', rules: [] as string[] };
  const typeWords: Token[] = [];
  for (const t of profile.slice(1)) {
    let m: RegExpExecArray | null;
    if ((m = /^S(\d{1,2}|User|[+x]\d)$/i.exec(t.text))) weapon.S = /^\d+$/.test(m[1]) ? Number(m[1]) : m[1].toLowerCase() === 'user' ? 'User' : m[1];
    else if ((m = /^AP([1-6]|-)$/i.exec(t.text))) weapon.AP = m[1] === '-' ? '-' : Number(m[1]);
    else typeWords.push(t);
  }
  if (typeWords.length) {
    const type = typeWords.map((t) => t.text).join(' ');
    if (!WEAPON_TYPE.test(type)) fail(typeWords[0], `unknown weapon words "${type}": expected S4 (or SUser, S+1, Sx2), AP5 (or AP-) and a type (Rapid Fire, Assault 2, Heavy 1, Salvo 2/3, Pistol, Ordnance 1, Melee)`);
    weapon.type = type;
  }
  if (!weapon.type) fail(profile[profile.length - 1], 'a weapon needs its type (Rapid Fire, Assault 2, Heavy 1, Salvo 2/3, Pistol, Ordnance 1; Melee)');
  weapon.rules = rules.length ? text.slice(rules[0].at, rules[rules.length - 1].at + rules[rules.length - 1].text.length).split(',').map((r) => r.trim()).filter(Boolean) : [];
  weapon.name = text.slice(words[0].at, (comma < 0 ? words[words.length - 1] : words[comma - 1]).at + (comma < 0 ? words[words.length - 1] : words[comma - 1]).text.length);
  return weapon;
}

/** The unit file the words describe: each group's characteristics complete (a vehicle's "-" where not given). */
function unitFile(text: string): object {
  const groups: Group[] = [];
  let from = 0;
  for (const part of text.split(';')) {
    const to = from + part.length;
    if (part.trim() === '') throw new TypedProfileError(text, from, 'an empty model group: groups are separated by ";"');
    const g = groupOf(text, from, to);
    const needs = g.vehicle ? ['BS'] : [...STATS, 'Sv'];
    const missing = needs.filter((s) => g.stats[s] === undefined);
    if (missing.length) throw new TypedProfileError(text, to, `a legacy ${g.vehicle ? 'vehicle' : 'model'} needs ${needs.join(', ')}${g.vehicle ? ', AV and HP' : ' (- for none)'}: ${missing.join(', ')} missing`);
    if (g.vehicle && !(g.vehicle.front && g.vehicle.hullPoints)) throw new TypedProfileError(text, to, 'a vehicle needs its Armour Values and Hull Points: AV11/11/10 HP3');
    if (g.vehicle) for (const s of [...STATS, 'Sv']) g.stats[s] ??= '-';
    groups.push(g);
    from = to + 1;
  }
  const vehicles = groups.filter((g) => g.vehicle);
  if (vehicles.length && vehicles.length < groups.length) throw new TypedProfileError(text, 0, 'a unit is vehicles or models, not both');
  const types = [...new Set(groups.flatMap((g) => g.types))];
  const unitTypes = types.filter((t) => UNIT_TYPES.includes(t.toLowerCase()));
  const weapons = groups.flatMap((g) => (g.weapon ? [g.weapon] : [])).filter((w, i, all) => all.findIndex((o) => o.name === w.name) === i);
  return {
    ruleset: 'legacy',
    name: text,
    faction: 'typed',
    source: 'typed on the command line',
    type: vehicles.length ? 'Vehicle' : unitTypes.length ? unitTypes.join(' ') : 'Infantry',
    models: groups.map((g, i) => ({
      name: groups.length > 1 ? `group ${i + 1}` : 'model',
      count: g.count,
      stats: g.stats,
      ...(g.vehicle ? { vehicle: { ...g.vehicle, types: g.types.filter((t) => VEHICLE_TYPES.includes(t.toLowerCase())) } } : {}),
      weapons: g.weapon ? [g.weapon.name] : [],
    })),
    weapons: weapons.map(({ rules, ...w }) => ({ ...w, rules })),
  };
}

const made = new Map<string, LegacyUnit>();

/** The legacy unit the words describe; refused (TypedProfileError, or the loader's InputError in the words' terms). */
export function legacyTypedUnit(text: string): LegacyUnit {
  const known = made.get(text);
  if (known) return known;
  let unit: LegacyUnit;
  try {
    unit = parseLegacyUnit(stringify(unitFile(text)), 'typed profile');
  } catch (e) {
    // The loader's message names its own file's lines: the words are what the user wrote.
    if (e instanceof InputError && !(e instanceof TypedProfileError)) throw new InputError(`typed profile "${text}": ${e.message.replace(/^typed profile(:\d+)*:? ?/gm, '')}`);
    throw e;
  }
  made.set(text, unit);
  return unit;
}
