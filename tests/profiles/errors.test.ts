// profiles/errors.ts: an error said at a place keeps its kind, and an unknown unit its name and place
// (cli/ruleset.ts sayIfOtherRuleset reads them to say when the unit is another ruleset's).
import { describe, expect, it } from 'vitest';
import { InputError, placed, UnknownUnitError } from '../../src/profiles/errors.js';

describe('placed: an error said at a place', () => {
  it('an unknown unit stays one, with its name, placed twice without a place said twice', () => {
    const e = placed(placed(new UnknownUnitError('foo', 'unknown unit "foo"'), 'a.yaml:1:2 x: '), 'b.yaml:3:4 y: ');
    expect(e).toBeInstanceOf(UnknownUnitError);
    expect(e.message).toBe('b.yaml:3:4 y: a.yaml:1:2 x: unknown unit "foo"');
    expect(e instanceof UnknownUnitError && [e.unit, e.where]).toEqual(['foo', 'b.yaml:3:4 y: a.yaml:1:2 x: ']);
  });

  it('another input error is placed as it was: its message after the place', () => {
    const e = placed(new InputError('expected a number'), 'c.yaml:5:6 models: ');
    expect(e).not.toBeInstanceOf(UnknownUnitError);
    expect(e.message).toBe('c.yaml:5:6 models: expected a number');
  });
});
