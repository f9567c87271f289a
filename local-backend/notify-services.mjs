// What `npm run backend` adds for lead notifications: a MailDev inbox (SMTP and web on
// 127.0.0.1), the notify-lead Edge Function under Deno (both child processes, so a crash of
// either leaves the form working), the local webhook that calls the function after inserts, and
// the timer that asks it for the summary of held rows.
import {spawn} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {fileURLToPath} from 'node:url';
import {startHeldSummaryTimer} from './held-summary-timer.mjs';
import {startLeadWebhook} from './lead-webhook.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FUNCTION_DIR = fileURLToPath(new URL('../supabase/functions/notify-lead/', import.meta.url));
export const DENO = `${REPO_ROOT}node_modules/.bin/deno`;
export const MAILDEV = `${REPO_ROOT}node_modules/maildev/dist/bin/maildev.js`;
// Only catches a service that never starts: a shared CI machine at a load of 10 can take a minute.
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 5_000;

/**
 * Starts a process and resolves once its output matches `ready`.
 * @param {string} name for messages
 * @param {string} command
 * @param {string[]} args
 * @param {{env?: NodeJS.ProcessEnv, cwd?: string, ready: RegExp, print: (line: string) => void}} options
 */
export function startService(name, command, args, {env, cwd, ready, print}) {
  const child = spawn(command, args, {env: env ?? process.env, cwd, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  let started = false;
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (/** @type {Buffer} */ chunk) => {
      const text = String(chunk);
      // After the start, the service's own lines (the function's errors) go to the backend's log.
      if (started) {
        for (const line of text.split('\n')) if (line.trim()) print(`[${name}] ${line}`);
        return;
      }
      output += text;
      if (ready.test(output)) {
        started = true;
        clearTimeout(timer);
        resolve({stop, exited});
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then(() => {
      clearTimeout(timer);
      if (!started) reject(new Error(`${name} exited before it was ready:\n${output}`));
      else print(`[${name}] stopped (exit code ${child.exitCode ?? child.signalCode})`);
    });
  });
}

/**
 * The secrets the hosted function gets from `supabase secrets set` and Supabase itself.
 * @param {{notify: import('./notify-config.mjs').NotifyConfig, gatewayUrl: string, serviceKey: string, secret: string}} options
 */
function functionEnv({notify, gatewayUrl, serviceKey, secret}) {
  return {
    ...process.env,
    PORT: String(notify.functionPort),
    HOSTNAME: '127.0.0.1',
    SUPABASE_URL: gatewayUrl,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
    LEAD_WEBHOOK_SECRET: secret,
    LEAD_NOTIFY_TO: notify.notifyTo,
    LEAD_NOTIFY_FROM: 'Omnia website <website@omnia.local>',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(notify.smtpPort),
    SMTP_SECURE: 'false',
    NO_COLOR: '1',
  };
}

/**
 * @param {object} options
 * @param {import('./database.mjs').Database} options.db
 * @param {import('./notify-config.mjs').NotifyConfig} options.notify
 * @param {string} options.gatewayUrl the function records each notification here (SUPABASE_URL)
 * @param {string} options.serviceKey SUPABASE_SERVICE_ROLE_KEY for that
 * @param {(line: string) => void} options.print
 * @returns {Promise<{wake: () => void, stop: () => Promise<void>}>}
 */
export async function startLeadNotifications({db, notify, gatewayUrl, serviceKey, print}) {
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const secret = notify.webhookSecret ?? randomBytes(24).toString('hex');
    // Side by side: each takes seconds to start on a busy machine.
    const starting = [
      notify.startInbox
        ? startService(
            'maildev',
            process.execPath,
            [
              MAILDEV,
              '--smtp',
              String(notify.smtpPort),
              '--web',
              String(notify.inboxPort),
              '--ip',
              '127.0.0.1',
              '--web-ip',
              '127.0.0.1',
            ],
            {ready: /Press Ctrl\+C to stop/, print},
          )
        : undefined,
      startService(
        'notify-lead',
        DENO,
        ['run', '--quiet', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', 'index.ts'],
        {
          cwd: FUNCTION_DIR,
          ready: /notify-lead listening on/,
          print,
          env: functionEnv({notify, gatewayUrl, serviceKey, secret}),
        },
      ),
    ];
    const results = await Promise.allSettled(starting);
    for (const result of results) if (result.status === 'fulfilled' && result.value) stops.push(result.value.stop);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const functionUrl = `http://127.0.0.1:${notify.functionPort}/`;
    const webhook = await startLeadWebhook({db, functionUrl, secret, retryDelaysMs: notify.retryDelaysMs, log: print});
    stops.push(webhook.stop);
    const summaries = startHeldSummaryTimer({
      functionUrl,
      secret,
      intervalMs: notify.heldSummarySeconds * 1000,
      log: print,
    });
    stops.push(summaries.stop);
    const inboxLine = notify.startInbox
      ? `inbox http://127.0.0.1:${notify.inboxPort} (SMTP 127.0.0.1:${notify.smtpPort})`
      : `SMTP 127.0.0.1:${notify.smtpPort}`;
    print(
      `Lead notifications: function ${functionUrl}, e-mail to ${notify.notifyTo}, ${inboxLine}; ` +
        `held rows in one summary every ${notify.heldSummarySeconds} s`,
    );
    return {wake: webhook.wake, stop: stopAll};
  } catch (error) {
    await stopAll();
    throw error;
  }
}
