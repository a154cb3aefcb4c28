/**
 * Reading BattleScribe data files (BSData): one game system (.gst) and its catalogues (.cat), parsed
 * with fast-xml-parser, each file once. Ids are only unique within a file, so every lookup starts in
 * the file that holds the link, then the game system, then the catalogues that file links to.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readUserFile } from '../../../profiles/read-file.js';
import { placeAt } from '../../../profiles/place.js';

/** Bad input to the importer: a wrong path, a file that is not BattleScribe data, an unknown unit. */
export class ImportError extends Error {}

/** A parsed XML element: attributes as strings, child elements as arrays, text as '#text'. */
export type El = { [key: string]: any };

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

/** Read a file's root element (the parser reads its attributes), without parsing the whole file. */
export function readHeader(path: string): Header | undefined {
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
  return {
    path,
    kind: m[1] as Header['kind'],
    id: attrs.id,
    name: String(attrs.name ?? basename(path)),
    library: attrs.library === 'true',
    revision: String(attrs.revision ?? ''),
    gameSystemId: attrs.gameSystemId,
  };
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
  return new ImportError(`${path}: not a BattleScribe file (expected a .gst game system or .cat catalogue from a BSData checkout)`);
}

/** A BSData folder: the game system and the catalogues, parsed on first use. */
export class Library {
  readonly dir: string;
  readonly gst: Doc;
  readonly catalogues: readonly Header[];
  private readonly docs = new Map<string, Doc>();

  constructor(gstPath: string, cataloguePaths: readonly string[]) {
    this.dir = dirname(gstPath);
    const gst = readHeader(gstPath);
    if (!gst || gst.kind !== 'gameSystem') throw notBattleScribe(gstPath);
    this.gst = this.parse(gst);
    this.catalogues = cataloguePaths.flatMap((p) => {
      const h = readHeader(p);
      return h && h.kind === 'catalogue' ? [h] : [];
    });
  }

  /** A folder (one .gst and .cat files), a .cat (its .gst beside it) or the .gst itself. */
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
    const gsts = names.filter((n) => extname(n).toLowerCase() === '.gst');
    const cats = names.filter((n) => extname(n).toLowerCase() === '.cat').map((n) => join(dir, n));
    if (!isDir) {
      const ext = extname(full).toLowerCase();
      const header = ext === '.cat' || ext === '.gst' ? readHeader(full) : undefined;
      if (!header) throw notBattleScribe(path);
      if (header.kind === 'gameSystem') return { library: new Library(full, cats) };
    }
    if (gsts.length === 0) {
      throw new ImportError(`${dir}: no .gst game system file here; point at a BSData checkout (a .gst and its .cat catalogues)`);
    }
    if (gsts.length > 1) throw new ImportError(`${dir}: more than one .gst game system file (${gsts.join(', ')})`);
    const library = new Library(join(dir, gsts[0]), cats);
    if (isDir) {
      if (!library.catalogues.length) throw new ImportError(`${dir}: no BattleScribe catalogues (.cat) beside ${gsts[0]}`);
      return { library };
    }
    const only = library.catalogues.find((c) => c.path === full);
    if (!only) throw notBattleScribe(path);
    return { library, only };
  }

  private parse(header: Header): Doc {
    let root: El;
    const xml = readBattleScribe(header.path).toString('utf8');
    try {
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
