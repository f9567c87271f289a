/**
 * The site's real config, loaded as the build loads it, under a production and a preview
 * environment: "Edit this page" exists only when a preview build asks for it (SHOW_EDIT_LINKS).
 */
type DocsOptions = {editUrl?: string; sidebarPath?: unknown};

function docsOptionsWith(env: Record<string, string | undefined>): DocsOptions {
  const saved = {...process.env};
  Object.assign(process.env, {SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_ANON_KEY: 'test'});
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    let docs: DocsOptions | undefined;
    jest.isolateModules(() => {
      // isolateModules loads synchronously: a fresh copy of the config, read with this test's environment.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = require('../../docusaurus.config').default;
      const [[, options]] = config.presets as [[string, {docs: DocsOptions}]];
      docs = options.docs;
    });
    return docs!;
  } finally {
    process.env = saved;
  }
}

it('gives partner pages no edit address in a production build', () => {
  expect(docsOptionsWith({SHOW_EDIT_LINKS: undefined}).editUrl).toBeUndefined();
  expect(
    docsOptionsWith({SHOW_EDIT_LINKS: '0', REPOSITORY_URL: 'https://github.com/acme/site'}).editUrl,
  ).toBeUndefined();
});

it('gives them the repository editor in a preview build with SHOW_EDIT_LINKS=1', () => {
  expect(docsOptionsWith({SHOW_EDIT_LINKS: '1', REPOSITORY_URL: undefined}).editUrl).toBe(
    'https://github.com/omnia-ecosystem/website/edit/main/',
  );
  expect(docsOptionsWith({SHOW_EDIT_LINKS: '1', REPOSITORY_URL: 'https://github.com/acme/site'}).editUrl).toBe(
    'https://github.com/acme/site/edit/main/',
  );
});

it('builds partner pages without a sidebar, so the docs plugin makes no previous/next pager', () => {
  expect(docsOptionsWith({}).sidebarPath).toBe(false);
});
