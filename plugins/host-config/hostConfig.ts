/**
 * Collects what the generated host files need from the finished build: the policy of ./policy.ts
 * with the hashes of the inline scripts the pages actually carry.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALE_CODES, localizedPath} from '../../src/lib/locales';
import {sentryEndpoints} from '../../src/lib/errorReportingSettings';
import {htmlFiles, inlineScriptHashes} from './inlineScripts';
import {
  connectOriginsFor,
  reportingHeaders,
  PATH_POLICIES,
  serializeCsp,
  SERVER_REDIRECTS,
  siteCspDirectives,
  type PathPolicy,
} from './policy';

export type AreaPolicy = {prefix: string; label: string; csp: string};

export type HostConfig = {
  /** The policy of every page outside the areas below. */
  siteCsp: string;
  /** Headers that name where browsers report policy violations (none without error reporting). */
  reportingHeaders: Record<string, string>;
  /** Folders of the build with a policy of their own (present in this build only). */
  areas: AreaPolicy[];
  /** Each path that answers with a redirect, exactly as requested. */
  redirects: {from: string; to: string; status: 301}[];
  /**
   * The other languages' folders in this build (/de/, ...): each has its own not-found page and
   * its own content-hashed bundles under <prefix>assets/.
   */
  localeFolders: {prefix: string; notFound: string}[];
};

function urlPathOf(outDir: string, file: string): string {
  return `/${path.relative(outDir, file).split(path.sep).join('/')}`;
}

export async function hostConfigFor(
  outDir: string,
  {
    supabaseUrl,
    analyticsEndpoint,
    errorReportingDsn,
    pathPolicies = PATH_POLICIES,
  }: {
    supabaseUrl?: string;
    analyticsEndpoint?: string;
    errorReportingDsn?: string;
    pathPolicies?: readonly PathPolicy[];
  },
): Promise<HostConfig> {
  const pages = (await htmlFiles(outDir)).map((file) => ({file, urlPath: urlPathOf(outDir, file)}));
  const areaOf = (urlPath: string) => pathPolicies.find(({prefix}) => urlPath.startsWith(prefix));
  const sentry = errorReportingDsn ? sentryEndpoints(errorReportingDsn) : undefined;
  const connectOrigins = connectOriginsFor(supabaseUrl, analyticsEndpoint, sentry?.origin);
  const reportUri = sentry?.securityEndpoint;

  const sitePages = pages.filter(({urlPath}) => !areaOf(urlPath)).map(({file}) => file);
  const siteDirectives = siteCspDirectives({
    scriptHashes: await inlineScriptHashes(sitePages),
    connectOrigins,
    reportUri,
  });

  const areas: AreaPolicy[] = [];
  for (const policy of pathPolicies) {
    const areaPages = pages.filter(({urlPath}) => areaOf(urlPath) === policy).map(({file}) => file);
    if (areaPages.length === 0) continue;
    const inputs = {scriptHashes: await inlineScriptHashes(areaPages), connectOrigins, reportUri};
    const directives = policy.directives(siteCspDirectives(inputs), inputs);
    areas.push({prefix: policy.prefix, label: policy.label, csp: serializeCsp(directives)});
  }

  const locales = LOCALE_CODES.filter(
    (code) => code !== DEFAULT_LOCALE && existsSync(path.join(outDir, code, '404.html')),
  );
  const redirects = [
    // The folder form too: /members/ is where the client-side redirect page lives.
    ...[DEFAULT_LOCALE, ...locales].flatMap((locale) =>
      SERVER_REDIRECTS.flatMap(({from, to, status}) =>
        [from, `${from}/`].map((source) => ({
          from: localizedPath(source, locale),
          to: localizedPath(to, locale),
          status,
        })),
      ),
    ),
    // A language's home typed without its slash (/de) is that home, not a not-found page.
    ...locales.map((code) => ({from: `/${code}`, to: localizedPath('/', code), status: 301 as const})),
  ];
  const localeFolders = locales.map((code) => ({prefix: `/${code}/`, notFound: `/${code}/404.html`}));
  return {
    siteCsp: serializeCsp(siteDirectives),
    reportingHeaders: reportingHeaders(reportUri),
    areas,
    redirects,
    localeFolders,
  };
}
