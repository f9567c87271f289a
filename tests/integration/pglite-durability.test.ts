// PGlite on a data directory commits to the disk: PostgreSQL's fsync is on and reaches the OS
// (local-backend/durable-nodefs.mjs), unless a caller explicitly relaxes it.
import './support/native-pglite';
import fs from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {openDatabase} from '../../local-backend/database.mjs';

describe('PGlite durability', () => {
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-durable-'));
  });

  afterAll(() => rm(workDir, {recursive: true, force: true}));

  const settings = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
    (await db.query(`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name`))
      .rows;

  it('fsyncs each commit to the disk by default', async () => {
    const db = await openDatabase({dataDir: path.join(workDir, 'durable')});
    const fsync = jest.spyOn(fs, 'fsyncSync');
    try {
      expect(await settings(db)).toEqual([
        {name: 'fsync', setting: 'on'},
        {name: 'wal_sync_method', setting: 'fsync'},
      ]);
      await db.exec('create table commits (n int)');
      fsync.mockClear();
      for (let n = 0; n < 10; n += 1) await db.query('insert into commits values ($1)', [n]);
      expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(10);
    } finally {
      fsync.mockRestore();
      await db.close();
    }
  }, 60_000);

  it('skips fsync only when asked to', async () => {
    const db = await openDatabase({dataDir: path.join(workDir, 'relaxed'), relaxedDurability: true});
    try {
      expect((await settings(db))[0]).toEqual({name: 'fsync', setting: 'off'});
    } finally {
      await db.close();
    }
  }, 60_000);
});
