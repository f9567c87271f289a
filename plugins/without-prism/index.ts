/**
 * The classic theme loads Prism on every page (~30 KB compressed in main.js) through a client
 * module that only registers `themeConfig.prism.additionalLanguages`. This site lists none and has
 * no code blocks, so that module is swapped for an empty one. A code block added later still
 * highlights: src/theme/CodeBlock loads the theme's code block, and Prism with it, on demand.
 * tests/integration/framework-reaches.test.ts fails if the theme stops loading that module.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

// The classic theme's client module that loads Prism (an alias key has no extension).
export const PRISM_CLIENT_MODULE = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

export default function withoutPrismPlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  if (prism?.additionalLanguages?.length) {
    throw new Error(
      'plugins/without-prism drops themeConfig.prism.additionalLanguages: remove the plugin to use them.',
    );
  }
  return {
    name: 'without-prism',
    configureWebpack: () => ({
      resolve: {alias: {[PRISM_CLIENT_MODULE]: path.join(__dirname, 'emptyClientModule.ts')}},
    }),
  };
}
