#!/usr/bin/env node
// Full-page screenshots of partner pages from the production build, for reviewers of a pull
// request that changes partner documents (the CI workflow passes the changed slugs).
//
//   node bench/screenshot-partners.mjs grayscale talenteam [--build-dir build] [--out bench/output/screenshots]
//
// Writes <slug>-desktop.png (1280 px wide) and <slug>-mobile.png (390 px wide, 2x) per slug, with
// reduced motion so scroll reveals and counters show their final state. Exits 1 when a page
// does not exist in the build or fails to load.
/* global document, window -- functions passed to page.evaluate() run in the browser */
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {CHROME_FLAGS, CHROME_PATH} from './lib/lighthouse-run.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {REPO_ROOT} from './lib/site-copy.mjs';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VIEWPORTS = {
  desktop: {viewport: {width: 1280, height: 900}, deviceScaleFactor: 1},
  mobile: {viewport: {width: 390, height: 844}, deviceScaleFactor: 2, isMobile: true, hasTouch: true},
};

const {values: options, positionals: slugs} = parseArgs({
  allowPositionals: true,
  options: {
    'build-dir': {type: 'string', default: path.join(REPO_ROOT, 'build')},
    out: {type: 'string', default: path.join(REPO_ROOT, 'bench/output/screenshots')},
  },
});

async function main() {
  if (slugs.length === 0) {
    console.log('No partner slugs given: nothing to screenshot.');
    return;
  }
  const invalid = slugs.find((slug) => !SLUG.test(slug));
  if (invalid) throw new Error(`"${invalid}" is not a partner slug (lowercase words joined by hyphens).`);

  await mkdir(options.out, {recursive: true});
  const server = await startStaticServer(options['build-dir']);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
  });
  const failures = [];
  try {
    for (const [name, device] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({...device, reducedMotion: 'reduce'});
      for (const slug of slugs) {
        const file = path.join(options.out, `${slug}-${name}.png`);
        const problem = await screenshot(context, `${server.url}/partners/${slug}`, file);
        if (problem) failures.push(`${slug} (${name}): ${problem}`);
        else console.log(`Wrote ${path.relative(process.cwd(), file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (failures.length > 0) {
    console.error(`Could not screenshot:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @param {string} file
 * @returns {Promise<string | undefined>} what went wrong, if anything
 */
async function screenshot(context, url, file) {
  const page = await context.newPage();
  try {
    const response = await page.goto(url, {waitUntil: 'networkidle', timeout: 30_000});
    if (!response || response.status() !== 200) return `HTTP ${response?.status() ?? 'no response'} for ${url}`;
    // Lazy images below the fold load only once scrolled near.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.screenshot({path: file, fullPage: true});
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await page.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
