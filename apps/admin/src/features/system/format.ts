/** How the SYSTEM page words its numbers: sizes, waits and readiness parts. */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A file size in the largest unit under 1024 of it, one decimal past bytes: "512 B", "1.5 MB". */
export function formatBytes(bytes: number | null): string {
  if (bytes === null || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** A wait in the largest whole unit: "—" for none, "45 s", "12 min", "3 h", "2 d". */
export function formatWait(seconds: number): string {
  if (seconds <= 0) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

const PART_LABELS: Record<string, string> = {
  database: 'Database answers',
  migrations: 'Migrations applied',
  jobs: 'Job workers running',
  shutdown: 'Not shutting down',
};

/** A readiness part as the check it stands for. */
export function readinessLabel(part: string): string {
  return PART_LABELS[part] ?? part;
}
