import { readdirSync, readFileSync } from 'node:fs';

// What a server costs, counted over its whole process tree (issue 59): a start process with its
// events child, nginx's master and workers. Linux /proc only, as the bench is.

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** `pid` and every process below it. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The process name, in brackets, may hold spaces: fields are counted after its closing bracket.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(name)]);
    } catch {
      // Gone while being read.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

/** CPU seconds (user and system) the processes have used so far. */
export function cpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // Gone: its time is no longer counted anywhere we can read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Resident memory of the processes together, in MB. */
export function rssMb(pids: readonly number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return Math.round(kb / 1024);
}
