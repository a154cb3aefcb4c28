/** file:line:col of a character offset in a file's text (lines end in LF, CRLF or CR). */
export function placeAt(file: string, text: string, offset: number): string {
  const before = text.slice(0, Math.max(0, offset)).split(/\r\n|\r|\n/);
  return `${file}:${before.length}:${before[before.length - 1].length + 1}`;
}
