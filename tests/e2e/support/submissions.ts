/** Reads what the e2e backend stored, with the site owner's command (as the table owner). */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {BACKEND_PORT} from './env';

export type StoredSubmission = {first_name: string; last_name: string; email: string; company: string; message: string};

export function storedSubmissions(): StoredSubmission[] {
  const root = path.resolve(__dirname, '../../..');
  const output = execFileSync(process.execPath, [path.join(root, 'local-backend/list-submissions.mjs'), '--json'], {
    env: {
      ...process.env,
      LOCAL_BACKEND_DATA_DIR: process.env.E2E_BACKEND_DATA_DIR,
      LOCAL_BACKEND_PORT: String(BACKEND_PORT),
    },
    encoding: 'utf8',
  });
  return JSON.parse(output) as StoredSubmission[];
}

/** An e-mail address no other test, worker or run uses, so a test finds its own row. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${process.pid}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
