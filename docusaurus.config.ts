import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkCjkFriendly from 'remark-cjk-friendly/parseOnly';
import {DEFAULT_SITE_URL, SITE_NAME} from './src/lib/site';
import {DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, LOCALES} from './src/lib/locales';
import {partnerEditUrl} from './src/lib/editLinks';
import {analyticsSettings} from './src/lib/analyticsSettings';
import {errorReportingSettings} from './src/lib/errorReportingSettings';
import {supabaseSettings} from './src/lib/supabaseSettings';
import {missingProcessorSettings} from './src/privacy/processors';
import {partnerDocumentFrontMatter} from './src/partners/documentFrontMatter';
import partnerDirectoryPlugin from './plugins/partner-directory';
import siteContentPlugin, {PHOTO_STATIC_DIR} from './plugins/site-content';
import postBuildPlugin from './plugins/post-build';
import routeProgressPlugin from './plugins/route-progress';
import privacyNoticePlugin from './plugins/privacy-notice';
import japanesePhrasesPlugin from './plugins/japanese-phrases';
import withoutPrismPlugin from './plugins/without-prism';

// Environment, read once at build time (docs/environment-variables.md).
const siteUrl = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
// "Edit this page" on partner pages: only in a preview build that sets SHOW_EDIT_LINKS=1.
const editUrl = partnerEditUrl(process.env);
// Published in every page: a secret key in SUPABASE_ANON_KEY fails the build here.
const {supabaseUrl, supabaseAnonKey} = supabaseSettings(process.env);
// Omnia's phone number as it should be shown, e.g. "+1 415 555 0100"; unset: no number is published.
const contactPhone = process.env.CONTACT_PHONE?.trim() || undefined;
// Visits counted without cookies, only when a Plausible domain is set (docs/analytics.md).
const analytics = analyticsSettings(process.env);
// Script errors, failed submissions and policy violations reach Sentry, only when a DSN is set (docs/error-reporting.md).
const errorReporting = errorReportingSettings(process.env);
// The footer's copyright year, fixed when the pages are rendered: a year computed in the browser
// would differ from the pre-rendered HTML after New Year and break hydration.
const copyrightYear = new Date().getFullYear();
// Docusaurus loads this file again for each language it builds, naming the language here.
const currentLocale = isLocaleCode(process.env.DOCUSAURUS_CURRENT_LOCALE)
  ? process.env.DOCUSAURUS_CURRENT_LOCALE
  : DEFAULT_LOCALE;

if (!supabaseUrl || !supabaseAnonKey) {
  const missing = [!supabaseUrl && 'SUPABASE_URL', !supabaseAnonKey && 'SUPABASE_ANON_KEY'].filter(Boolean);
  console.warn(
    `\n[omnia] WARNING: ${missing.join(' and ')} not set. The contact form in this build cannot ` +
      'store submissions and will show an error to visitors. Use `npm run dev` for a local backend, ' +
      'or set both variables for a real deployment.\n',
  );
}

const missingForNotice = missingProcessorSettings(process.env);
if (supabaseUrl.startsWith('https://') && missingForNotice.length > 0) {
  console.warn(
    `\n[omnia] WARNING: ${missingForNotice.join(' and ')} not set. The privacy notice (/privacy) then names ` +
      "the database's region or the e-mail provider only in general terms. Set them for a real deployment " +
      '(docs/privacy-notice.md).\n',
  );
}

const partnersDir = path.join(__dirname, 'partners');
const translatedPartnersDirs = LOCALE_CODES.map((code) =>
  path.join(__dirname, 'i18n', code, 'docusaurus-plugin-content-docs/current'),
);

