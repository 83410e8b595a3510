import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../../test/admins';
import { registerUser } from '../../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../../test/helpers';
import { buildOpenApiDocument } from '../../../plugins/openapi';
import { csvCell, csvLine } from './service';
import { adminCookie, escrowedDeal } from '../test-fixtures';

let t: TestApp;
let root: string;
const TAG = `xq${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  root = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

const download = (cookie: string | undefined, path: string) =>
  call(t.app, cookie, { method: 'GET', url: `/api/admin/export/${path}` });

/** The file's rows as arrays of fields (a small RFC 4180 reader: quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return rows;
}

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas in text', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 12, true])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",,12,true\r\n',
    );
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-2", "'@SUM(A1)", "'\tx"]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    // Numbers are the server's own figures, never formulas.
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('GET /api/admin/export/{table}.csv', () => {
  it('downloads the users table with the list’s filters, quoted and defused, as an attachment', async () => {
    await registerUser(t.app, { firstName: '=cmd|calc', lastName: `${TAG}, "Jr"` });
    await registerUser(t.app, { firstName: 'Plain', lastName: TAG });
    const response = await download(root, `users.csv?search=${TAG}&sort=name`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="wallcraft-users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFFid,email,first_name,last_name,')).toBe(true);
    const rows = parseCsv(response.body);
    expect(rows).toHaveLength(3);
    const header = rows[0]!;
    const names = rows.slice(1).map((row) => [row[header.indexOf('first_name')], row[header.indexOf('last_name')]]);
    // Sorted by name as the list sorts: "=cmd|calc …" before "Plain …".
    expect(names).toEqual([
      ["'=cmd|calc", `${TAG}, "Jr"`],
      ['Plain', TAG],
    ]);
    expect(response.body).toContain(`"${TAG}, ""Jr"""`);
  });

  it('streams every page (more rows than one page holds)', async () => {
    const many = `${TAG}many`;
    await t.database.db
      .insertInto('users')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          email: `p${i}-${many}@example.com`,
          password_hash: 'not-used',
          first_name: `P${i}`,
          last_name: many,
        })),
      )
      .execute();
    const rows = parseCsv((await download(root, `users.csv?search=${many}&limit=5`)).body);
    expect(rows).toHaveLength(106);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(105);
  });

  it('exports projects, transactions and orders too, with money in dollars', async () => {
    const deal = await escrowedDeal(t, '150.00', `${TAG} export mural`);
    const transactions = parseCsv((await download(root, `transactions.csv?search=${TAG}`)).body);
    expect(transactions[0]).toContain('amount_usd');
    expect(transactions[1]?.[0]).toBe(deal.paymentId);
    expect(transactions[1]?.[transactions[0]!.indexOf('amount_usd')]).toBe('150.00');
    const projects = parseCsv((await download(root, `projects.csv?search=${TAG}&kind=brand_project`)).body);
    expect(projects.slice(1).map((row) => row[2])).toEqual([`${TAG} export mural`]);
    expect((await download(root, 'orders.csv')).statusCode).toBe(200);
  });

  it('works for a viewer (a read), is 401 without an admin session, even with a user session', async () => {
    expect((await download(await adminCookie(t.database.db, 'viewer'), 'users.csv')).statusCode).toBe(200);
    const anonymous = await download(undefined, 'users.csv');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Admin sign-in required' });
    expect((await download((await registerUser(t.app)).cookie, 'users.csv')).statusCode).toBe(401);
  });

  it('refuses bad filters with 400 naming the field, and unknown tables with 404', async () => {
    const bad = await download(root, 'users.csv?sort=height');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^sort: /);
    expect((await download(root, 'transactions.csv?status=lost')).statusCode).toBe(400);
    expect((await download(root, 'admins.csv')).statusCode).toBe(404);
    expect((await download(root, 'users.json')).statusCode).toBe(404);
  });

  it('is listed in the OpenAPI document with the list’s filters as parameters', () => {
    const doc = buildOpenApiDocument('/api');
    const operation = doc.paths?.['/admin/export/transactions.csv']?.get as {
      parameters: { name: string }[];
      security: unknown;
    };
    expect(operation.parameters.map((p) => p.name)).toEqual(['search', 'status', 'sort']);
    expect(operation.security).toEqual([{ adminSessionCookie: [] }]);
  });
});
