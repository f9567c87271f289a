import '@testing-library/jest-dom';
import {TextDecoder} from 'node:util';
import {siteConfig} from '@site/src/admin/docusaurus/useDocusaurusContext';

// The contact form's backend settings, as a build with SUPABASE_URL and SUPABASE_ANON_KEY set
// gives them (the stand-in leaves them out: the editor has no contact form). A test that needs other
// settings changes siteConfig.customFields and puts them back.
Object.assign(siteConfig.customFields, {supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'test-anon-key'});

// jsdom has no TextDecoder, which image-size needs as it loads: the content checks these tests run
// read logo sizes with it (src/lib/svgSize.ts), in Node, where it is always there.
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

// The contact form keeps a draft in sessionStorage; each test starts from an empty tab. (Tests of
// Node scripts run in the node environment, without a window.)
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
