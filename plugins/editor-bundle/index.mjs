/**
 * Builds the content editor (Decap CMS, src/admin/) into a directory: index.html, the editor's
 * script and its stylesheet, which the preview frame uses. It is a bundle of its own, built with
 * Rspack (which Docusaurus's faster build already ships) and never part of the site's bundle: no
 * other page downloads a byte of it, and the site's first-view script is unchanged. The build runs
 * it for /admin (./index.ts); `npm run cms` runs it for the local editor (scripts/cms.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {rspack} from '@rspack/core';
import {STAND_IN_DIR, STAND_INS} from '../../src/admin/docusaurus/standIns.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The repository, as package.json names it (so does src/lib/editLinks.ts); REPOSITORY_URL overrides it. */
const packageRepository = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')).repository.url;

/** https://github.com/omnia-ecosystem/website(.git) → omnia-ecosystem/website */
export function githubRepository(repositoryUrl) {
  const match = repositoryUrl.trim().match(/^https:\/\/github\.com\/([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/);
  if (!match) {
    throw new Error(
      `REPOSITORY_URL "${repositoryUrl}" is not a GitHub repository address (https://github.com/<owner>/<name>).`,
    );
  }
  return match[1];
}

/** The settings the editor reads, fixed at build time (docs/environment-variables.md). */
function editorSettings(env) {
  return {
    CMS_GITHUB_REPOSITORY: githubRepository(env.REPOSITORY_URL || packageRepository),
    CMS_AUTH_BASE_URL: env.CMS_AUTH_BASE_URL?.trim() ?? '',
    CMS_AUTH_ENDPOINT: env.CMS_AUTH_ENDPOINT?.trim() ?? '',
  };
}

function editorConfig({outDir, production, env}) {
  return {
    mode: production ? 'production' : 'development',
    context: siteDir,
    entry: {editor: path.join(siteDir, 'src/admin/index.ts')},
    output: {
      path: outDir,
      publicPath: '/admin/',
      filename: production ? 'editor.[contenthash:8].js' : 'editor.js',
      chunkFilename: production ? 'editor.[contenthash:8].[id].js' : 'editor.[id].js',
      cssFilename: production ? 'editor.[contenthash:8].css' : 'editor.css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: false,
    experiments: {css: true},
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
      // The site's components import Docusaurus modules: the same stand-ins as in the unit tests
      // (src/admin/docusaurus/README.md says why and what each gives). Generated modules exist only
      // in a Docusaurus build: a partner section in the preview lists no partners, and a Japanese
      // heading breaks where the editor's browser finds phrases (plugins/japanese-phrases).
      alias: {
        '@site': siteDir,
        ...Object.fromEntries(
          Object.entries(STAND_INS).map(([name, file]) => [`${name}$`, path.join(STAND_IN_DIR, file)]),
        ),
        '@generated/partner-directory/default/partners.json$': path.join(STAND_IN_DIR, 'noPartners.json'),
        '@generated/japanese-phrases/default/phrases.json$': path.join(STAND_IN_DIR, 'noPhrases.json'),
      },
    },
    module: {
      // The components import their CSS modules as a default object (styles.article), as under Docusaurus.
      parser: {'css/auto': {namedExports: false}},
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: {syntax: 'typescript', tsx: true},
              transform: {react: {runtime: 'automatic', development: !production}},
            },
          },
          type: 'javascript/auto',
        },
        {test: /\.css$/, type: 'css/auto'},
        {test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource'},
      ],
    },
    plugins: [
      new rspack.DefinePlugin(
        Object.fromEntries(
          Object.entries(editorSettings(env)).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
        ),
      ),
      new rspack.HtmlRspackPlugin({template: path.join(siteDir, 'src/admin/index.html'), filename: 'index.html'}),
    ],
    performance: {hints: false},
    stats: 'errors-warnings',
  };
}

/** Builds the editor into outDir; rejects with Rspack's errors. */
export function buildEditor({outDir, production = true, env = process.env}) {
  const compiler = rspack(editorConfig({outDir, production, env}));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(`The editor did not build:\n${stats.toString('errors-only')}`));
      resolve(stats);
    });
  });
}
