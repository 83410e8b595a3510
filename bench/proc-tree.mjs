// The process tree under one pid, read from /proc (Linux only): for the start-up and memory benches.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const PAGE_KB = 4; // /proc/<pid>/stat's rss is in pages; 4 KB on every Linux this runs on (x86-64, arm64 default)

/**
 * Every process under rootPid, the root included: pid, parent, command line, resident memory (KB) and CPU time
 * used (ms, user + system, with reaped children), from `all` (default: the machine's processes now). Null off Linux.
 */
export function processTree(rootPid, all = processes()) {
  if (!all) return null;
  const tree = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    const process = all.get(pid);
    if (process) tree.push(process);
    for (const [child, stat] of all) if (stat.ppid === pid) queue.push(child);
  }
  return tree;
}

/** Every process on the machine by pid, each as processTree gives it. Null off Linux. */
export function processes() {
  if (!existsSync('/proc/self/stat')) return null;
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces: state is field 3.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      all.set(Number(entry), {
        pid: Number(entry),
        ppid: Number(fields[1]),
        command,
        rssKb: Number(fields[21]) * PAGE_KB,
        // USER_HZ is 100 on Linux.
        cpuMs: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10,
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return all;
}
