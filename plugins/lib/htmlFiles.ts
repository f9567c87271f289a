import fs from 'node:fs/promises';
import path from 'node:path';

/** Every .html file under a build directory (for postBuild rewrites). */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}
