#!/usr/bin/env node
/**
 * Runs a site's content validation exactly as `docusaurus build` and `docusaurus start` do, without
 * bundling anything: the config's markdown.parseFrontMatter hook on every partner document (with
 * Docusaurus's own YAML parser), the partner-directory plugin's allContentLoaded over the
 * documents that passed, and the site-content plugin's loadContent (site facts, highlights, photos). Prints what the build would print, and exits 1 when the build would stop.
 *
 *   node tests/integration/support/build-validation.mjs <siteDir>
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const siteDir = path.resolve(process.argv[2]);
const require = createRequire(path.join(siteDir, 'package.json'));
const {DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils');
const jiti = require('jiti')(path.join(siteDir, 'docusaurus.config.ts'), {interopDefault: true});
const config = jiti('./docusaurus.config.ts');
const plugin = jiti('./plugins/partner-directory/index.ts')({siteDir});
const siteContent = jiti('./plugins/site-content/index.ts')({siteDir});

const partnersDir = path.join(siteDir, 'partners');
const errors = [];
const docs = [];
for (const name of fs
  .readdirSync(partnersDir)
  .filter((file) => /\.mdx?$/.test(file))
  .sort()) {
  const filePath = path.join(partnersDir, name);
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
console.log(`build validation: ${docs.length} partner documents accepted`);
