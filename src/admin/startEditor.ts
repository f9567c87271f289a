/**
 * Starts Decap CMS on /admin (pages/admin.tsx loads this module on demand, so no other page
 * downloads any of it). Three ways it reaches the content:
 * - `npm run cms`: decap-server on http://localhost:8081 (Decap's local backend) writes straight
 *   into the working copy, no account needed; Decap finds it by itself on localhost.
 * - production: GitHub, through the OAuth provider at CMS_AUTH_BASE_URL; every save is a branch and
 *   a pull request (editorial workflow), reviewed and merged like any other change.
 * The values below are fixed at build time by plugins/editor-bundle/index.mjs (docs/environment-variables.md).
 */
import CMS from 'decap-cms-app';
import {DEFAULT_LOCALE, LOCALE_CODES} from '../lib/locales';
import {PARTNER_COMMIT_MESSAGES, withContentCommitMessages, type WritingBackend} from './commitMessages';
import {frontMatterFormat, PARTNER_FORMAT} from './frontMatterFormat';
import {FRONT_MATTER_MD, highlightCollection} from './highlightCollection';
import HighlightPreview from './HighlightPreview';
import PartnerPreview from './PartnerPreview';
import {partnerCollection} from './partnerCollection';
import {siteFactsCollection} from './siteFactsCollection';
import {SITE_FACTS_FORMAT, siteFactsFormat} from './siteFactsFormat';
import SiteFactsPreview from './SiteFactsPreview';
import {withTranslationLayout, type LayoutBackend} from './translationLayout';
import {renameUploads} from './uploadNames';
import {withoutEmptyFields, type ImmutableCollection} from './withoutEmptyFields';

const repository = process.env.CMS_GITHUB_REPOSITORY ?? '';
const authBaseUrl = process.env.CMS_AUTH_BASE_URL ?? '';

/** The Decap configuration: partners, highlights and the site facts, each generated from its schema. */
export function editorConfig() {
  return {
    // No config.yml: the configuration is built here from the schemas, never kept by hand.
    load_config_file: false,
    backend: {
      name: 'github',
      repo: repository,
      branch: 'main',
      ...(authBaseUrl ? {base_url: authBaseUrl, auth_endpoint: process.env.CMS_AUTH_ENDPOINT || 'auth'} : {}),
      squash_merges: true,
      // The partners' messages; the other collections' come from ./commitMessages.ts.
      commit_messages: PARTNER_COMMIT_MESSAGES,
    },
    // Used only when the page is opened on localhost and decap-server answers (npm run cms).
    local_backend: true,
    publish_mode: 'editorial_workflow',
    // Every language of an entry side by side, English first. Decap's multiple_folders names are
    // mapped to the repository's, Docusaurus's own layout, by ./translationLayout.ts.
    i18n: {structure: 'multiple_folders', locales: [...LOCALE_CODES], default_locale: DEFAULT_LOCALE},
    // Partner logos; highlights keep their photos beside them (./highlightCollection.ts).
    media_folder: 'static/img/partners',
    public_folder: '/img/partners',
    site_url: window.location.origin,
    display_url: window.location.origin,
    // "Acme Payroll" → acme-payroll: the file name rules of `npm run check:content`. Decap applies
    // it to uploads too, but keeps underscores and dots in them: ./uploadNames.ts does the rest.
    slug: {encoding: 'ascii', clean_accents: true, sanitize_replacement: '-'},
    collections: [partnerCollection(), highlightCollection(), siteFactsCollection()],
  };
}

/**
 * The site's stylesheet (Infima, the design tokens, the components' modules) is for the preview
 * frame only: it is handed to the preview and taken off the editor's own page, whose controls
 * Decap styles itself. Pages name Inter once their first paint is on the screen (src/css/fonts.css);
 * the preview has no such moment, so it names Inter from the start.
 */
function moveSiteStylesToPreview(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    CMS.registerPreviewStyle(link.href);
    link.remove();
  }
  CMS.registerPreviewStyle(
    ":root { --omnia-font: 'Inter Variable', var(--omnia-font-fallback); " +
      "--omnia-font-heading: 'Inter Variable', var(--omnia-font-heading-fallback); }",
    {raw: true},
  );
}

/**
 * GitHub (the live editor) and the local backend (`npm run cms`, which Decap uses instead on
 * localhost) read and write the translations where Docusaurus keeps them (./translationLayout.ts),
 * and every write gets the commit message of its kind of content. Decap's registry keeps each
 * backend as an object whose init() makes it: init is wrapped in place, under the backend's own
 * name, which Decap's local-backend switch and its "View in GitHub" links rely on.
 */
function adaptBackends(): void {
  for (const name of ['github', 'proxy']) {
    const registered = CMS.getBackend(name) as
      {init: (...args: unknown[]) => WritingBackend & LayoutBackend} | undefined;
    if (!registered) throw new Error(`Decap has no "${name}" backend: the editor needs it.`);
    const init = registered.init;
    registered.init = (...args) => withTranslationLayout(withContentCommitMessages(init(...args)), frontMatterFormat);
  }
}

export default function startEditor(): void {
  moveSiteStylesToPreview();
  // Decap draws into a root of its own; the page's loading message has done its job.
  document.getElementById('editor-loading')?.remove();
  renameUploads();
  adaptBackends();
  CMS.registerCustomFormat(PARTNER_FORMAT, 'mdx', frontMatterFormat);
  CMS.registerCustomFormat(FRONT_MATTER_MD, 'md', frontMatterFormat);
  CMS.registerCustomFormat(SITE_FACTS_FORMAT, 'yaml', siteFactsFormat);
  CMS.registerPreviewTemplate('partners', PartnerPreview as never);
  CMS.registerPreviewTemplate('highlights', HighlightPreview as never);
  // A file collection's preview is registered under the file's name.
  CMS.registerPreviewTemplate('site', SiteFactsPreview as never);
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({entry}) => withoutEmptyFields(entry.get('data') as ImmutableCollection),
  });
  CMS.init({config: editorConfig() as never});
}
