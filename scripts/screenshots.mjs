#!/usr/bin/env node
// Full-page screenshots of every route of the production build at 1440 and 390 px wide, so a
// reviewer can look at the whole site in a minute.
//
//   npm run screenshots                       # every route, into screenshots/
//   npm run screenshots -- /partners/glider / # only these routes
//   npm run screenshots -- --out dir --build-dir build
//
// The routes come from the build's sitemap (never a hand-kept list), plus the not-found page.
// Pages are captured settled (scripts/settled-page.mjs, shared with the visual baselines):
// reduced motion (reveals shown, counters at their final values, marquee still), web fonts
// loaded, lazy images scrolled into view.
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {fileStem, NOT_FOUND_ROUTE, openSettled, routesOfBuild, SCREENSHOT_WIDTHS} from './settled-page.mjs';
import {startStaticServer} from './static-server.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

async function main() {
  const {values: options, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      'build-dir': {type: 'string', default: path.join(REPO_ROOT, 'build')},
      out: {type: 'string', default: path.join(REPO_ROOT, 'screenshots')},
    },
  });
  const routes = positionals.length > 0 ? positionals : routesOfBuild(options['build-dir']);
  await mkdir(options.out, {recursive: true});
  const server = await startStaticServer(options['build-dir']);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true});
  const failures = [];
  try {
    for (const {width, height, ...device} of SCREENSHOT_WIDTHS) {
      const context = await browser.newContext({...device, viewport: {width, height}, reducedMotion: 'reduce'});
      for (const route of routes) {
        const page = await context.newPage();
        const file = path.join(options.out, `${fileStem(route)}-${width}.png`);
        try {
          const response = await openSettled(page, server.url + route);
          const expected = route === NOT_FOUND_ROUTE ? 404 : 200;
          if (response?.status() !== expected) throw new Error(`HTTP ${response?.status()} (expected ${expected})`);
          await page.screenshot({path: file, fullPage: true});
          console.log(`Wrote ${path.relative(process.cwd(), file)}`);
        } catch (error) {
          failures.push(`${route} at ${width} px: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        } finally {
          await page.close();
        }
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

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
