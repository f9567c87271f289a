// Peak resident memory of a process and all its descendants, sampled from /proc (Linux).
// /usr/bin/time -v would report only the largest single process, not the tree's sum.
import {readdir, readFile} from 'node:fs/promises';

const PAGE_BYTES = 4096;

/**
 * Samples until stop() is called; stop() resolves with the peak in bytes. Shared pages are counted
 * once per process, so the sum slightly overstates what the tree really holds.
 * @param {number} rootPid
 * @param {number} [intervalMs]
 */
export function samplePeakMemory(rootPid, intervalMs = 100) {
  let peak = 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      peak = Math.max(peak, await treeResidentBytes(rootPid));
    });
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      return peak;
    },
  };
}

/** @param {number} rootPid */
async function treeResidentBytes(rootPid) {
  const parents = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may contain spaces and parentheses): state, ppid, …
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isInteger(ppid)) parents.set(Number(entry), ppid);
  }
  const inTree = (/** @type {number} */ pid) => {
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) if (current === rootPid) return true;
    return false;
  };
  let total = 0;
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8').catch(() => '');
    total += (Number(statm.split(' ')[1]) || 0) * PAGE_BYTES;
  }
  return total;
}
