import pg from 'pg';
import { parse as parseArray } from 'postgres-array';

/**
 * How a column's text becomes a JavaScript value, on Postgres (pg) and on the embedded engine (wire.ts) alike: pg's
 * parsers (pg-types), with int8 (counts, sums) as numbers, `date` as 'YYYY-MM-DD' text (never a local-time Date) and
 * timestamptz as Date.
 */
const INT8 = 20;
const DATE = 1082;
pg.types.setTypeParser(INT8, (v: string) => Number(v));
pg.types.setTypeParser(DATE, (v: string) => v);

/**
 * Arrays (tags, specialties, photos, ids) are read with postgres-array 3. pg 8 reads them with version 2, through
 * pg-types 2, a character at a time into an array it joins for each entry: 1.2 µs for a two-photo array where
 * version 3 takes 0.2, and 38 µs of a request's CPU on a page of shop products (bench/README.md). The values are the
 * same: NULL entries null, quoted ones as written (client.test.ts).
 */
const TEXT_ARRAYS = { text: 1009, varchar: 1015, uuid: 2951 };
const INT4_ARRAY: number = 1007;
for (const oid of Object.values(TEXT_ARRAYS)) pg.types.setTypeParser(oid, (v: string) => parseArray(v));
pg.types.setTypeParser(INT4_ARRAY, (v: string) => parseArray(v, (entry) => parseInt(entry, 10)));

/** The parser of a column's text by its type's oid (unknown types stay text). */
export const textParser = (oid: number): ((value: string) => unknown) => pg.types.getTypeParser(oid, 'text');
