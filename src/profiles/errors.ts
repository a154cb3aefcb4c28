import { Refused } from '../rules/errors.js';

/** Bad input: a message naming file, line, column and field. The CLI exits 2 on it (a refusal: rules/errors.ts). */
export class InputError extends Refused {}

/** A unit name the roster does not have (registry.ts findUnit): the name as given, what is said of it, and where it was given (`file:line:col field: `, or none). */
export class UnknownUnitError extends InputError {
  constructor(
    readonly unit: string,
    readonly said: string,
    readonly where = '',
  ) {
    super(where + said);
  }
}

/** The error said at a place (`file:line:col field: `), of the same kind: an unknown unit stays one (cli/ruleset.ts sayIfOtherRuleset reads its name). */
export function placed(e: InputError, where: string): InputError {
  return e instanceof UnknownUnitError ? new UnknownUnitError(e.unit, e.said, where + e.where) : new InputError(where + e.message);
}

/** An importer's own error (a wrong path or file) is an input error: exit 2 with its message. */
export function asInputError<T>(kind: new (...args: never[]) => Error, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof kind) throw new InputError(e.message);
    throw e;
  }
}

/** asInputError for work that waits. */
export async function asInputErrorAsync<T>(kind: new (...args: never[]) => Error, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof kind) throw new InputError(e.message);
    throw e;
  }
}
