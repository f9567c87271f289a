import type {ChildProcess} from 'node:child_process';
import type {BrowserServer} from 'playwright-core';

/** What globalSetup started, handed to globalTeardown (both run in Jest's parent process). */
type Running = {server?: ChildProcess; browserServer?: BrowserServer; extra?: ChildProcess[]};

const KEY = Symbol.for('omnia.e2e.running');

export function setRunning(running: Running): void {
  (globalThis as Record<symbol, Running>)[KEY] = running;
}

export function getRunning(): Running {
  return (globalThis as Record<symbol, Running>)[KEY] ?? {};
}