/** partners/<slug>.mdx or one of its translations, as messages name it; undefined for any other file. */
function partnerDocumentPath(filePath: string): string | undefined {
  for (const dir of [partnersDir, ...translatedPartnersDirs]) {
    const relative = path.relative(dir, filePath);
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
      return path.relative(__dirname, filePath).split(path.sep).join('/');
    }
  }
  return undefined;
}
const staticDir = path.join(__dirname, 'static');
// The tab icon travels inside each page: as a file it was one more request competing with the
// stylesheet before the first paint. The PNG below is for browsers without SVG icons.
const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(staticDir, 'img/favicon.svg'), 'utf8'))}`;
// The highlights' photo variants are made while the content loads (plugins/site-content) and
// published from a second static folder; it must exist before the dev server starts serving it.
fs.mkdirSync(path.join(__dirname, PHOTO_STATIC_DIR), {recursive: true});

const config: Config = {
  title: SITE_NAME,
  tagline: 'Make the SAP ecosystem your number one growth channel',
  favicon: faviconDataUrl,
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  // The "did not load properly" banner's script runs at DOMContentLoaded, before the paint-first
  // loader has even fetched the app (plugins/paint-first), and writes the banner with
  // innerHTML, a sink the pages' CSP refuses (Trusted Types). The base URL is tested, not guessed.
  baseUrlIssueBanner: false,

  future: {v4: true},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  // English at the site's root, every other language under /<code>/ (src/lib/locales.ts).
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALE_CODES],
    localeConfigs: Object.fromEntries(
      LOCALE_CODES.map((code) => [code, {label: LOCALES[code].label, htmlLang: LOCALES[code].htmlLang}]),
    ),
  },

  staticDirectories: ['static', PHOTO_STATIC_DIR],

  customFields: {
    supabaseUrl,
    supabaseAnonKey,
    copyrightYear,
    ...(contactPhone ? {contactPhone} : {}),
    ...(analytics ? {analytics} : {}),
    ...(errorReporting ? {errorReporting} : {}),
  },

  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    // Partner documents are validated here (src/partners/validateDocument.ts, the same checks as
    // `npm run check:content`), so a bad document fails the build and the dev server naming the
    // file, line and field; the hook also records the logo's size and derives the Docusaurus keys.
    // Their translations (i18n/<locale>/docusaurus-plugin-content-docs/current/) go through the same hook.
    async parseFrontMatter(params) {
      const file = partnerDocumentPath(params.filePath);
      if (!file) return params.defaultParseFrontMatter(params);
      return partnerDocumentFrontMatter({
        file,
        fileContent: params.fileContent,
        staticDir,
        parse: () => params.defaultParseFrontMatter(params),
      });
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'partners',
          routeBasePath: 'partners',
          // Partner pages are not documentation: no sidebar, so no previous/next pager either.
          sidebarPath: false,
          editUrl,
          breadcrumbs: false,
          // Bold in Japanese: CommonMark ends `**67%**` only before a space or punctuation, which
          // Japanese does not write after a word; remark-cjk-friendly lets it end before kana and kanji.
          remarkPlugins: [remarkCjkFriendly],
        },
        blog: false,
        pages: {path: 'pages', remarkPlugins: [remarkCjkFriendly]},
        theme: {customCss: './src/css/custom.css'},
        // Inline SVGs share the page's id space: prefix each file's ids with its name.
        svgr: {
          svgrConfig: {
            svgoConfig: {
              plugins: [
                {name: 'preset-default', params: {overrides: {removeTitle: false, removeViewBox: false}}},
                'prefixIds',
              ],
            },
          },
        },
        sitemap: {changefreq: 'monthly', priority: 0.5, ignorePatterns: ['/members']},
      } satisfies Preset.Options,
    ],
  ],

  // post-build is the one postBuild that writes HTML, in order: the /members redirect page, the
  // page rewrites, share cards, the editor, then the host configuration hashing the final pages.
  plugins: [
    partnerDirectoryPlugin,
    siteContentPlugin,
    privacyNoticePlugin,
    japanesePhrasesPlugin,
    withoutPrismPlugin,
    routeProgressPlugin,
    postBuildPlugin,
  ],

  clientModules: ['./src/clientModules/firstTouch.ts', './src/clientModules/scrollToSection.ts'],

  headTags: [
    {tagName: 'link', attributes: {rel: 'icon', type: 'image/png', sizes: '32x32', href: '/img/favicon.png'}},
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}},
    {tagName: 'meta', attributes: {name: 'theme-color', content: '#0a6ed1'}},
  ],

  themeConfig: {
    // The site's card, for pages without their own (the not-found page); every other page's
    // metadata names its generated card (src/components/PageMetadata, plugins/share-cards).
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:site', content: '@omnia'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      // The fallback card's only words are the name: it serves every language.
      {property: 'og:image:alt', content: SITE_NAME},
      {name: 'twitter:image:alt', content: SITE_NAME},
      {property: 'og:site_name', content: SITE_NAME},
      {property: 'og:type', content: 'website'},
      {property: 'og:locale', content: LOCALES[currentLocale].ogLocale},
    ],
    // One light theme, fully designed; a half-styled dark mode would be worse than none.
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
  } satisfies Preset.ThemeConfig,
};

export default config;
