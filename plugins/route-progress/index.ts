/**
 * The route progress bar, drawn without nprogress's innerHTML, which the pages' Trusted Types
 * policy refuses (./client.ts). The classic theme registers its bar as a client module of its own,
 * with no option to replace it: the client bundle aliases that module to ours.
 * tests/integration/framework-reaches.test.ts fails if the theme moves it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The classic theme's client module that shows nprogress's bar (an alias key has no extension).
export const THEME_PROGRESS_MODULE = require.resolve('@docusaurus/theme-classic/lib/nprogress').replace(/\.js$/, '');

export default function routeProgressPlugin(): Plugin {
  return {
    name: 'route-progress',
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {resolve: {alias: {[THEME_PROGRESS_MODULE]: path.join(__dirname, 'client.ts')}}},
  };
}
