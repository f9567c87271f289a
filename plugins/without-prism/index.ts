/**
 * The classic theme loads Prism on every page (~30 KB compressed in main.js) through a client
 * module that only registers `themeConfig.prism.additionalLanguages`. This site lists none and has
 * no code blocks, so that module is swapped for an empty one. A code block added later still
 * highlights: src/theme/CodeBlock loads the theme's code block, and Prism with it, on demand.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function withoutPrismPlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  if (prism?.additionalLanguages?.length) {
    throw new Error(
      'plugins/without-prism drops themeConfig.prism.additionalLanguages: remove the plugin to use them.',
    );
  }
  const themeClientModule = require
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
    .replace(/\.js$/, '');
  return {
    name: 'without-prism',
    configureWebpack: () => ({
      resolve: {alias: {[themeClientModule]: path.join(__dirname, 'emptyClientModule.ts')}},
    }),
  };
}
