// An in-memory notification log with the database functions' rules (migrations 20261123200000
// and 20261125400000), for the stored ids and, among them, the held ones.
import type {Claim, NotificationLog} from '../notification-log.ts';

export type LogRow = {status: 'sending' | 'sent' | 'failed'; attempts: number; error?: string};

export function memoryLog(storedIds: number[], heldIds: number[] = []) {
  const rows = new Map<number, LogRow>();
  const take = (id: number) => rows.set(id, {status: 'sending', attempts: (rows.get(id)?.attempts ?? 0) + 1});
  const finish = (id: number, failure?: string) => {
    const row = rows.get(id);
    if (row) rows.set(id, {...row, status: failure === undefined ? 'sent' : 'failed', error: failure});
  };
  const log: NotificationLog = {
    claim(id) {
      if (!storedIds.includes(id)) return Promise.resolve<Claim>('unknown');
      const row = rows.get(id);
      if (!row || row.status === 'failed') {
        take(id);
        return Promise.resolve<Claim>('send');
      }
      return Promise.resolve(row.status);
    },
    finish(id, failure) {
      finish(id, failure);
      return Promise.resolve();
    },
    claimHeld(maxRows) {
      const due = heldIds
        .filter((id) => storedIds.includes(id) && (!rows.has(id) || rows.get(id)?.status === 'failed'))
        .sort((a, b) => a - b)
        .slice(0, maxRows);
      due.forEach(take);
      return Promise.resolve(due);
    },
    finishHeld(ids, failure) {
      for (const id of ids) finish(id, failure);
      return Promise.resolve();
    },
  };
  return {rows, log};
}
