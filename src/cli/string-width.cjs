'use strict';
/**
 * string-width as cli-table3 uses it in the CLI bundle (scripts/bundle-cli.mjs), with a fast path
 * (issue 13): a calc's tables measure about 940 strings, and string-width runs its emoji expression on
 * each, about 10 microseconds a call in a cold process: the largest single cost of a cold calc. Text of
 * printable ASCII, box-drawing and block characters only is exactly as wide as it is long: no colour code to strip, no control, combining
 * or wide character, and no emoji (emoji-regex 8's one ASCII class, [#*0-9], must be followed by
 * U+FE0F U+20E3). Any other text goes to string-width itself. tests/cli/string-width.test.ts checks both agree.
 */
const stringWidth = require('string-width');

// Printable ASCII, the ellipsis cli-table3 measures for each cell (U+2026), and the box-drawing and block characters
// of the tables' borders and bars (U+2500-U+259F):
// one column each in string-width 4 (not wide: is-fullwidth-code-point's ranges start at U+1100 and skip these; not emoji; not combining).
const ONE_COLUMN_EACH = /^[\x20-\x7e\u2026\u2500-\u259f]*$/;

module.exports = (text) => (typeof text === 'string' && ONE_COLUMN_EACH.test(text) ? text.length : stringWidth(text));
