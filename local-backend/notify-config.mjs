// Settings of the local lead notifications: the notify-lead Edge Function run by
// Deno, and the MailDev inbox it sends to. `npm run backend` and `npm run dev` turn them on;
// code that starts a backend (tests, benchmarks) gets them only when it passes `notify`.

export const NOTIFY_ENV_NAMES = /** @type {const} */ ({
  enabled: 'LOCAL_BACKEND_NOTIFY',
  functionPort: 'LOCAL_BACKEND_FUNCTION_PORT',
  smtpPort: 'LOCAL_BACKEND_SMTP_PORT',
  inboxPort: 'LOCAL_BACKEND_INBOX_PORT',
  startInbox: 'LOCAL_BACKEND_INBOX',
  notifyTo: 'LOCAL_BACKEND_NOTIFY_TO',
  webhookSecret: 'LOCAL_BACKEND_WEBHOOK_SECRET',
  retryDelaysMs: 'LOCAL_BACKEND_WEBHOOK_RETRY_MS',
  heldSummarySeconds: 'LOCAL_BACKEND_HELD_SUMMARY_SECONDS',
});

// MailDev's own default ports, as the README promises; the function next to the API's 54321.
export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_INBOX_PORT = 1080;
export const DEFAULT_FUNCTION_PORT = 54326;
export const DEFAULT_NOTIFY_TO = 'leads@omnia.local';
// How often the rows held during a flood are summarised: what the hosted pg_cron job does.
export const DEFAULT_HELD_SUMMARY_SECONDS = 900;

/**
 * @typedef {object} NotifyOptions
 * @property {number} [functionPort] notify-lead listens on 127.0.0.1 here
 * @property {number} [smtpPort] the function sends to 127.0.0.1 on this port
 * @property {number} [inboxPort] MailDev's web inbox and REST API
 * @property {boolean} [startInbox] false: an SMTP server already listens on smtpPort, start no MailDev
 * @property {string} [notifyTo] LEAD_NOTIFY_TO
 * @property {string} [webhookSecret] default: a new random one per start
 * @property {number[]} [retryDelaysMs] the local webhook's retries after a failed delivery
 * @property {number} [heldSummarySeconds] between two summary requests for held rows (tests: ~1)
 *
 * @typedef {Required<Omit<NotifyOptions, 'webhookSecret' | 'retryDelaysMs'>> &
 *   Pick<NotifyOptions, 'webhookSecret' | 'retryDelaysMs'>} NotifyConfig
 */

/**
 * @param {NotifyOptions | false | undefined} options
 * @returns {NotifyConfig | undefined} undefined: no notifications
 */
export function resolveNotifyConfig(options) {
  if (!options) return undefined;
  return {
    functionPort: options.functionPort ?? DEFAULT_FUNCTION_PORT,
    smtpPort: options.smtpPort ?? DEFAULT_SMTP_PORT,
    inboxPort: options.inboxPort ?? DEFAULT_INBOX_PORT,
    startInbox: options.startInbox ?? true,
    notifyTo: options.notifyTo || DEFAULT_NOTIFY_TO,
    webhookSecret: options.webhookSecret || undefined,
    retryDelaysMs: options.retryDelaysMs,
    heldSummarySeconds: options.heldSummarySeconds ?? DEFAULT_HELD_SUMMARY_SECONDS,
  };
}

/**
 * On unless LOCAL_BACKEND_NOTIFY=0.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NotifyConfig | undefined}
 */
export function readNotifyEnv(env) {
  if (env[NOTIFY_ENV_NAMES.enabled] === '0') return undefined;
  const number = (/** @type {keyof typeof NOTIFY_ENV_NAMES} */ key) => {
    const value = env[NOTIFY_ENV_NAMES[key]];
    if (value === undefined || value === '') return undefined;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
      throw new Error(`${NOTIFY_ENV_NAMES[key]} must be a port number (0-65535), got "${value}"`);
    }
    return parsed;
  };
  const delays = env[NOTIFY_ENV_NAMES.retryDelaysMs];
  const summarySeconds = env[NOTIFY_ENV_NAMES.heldSummarySeconds];
  if (summarySeconds !== undefined && summarySeconds !== '' && !(Number(summarySeconds) > 0)) {
    throw new Error(
      `${NOTIFY_ENV_NAMES.heldSummarySeconds} must be a number of seconds above 0, got "${summarySeconds}"`,
    );
  }
  return resolveNotifyConfig({
    functionPort: number('functionPort'),
    smtpPort: number('smtpPort'),
    inboxPort: number('inboxPort'),
    startInbox: env[NOTIFY_ENV_NAMES.startInbox] !== '0',
    notifyTo: env[NOTIFY_ENV_NAMES.notifyTo],
    webhookSecret: env[NOTIFY_ENV_NAMES.webhookSecret],
    // Empty: no retries.
    retryDelaysMs: delays === undefined ? undefined : delays.split(',').filter(Boolean).map(Number),
    heldSummarySeconds: summarySeconds ? Number(summarySeconds) : undefined,
  });
}

/**
 * @param {NotifyConfig | undefined} config
 * @returns {Record<string, string>}
 */
export function notifyConfigToEnv(config) {
  if (!config) return {[NOTIFY_ENV_NAMES.enabled]: '0'};
  return {
    [NOTIFY_ENV_NAMES.functionPort]: String(config.functionPort),
    [NOTIFY_ENV_NAMES.smtpPort]: String(config.smtpPort),
    [NOTIFY_ENV_NAMES.inboxPort]: String(config.inboxPort),
    [NOTIFY_ENV_NAMES.startInbox]: config.startInbox ? '1' : '0',
    [NOTIFY_ENV_NAMES.notifyTo]: config.notifyTo,
    ...(config.webhookSecret ? {[NOTIFY_ENV_NAMES.webhookSecret]: config.webhookSecret} : {}),
    ...(config.retryDelaysMs ? {[NOTIFY_ENV_NAMES.retryDelaysMs]: config.retryDelaysMs.join(',')} : {}),
    [NOTIFY_ENV_NAMES.heldSummarySeconds]: String(config.heldSummarySeconds),
  };
}
