// Every package the code imports is declared in package.json: one that only arrives as another
// package's dependency can vanish or change version with that package's next release.
import {readdirSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');
const SOURCE_ROOTS = [
  'src',
  'pages',
  'plugins',
  'scripts',
  'bench',
  'tests',
  'local-backend',
  'docusaurus.config.ts',
  'jest.config.mjs',
];
const SKIPPED_DIRS = new Set(['node_modules', 'output']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|mdx)$/;
// The specifier after from, import, import(), require(), require.resolve() and jest.mock()
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:\.resolve)?\s*\(\s*|\bjest\.mock\(\s*)['"]([^'"\s]+)['"]/g;

function sourceFiles(entry: string): string[] {
  const absolute = path.join(REPO_ROOT, entry);
  if (SOURCE_FILE.test(entry)) return [absolute];
  return readdirSync(absolute, {recursive: true, withFileTypes: true})
    .filter((file) => file.isFile() && SOURCE_FILE.test(file.name))
    .map((file) => path.join(file.parentPath, file.name))
    .filter(
      (file) =>
        !path
          .relative(REPO_ROOT, file)
          .split(path.sep)
          .some((part) => SKIPPED_DIRS.has(part)),
    );
}

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; undefined for what is not a package. */
function packageOf(specifier: string): string | undefined {
  if (/^[./]|^node:|^@(site|theme|theme-original|theme-init|generated)\//.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? undefined : name;
}

// Docusaurus serves `@docusaurus/Link`, `@docusaurus/router` … from @docusaurus/core's client.
const CORE_CLIENT_EXPORTS = new Set(
  readdirSync(path.join(REPO_ROOT, 'node_modules/@docusaurus/core/lib/client/exports'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `@docusaurus/${file.replace(/\.js$/, '')}`),
);

function importedPackages() {
  const importers = new Map<string, string[]>();
  for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const name = CORE_CLIENT_EXPORTS.has(specifier) ? '@docusaurus/core' : packageOf(specifier);
      if (name) importers.set(name, [...(importers.get(name) ?? []), path.relative(REPO_ROOT, file)]);
    }
  }
  return importers;
}

describe('package.json', () => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
  const importers = importedPackages();

  it('finds the imports it checks', () => {
    expect(importers.get('@docusaurus/core')?.length).toBeGreaterThan(0);
    expect(importers.get('zod')?.length).toBeGreaterThan(0);
    expect(importers.has('node:fs')).toBe(false);
  });

  it('declares every package the code imports', () => {
    const undeclared = [...importers]
      .filter(([name]) => !declared.has(name))
      .map(([name, files]) => `${name} (imported by ${[...new Set(files)].slice(0, 3).join(', ')})`);
    expect(undeclared).toEqual([]);
  });
});
