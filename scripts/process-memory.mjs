// The resident memory of a process tree, sampled while it runs: the build's profile and the benchmark read it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** The resident memory of a process and all its descendants, in bytes (Linux /proc; 0 elsewhere). */
export function treeRss(root) {
  if (!existsSync('/proc/self/stat')) return 0;
  const parents = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while being read.
    }
  }
  const tree = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, ppid] of parents)
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grown = true;
      }
  }
  let bytes = 0;
  for (const pid of tree) {
    try {
      bytes += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
    } catch {
      // Gone already.
    }
  }
  return bytes;
}
