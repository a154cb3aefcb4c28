/**
 * Reading BattleScribe data files (BSData): one game system (.gst) and its catalogues (.cat), parsed
 * with fast-xml-parser, each file once; or the same written as JSON (.json, json-form.ts), read into
 * the same elements. Ids are only unique within a file, so every lookup starts in
 * the file that holds the link, then the game system, then the catalogues that file links to.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readUserFile } from '../read-file.js';
import { placeAt } from '../place.js';
import type { El } from './element.js';
import { jsonRoot } from './json-form.js';

import { ImportError } from './import-error.js';

export { ImportError };

export type { El };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  // Every element is an array, so one child and many children read the same way.
  isArray: (_name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) => !isAttribute,
});

/** Parse BattleScribe XML (.gst, .cat, .ros) into plain elements. */
export const parseXml = (xml: string): El => parser.parse(xml) as El;

/** The children `<group><tag/>...</group>` of an element. */
export const kids = (el: El | undefined, group: string, tag: string): El[] => el?.[group]?.[0]?.[tag] ?? [];
export const text = (el: El): string => {
  const t = el['#text'];
  return String(Array.isArray(t) ? t.join('') : (t ?? ''));
};

/** What the first bytes of a file say about it: the root element's attributes. */
export interface Header {
  readonly path: string;
  readonly kind: 'catalogue' | 'gameSystem';
  readonly id: string;
  readonly name: string;
  readonly library: boolean;
  readonly revision: string;
  readonly gameSystemId?: string;
}

export interface Doc extends Header {
  readonly file: string;
  readonly root: El;
  /** Elements by id: shared entries, profiles and rules first, then everything else in the file. */
  readonly byId: Map<string, El>;
  /** The ids of the catalogues this one links to. */
  readonly links: readonly string[];
}

const ROOT = /<(catalogue|gameSystem)\b[^>]*>/;

const isJson = (path: string) => extname(path).toLowerCase() === '.json';

/** A header from a root element's attributes. */
function headerOf(path: string, kind: Header['kind'], attrs: El): Header {
  return {
    path,
    kind,
    id: attrs.id,
    name: String(attrs.name ?? basename(path)),
    library: attrs.library === 'true',
    revision: String(attrs.revision ?? ''),
    gameSystemId: attrs.gameSystemId,
  };
}

/**
 * Read a file's root element (the parser reads its attributes), without parsing the whole file; a
 * JSON file is read whole (its root's attributes come after its children).
 */
export function readHeader(path: string): Header | undefined {
  if (isJson(path)) {
    const json = jsonRoot(readBattleScribe(path).toString('utf8'), (why) => new ImportError(`${path}: not well-formed JSON (${why})`));
    return json && headerOf(path, json.kind, json.root);
  }
  const head = readBattleScribe(path).subarray(0, 8192).toString('utf8');
  const m = ROOT.exec(head);
  if (!m) return undefined;
  const tag = m[0].endsWith('/>') ? m[0] : `${m[0]}</${m[1]}>`;
  let attrs: El;
  try {
    attrs = parser.parse(tag)[m[1]][0];
  } catch {
    return undefined;
  }
  if (typeof attrs.id !== 'string') return undefined;
  return headerOf(path, m[1] as Header['kind'], attrs);
}

/**
 * The most a .gst or .cat may hold: the largest BSData catalogue (Space Marines) is under 4 MB.
 * Reading a FIFO or /dev/zero named like one would block or never end: refused before reading.
 */
export const MAX_BSDATA_BYTES = 64 * 1024 * 1024;

function readBattleScribe(path: string): Buffer {
  try {
    return readUserFile(path, MAX_BSDATA_BYTES);
  } catch (e) {
    throw new ImportError((e as Error).message);
  }
}

/**
 * Where and why XML does not parse, as "file:line:col why". The validator knows the place (run only
 * on failure: it is a second pass); tags still open at the end mean the file was cut short.
 */
export function malformed(path: string, xml: string, e?: Error): string {
  const valid = XMLValidator.validate(xml);
  if (valid === true) return `${path}:1:1 ${e?.message.split('\n')[0] ?? 'not XML'}`;
  // "Invalid '[ "catalogue", "sel" ]' found": the tags open when the text ended.
  const open = /^Invalid '\[([^\]]*)\]' found/.exec(valid.err.msg);
  if (open) {
    const tags = open[1].split(',').map((t) => `<${t.trim().replace(/^"|"$/g, '')}>`);
    return `${placeAt(path, xml, xml.length)} the file ends inside ${tags.join(', ')}: cut short?`;
  }
  return `${path}:${valid.err.line}:${valid.err.col} ${valid.err.msg}`;
}

/** Shared collections: the usual targets of links, indexed before the rest of the file. */
const SHARED = ['sharedSelectionEntries', 'sharedSelectionEntryGroups', 'sharedProfiles', 'sharedRules', 'selectionEntries'];

/** Every element with an id under `node`, first occurrence kept. */
export function index(node: unknown, into: Map<string, El>): void {
  if (Array.isArray(node)) {
    for (const n of node) index(n, into);
  } else if (node && typeof node === 'object') {
    const el = node as El;
    if (typeof el.id === 'string' && !into.has(el.id)) into.set(el.id, el);
    for (const [k, v] of Object.entries(el)) if (k !== '#text' && typeof v === 'object') index(v, into);
  }
}

function notBattleScribe(path: string): ImportError {
  const json = extname(path).toLowerCase() === '.json' ? ', or the same as .json' : '';
  return new ImportError(`${path}: not a BattleScribe file (expected a .gst game system or .cat catalogue from a BSData checkout${json})`);
}

