import { env } from '../env';

export type ExportTable = 'users' | 'projects' | 'transactions' | 'orders';

/**
 * The CSV download of a table with the filters the page shows: a plain link, so the browser streams the file
 * to disk with the session cookie (same origin). Empty filters are left out, as the list leaves them out.
 */
export function exportHref(table: ExportTable, filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return `${env.VITE_API_URL}/admin/export/${table}.csv${query ? `?${query}` : ''}`;
}
