/**
 * What the editor tests run beside the served build: a copy of the content (partners/, content/
 * and the logos, so the working copy is never written), Decap's local backend (decap-server) on
 * it, and the editor opened on that backend.
 */
import {spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test} from '../fixtures';
import {startDecapServer} from '../../../scripts/decap-server/index.cjs';
import {SITE_PORT} from '../support/env';

const siteDir = path.resolve(__dirname, '../../..');

/** A throwaway site root holding what `npm run check:content --dir` reads: documents, translations, logos, PDFs. */
export function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-cms-'));
  for (const part of ['partners', 'content', 'pages', 'i18n', 'static/img/partners', 'static/pdf']) {
    fs.cpSync(path.join(siteDir, part), path.join(dir, part), {recursive: true});
  }
  return dir;
}

/**
 * decap-server in fs mode on `repoDir`, resolved once it listens: started as `npm run cms` starts
 * it, so its guard lets in only requests addressed to it from the editor's page (the served build).
 */
export function startLocalBackend(repoDir: string, port: number): Promise<ChildProcess> {
  return startDecapServer({repoDir, port, editorPort: SITE_PORT});
}

/**
 * The spec file's copy of the content and its local backend, made before the file's tests and
 * removed after them: read `root` and `port` in the tests (they are set once beforeAll has run).
 * A port of its own unless one is named, as spec files run side by side.
 */
export function contentCopyWithBackend(fixedPort?: number): {root: string; port: number} {
  const copy = {root: '', port: 0};
  let backend: ChildProcess | undefined;
  test.beforeAll(async () => {
    copy.root = copyOfContent();
    copy.port = fixedPort ?? (await freePort());
    backend = await startLocalBackend(copy.root, copy.port);
  });
  test.afterAll(() => {
    backend?.kill();
    if (copy.root) fs.rmSync(copy.root, {recursive: true, force: true});
  });
  return copy;
}

/** `npm run check:content` on the copy: its exit code and what it printed. */
export function checkContent(siteRoot: string): {status: number | null; output: string} {
  const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/check-content.mjs'), '--dir', siteRoot], {
    encoding: 'utf8',
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

/** A port nobody listens on now: each spec file runs its own backend, and files run side by side. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Where the editor looks for its local backend (Decap's default). */
const DECAP_LOCAL_BACKEND = 'http://localhost:8081/api/v1';

/**
 * The editor on the backend at `port`, logged in (the local backend needs no account), and the
 * commit message of every write it sends there, in order. Beside the form, the preview, or
 * (`rightPane: 'i18n'`) the second language's form, Decap's default for translated collections.
 */
export async function openEditor(
  page: Page,
  port: number,
  {rightPane = 'preview'}: {rightPane?: 'preview' | 'i18n'} = {},
): Promise<{commitMessages: string[]}> {
  const commitMessages: string[] = [];
  // Decap remembers the writer's choice of pane here.
  await page.addInitScript((pane) => window.localStorage.setItem('cms.right-pane', pane), rightPane);
  await page.route(DECAP_LOCAL_BACKEND, (route) => {
    const body = route.request().postDataJSON() as {action?: string; params?: {options?: {commitMessage?: string}}};
    const message = body?.params?.options?.commitMessage;
    if (/^persist|^delete/.test(body?.action ?? '') && message) commitMessages.push(message);
    return route.continue({url: `http://localhost:${port}/api/v1`});
  });
  await page.goto('/admin/');
  await page.getByRole('button', {name: 'Login'}).click();
  return {commitMessages};
}

/** The input a field's label names (Decap links each label to its control; optional ones say so). */
export async function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const id = await page
    .locator('label')
    .filter({hasText: new RegExp(`^${escaped}( \\(optional\\))?$`)})
    .first()
    .getAttribute('for');
  return page.locator(`[id="${id}"]`);
}

/** Publishes the entry open in the editor (the local backend writes it at once). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Publish', exact: true}).click();
  await page.getByText('Publish now').click();
}

/** The text of a file of the copy, or '' while it is not (yet) there. */
export function readCopy(root: string, file: string): string {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
}
