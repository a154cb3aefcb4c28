/**
 * A plain table of values: the form every command's csv and Markdown output takes, and what a ruleset
 * value gives for its data commands (list, show, effects: src/rules/ruleset.ts), so it lives below cli/.
 */
export interface Sheet {
  readonly title?: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** A sheet as the terminal table shows it: the columns (by index) that hold numbers, aligned right. */
export interface ShownSheet {
  readonly sheet: Sheet;
  readonly right: readonly number[];
}
