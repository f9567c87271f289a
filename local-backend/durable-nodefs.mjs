// PGlite on a data directory, with commits that reach the disk. PGlite starts PostgreSQL with
// fsync off (-F), and its Node file system (Emscripten's NODEFS) has no fsync: PostgreSQL's
// fdatasync is a no-op there. So an acknowledged submission could sit in the page cache only and
// be lost in a power cut. Here NODEFS gains an fsync that calls the OS's, and PostgreSQL runs with
// fsync on and wal_sync_method=fsync (the one method that reaches it): each commit costs one
// fsync of the WAL (about 0.5 ms on this machine's disk; see bench/RESULTS.md).
import fs from 'node:fs';
import {PGlite} from '@electric-sql/pglite';
import {NodeFS} from '@electric-sql/pglite/nodefs';

export class DurableNodeFS extends NodeFS {
  /** @type {NodeFS['init']} */
  async init(pg, options) {
    const result = await super.init(pg, options);
    const preRun = [result.emscriptenOpts.preRun ?? []].flat();
    result.emscriptenOpts.preRun = [
      (/** @type {any} */ module) => {
        module.NODEFS.stream_ops.fsync = (/** @type {{nfd: number}} */ stream) => {
          fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
      ...preRun,
    ];
    return result;
  }
}

/** PGlite's start parameters with fsync on. */
export function durableStartParams() {
  return [...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'), '-c', 'wal_sync_method=fsync'];
}
