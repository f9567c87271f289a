/**
 * The site's real config, loaded as the build loads it: a build whose SUPABASE_ANON_KEY is a
 * secret (service-role JWT, sb_secret_…) stops before any page is written, since every page would
 * carry the key; the keys made for browsers and the local backend's keys still build.
 */
function loadConfigWith(anonKey: string): {customFields?: Record<string, unknown>} {
  const saved = {...process.env};
  Object.assign(process.env, {SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co', SUPABASE_ANON_KEY: anonKey});
  try {
    let config: {customFields?: Record<string, unknown>} | undefined;
    jest.isolateModules(() => {
      // isolateModules loads synchronously: a fresh copy of the config, read with this key.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = require('../../docusaurus.config').default;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

function jwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({alg: 'HS256', typ: 'JWT'})}.${part({iss: 'supabase', ...claims})}.c2lnbmF0dXJl`;
}

it('refuses to build with a service-role key, without printing it', () => {
  const serviceKey = jwt({role: 'service_role'});
  expect(() => loadConfigWith(serviceKey)).toThrow(/SUPABASE_ANON_KEY holds a JWT for the role "service_role"/);
  expect(() => loadConfigWith(serviceKey)).not.toThrow(serviceKey.split('.')[1]);
  expect(() => loadConfigWith('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz')).toThrow(/secret key/);
});

it.each([
  ['an anon JWT', jwt({role: 'anon'})],
  ['a publishable key', 'sb_publishable_ZaC2Dd9bvQqVU6UbQyJYjA_6nYfG2Mh'],
  ["the local backend's key", 'omnia-local-anon-key'],
])('builds with %s in every page', (_, key) => {
  expect(loadConfigWith(key).customFields).toMatchObject({supabaseAnonKey: key});
});
