/** Reads what the e2e backend stored, with the site owner's command (as the table owner). */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

export type StoredSubmission = {first_name: string; last_name: string; email: string; company: string; message: string};

export function storedSubmissions(): StoredSubmission[] {
  const root = path.resolve(__dirname, '../../..');
  const output = execFileSync(process.execPath, [path.join(root, 'local-backend/list-submissions.mjs'), '--json'], {
    env: {...process.env, LOCAL_BACKEND_DATA_DIR: process.env.E2E_BACKEND_DATA_DIR, LOCAL_BACKEND_PORT: process.env.E2E_BACKEND_PORT},
    encoding: 'utf8',
  });
  return JSON.parse(output) as StoredSubmission[];
}
