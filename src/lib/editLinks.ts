/**
 * "Edit this page" links on partner pages are a reviewing tool, not something visitors should
 * see: a production build has none. A preview build for reviewers turns them on with
 * SHOW_EDIT_LINKS=1 (docs/environment-variables.md). Read by docusaurus.config.ts only.
 */
import packageJson from '../../package.json';

/**
 * The repository whose files the links open, and where the editor at /admin opens pull requests
 * (plugins/editor-bundle/index.mjs reads the same field): package.json's `repository`.
 * REPOSITORY_URL overrides it.
 */
export const DEFAULT_REPOSITORY_URL = packageJson.repository.url;

type Env = Partial<Record<'SHOW_EDIT_LINKS' | 'REPOSITORY_URL', string>>;

/** True for "1", "true" or "yes" (any case); unset, empty or anything else keeps the links off. */
export function editLinksEnabled(env: Env): boolean {
  return /^(1|true|yes)$/i.test(env.SHOW_EDIT_LINKS?.trim() ?? '');
}

/**
 * The docs plugin's `editUrl`: the repository's web editor for a preview build that asks for
 * edit links, otherwise undefined, so the plugin gives no page an edit address at all.
 */
export function partnerEditUrl(env: Env): string | undefined {
  if (!editLinksEnabled(env)) return undefined;
  const repositoryUrl = (env.REPOSITORY_URL?.trim() || DEFAULT_REPOSITORY_URL).replace(/\/+$/, '');
  return `${repositoryUrl}/edit/main/`;
}
