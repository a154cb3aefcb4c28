/**
 * A datasheet as a tree: the unit entry, its model entries, groups and wargear, with every
 * entryLink and infoLink followed (across catalogues), each node's own selection constraints, and
 * what is hidden in a matched-play roster (Crusade content, Boarding Actions variants) left out.
 */
import { kids, text, type Doc, type El, type Library } from './files.js';
import { isHidden, modifiedNumber, modifiedText, type Selection } from './modifiers.js';

export type Role = 'unit' | 'ranged' | 'melee' | 'abilities';

/** The game system's profile and cost types, by id (their names are only used to recognise them). */
export interface Types {
  /** Profile type id -> what it holds. */
  readonly roles: ReadonlyMap<string, Role>;
  /** Characteristic type id -> its name in the game system (M, T, SV, BS, Keywords, Description...). */
  readonly characteristics: ReadonlyMap<string, string>;
  /** The points cost type id. */
  readonly points: string;
}

/** The ids of wh40k-10e's game system (Warhammer 40,000.gst), used when the file has them; wh40k-11e keeps them. */
const KNOWN: Record<string, Role> = {
  'c547-1836-d8a-ff4f': 'unit',
  'f77d-b953-8fa4-b762': 'ranged',
  '8a40-4aaa-c780-9046': 'melee',
  '9cc3-6d83-4dd3-9b64': 'abilities',
};
const KNOWN_POINTS = '51b2-306e-1021-d207';

/**
 * The game system's profile types by id: the known wh40k-10e ids, else recognised by their
 * characteristics (M T SV W LD OC; Range A BS/WS S AP D; a Description only).
 */
export function gameTypes(gst: Doc, edition: string): Types {
  const roles = new Map<string, Role>();
  const characteristics = new Map<string, string>();
  for (const t of kids(gst.root, 'profileTypes', 'profileType')) {
    const cs = kids(t, 'characteristicTypes', 'characteristicType');
    for (const c of cs) characteristics.set(String(c.id), String(c.name));
    const names = new Set(cs.map((c) => String(c.name).toUpperCase()));
    const has = (...n: string[]) => n.every((x) => names.has(x));
    if (KNOWN[String(t.id)]) roles.set(String(t.id), KNOWN[String(t.id)]);
    else if (has('M', 'T', 'SV', 'W', 'LD', 'OC')) roles.set(String(t.id), 'unit');
    else if (has('RANGE', 'A', 'BS', 'S', 'AP', 'D')) roles.set(String(t.id), 'ranged');
    else if (has('RANGE', 'A', 'WS', 'S', 'AP', 'D')) roles.set(String(t.id), 'melee');
    else if (names.size === 1 && has('DESCRIPTION')) roles.set(String(t.id), 'abilities');
  }
  if (![...roles.values()].includes('unit')) {
    throw new Error(`${gst.file}: no profile type with M, T, SV, W, LD and OC: not a ${edition} game system`);
  }
  const costs = kids(gst.root, 'costTypes', 'costType');
  const pts =
    costs.find((c) => c.id === KNOWN_POINTS) ??
    costs.find((c) => /^(pts|points)$/i.test(String(c.name).trim())) ??
    costs.find((c) => c.hidden !== 'true');
  return { roles, characteristics, points: String(pts?.id ?? '') };
}

export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly role: Role | undefined;
  /** Characteristics by their game-system name, after modifiers. */
  readonly chars: Readonly<Record<string, string>>;
}

export interface Node {
  readonly el: El;
  readonly link?: El;
  readonly doc: Doc;
  readonly kind: 'entry' | 'group';
  /** unit, model or upgrade for entries; group for groups. */
  readonly type: string;
  readonly name: string;
  /** The entry's id and the link's: conditions and defaults name either. */
  readonly ids: readonly string[];
  /** Selections allowed in the parent (constraints of the entry and its link, after modifiers). */
  readonly min: number;
  readonly max: number;
  readonly defaultId?: string;
  readonly children: Node[];
  readonly profiles: Profile[];
  /** Rules by name, after name modifiers ("Feel No Pain 5+", "Scouts 6\""). */
  readonly rules: string[];
  readonly categories: { readonly id: string; readonly name: string; readonly primary: boolean }[];
  /** Points of one selection (base cost, before the unit's modifiers). */
  readonly cost: number;
}

/** A node's selection constraints (scope parent) after the modifiers that apply for `unit`. */
export function boundsIn(el: El, link: El | undefined, unit: Selection): { min: number; max: number } {
  let min = 0;
  let max = Infinity;
  for (const owner of [el, link]) {
    for (const c of kids(owner, 'constraints', 'constraint')) {
      if (c.field !== 'selections' || c.scope !== 'parent') continue;
      // Modifiers that change a constraint live beside it, in the entry or link that owns it.
      const v = modifiedNumber(Number(c.value), String(c.id), [el, link], unit);
      if (c.type === 'min') min = Math.max(min, v);
      else if (c.type === 'max') max = Math.min(max, v);
    }
  }
  return { min, max };
}

/** Groups and links that are not part of the datasheet as fielded, even when a roster shows them. */
const SKIP = /^(Crusade|Battle Honours|Battle Scars|Weapon Modifications|Enhancements?|Warlord|Experience Points|Legendary Veterans)\b/i;

/** Builds nodes for one unit; `context` answers conditions (nothing selected yet while building). */
export class TreeBuilder {
  private readonly stack = new Set<El>();
  /** Ids and categories of the entries being built (conditions on an "ancestor" look at them). */
  private readonly ancestry: Set<string>[] = [];
  readonly context: Selection;

