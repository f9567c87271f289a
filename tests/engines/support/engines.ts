/**
 * Debian's Firefox ESR and WebKitGTK behind one small interface, so each engine test is written
 * once. Playwright's own Firefox and WebKit builds cannot be downloaded on these machines, so the
 * stock browsers are driven by what speaks to them: puppeteer-core over WebDriver BiDi for Firefox,
 * selenium-webdriver through WebKitWebDriver (under a private Xvfb display) for WebKit.
 *
 * What the drivers cannot see: WebKitWebDriver reports no console messages and no HTTP status, so
 * errors are collected in the page by the capture proxy (./captureProxy.ts) for both engines alike,
 * and statuses are read with a plain request.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import net from 'node:net';
import puppeteer, {type Browser as PuppeteerBrowser, type Page as PuppeteerPage} from 'puppeteer-core';
import {Builder, By, type WebDriver} from 'selenium-webdriver';

export type EngineName = 'firefox' | 'webkit';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = process.env.XVFB_PATH || '/usr/bin/Xvfb';

/** A browser of one engine with one open tab. */
export interface EngineTab {
  readonly engine: EngineName;
  /** Resizes the viewport (Firefox) or the window (WebKit, whose viewport is then read from the page). */
  resize(width: number, height: number): Promise<void>;
  /** Loads an absolute URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs a function in the page; a returned promise is awaited. Arguments and result must be JSON. */
  evaluate<Result, Args extends unknown[]>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result>;
  /** A real click (the driver's pointer input) on the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /** Types into the element matching the CSS selector, key by key. */
  type(selector: string, text: string): Promise<void>;
  close(): Promise<void>;
}

export async function openEngine(engine: EngineName): Promise<EngineTab> {
  return engine === 'firefox' ? openFirefox() : openWebKit();
}

async function openFirefox(): Promise<EngineTab> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A private profile per launch; no updates, telemetry or first-run pages on a closed network.
    extraPrefsFirefox: {'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false},
  });
  const page: PuppeteerPage = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    engine: 'firefox',
    resize: (width, height) => page.setViewport({width, height}),
    goto: async (url) => {
      await page.goto(url, {waitUntil: 'load', timeout: 60_000});
    },
    evaluate: async (fn, ...args) => (await page.evaluate(call(fn, args))) as Awaited<ReturnType<typeof fn>>,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    close: () => browser.close(),
  };
}

async function openWebKit(): Promise<EngineTab> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: {...process.env, DISPLAY: xvfb.display},
    stdio: 'ignore',
  });
  const stopAll = async () => {
    await stopProcess(driverProcess);
    await stopProcess(xvfb.process);
  };
  let driver: WebDriver;
  try {
    await waitForPort(port);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({browserName: 'MiniBrowser'})
      .build();
    await driver.manage().setTimeouts({pageLoad: 60_000, script: 30_000});
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    engine: 'webkit',
    resize: async (width, height) => {
      await driver.manage().window().setRect({width, height});
    },
    goto: (url) => driver.get(url),
    evaluate: async (fn, ...args) =>
      (await driver.executeScript(`return ${call(fn, args)}`)) as Awaited<ReturnType<typeof fn>>,
    click: async (selector) => (await driver.findElement(By.css(selector))).click(),
    type: async (selector, text) => (await driver.findElement(By.css(selector))).sendKeys(text),
    close: async () => {
      await driver.quit().catch(() => undefined);
      await stopAll();
    },
  };
}

/** The same call for both drivers: the function's source applied to its JSON arguments. */
function call(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`;
}

/** A private X display for WebKit: Xvfb picks a free display number and tells us (-displayfd). */
async function startXvfb(): Promise<{display: string; process: ChildProcess}> {
  const child = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const fd = child.stdio[3] as NodeJS.ReadableStream;
  let output = '';
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Xvfb did not report a display within 30 s')), 30_000);
    fd.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${output.trim()}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it reported a display`)));
  });
  return {display, process: child};
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as net.AddressInfo;
  server.close();
  return port;
}

async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not listen on port ${port} within ${timeoutMs / 1000} s`);
}
