import pg from 'pg';
import { textParser } from './types';

/**
 * The embedded engine's replies as Postgres's wire protocol: the worker (pglite-worker.js) runs each statement on the
 * extended protocol, as pg runs it on Postgres, and sends back the bytes the engine wrote. They are read here, as pg
 * reads a server's: each column's text through pg's parsers (types.ts), an ErrorResponse as pg's DatabaseError, a
 * NotificationResponse handed to the listeners. The engine's process then only runs statements; PGlite's own
 * reading of the rows, and copying them as objects across the channel, cost it about a fifth of a discover page's
 * time (bench/README.md).
 */

export type WireField = { name: string; dataTypeID: number };

export type WireResult = { rows: unknown[][]; fields: WireField[]; affectedRows: number };

/** Backend message types (the first byte of each message). */
const ROW_DESCRIPTION = 0x54; // T
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const ERROR_RESPONSE = 0x45; // E
const NOTIFICATION = 0x41; // A

/** Column lists by their RowDescription's bytes: a statement describes the same columns on every run. */
const described = new Map<string, { fields: WireField[]; parsers: ((value: string) => unknown)[] }>();
const DESCRIBED_KEPT = 2_000;

/**
 * Reads one statement's reply: its rows (arrays in the columns' order), columns and affected rows (INSERT, UPDATE,
 * DELETE, MERGE and COPY count them, as PGlite did; anything else 0). Throws the statement's error, after the
 * notifications before it are delivered.
 */
export function readReply(bytes: Uint8Array, notify: (channel: string, payload: string) => void): WireResult {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fields: WireField[] = [];
  let parsers: ((value: string) => unknown)[] = [];
  const rows: unknown[][] = [];
  let affectedRows = 0;
  let error: Error | undefined;
  for (let offset = 0; offset + 5 <= buffer.length;) {
    const type = buffer[offset]!;
    const end = offset + 1 + buffer.readInt32BE(offset + 1);
    const start = offset + 5;
    if (type === DATA_ROW) rows.push(dataRow(buffer, start, parsers));
    else if (type === ROW_DESCRIPTION) ({ fields, parsers } = describe(buffer, start, end));
    else if (type === COMMAND_COMPLETE) affectedRows = countOf(cString(buffer, start));
    else if (type === ERROR_RESPONSE) error ??= databaseError(buffer, start, end);
    else if (type === NOTIFICATION) {
      const channel = cString(buffer, start + 4);
      notify(channel, cString(buffer, start + 4 + Buffer.byteLength(channel) + 1));
    }
    offset = end;
  }
  if (error) throw error;
  return { rows, fields, affectedRows };
}

function dataRow(buffer: Buffer, start: number, parsers: readonly ((value: string) => unknown)[]): unknown[] {
  const count = buffer.readInt16BE(start);
  const row = new Array<unknown>(count);
  let at = start + 2;
  for (let i = 0; i < count; i += 1) {
    const length = buffer.readInt32BE(at);
    at += 4;
    if (length < 0) {
      row[i] = null;
      continue;
    }
    const text = buffer.toString('utf8', at, at + length);
    at += length;
    const parse = parsers[i];
    row[i] = parse ? parse(text) : text;
  }
  return row;
}

function describe(buffer: Buffer, start: number, end: number) {
  const key = buffer.toString('latin1', start, end);
  let known = described.get(key);
  if (!known) {
    const count = buffer.readInt16BE(start);
    const fields: WireField[] = [];
    let at = start + 2;
    for (let i = 0; i < count; i += 1) {
      const name = cString(buffer, at);
      at += Buffer.byteLength(name) + 1;
      // table oid (4), column number (2), then the type's oid; its size (2), modifier (4) and format (2) follow.
      fields.push({ name, dataTypeID: buffer.readInt32BE(at + 6) });
      at += 18;
    }
    if (described.size >= DESCRIBED_KEPT) described.clear();
    known = { fields, parsers: fields.map((field) => textParser(field.dataTypeID)) };
    described.set(key, known);
  }
  return known;
}

function cString(buffer: Buffer, start: number): string {
  const end = buffer.indexOf(0, start);
  return buffer.toString('utf8', start, end < 0 ? buffer.length : end);
}

/** A command tag's row count: 'INSERT 0 3', 'UPDATE 2', 'DELETE 1', 'MERGE 4', 'COPY 5'. */
function countOf(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return Number(second);
  if (command === 'UPDATE' || command === 'DELETE' || command === 'MERGE' || command === 'COPY') return Number(first);
  return 0;
}

/** The fields of an ErrorResponse, by their one-letter codes, as pg names them on its DatabaseError. */
const ERROR_FIELDS: Record<string, keyof pg.DatabaseError> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

function databaseError(buffer: Buffer, start: number, end: number): pg.DatabaseError {
  const values: Record<string, string> = {};
  for (let at = start; at < end && buffer[at] !== 0;) {
    const code = String.fromCharCode(buffer[at]!);
    const value = cString(buffer, at + 1);
    values[code] = value;
    at += 1 + Buffer.byteLength(value) + 1;
  }
  const error = new pg.DatabaseError(values.M ?? 'The embedded database failed', end - start + 4, 'error');
  for (const [code, name] of Object.entries(ERROR_FIELDS))
    if (values[code] !== undefined) Object.assign(error, { [name]: values[code] });
  return error;
}
