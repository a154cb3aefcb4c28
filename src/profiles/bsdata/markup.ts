/** What BattleScribe data writes as text, in plain words (every edition's importer reads names and descriptions through it). */

/** BattleScribe description markup: ^^keyword^^, **bold**, *italic*, bullets, odd dashes and spaces. */
export function stripMarkup(text: string): string {
  return text
    .replace(/\^\^/g, '')
    .replace(/\*\*/g, '')
    .replace(/(^|\s)\*(\S[^*]*?)\*/g, '$1$2')
    .replace(/[■●•➤►]/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[‘’]/g, "'")
    .replace(/[ \t]+/g, ' ')
    .trim();
}
