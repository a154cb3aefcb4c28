/** Bad input to the importer: a wrong path, a file that is not BattleScribe data, an unknown unit (apart from the XML reader: a start that finds its import cached loads none of it). */
export class ImportError extends Error {}
