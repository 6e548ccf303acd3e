// The resident memory of process trees, sampled while they run: the build's profile and the benchmark read it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/**
 * The resident memory of each given process with all its descendants, in bytes (Linux /proc; 0 elsewhere),
 * from one reading of the process table however many trees are asked for.
 */
export function treesRss(roots) {
  if (!existsSync('/proc/self/stat')) return roots.map(() => 0);
  const children = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const siblings = children.get(ppid);
      if (siblings) siblings.push(Number(pid));
      else children.set(ppid, [Number(pid)]);
    } catch {
      // The process ended while being read.
    }
  }
  const rss = new Map();
  const bytesOf = (pid) => {
    if (!rss.has(pid))
      try {
        rss.set(pid, Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096);
      } catch {
        rss.set(pid, 0); // Gone already.
      }
    return rss.get(pid);
  };
  return roots.map((root) => {
    let bytes = 0;
    for (const tree = [root]; tree.length;) {
      const pid = tree.pop();
      bytes += bytesOf(pid);
      tree.push(...(children.get(pid) ?? []));
    }
    return bytes;
  });
}

/** The resident memory of a process and all its descendants, in bytes. */
export const treeRss = (root) => treesRss([root])[0];
