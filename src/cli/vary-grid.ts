/**
 * `--vary` given twice: a grid, rows by the first knob and columns by the second (issue 12 section 2),
 * in every format: JSON rows of cells, csv one row per pair (long form, like compare), a table and
 * Markdown matrix of expected kills (P(wipe)). Given once, the rows of sweep.ts. Any ruleset's (vary.ts).
 */
import { LABEL } from '../labels.js';
import { fixed, percent } from '../numbers.js';
import { UsageError } from '../rules/errors.js';
import { forPeople } from './people.js';
import { SCHEMA_VERSION, type Sheet } from './sheet.js';
import { varyJson, varyRow, varySheet, type Computed, type Variant } from './sweep.js';

type Row = ReturnType<typeof varyRow>;

export interface GridJson {
  readonly schemaVersion: number;
  readonly kind: 'vary';
  readonly knob: string;
  readonly columnKnob: string;
  readonly attacker: string;
  readonly target: string;
  readonly columns: readonly string[];
  readonly rows: readonly { value: string; cells: readonly Row[] }[];
}

export type VaryResult = ReturnType<typeof varyJson> | GridJson;

/** The variants of one or two --vary specs: the first knob's, and with a second, one per pair (rows by the first). */
export function variantGrid<O>(
  specs: readonly string[],
  base: O,
  variantsOf: (spec: string, base: O) => { knob: string; variants: Variant<O>[] },
): { first: { knob: string; variants: Variant<O>[] }; second?: { knob: string; variants: Variant<O>[] }; list: Variant<O>[] } {
  if (specs.length > 2) throw new UsageError(`--vary: at most two knobs (rows by the first, columns by the second), got ${specs.length}`);
  const first = variantsOf(specs[0], base);
  if (specs.length === 1) return { first, list: first.variants };
  const second = variantsOf(specs[1], base);
  if (second.knob === first.knob) throw new UsageError(`--vary ${first.knob} is given twice: vary two different knobs (rows by the first, columns by the second)`);
  const list: Variant<O>[] = first.variants.flatMap((r) =>
    variantsOf(specs[1], r.options).variants.map((c) => ({ label: `${r.label}, ${c.label}`, options: c.options })),
  );
  return { first, second, list };
}

/** A grid's rows: each row's cells (row-major in `cells`), each labelled with its column's value. */
export function gridRows<C>(rowLabels: readonly string[], columnLabels: readonly string[], cells: readonly C[]): { value: string; cells: (C & { value: string })[] }[] {
  const width = columnLabels.length;
  return rowLabels.map((value, i) => ({ value, cells: cells.slice(i * width, (i + 1) * width).map((cell, j) => ({ ...cell, value: columnLabels[j] })) }));
}

/** The rows (or grid) of the --vary variants (variantGrid's) computed: JSON `kind: "vary"`. */
export function gridOf<O>(grid: ReturnType<typeof variantGrid<O>>, computed: readonly Computed[]): VaryResult {
  const { first, second } = grid;
  if (!second) return varyJson(first.knob, computed);
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'vary',
    knob: first.knob,
    columnKnob: second.knob,
    attacker: computed[0].json.attacker.name,
    target: computed[0].json.target.name,
    columns: second.variants.map((c) => c.label),
    rows: gridRows(first.variants.map((r) => r.label), second.variants.map((c) => c.label), computed.map(varyRow)),
  };
}

const isGrid = (v: VaryResult): v is GridJson => 'columnKnob' in v;

/** csv: one row per value, or per pair of values (`row`, `column`) for a grid, with the documented keys. */
export function varyCsv(v: VaryResult): Sheet {
  if (!isGrid(v)) return varySheet(v);
  const numbers = (r: Row) => [r.kills.mean, r.kills.wipe, r.kills.median, r.kills.p10, r.kills.p90, r.damage.mean];
  return {
    columns: ['row', 'column', ...varySheet({ ...v, rows: [] }).columns.slice(1)],
    rows: v.rows.flatMap((r) => r.cells.map((c) => [r.value, c.value, ...numbers(c)])),
  };
}

/** Table and Markdown: the people's labels; a grid is a matrix of expected kills (P(wipe)). */
export function varyPeople(v: VaryResult): Sheet {
  if (!isGrid(v)) return forPeople(varySheet(v));
  return {
    title: `${v.attacker} vs ${v.target}: ${LABEL.kills_mean} (${LABEL.p_wipe}), rows ${v.knob}, columns ${v.columnKnob}`,
    columns: [`${v.knob} \\ ${v.columnKnob}`, ...v.columns],
    rows: v.rows.map((r) => [r.value, ...r.cells.map((c) => `${fixed(c.kills.mean)} (${percent(c.kills.wipe)})`)]),
  };
}
