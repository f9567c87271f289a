#!/usr/bin/env node
/**
 * `npm run cms`: the content editor on this working copy, without any account. Builds the editor
 * (plugins/editor-bundle/index.mjs), serves it at http://localhost:8080/admin/ and starts Decap's local
 * backend (decap-server) on http://localhost:8081, Decap's default address, where the editor looks
 * for it when opened on localhost. Both listen on 127.0.0.1 only, and the backend, which writes any
 * file of the working copy for whoever reaches it, answers only requests addressed to
 * localhost:8081 or 127.0.0.1:8081 from the editor's own page (scripts/decap-server/). What the editor saves is
 * written straight into partners/, content/, i18n/ (the translations) and static/img/partners/ here: check it with
 * `npm run check:content`, then commit and open a pull request as usual
 * (docs/adding-a-partner.md, "The editor").
 *
 * CMS_PORT moves the editor's page; the backend stays on 8081, the address the editor asks.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildEditor} from '../plugins/editor-bundle/index.mjs';
import {spawnDecapServer} from './decap-server/index.cjs';
import {startStaticServer} from './static-server.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const editorRoot = path.join(siteDir, 'node_modules/.cache/omnia-editor');
const editorPort = Number(process.env.CMS_PORT || 8080);
const LOCAL_BACKEND_PORT = 8081;

console.log('cms: building the editor…');
await buildEditor({outDir: path.join(editorRoot, 'admin')});

const backend = spawnDecapServer({repoDir: siteDir, port: LOCAL_BACKEND_PORT, editorPort, logLevel: 'warn'});
backend.on('exit', (code) => {
  console.error(`cms: the local backend (decap-server) stopped (exit ${code}); is port ${LOCAL_BACKEND_PORT} in use?`);
  process.exit(1);
});

const server = await startStaticServer(editorRoot, {port: editorPort});
console.log(
  `cms: editor at http://localhost:${editorPort}/admin/ ("Login" needs no account); it saves into ${siteDir}/partners, ${siteDir}/content and, for the other languages, ${siteDir}/i18n.\n` +
    'cms: then run npm run check:content, and npm run dev to see the page on the site. Ctrl-C stops both servers.',
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    backend.removeAllListeners('exit');
    backend.kill('SIGTERM');
    await server.close();
    process.exit(0);
  });
}
