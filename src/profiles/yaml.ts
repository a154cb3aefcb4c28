import { isScalar } from 'yaml';
import type { z } from 'zod';
import { InputError } from './errors.js';
import { byPosition, firstAlias, fieldName, position, type Path } from './positions.js';
import { issueWords, suggest } from './wording.js';
import { plainJsonObject } from './json-text.js';
import { readYamlDocument, type YamlDocument } from './yaml-document.js';

/** A YAML document validated by a zod schema; `where` maps a field path to file:line:col. */
export interface Validated<T> {
  readonly data: T;
  readonly where: (path: Path) => string;
}

/**
 * Parse YAML and validate it; every problem becomes an InputError naming file:line:col and field.
 * `needs`: what such a file holds, for the message about an empty one ("a unit file needs ...").
 */
export function parseValidated<S extends z.ZodType>(
  text: string,
  file: string,
  schema: S,
  knownFields: readonly string[],
  needs: string,
  alsoCheck?: (json: unknown, where: (path: Path) => string) => string[],
): Validated<z.output<S>> {
  const valid = validJson(text, file, schema);
  if (valid) return valid;
  const { doc, lines } = readYamlDocument(text, file);
  const where = (path: Path) => position(doc, lines, path, file);
  // Nothing but comments, or a lone `null` / `~`: zod would say only "expected object, received null".
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    throw new InputError(`${file}:1:1 (top level): the file is empty; ${needs}`);
  }
  let json: unknown;
  try {
    json = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    // Unresolved aliases and alias bombs surface only when the document is converted.
    throw new InputError(`${firstAlias(doc, lines, file)} YAML alias: ${(e as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // The checks across fields too (a weapon named in equipment but not in weapons): one run reports all.
    const problems = byPosition(file, [...parsed.error.issues.flatMap((i) => describeIssue(i, json, where, knownFields)), ...(alsoCheck?.(json, where) ?? [])]);
    const more = problems.length - MAX_PROBLEMS;
    // Each problem is placed by a walk of the document: a file of 60,000 unknown keys took minutes.
    throw new InputError([...problems.slice(0, MAX_PROBLEMS), ...(more > 0 ? [`${file}: ... and ${more} more problems`] : [])].join('\n'));
  }
  return { data: parsed.data, where };
}

/**
 * A file written as JSON that the schema accepts, read without the YAML package (json-text.ts); its
 * document is composed only if a later check asks where a field is. Undefined otherwise: the file
 * then goes through YAML, so every problem is reported exactly as for any YAML file.
 */
function validJson<S extends z.ZodType>(text: string, file: string, schema: S): Validated<z.output<S>> | undefined {
  const json = plainJsonObject(text);
  const parsed = json === undefined ? undefined : schema.safeParse(json);
  if (!parsed?.success) return undefined;
  let located: YamlDocument | undefined;
  const where = (path: Path) => {
    located ??= readYamlDocument(text, file);
    return position(located.doc, located.lines, path, file);
  };
  return { data: parsed.data, where };
}

/** The most problems one file reports: past that the rest are counted, not placed. */
const MAX_PROBLEMS = 50;

function describeIssue(issue: z.core.$ZodIssue, json: unknown, where: (p: Path) => string, knownFields: readonly string[]): string[] {
  const path = issue.path as Path;
  if (issue.code === 'invalid_union') {
    // A value that matched one alternative's shape (e.g. an inline unit where a name or a unit is
    // allowed) gets that alternative's own problems, at their own positions.
    const inner = issue.errors.find((branch) => branch.some((i) => i.path.length > 0));
    if (inner) {
      return inner.flatMap((i) => describeIssue({ ...i, path: [...path, ...i.path] } as z.core.$ZodIssue, json, where, knownFields));
    }
  }
  if (issue.code === 'unrecognized_keys') {
    // Keys past the report's limit are only counted (their "did you mean" and position cost a walk each).
    return issue.keys.map((key, i) => {
      if (i >= MAX_PROBLEMS) return `${fieldName([...path, key])}: unknown field`;
      // A field of another part of the file (a weapon's range under wargear): a line lost above, not a typo.
      const elsewhere = knownFields.includes(key) ? ' (a field of another part of the file: is a line missing above, or its indentation wrong?)' : '';
      const best = suggest(key, knownFields);
      const hint = elsewhere || (best ? ` (did you mean "${best}"?)` : '');
      return `${where([...path, key])} ${fieldName([...path, key])}: unknown field ${JSON.stringify(key)}${hint}`;
    });
  }
  return [`${where(path)} ${fieldName(path) || '(top level)'}: ${plainMessage(issue, valueAt(json, path))}`];
}

/** What a field holds, for fields that accept more than one type (zod says only "Invalid input"). */
const EXPECTED: Record<string, string> = {
  A: 'a number or dice expression like 2, D6 or D6+3',
  D: 'a number or dice expression like 1, D3 or D6+1',
  range: 'melee or a range in inches like 24',
  Sv: 'a roll target like 3+',
  BS: 'a roll target like 3+',
  WS: 'a roll target like 3+',
  invulnerable: 'a roll target like 4+',
  rangedInvulnerable: 'a roll target like 5+',
  feelNoPain: 'a roll target like 5+',
  mortalFeelNoPain: 'a roll target like 5+',
  Ld: 'a Leadership like 6+',
  M: 'a Move like 6',
};

function plainMessage(issue: z.core.$ZodIssue, value: unknown): string {
  return issueWords(issue, value, EXPECTED[String(issue.path[issue.path.length - 1] ?? '')]);
}

function valueAt(json: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, step) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[step] : undefined), json);
}

