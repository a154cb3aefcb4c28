// For scripts/bundle-cli.mjs: cli-table3's cell options, the same choices made without the garbage (issue 30 section 3).
// cli-table3 0.6's cell.js copies each of a table's 16 border characters and 2 paddings into each cell with a
// split, a join and two arrays per option (setOption, firstDefined): 1 MB of garbage for a calc's 4 small tables, a
// young-generation collection and about 0.7 ms of a cold calc (paired runs). The same choices without them: each option's camel-case
// name made once (as cell.js makes it), the first of the values that is not null or undefined.
export const CELL_OPTIONS = `function firstDefined(...args) {
  return args.filter((v) => v !== undefined && v !== null).shift();
}

// HELPER FUNCTIONS
function setOption(objA, objB, nameB, targetObj) {
  let nameA = nameB.split('-');
  if (nameA.length > 1) {
    nameA[1] = nameA[1].charAt(0).toUpperCase() + nameA[1].substr(1);
    nameA = nameA.join('');
    targetObj[nameA] = firstDefined(objA[nameA], objA[nameB], objB[nameA], objB[nameB]);
  } else {
    targetObj[nameB] = firstDefined(objA[nameB], objB[nameB]);
  }
}`;
export const FASTER_CELL_OPTIONS = `const defined = (a, b, c, d) => (a != null ? a : b != null ? b : c != null ? c : d != null ? d : undefined);
const camelCase = new Map();
function setOption(objA, objB, nameB, targetObj) {
  let nameA = camelCase.get(nameB);
  if (nameA === undefined) {
    const parts = nameB.split('-');
    if (parts.length > 1) parts[1] = parts[1].charAt(0).toUpperCase() + parts[1].substr(1);
    nameA = parts.join('');
    camelCase.set(nameB, nameA);
  }
  if (nameB.includes('-')) targetObj[nameA] = defined(objA[nameA], objA[nameB], objB[nameA], objB[nameB]);
  else targetObj[nameB] = defined(objA[nameB], objB[nameB]);
}`;

/** cli-table3's src/cell.js (`source`, read from `path`) with FASTER_CELL_OPTIONS for CELL_OPTIONS; a cell.js without them fails the build. */
export function fasterCellOptions(source, path) {
  if (!source.includes(CELL_OPTIONS)) throw new Error(`bundle-cli: ${path} no longer has the setOption it replaces: check the new cli-table3`);
  return source.replace(CELL_OPTIONS, FASTER_CELL_OPTIONS);
}
