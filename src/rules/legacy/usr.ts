// Every Universal Special Rule of ../shared/rules/004 and what the legacy engine does with it (issue 14, section 2).
// `wh40k --ruleset legacy effects` prints this table and the README shows it; tests/rules/legacy/usr.test.ts checks
// that every heading of 004 is here (a rule, or a sub-heading of one) and that each modelled rule's test names it.

// Issue 14 section 2 allows these two only: modelled (with its test), or no effect on an attack's numbers (with why).
export type UsrStatus = 'modelled' | "no effect on an attack's numbers";

export interface UsrEntry {
  /** As 004 heads it. */
  readonly name: string;
  readonly status: UsrStatus;
  /** What the engine does, or why the rule changes no number of an attack on a non-vehicle unit. */
  readonly note: string;
  /** The test file (under tests/rules/legacy/) that derives its numbers by hand, for a modelled rule. */
  readonly test?: string;
  /** Headings of 004 that belong to this rule. */
  readonly subHeadings?: readonly string[];
}

const SHOOTING = 'shooting-usr.test.ts';
const MELEE = 'melee-usr.test.ts';
const DEFENCE = 'defence-usr.test.ts';
const VEHICLE_TESTS = 'vehicles.test.ts';
const VEHICLE_ATTACKS = 'vehicle-attacks.test.ts';
const VECTOR_STRIKE = 'vector-strike.test.ts';
const APOCALYPTIC = 'apocalyptic.test.ts';
const NO_EFFECT = "no effect on an attack's numbers";

const modelled = (name: string, test: string, note: string, subHeadings?: readonly string[]): UsrEntry => ({
  name,
  status: 'modelled',
  note,
  test,
  ...(subHeadings ? { subHeadings } : {}),
});
const other = (name: string, status: Exclude<UsrStatus, 'modelled'>, note: string, subHeadings?: readonly string[]): UsrEntry => ({
  name,
  status,
  note,
  ...(subHeadings ? { subHeadings } : {}),
});