  constructor(
    readonly library: Library,
    readonly types: Types,
    unit: Selection,
  ) {
    this.context = {
      count: (id) => unit.count(id),
      instanceOf: (id) => unit.instanceOf(id) || this.ancestry.some((ids) => ids.has(id)),
    };
  }

  private profile(el: El, link: El | undefined): Profile {
    const chars: Record<string, string> = {};
    for (const c of kids(el, 'characteristics', 'characteristic')) {
      const name = this.types.characteristics.get(String(c.typeId)) ?? String(c.name);
      chars[name] = modifiedText(text(c).trim(), String(c.typeId), [el, link], this.context);
    }
    return {
      id: String(el.id),
      name: modifiedText(String(el.name ?? ''), 'name', [el, link], this.context),
      role: this.types.roles.get(String(el.typeId)),
      chars,
    };
  }

  /** Profiles and rules of an element: its own, and those its infoLinks (and infoGroups) reach. */
  private info(el: El | undefined, doc: Doc, profiles: Profile[], rules: string[]): void {
    if (!el) return;
    for (const p of kids(el, 'profiles', 'profile')) if (!isHidden([p], this.context)) profiles.push(this.profile(p, undefined));
    for (const r of kids(el, 'rules', 'rule')) if (!isHidden([r], this.context)) rules.push(modifiedText(String(r.name), 'name', [r], this.context));
    for (const link of kids(el, 'infoLinks', 'infoLink')) {
      const found = this.library.resolve(String(link.targetId), doc);
      if (!found || isHidden([found.el, link], this.context)) continue;
      if (link.type === 'profile') profiles.push(this.profile(found.el, link));
      else if (link.type === 'rule') rules.push(modifiedText(String(found.el.name ?? link.name), 'name', [found.el, link], this.context));
      else if (link.type === 'infoGroup') this.info(found.el, found.doc, profiles, rules);
    }
    for (const g of kids(el, 'infoGroups', 'infoGroup')) if (!isHidden([g], this.context)) this.info(g, doc, profiles, rules);
  }

  /**
   * A node for an entry or group, through its link if any; undefined when hidden or skipped. `doc`
   * holds the entry, `linkDoc` the link: each resolves its own links (ids are per file).
   */
  build(el: El, doc: Doc, link?: El, kind: 'entry' | 'group' = 'entry', root = false, linkDoc: Doc = doc): Node | undefined {
    const name = String(el.name ?? link?.name ?? '');
    if (!root && (SKIP.test(name) || SKIP.test(String(link?.name ?? '')))) return undefined;
    // A datasheet hidden until the roster asks for it (Legends, allies) is still imported.
    if ((!root && isHidden([el, link], this.context)) || this.stack.has(el)) return undefined;
    this.stack.add(el);
    const ids = new Set<string>([String(el.id), ...(link ? [String(link.id)] : [])]);
    for (const o of [el, link]) for (const c of kids(o, 'categoryLinks', 'categoryLink')) ids.add(String(c.targetId));
    this.ancestry.push(ids);
    try {
      const children: Node[] = [];
      for (const e of kids(el, 'selectionEntries', 'selectionEntry')) {
        const n = this.build(e, doc);
        if (n) children.push(n);
      }
      for (const g of kids(el, 'selectionEntryGroups', 'selectionEntryGroup')) {
        const n = this.build(g, doc, undefined, 'group');
        if (n) children.push(n);
      }
      // A link's own entryLinks (nested in the link) come with it.
      const owners: [El, Doc][] = link ? [[el, doc], [link, linkDoc]] : [[el, doc]];
      for (const [owner, from] of owners) {
        for (const l of kids(owner, 'entryLinks', 'entryLink')) {
          const found = this.library.resolve(String(l.targetId), from);
          if (!found) continue;
          const n = this.build(found.el, found.doc, l, l.type === 'selectionEntryGroup' ? 'group' : 'entry', false, from);
          if (n) children.push(n);
        }
      }
      const profiles: Profile[] = [];
      const rules: string[] = [];
      for (const [owner, from] of owners) this.info(owner, from, profiles, rules);
      const categories = owners.flatMap(([owner, from]) =>
        kids(owner, 'categoryLinks', 'categoryLink').map((c) => {
          const target = this.library.resolve(String(c.targetId), from)?.el;
          return { id: String(c.targetId), name: String(target?.name ?? c.name ?? ''), primary: c.primary === 'true' };
        }),
      );
      const costEl = [...kids(el, 'costs', 'cost'), ...kids(link, 'costs', 'cost')].filter((c) => c.typeId === this.types.points).pop();
      const cost = Number(costEl?.value ?? 0) || 0;
      return {
        el,
        link,
        doc,
        kind,
        type: kind === 'group' ? 'group' : String(el.type ?? 'upgrade'),
        name,
        ids: [String(el.id), ...(link ? [String(link.id)] : [])],
        ...boundsIn(el, link, this.context),
        defaultId: el.defaultSelectionEntryId ?? link?.defaultSelectionEntryId,
        children,
        profiles,
        rules,
        categories,
        cost,
      };
    } finally {
      this.stack.delete(el);
      this.ancestry.pop();
    }
  }
}

/** Every node below `node` (depth first), not entering nodes `stop` rejects. */
export function* descendants(node: Node, stop: (n: Node) => boolean = () => false): Generator<Node> {
  for (const c of node.children) {
    yield c;
    if (!stop(c)) yield* descendants(c, stop);
  }
}

export const isModel = (n: Node) => n.kind === 'entry' && n.type === 'model';
