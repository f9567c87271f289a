/**
 * The three places the site reaches into Docusaurus beyond its public API, each checked here so
 * that an upgrade that moves what they depend on fails with a message, instead of the site
 * silently growing or breaking:
 * - plugins/without-prism and plugins/route-progress replace two of the classic theme's client
 *   modules by aliasing their files: the theme must still load those very files;
 * - components import the data plugins write with createData as `@generated/<plugin>/default/<file>`:
 *   each such file must be where the build put it (run after the build, as scripts/test.sh does).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import {THEME_PROGRESS_MODULE} from '../../plugins/route-progress';
import {PRISM_CLIENT_MODULE} from '../../plugins/without-prism';

const siteDir = path.resolve(__dirname, '../..');

/** The client modules the classic theme registers, as absolute paths without an extension. */
function themeClientModules(): string[] {
  const context = {
    siteDir,
    siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
  } as unknown as LoadContext;
  const plugin = themeClassic(context, {customCss: []} as never);
  const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
  return (plugin.getClientModules?.() ?? []).map((module) =>
    module.startsWith('.') ? path.resolve(themeDir, module).replace(/\.js$/, '') : module,
  );
}

// An import of `@generated/<path>`, the path captured.
const GENERATED_IMPORT = /\bfrom\s+["']@generated\/([^"']+)["']/g;

/** Every `@generated/...` path imported by the site's source, with the file that imports it. */
function generatedImports(dir: string): {file: string; module: string}[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).flatMap((file) => {
    if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts')) return [];
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    return [...source.matchAll(GENERATED_IMPORT)].map((match) => ({file, module: match[1]}));
  });
}

describe('the classic theme still loads the client modules the site replaces', () => {
  it.each([
    ['plugins/without-prism', PRISM_CLIENT_MODULE],
    ['plugins/route-progress', THEME_PROGRESS_MODULE],
  ])('%s: %s', (plugin, module) => {
    const loaded = themeClientModules();
    if (!loaded.includes(module)) {
      throw new Error(
        `${plugin} aliases ${module}, but @docusaurus/theme-classic no longer loads it (it loads ${loaded.join(', ')}): ` +
          'find where this version of the theme does the same job and alias that, or remove the plugin.',
      );
    }
  });
});

describe("the site's imports of generated data", () => {
  const imports = generatedImports(path.join(siteDir, 'src'));

  it('finds some', () => expect(imports.length).toBeGreaterThan(5));

  it.each(imports.map(({file, module}) => [module, file]))(
    '@generated/%s (src/%s) was written by the build',
    (module) => {
      const file = path.join(siteDir, '.docusaurus', module);
      if (!fs.existsSync(file)) {
        throw new Error(
          `.docusaurus/${module} does not exist. Run the build first; if it ran, Docusaurus now writes createData's ` +
            'files elsewhere: import them through the route modules of the plugin instead.',
        );
      }
    },
  );
});