/** A BSData folder: the game system and the catalogues, parsed on first use. */
export class Library {
  readonly dir: string;
  readonly gst: Doc;
  readonly catalogues: readonly Header[];
  private readonly docs = new Map<string, Doc>();

  constructor(gst: Header, catalogues: readonly Header[]) {
    this.dir = dirname(gst.path);
    this.gst = this.parse(gst);
    this.catalogues = catalogues.filter((h) => h.kind === 'catalogue');
  }

  /**
   * A folder (one game system and catalogues), a catalogue (its game system beside it) or the game
   * system itself: as XML (.gst, .cat) or JSON (.json whose root is "gameSystem" or "catalogue").
   */
  static open(path: string): { library: Library; only?: Header } {
    const full = resolve(path);
    let isDir: boolean;
    try {
      isDir = statSync(full).isDirectory();
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new ImportError(`${path}: ${code === 'ENOENT' ? 'no such file or folder' : `cannot read (${code ?? (e as Error).message})`}`);
    }
    const dir = isDir ? full : dirname(full);
    const names = readdirSync(dir).sort();
    const withExt = (...exts: string[]) => names.filter((n) => exts.includes(extname(n).toLowerCase()));
    // Every .cat and .json file's root, read once (a JSON root: the whole file).
    const headers = withExt('.cat', '.json').flatMap((n) => readHeader(join(dir, n)) ?? []);
    const gsts = [
      ...withExt('.gst').map((n) => ({ name: n, header: () => readHeader(join(dir, n)) })),
      ...headers.filter((h) => h.kind === 'gameSystem').map((h) => ({ name: basename(h.path), header: () => h })),
    ];
    const cats = headers.filter((h) => h.kind === 'catalogue');
    const json = headers.some((h) => isJson(h.path));
    if (!isDir) {
      const ext = extname(full).toLowerCase();
      const header = ext === '.cat' || ext === '.gst' || ext === '.json' ? (headers.find((h) => h.path === full) ?? readHeader(full)) : undefined;
      if (!header) throw notBattleScribe(path);
      if (header.kind === 'gameSystem') return { library: new Library(header, cats) };
    }
    if (gsts.length === 0) {
      throw new ImportError(
        json
          ? `${dir}: no .gst game system file here, nor a .json one (whose root is "gameSystem"); point at a BSData checkout`
          : `${dir}: no .gst game system file here; point at a BSData checkout (a .gst and its .cat catalogues)`,
      );
    }
    if (gsts.length > 1) throw new ImportError(`${dir}: more than one ${json ? '' : '.gst '}game system file (${gsts.map((g) => g.name).join(', ')})`);
    const gst = gsts[0].header();
    if (!gst || gst.kind !== 'gameSystem') throw notBattleScribe(join(dir, gsts[0].name));
    const library = new Library(gst, cats);
    if (isDir) {
      if (!library.catalogues.length) throw new ImportError(`${dir}: no BattleScribe catalogues (${json ? '.cat or .json' : '.cat'}) beside ${gsts[0].name}`);
      return { library };
    }
    const only = library.catalogues.find((c) => c.path === full);
    if (!only) throw notBattleScribe(path);
    return { library, only };
  }

  private parse(header: Header): Doc {
    let root: El;
    const xml = readBattleScribe(header.path).toString('utf8');
    if (isJson(header.path)) {
      const json = jsonRoot(xml, (why) => new ImportError(`${header.path}: not well-formed JSON (${why})`));
      if (!json) throw notBattleScribe(header.path);
      root = json.root;
    } else try {
      const doc = parser.parse(xml);
      root = (doc.catalogue ?? doc.gameSystem)?.[0];
    } catch (e) {
      // The validator (run only now: it costs a second pass) knows the line and column.
      throw new ImportError(`${malformed(header.path, xml, e as Error)} (not well-formed XML)`);
    }
    if (!root) throw notBattleScribe(header.path);
    const byId = new Map<string, El>();
    for (const group of SHARED) index(root[group], byId);
    index(root, byId);
    const links = kids(root, 'catalogueLinks', 'catalogueLink').map((l) => String(l.targetId));
    return { ...header, file: basename(header.path), root, byId, links };
  }

  /** A catalogue by id, parsed once. */
  doc(id: string): Doc | undefined {
    if (id === this.gst.id) return this.gst;
    let doc = this.docs.get(id);
    if (!doc) {
      const header = this.catalogues.find((c) => c.id === id);
      if (!header) return undefined;
      doc = this.parse(header);
      this.docs.set(id, doc);
    }
    return doc;
  }

  /** How many files have been parsed (for progress and tests). */
  get parsed(): number {
    return this.docs.size + 1;
  }

  /**
   * An element by id as seen from `from`: that file, the game system, then the catalogues it links
   * to (and theirs, breadth first). Returns the element and the file that holds it.
   */
  resolve(id: string, from: Doc): { el: El; doc: Doc } | undefined {
    const seen = new Set<string>([from.id]);
    const queue: Doc[] = [from];
    const gst = this.gst;
    for (let i = 0; i < queue.length; i++) {
      const doc = queue[i];
      const el = doc.byId.get(id);
      if (el) return { el, doc };
      if (i === 0 && doc !== gst) {
        const g = gst.byId.get(id);
        if (g) return { el: g, doc: gst };
      }
      for (const link of doc.links) {
        if (seen.has(link)) continue;
        seen.add(link);
        const next = this.doc(link);
        if (next) queue.push(next);
      }
    }
    return undefined;
  }
}
