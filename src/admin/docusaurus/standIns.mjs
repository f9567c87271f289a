/**
 * The one list of stand-ins: which Docusaurus module each file here replaces. The editor's bundle
 * (plugins/editor-bundle/index.mjs, as Rspack aliases) and the unit tests (jest.config.mjs, as
 * moduleNameMapper entries) both read it, so the preview and the tests render the site's
 * components against the same stand-ins. README.md says what each one gives.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const STAND_IN_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Module name → file in this folder. */
export const STAND_INS = {
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/plugin-content-docs/client': 'docsClient.tsx',
  '@docusaurus/router': 'router.tsx',
  '@docusaurus/theme-common': 'themeCommon.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useBrokenLinks': 'useBrokenLinks.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@theme/Layout': 'Layout.tsx',
  '@theme/MDXContent': 'MDXContent.tsx',
  '@theme-original/MDXComponents': 'originalMDXComponents.ts',
};
