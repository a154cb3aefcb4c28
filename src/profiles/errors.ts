/** Bad input: a message naming file, line, column and field. The CLI exits 2 on it. */
export class InputError extends Error {}