export const LEGACY_USRS: readonly UsrEntry[] = [
  other('Acute Senses', NO_EFFECT, 'the table edge of Reserves'),
  other('Adamantium Will', NO_EFFECT, 'Deny the Witch tests'),
  other('And They Shall Know No Fear', NO_EFFECT, 'Fear, Regroup and Morale tests'),
  other('Assault Vehicle', NO_EFFECT, 'disembarking'),
  modelled('Armourbane', VEHICLE_TESTS, 'an extra D6 for armour penetration (shooting: the weapon\'s rule; close combat: the model\'s or weapon\'s)'),
  modelled('Barrage', VEHICLE_TESTS, 'fires indirectly and scatters; its hits are those of its Blast marker (--blast-hits); against vehicles, on the side armour', ['Multiple Barrages']),
  modelled('Apocalyptic Barrage', APOCALYPTIC, 'a D6 per shot strikes circle 1, 2, 3, 4 or 5-6 (5 and 6), hitting the models under it: given by --barrage-circles (default 3 each, in a note); an exact multinomial of strikes; vehicles: side armour'),
  modelled('Blast', SHOOTING, 'no To Hit roll; models hit per shot from --blast-hits (default 3), at most the target\'s models; no Snap Shots', [
    'Multiple Blasts',
    'Blast Weapons and Re-rolls',
    'Blast Weapons and Snap Shots',
  ]),
  modelled('Large Blast', SHOOTING, 'as Blast; default 5 models hit per shot'),
  modelled('Massive Blast', VECTOR_STRIKE, 'as Blast (7" marker); default 7 models hit per shot (--blast-hits)'),
  modelled('Apocalyptic Blast', VECTOR_STRIKE, 'as Blast (10" marker); default 10 models hit per shot (--blast-hits)'),
  modelled('Apocalyptic Mega-blast (5"/7"/10")', APOCALYPTIC, 'S and AP written "10/7/5", "1/4/6": each zone hits its models (--mega-blast-zones, default 5, 2, 3 in a note, inner first, at most the target\'s models) at its S and AP, a Wound pool each; vehicles: side armour'),
  other('Blind', NO_EFFECT, 'an Initiative test at the end of the phase'),
  other('Brotherhood of Psykers/Sorcerers', NO_EFFECT, 'psychic powers'),
  other('Bulky', NO_EFFECT, 'Transport Capacity', ['Very Bulky', 'Extremely Bulky']),
  other('Concussive', NO_EFFECT, 'Initiative 1 afterwards'),
  modelled('Counter-attack', MELEE, '+1 Attack when the attacker was charged (condition wasCharged)'),
  other('Crusader', NO_EFFECT, 'Run moves and Sweeping Advances'),
  modelled('Daemon', DEFENCE, 'a 5+ invulnerable save, and Fear'),
  other('Deep Strike', NO_EFFECT, 'deployment from Reserve', ['Arriving by Deep Strike', 'Deep Strike and Transports', 'Deep Strike Mishaps']),
  modelled('Destroyer Weapons', SHOOTING, 'its table (1 nothing, 2-5 D3 Wounds, 6 D6+6 Wounds and no save; vehicles: penetrating hits losing D3 or D6+6 Hull Points), Strength 10 for Instant Death, no Feel No Pain, excess lost'),
  modelled('Eternal Warrior', DEFENCE, 'an Instant Death wound removes 1 Wound (a Destroyer hit still its D3 or D6+6)'),
  modelled('Fear', MELEE, 'in close combat against a unit that causes Fear, the attacker tests on its highest Ld (2D6), fighting at WS 1 if it fails; Fearless, And They Shall Know No Fear and Zealot pass; a model with no Leadership (a vehicle, Ld -) takes none'),
  other('Fearless', NO_EFFECT, 'tests and Morale checks (it passes Fear tests: see Fear)'),
  modelled('Feel No Pain', DEFENCE, 'X+ (5+ if no number) per unsaved Wound; not against Instant Death or Destroyer'),
  other('Fleet', NO_EFFECT, 'Run moves and charge ranges'),
  modelled('Fleshbane', MELEE, 'always wounds on 2+'),
  modelled('Force', MELEE, 'Force weapons have Instant Death once the power is manifested (condition force)', ['Force (psychic power)']),
  modelled('Furious Charge', MELEE, '+1 Strength on the charge'),
  modelled('Gets Hot', SHOOTING, 'supercharged (condition supercharge): +1 Strength; each final unmodified 1 To Hit (a D6 per shot for Blasts) wounds the firer, shown as getsHotWounds (a vehicle: a glancing hit, getsHotHullPoints)', [
    'Gets Hot and Weapons that do not roll To Hit',
    'Gets Hot and Re-rolls',
  ]),
  modelled('Graviton', SHOOTING, "wounds on the target's majority armour save, 6+ at worst; vehicles: a D6, on a 6 Immobilised and 1 Hull Point"),
  modelled('Hammer of Wrath', MELEE, 'on the charge, a D6 per model: on 3+ one hit at its Strength, AP -, first'),
  modelled('Hatred', MELEE, 're-roll failed To Hit rolls in the first round (condition firstRound) against its foe'),
  modelled('Haywire', VEHICLE_TESTS, 'against vehicles a D6 instead of armour penetration: 1 nothing, 2-5 glancing, 6 penetrating'),
  other('Hit & Run', NO_EFFECT, 'leaving combat'),
  modelled('Ignores Cover', SHOOTING, 'no cover save against its wounds'),
  other('Independent Character', NO_EFFECT, 'joining units and Look Out, Sir: Wounds go in the unit file\'s order', [
    'Joining and Leaving a Unit',
    'Look Out, Sir',
    'Independent Characters and Infiltrate',
    'Independent Characters and Ongoing Effects',
  ]),
  other('Infiltrate', NO_EFFECT, 'deployment', ['Infiltrate and Scout']),
  modelled('Instant Death', DEFENCE, 'the rule, or Strength at least double the Toughness: the model is removed'),
  other('Interceptor', NO_EFFECT, 'when it may fire'),
  other('It Will Not Die', NO_EFFECT, 'regains Wounds at the end of the turn'),
  modelled('Jink', DEFENCE, 'the Jinking target\'s models with Jink have a 4+ cover save (condition jink)'),
  modelled('Lance', VEHICLE_TESTS, 'Armour Values above 12 count as 12'),
  modelled('Master-crafted', SHOOTING, "one failed To Hit roll a turn re-rolled, per model (exact); the rest of the weapon's re-rolls first"),
  modelled('Melta', VEHICLE_TESTS, 'an extra D6 for armour penetration at half range (--half-range)'),
  other('Mighty Bulwark', NO_EFFECT, "a building's Building Damage table only; a legacy target is models or a vehicle (Vehicle Damage table), never a building"),
  modelled('Missile Lock', SHOOTING, 're-roll failed To Hit rolls with One Use Only weapons'),
  modelled('Monster Hunter', MELEE, 're-roll failed To Wound rolls against Monstrous Creatures'),
  other('Move Through Cover', NO_EFFECT, 'movement'),
  other('Night Vision', NO_EFFECT, 'Night Fighting (give its cover with --cover)'),
  other('One Use Only/One Shot Only', NO_EFFECT, 'one attack a battle; this is one attack'),
  other('Outflank', NO_EFFECT, 'Reserves'),
  other('Pinning', NO_EFFECT, 'a Leadership test after the shooting'),
  modelled('Poisoned', MELEE, 'wounds on X+ (4+) unless the chart needs less; in close combat re-roll failed To Wound rolls if S > T; no effect against vehicles (the profile\'s Strength penetrates)'),
  modelled('Power of the Machine Spirit', VEHICLE_ATTACKS, 'a vehicle that moved (--moved: Combat Speed) fires one more weapon at full BS; assumed it neither Advanced nor used smoke launchers'),
  modelled('Precision Shots', SHOOTING, 'a 6 To Hit (not Snap Shots, not Blasts) wounds the group named by the condition precisionTarget, first; unnamed, as the other Wounds'),
  modelled('Precision Strikes', MELEE, 'a 6 To Hit wounds the group named by the condition precisionTarget, first; unnamed, as the other Wounds'),
  modelled('Preferred Enemy', MELEE, 're-roll To Hit and To Wound rolls of 1 against its foe'),
  other('Psychic Pilot', NO_EFFECT, 'psychic powers'),
  other('Psyker', NO_EFFECT, 'psychic powers'),
  modelled('Rage', MELEE, '+2 Attacks on the charge instead of +1'),
  modelled('Rampage', MELEE, '+D3 Attacks (one roll for all) when the target unit has more models than the attacker'),
  modelled('Relentless', SHOOTING, 'Heavy, Salvo and Ordnance as if stationary'),
  modelled('Rending', MELEE, 'a To Wound 6 wounds automatically at AP2; vehicles: a penetration die of 6 adds D3'),
  other('Repel the Enemy', NO_EFFECT, 'charging from buildings'),
  other('Scout X', NO_EFFECT, 'redeployment', ['Infiltrate and Scout']),
  other('Sentry Defence System', NO_EFFECT, "whether an unoccupied building's weapons fire and whether it may be shot at or charged, not an attack's numbers; no legacy profile is a building"),
  modelled('Shred', MELEE, 're-roll failed To Wound rolls'),
  modelled('Shrouded', DEFENCE, 'cover 2 better (5+ in the open), with Stealth to 3+ at best'),
  modelled('Skilled Rider', DEFENCE, '+1 to Jink cover saves'),
  modelled('Skyfire', SHOOTING, '-1 BS against targets that are not Flyers, Flying Monstrous Creatures or Skimmers'),
  modelled('Slow and Purposeful', SHOOTING, 'Heavy, Salvo and Ordnance as if stationary'),
  modelled('Smash', MELEE, 'close combat attacks at AP2 unless AP1, also on the Vehicle Damage table; with the condition smashAttack a single Smash Attack at double Strength, its penetration roll re-rolled when it fails, a glance where Tank Hunters would re-roll it'),
  modelled('Sniper', SHOOTING, 'wounds on 4+, a 6 at AP2, and Precision Shots; Strength 4 against vehicles'),
  other('Soul Blaze', NO_EFFECT, 'hits at the end of the turn, not part of this attack'),
  modelled('Specialist Weapon', MELEE, '+1 Attack for two weapons only with two Specialist Weapons'),
  other('Split Fire', NO_EFFECT, 'choosing targets'),
  modelled('Stealth', DEFENCE, 'cover 1 better (6+ in the open)'),
  modelled('Strafing Run', VEHICLE_ATTACKS, '+1 BS with Assault, Heavy, Rapid Fire and Salvo weapons at Artillery, Beasts, Bikes, Cavalry, Infantry, Monstrous Creatures and vehicles that are neither Flyers nor Skimmers'),
  other('Strikedown', NO_EFFECT, 'movement afterwards'),
  other('Stubborn', NO_EFFECT, 'Morale and Pinning tests'),
  other('Supersonic', NO_EFFECT, 'movement'),
  modelled('Swarms', DEFENCE, 'an unsaved Blast or Template Wound counts twice unless Instant Death'),
  modelled('Tank Hunters', VEHICLE_TESTS, 're-roll failed armour penetration rolls, and a glancing hit where the re-roll is worth more Hull Points on average (a destroyed vehicle counting all), chosen hit by hit on the vehicle as it stands; a lower bound of the best choices (the second result kept)'),
  modelled('Torrent', SHOOTING, 'a Template weapon (its placement changes no number)'),
  modelled('Twin-linked', SHOOTING, 're-roll failed To Hit rolls; a Twin-linked Template re-rolls failed To Wound rolls', [
    'Twin-linked Blast Weapons',
    'Twin-linked Template Weapons',
  ]),
  modelled('Unwieldy', 'initiative.test.ts', "the weapon's blows are struck at Initiative step 1 (not a Monstrous or Gargantuan Creature's or a Walker's), after the unit's other blows; the blows of the attacking unit only"),
  other('Vector Dancer', NO_EFFECT, 'movement'),
  modelled('Vector Strike', VECTOR_STRIKE, 'with the condition vectorStrike, the matchup is its hits alone: 1 per model (D3 at a Flyer, taken to Zoom, or a Flying Monstrous Creature, taken to Swoop) at unmodified Strength, AP2, Ignores Cover, no other rules; vehicles: side armour; Wounds in the unit file\'s order, not Random Allocation'),
  modelled('Vortex', SHOOTING, 'a Destroyer weapon with a blast marker'),
  modelled('Zealot', MELEE, 're-roll failed To Hit rolls in the first round (condition firstRound)'),
];

/** The rule names a legacy profile may list: lower case, as 004 heads them ("feel no pain", "scout x"). */
export function legacyUsrNames(): string[] {
  return LEGACY_USRS.map((entry) => entry.name.toLowerCase());
}
