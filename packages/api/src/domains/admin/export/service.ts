import { MAX_PAGE_SIZE } from '@wallcraft/shared';
import {
  ZAdminOrdersRequest,
  ZAdminProjectsRequest,
  ZAdminTransactionsRequest,
  ZAdminUsersRequest,
} from '@wallcraft/shared/schemas';
import { z } from 'zod';
import type { Context } from '../../../trpc/context';
import { createCallerFactory } from '../../../trpc/init';
import type { TAdminOrderRow, TAdminTransactionRow } from '../money/schemas';
import type { TAdminProjectRow } from '../projects/schemas';
import { adminRouter } from '../router';
import type { TAdminUserRow } from '../users/schemas';

/**
 * The console's tables as CSV files, for spreadsheets. Each export goes through the table's own list procedure
 * (the same admin check, the same filters and validation, the same keyset pages), a page at a time, so a large
 * table streams out without being held in memory. Reads only.
 */

type Cell = string | number | boolean | null;
type Column<T> = readonly [header: string, value: (row: T) => Cell];

const createAdminCaller = createCallerFactory(adminRouter);
type AdminCaller = ReturnType<typeof createAdminCaller>;
type Page<T> = { items: T[]; nextCursor: string | null };

type ExportTable<T> = {
  /** The list's request: the export takes the same filters and sort (its page and size are the export's). */
  request: z.ZodObject;
  list: (caller: AdminCaller, input: Record<string, unknown>) => Promise<Page<T>>;
  columns: readonly Column<T>[];
};

/** Keeps each table's row type tied to its columns. */
const table = <T>(definition: ExportTable<T>) => definition;

export const EXPORT_TABLES = {
  users: table<TAdminUserRow>({
    request: ZAdminUsersRequest,
    list: (caller, input) => caller.users(input as never),
    columns: [
      ['id', (u) => u.id],
      ['email', (u) => u.email],
      ['first_name', (u) => u.firstName],
      ['last_name', (u) => u.lastName],
      ['profiles', (u) => u.userTypes.join(' ')],
      ['verified', (u) => u.verified],
      ['suspended_at', (u) => u.suspended?.at ?? null],
      ['suspended_reason', (u) => u.suspended?.reason ?? null],
      ['joined_at', (u) => u.createdAt],
    ],
  }),
  projects: table<TAdminProjectRow>({
    request: ZAdminProjectsRequest,
    list: (caller, input) => caller.projects(input as never),
    columns: [
      ['id', (p) => p.id],
      ['kind', (p) => p.kind],
      ['title', (p) => p.title],
      ['owner_id', (p) => p.ownerId],
      ['owner', (p) => p.ownerName],
      ['status', (p) => p.status],
      ['budget_usd', (p) => p.budget],
      ['posted_at', (p) => p.createdAt],
    ],
  }),
  transactions: table<TAdminTransactionRow>({
    request: ZAdminTransactionsRequest,
    list: (caller, input) => caller.transactions(input as never),
    columns: [
      ['id', (t) => t.id],
      ['project_type', (t) => t.projectType],
      ['project_id', (t) => t.projectId],
      ['project', (t) => t.projectTitle],
      ['payer_id', (t) => t.payerId],
      ['payer', (t) => t.payerName],
      ['recipient_id', (t) => t.recipientId],
      ['recipient', (t) => t.recipientName],
      ['amount_usd', (t) => t.amount],
      ['platform_fee_usd', (t) => t.platformFee],
      ['net_usd', (t) => t.netAmount],
      ['status', (t) => t.paymentStatus],
      ['created_at', (t) => t.createdAt],
    ],
  }),
  orders: table<TAdminOrderRow>({
    request: ZAdminOrdersRequest,
    list: (caller, input) => caller.orders(input as never),
    columns: [
      ['id', (o) => o.id],
      ['buyer_id', (o) => o.buyerId],
      ['buyer', (o) => o.buyerName],
      ['buyer_email', (o) => o.buyerEmail],
      ['status', (o) => o.status],
      ['units', (o) => o.items],
      ['total_usd', (o) => o.total],
      ['placed_at', (o) => o.createdAt],
      ['paid_at', (o) => o.paidAt],
    ],
  }),
};
export type ExportTableName = keyof typeof EXPORT_TABLES;
export const isExportTable = (name: string): name is ExportTableName => Object.hasOwn(EXPORT_TABLES, name);

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Text a spreadsheet would run as
 * a formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe, so a name typed as
 * `=HYPERLINK(...)` opens as text.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The list's filters from a query string: everything but the paging, which the export drives itself. */
function filtersOf(query: Record<string, unknown>): Record<string, unknown> {
  const { limit: _limit, cursor: _cursor, ...filters } = query;
  return filters;
}

/**
 * Reads the first page now, so an unauthorised or invalid request fails before any byte is sent (as the list
 * would fail), and answers the lines of the whole file: a byte order mark (Excel reads UTF-8 then), the header,
 * then every row, fetching the next page only as the stream is read.
 */
export async function openExport(
  ctx: Context,
  name: ExportTableName,
  query: Record<string, unknown>,
): Promise<AsyncIterable<string>> {
  const definition: ExportTable<unknown> = EXPORT_TABLES[name] as never;
  const caller = createAdminCaller(ctx);
  const filters = filtersOf(query);
  const first = await definition.list(caller, { ...filters, limit: MAX_PAGE_SIZE });
  return (async function* lines() {
    yield `\uFEFF${csvLine(definition.columns.map(([header]) => header))}`;
    let page: Page<unknown> | null = first;
    while (page) {
      for (const row of page.items) yield csvLine(definition.columns.map(([, value]) => value(row)));
      page = page.nextCursor
        ? await definition.list(caller, { ...filters, limit: MAX_PAGE_SIZE, cursor: page.nextCursor })
        : null;
    }
  })();
}

/** The file name offered for download: the table and today's date. */
export function exportFileName(name: ExportTableName, now = new Date()): string {
  return `wallcraft-${name}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The exports as OpenAPI paths (they are plain routes, not procedures): the query parameters are the list's own
 * filters, read from its request schema, so the document cannot drift from what the route accepts.
 */
export function exportOpenApiPaths(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(EXPORT_TABLES)) {
    const parameters = Object.entries(definition.request.shape)
      .filter(([key]) => key !== 'limit' && key !== 'cursor')
      .map(([key, field]) => {
        const {
          $schema: _,
          description,
          ...schema
        } = z.toJSONSchema(field as z.ZodType, {
          io: 'input',
          unrepresentable: 'any',
        });
        return { name: key, in: 'query', required: false, description, schema };
      });
    paths[`/admin/export/${name}.csv`] = {
      get: {
        operationId: `admin-export-${name}`,
        summary: `The ${name} table as a CSV file, with the same filters and sort as GET /admin/${name}`,
        description:
          'Streamed page by page; any admin role (a read). Text starting with = + - @ is prefixed with an apostrophe so spreadsheets do not run it. UTF-8 with a byte order mark.',
        tags: ['admin'],
        security: [{ adminSessionCookie: [] }],
        parameters,
        responses: {
          200: {
            description: 'The CSV file (Content-Disposition: attachment)',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          400: { description: 'Invalid input' },
          401: { description: 'Not signed in' },
        },
      },
    };
  }
  return paths;
}
