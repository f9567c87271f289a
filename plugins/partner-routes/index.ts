/**
 * Keeps the partner pages out of the route table in main.js (see ./routeTable.ts for why and
 * how). Production client bundle only: the server bundle pre-renders from Docusaurus's own table,
 * and the dev server keeps it too, as it rewrites that table whenever a document changes.
 */
import {readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {clientRouteTable} from './routeTable';

/**
 * The module that imports each partner's compiled document, in this build's language. Only
 * partner pages fetch it (client/partnerTable.ts imports it lazily), so neither the documents nor
 * the map from slug to chunk reach main.js.
 */
function documentLoaders(documents: Record<string, string>): string {
  const entries = Object.entries(documents).map(
    ([slug, module]) => `  ${JSON.stringify(slug)}: () => import(${JSON.stringify(module)}),`,
  );
  return `export const partnerDocuments = {\n${entries.join('\n')}\n};\n`;
}

export default function partnerRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'partner-routes',

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const generated = context.generatedFilesDir;
      const table = clientRouteTable(
        {
          routes: readFileSync(path.join(generated, 'routes.js'), 'utf8'),
          chunkNames: JSON.parse(readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8')),
          registry: readFileSync(path.join(generated, 'registry.js'), 'utf8'),
        },
        {baseUrl: context.baseUrl},
      );
      const dir = path.join(generated, 'partner-routes');
      mkdirSync(dir, {recursive: true});
      writeFileSync(path.join(dir, 'routes.js'), table.routes);
      writeFileSync(path.join(dir, 'registry.js'), table.registry);
      writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(table.chunkNames));
      writeFileSync(
        path.join(dir, 'table.json'),
        JSON.stringify({component: table.component, slugs: table.slugs, basePath: table.basePath}),
      );
      writeFileSync(path.join(dir, 'documents.js'), documentLoaders(table.documents));
      // Before Docusaurus's own `@generated` alias: the first alias that matches wins.
      const resolve = (config.resolve ??= {});
      resolve.alias = {
        '@generated/routes$': path.join(dir, 'routes.js'),
        '@generated/registry$': path.join(dir, 'registry.js'),
        '@generated/routesChunkNames$': path.join(__dirname, 'client/routesChunkNames.ts'),
        ...(resolve.alias as Record<string, string>),
      };
      return {};
    },
  };
}
