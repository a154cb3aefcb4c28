/**
 * A player's effect files (issue 12 section 6): read, validated (file:line:col, field, did you mean),
 * and turned into the same Effect values the built-in ones are. An id or a name that a built-in
 * effect, or another of the player's, already answers to is an error: `--with NAME` must mean one
 * rule. Loaded only when there are such files (the CLI checks for them first).
 */
import { builtInEffects } from '../effects/index.js';
import type { Effect, EffectPart } from '../effects/types.js';
import { lookupKey } from '../../names.js';
import { isMap, isScalar } from 'yaml';
import { EFFECT_FIELDS, EFFECT_FILE_SCHEMAS, type EffectFileShape, type PlayerEffectFile } from './effect-schema.js';
import { InputError } from '../../../profiles/errors.js';
import { byPosition, fieldName, type Path } from '../../../profiles/positions.js';
import { MAX_YAML_BYTES, readUserText } from '../../../profiles/read-file.js';
import { suggest } from '../../../profiles/wording.js';
import { readYamlDocument } from '../../../profiles/yaml-document.js';
import { parseValidated } from '../../../profiles/yaml.js';

const EFFECT_FILE_NEEDS = 'an effect file holds an effect, or a list of them, each with id, name, source, summary and attacker or target (see README "Your own effects")';

/** An effect read from a file, and where its fields are (for errors found across files). */
export interface PlayerEffect {
  readonly effect: Effect;
  /** `file:line:col effects[0].id` for a field of this effect. */
  readonly at: (field: Path) => string;
}

type Part = NonNullable<PlayerEffectFile['attacker']>;

/** The YAML part as the engine's EffectPart: `hit: 1` becomes a modifier named after the effect. */
function toPart(p: Part | Omit<Part, 'also'>, name: string): EffectPart {
  const { adjust, also, ...rest } = p as Part;
  const out: EffectPart = { ...rest, ...(also ? { also: also.map((a) => toPart(a, name)) } : {}) };
  if (!adjust) return out;
  const { hit, wound, armourSave, damageReduction, rerollDamage, ...same } = adjust;
  const named = (v: number | undefined) => (v === undefined ? undefined : [[name, v] as const]);
  return {
    ...out,
    adjust: {
      ...same,
      hit: named(hit),
      wound: named(wound),
      armourSave: named(armourSave),
      damage: damageReduction,
      rerollDamageOnes: rerollDamage === 'ones' || undefined,
      rerollDamageAny: rerollDamage === 'any' || undefined,
    },
  };
}

function toEffect(e: PlayerEffectFile): Effect {
  return {
    id: e.id,
    name: e.name,
    faction: e.faction,
    source: e.source,
    summary: e.summary,
    ...(e.cp === undefined ? {} : { cp: e.cp }),
    ...(e.attacker ? { attacker: toPart(e.attacker, e.name) } : {}),
    ...(e.target ? { target: toPart(e.target, e.name) } : {}),
  };
}

/**
 * How a file holds its effects, from its top-level YAML node: a map with an `id` is one effect, any
 * other map holds `effects:` (so a misspelt `efects:` gets a did-you-mean), anything else is a list.
 */
export function effectFileShape(top: unknown): EffectFileShape {
  if (!isMap(top)) return 'list';
  return top.items.some((p) => isScalar(p.key) && p.key.value === 'id') ? 'single' : 'wrapped';
}

/** Parse and validate one effect file's text. */
export function parseEffectFile(text: string, file: string): PlayerEffect[] {
  const shape = effectFileShape(readYamlDocument(text, file).doc.contents);
  const { data, where } = parseValidated(text, file, EFFECT_FILE_SCHEMAS[shape], EFFECT_FIELDS, EFFECT_FILE_NEEDS);
  const list = Array.isArray(data) ? data : 'effects' in data ? data.effects : [data];
  const prefix = (i: number): Path => (shape === 'list' ? [i] : shape === 'wrapped' ? ['effects', i] : []);
  return list.map((e, i) => {
    const path = (field: Path): Path => [...prefix(i), ...field];
    return { effect: toEffect(e), at: (field) => `${where(path(field))} ${fieldName(path(field))}` };
  });
}

/**
 * Problems across the player's effects: an id or name another effect answers to (a built-in one,
 * or an earlier of the player's), a `withEffect` or `notWithEffect` naming no effect.
 */
export function crossEffectProblems(player: readonly PlayerEffect[]): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const e of builtInEffects()) {
    for (const n of [e.id, e.name]) owner.set(lookupKey(n), `the built-in effect ${e.id} (${e.faction}, ${e.source})`);
  }
  for (const { effect, at } of player) {
    for (const field of ['id', 'name'] as const) {
      const k = lookupKey(effect[field]);
      const other = owner.get(k);
      if (other) problems.push(`${at([field])}: "${effect[field]}" already names ${other}; choose another ${field}`);
    }
    for (const n of new Set([effect.id, effect.name].map(lookupKey))) if (!owner.has(n)) owner.set(n, `${effect.id} (${at(['id'])})`);
  }
  const ids = [...builtInEffects(), ...player.map((p) => p.effect)].map((e) => e.id);
  for (const { effect, at } of player) {
    for (const side of ['attacker', 'target'] as const) {
      const parts = effect[side] ? [effect[side], ...(effect[side].also ?? [])] : [];
      parts.forEach((p, i) => {
        for (const field of ['withEffect', 'notWithEffect'] as const) {
          const named = p.when?.[field];
          if (named === undefined || ids.includes(named)) continue;
          const best = suggest(named, ids);
          const path = i === 0 ? [side, 'when', field] : [side, 'also', i - 1, 'when', field];
          problems.push(`${at(path)}: no effect with the id "${named}"${best ? ` (did you mean "${best}"?)` : ''}`);
        }
      });
    }
  }
  return problems;
}

/** Read every effect file; all problems of all files in one InputError. */
export function loadEffectFiles(files: readonly string[]): Effect[] {
  const player: PlayerEffect[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      player.push(...parseEffectFile(readUserText(file, MAX_YAML_BYTES), file));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      problems.push(e.message);
    }
  }
  // Each file's problems top to bottom, the files in the order given.
  const across = crossEffectProblems(player);
  problems.push(...files.flatMap((f) => byPosition(f, across.filter((p) => p.startsWith(`${f}:`)))));
  if (problems.length) throw new InputError(problems.join('\n'));
  return player.map((p) => p.effect);
}
