#!/usr/bin/env node
/**
 * Runs a site's content validation exactly as `docusaurus build` and `docusaurus start` do, without
 * bundling anything: the config's markdown.parseFrontMatter hook on every partner document (with
 * Docusaurus's own YAML parser), the partner-directory plugin's allContentLoaded over the
 * documents that passed, and the site-content plugin's loadContent (site facts, highlights, photos). Prints what the build would print, and exits 1 when the build would stop.
 * With --locale, as the build of that language: each partner document's translation where it has
 * one (i18n/<locale>/docusaurus-plugin-content-docs/current/), and the language's site content.
 *
 *   node tests/integration/support/build-validation.mjs <siteDir> [--locale <code>]
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const siteDir = path.resolve(process.argv[2]);
const localeIndex = process.argv.indexOf('--locale');
const locale = localeIndex > 0 ? process.argv[localeIndex + 1] : 'en';
const require = createRequire(path.join(siteDir, 'package.json'));
const {DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils');
const jiti = require('jiti')(path.join(siteDir, 'docusaurus.config.ts'), {interopDefault: true});
const config = jiti('./docusaurus.config.ts');
const plugin = jiti('./plugins/partner-directory/index.ts')({siteDir});
const siteContent = jiti('./plugins/site-content/index.ts')({siteDir, i18n: {currentLocale: locale}});

const partnersDir = path.join(siteDir, 'partners');
const translatedDir = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
const errors = [];
const docs = [];
for (const name of fs
  .readdirSync(partnersDir)
  .filter((file) => /\.mdx?$/.test(file))
  .sort()) {
  const translated = path.join(translatedDir, name);
  const filePath = locale !== 'en' && fs.existsSync(translated) ? translated : path.join(partnersDir, name);
  const fileContent = fs.readFileSync(filePath, 'utf8');
  try {
    const {frontMatter} = await config.markdown.parseFrontMatter({
      filePath,
      fileContent,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    docs.push({permalink: `/partners/${name.replace(/\.mdx?$/, '')}`, source: `@site/partners/${name}`, frontMatter});
  } catch (error) {
    errors.push(error.message);
  }
}
try {
  const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs}]}}};
  await plugin.allContentLoaded({allContent, actions: {createData: async () => '', setGlobalData: () => {}}});
} catch (error) {
  errors.push(error.message);
}
try {
  await siteContent.loadContent();
} catch (error) {
  errors.push(error.message);
}
if (errors.length > 0) {
  console.error(errors.join('\n\n'));
  process.exit(1);
}
console.log(`build validation (${locale}): ${docs.length} partner documents accepted`);
