/**
 * The services that handle a visitor's data for Omnia, as the privacy notice (/privacy) lists
 * them: worked out from the same settings the build runs on, so the notice names a service exactly
 * when the site uses it. Read at build time by plugins/privacy-notice; the page gets the result.
 */
import {analyticsSettings, DEFAULT_PLAUSIBLE_HOST} from '../lib/analyticsSettings';
import {errorReportingSettings, sentryEndpoints} from '../lib/errorReportingSettings';

type Env = Partial<
  Record<
    'SUPABASE_URL' | 'SUPABASE_REGION' | 'SMTP_HOST' | 'PLAUSIBLE_DOMAIN' | 'PLAUSIBLE_API_HOST' | 'SENTRY_DSN',
    string
  >
>;

export type Processor =
  /** Where the form's submissions are stored. `region`: the AWS region, `country` its ISO code. */
  | {kind: 'database'; name: 'Supabase'; region?: string; country?: string}
  /** Who delivers the team's e-mail about each lead; unnamed when the build is not told. */
  | {kind: 'email'; name?: string}
  /** Cookieless visit counting; `host` only when events go somewhere other than Plausible's own service. */
  | {kind: 'analytics'; name: 'Plausible Analytics'; host?: string}
  /** Error reports: Sentry's EU or US region (`country`), or the host of a Sentry of our own. */
  | {kind: 'errors'; name: 'Sentry'; country?: string; host?: string};

/** Sentry's data regions, by the host its DSN names (docs.sentry.io, "Data Storage Location"). */
function sentryRegion(host: string): {country: string} | {host: string} {
  if (/(^|\.)ingest\.de\.sentry\.io$/.test(host)) return {country: 'DE'};
  if (/(^|\.)ingest(\.us)?\.sentry\.io$/.test(host)) return {country: 'US'};
  return {host};
}

/** Supabase's regions (supabase.com/docs/guides/platform/regions) and the country each is in. */
export const SUPABASE_REGIONS: Readonly<Record<string, string>> = {
  'us-west-1': 'US',
  'us-west-2': 'US',
  'us-east-1': 'US',
  'us-east-2': 'US',
  'ca-central-1': 'CA',
  'eu-west-1': 'IE',
  'eu-west-2': 'GB',
  'eu-west-3': 'FR',
  'eu-central-1': 'DE',
  'eu-central-2': 'CH',
  'eu-north-1': 'SE',
  'ap-south-1': 'IN',
  'ap-southeast-1': 'SG',
  'ap-northeast-1': 'JP',
  'ap-northeast-2': 'KR',
  'ap-southeast-2': 'AU',
  'sa-east-1': 'BR',
};

/** SMTP hosts of the providers docs/lead-notifications.md names, and the name a visitor knows them by. */
const EMAIL_PROVIDERS: [RegExp, string][] = [
  [/(^|\.)resend\.com$/, 'Resend'],
  [/(^|\.)postmarkapp\.com$/, 'Postmark'],
  [/^email-smtp\.[a-z0-9-]+\.amazonaws\.com$/, 'Amazon SES'],
  [/(^|\.)mailgun\.org$/, 'Mailgun'],
  [/(^|\.)sendgrid\.net$/, 'SendGrid'],
  [/(^|\.)brevo\.com$/, 'Brevo'],
  [/(^|\.)(gmail|googlemail)\.com$/, 'Google Workspace'],
  [/(^|\.)(office365|outlook)\.com$/, 'Microsoft 365'],
];

/** The provider behind an SMTP host: its name when it is a known one, else the host itself. */
export function emailProviderName(smtpHost: string): string {
  const host = smtpHost.trim().toLowerCase();
  return EMAIL_PROVIDERS.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/** Every service that receives a visitor's data in a build made with `env`, in the order the notice lists them. */
export function processorsFor(env: Env): Processor[] {
  const processors: Processor[] = [databaseProcessor(env.SUPABASE_REGION)];
  const smtpHost = env.SMTP_HOST?.trim();
  processors.push(smtpHost ? {kind: 'email', name: emailProviderName(smtpHost)} : {kind: 'email'});
  const analytics = analyticsSettings(env);
  if (analytics) {
    const host = new URL(analytics.endpoint).origin;
    processors.push(
      host === DEFAULT_PLAUSIBLE_HOST
        ? {kind: 'analytics', name: 'Plausible Analytics'}
        : {kind: 'analytics', name: 'Plausible Analytics', host: new URL(host).host},
    );
  }
  const errorReporting = errorReportingSettings(env);
  if (errorReporting) {
    processors.push({kind: 'errors', name: 'Sentry', ...sentryRegion(sentryEndpoints(errorReporting.dsn).host)});
  }
  return processors;
}

function databaseProcessor(regionSetting: string | undefined): Processor {
  const region = regionSetting?.trim().toLowerCase();
  if (!region) return {kind: 'database', name: 'Supabase'};
  const country = SUPABASE_REGIONS[region];
  if (!country) {
    throw new Error(
      `SUPABASE_REGION must be the project's region as Supabase names it (Project Settings → General), one of ` +
        `${Object.keys(SUPABASE_REGIONS).join(', ')}; got "${region}".`,
    );
  }
  return {kind: 'database', name: 'Supabase', region, country};
}

/** What a production build should be told and was not: the notice then names these less precisely. */
export function missingProcessorSettings(env: Env): string[] {
  return (['SUPABASE_REGION', 'SMTP_HOST'] as const).filter((name) => !env[name]?.trim());
}
