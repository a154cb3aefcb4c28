/**
 * BattleScribe data written as JSON (the New Recruit form, BSData's wh40k-11e): a file's root is
 * `{"gameSystem": ...}` or `{"catalogue": ...}`, and every element keeps its XML name. Read into the
 * elements the XML parser gives (files.ts `El`), so that nothing after the reading knows which form
 * it read:
 * - an attribute (a string, number or boolean) is a string, as XML writes it ("true", "2");
 * - a list of elements (`"selectionEntries": [...]`) is the XML's `<selectionEntries><selectionEntry/>...`:
 *   `[{ selectionEntry: [...] }]`; a list of texts (`"alias": ["PISTOL"]`) stays as it is;
 * - an element's text (`"$text"`) is '#text'; the text-only elements (`description`, `comment`,
 *   `readme`) are one-element lists of their text, as the XML parser reads `<description>...</description>`.
 */
import type { El } from './element.js';

/** Elements written in XML as `<name>text</name>`, in JSON as `"name": "text"`. */
const TEXT_ELEMENTS = new Set(['description', 'comment', 'readme']);

/** The element name inside a list: `sharedSelectionEntries` holds `selectionEntry`, `repeats` holds `repeat`. */
export function memberName(list: string): string {
  const bare = list.replace(/^shared([A-Z])/, (_, c: string) => c.toLowerCase());
  return bare.endsWith('ies') ? `${bare.slice(0, -3)}y` : bare.replace(/s$/, '');
}

const isElement = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** One JSON element as the XML parser reads the same element. */
export function jsonElement(json: Record<string, unknown>): El {
  const el: El = {};
  for (const [key, value] of Object.entries(json)) {
    if (value === null || value === undefined) continue;
    if (key === '$text') el['#text'] = String(value);
    else if (Array.isArray(value)) {
      el[key] = value.every(isElement) ? [{ [memberName(key)]: value.map(jsonElement) }] : value.map(String);
    } else if (isElement(value)) el[key] = [jsonElement(value)];
    else el[key] = TEXT_ELEMENTS.has(key) ? [String(value)] : String(value);
  }
  return el;
}

/** How a BattleScribe JSON file starts: its one root key, "gameSystem" or "catalogue". */
const BATTLESCRIBE_JSON = /^\uFEFF?\s*\{\s*"(gameSystem|catalogue)"\s*:/;

/**
 * The root element of a BattleScribe JSON file and its name, or undefined when it is other JSON (its
 * root key is not "gameSystem" or "catalogue"); `malformed(why)` makes the error thrown for a file
 * that starts as BattleScribe JSON but does not parse.
 */
export function jsonRoot(text: string, malformed: (why: string) => Error): { kind: 'catalogue' | 'gameSystem'; root: El } | undefined {
  // Other JSON in a folder (package.json, a 10 MB lock file, tsconfig.json with comments) is not parsed.
  if (!BATTLESCRIBE_JSON.test(text.slice(0, 256))) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw malformed((e as Error).message);
  }
  if (!isElement(doc)) return undefined;
  for (const kind of ['catalogue', 'gameSystem'] as const) {
    const root = doc[kind];
    if (isElement(root) && typeof root.id === 'string') return { kind, root: jsonElement(root) };
  }
  return undefined;
}
