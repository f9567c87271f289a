/**
 * Starts Decap CMS on /admin (pages/admin.tsx loads this module on demand, so no other page
 * downloads any of it). Three ways it reaches the content:
 * - `npm run cms`: decap-server on http://localhost:8081 (Decap's local backend) writes straight
 *   into the working copy, no account needed; Decap finds it by itself on localhost.
 * - production: GitHub, through the OAuth provider at CMS_AUTH_BASE_URL; every save is a branch and
 *   a pull request (editorial workflow), reviewed and merged like any other change.
 * The values below are fixed at build time by plugins/cms-admin (README, "Environment variables").
 */
import CMS from 'decap-cms-app';
import PartnerPreview from './PartnerPreview';
import {partnerCollection} from './partnerCollection';
import {PARTNER_FORMAT, partnerFormat} from './partnerFormat';
import {withoutEmptyFields, type ImmutableCollection} from './withoutEmptyFields';

const repository = process.env.CMS_GITHUB_REPOSITORY ?? '';
const authBaseUrl = process.env.CMS_AUTH_BASE_URL ?? '';

/** The Decap configuration: one collection, generated from the partner schema. */
export function editorConfig() {
  return {
    // No config.yml: the configuration is built here from the schema, never kept by hand.
    load_config_file: false,
    backend: {
      name: 'github',
      repo: repository,
      branch: 'main',
      ...(authBaseUrl ? {base_url: authBaseUrl, auth_endpoint: process.env.CMS_AUTH_ENDPOINT || 'auth'} : {}),
      squash_merges: true,
      commit_messages: {
        create: 'Partner {{slug}}: new profile (editor)',
        update: 'Partner {{slug}}: profile updated (editor)',
        delete: 'Partner {{slug}}: profile removed (editor)',
        uploadMedia: 'Partner logo {{path}} (editor)',
        deleteMedia: 'Partner logo {{path}} removed (editor)',
      },
    },
    // Used only when the page is opened on localhost and decap-server answers (npm run cms).
    local_backend: true,
    publish_mode: 'editorial_workflow',
    media_folder: 'static/img/partners',
    public_folder: '/img/partners',
    site_url: window.location.origin,
    display_url: window.location.origin,
    // "Acme Payroll" → acme-payroll: the file name rules of `npm run check:content`.
    slug: {encoding: 'ascii', clean_accents: true, sanitize_replacement: '-'},
    collections: [partnerCollection()],
  };
}

/**
 * The site's stylesheet (Infima, the design tokens, the components' modules) is for the preview
 * frame only: it is handed to the preview and taken off the editor's own page, whose controls
 * Decap styles itself.
 */
function moveSiteStylesToPreview(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    CMS.registerPreviewStyle(link.href);
    link.remove();
  }
}

export default function startEditor(): void {
  moveSiteStylesToPreview();
  // Decap draws into a root of its own; the page's loading message has done its job.
  document.getElementById('editor-loading')?.remove();
  CMS.registerCustomFormat(PARTNER_FORMAT, 'mdx', partnerFormat);
  CMS.registerPreviewTemplate('partners', PartnerPreview as never);
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({entry}) => withoutEmptyFields(entry.get('data') as ImmutableCollection),
  });
  CMS.init({config: editorConfig() as never});
}
