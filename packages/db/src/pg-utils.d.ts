/** pg's conversion of a query's parameter to what it sends: text, or a Buffer it binds as bytes (null for SQL NULL). */
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
