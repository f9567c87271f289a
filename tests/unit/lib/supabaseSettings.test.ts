import {supabaseSettings, unpublishableKeyReason} from '@site/src/lib/supabaseSettings';

/** An unsigned-looking JWT with these claims: the check reads the payload only. */
function jwt(claims: object, signature = 'c2lnbmF0dXJl'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({alg: 'HS256', typ: 'JWT'})}.${part(claims)}.${signature}`;
}

const ANON_JWT = jwt({iss: 'supabase', ref: 'abcdefghijklmnopqrst', role: 'anon', iat: 1700000000, exp: 2000000000});
const SERVICE_JWT = jwt({iss: 'supabase', ref: 'abcdefghijklmnopqrst', role: 'service_role', iat: 1700000000});
const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

describe('the key a build may publish (SUPABASE_ANON_KEY)', () => {
  it.each([
    ['a publishable key', 'sb_publishable_ZaC2Dd9bvQqVU6UbQyJYjA_6nYfG2Mh'],
    ['a legacy anon JWT', ANON_JWT],
    ['the local backend key', 'omnia-local-anon-key'],
    ['the browser tests backend key', 'omnia-e2e-anon-key'],
    ['a dotted plain key, whose first part is no JWT header', 'omnia.preview.key'],
    ['an unset key (the config warns about it)', ''],
  ])('accepts %s', (_, key) => {
    expect(unpublishableKeyReason(key)).toBeUndefined();
    expect(supabaseSettings({SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: key})).toEqual({
      supabaseUrl: 'https://x.supabase.co',
      supabaseAnonKey: key,
    });
  });

  it.each([
    ['a service-role JWT', SERVICE_JWT, /JWT for the role "service_role"/],
    ['a service-role JWT with spaces around it', ` ${SERVICE_JWT}\n`, /"service_role"/],
    ['a JWT for signed-in users', jwt({role: 'authenticated'}), /"authenticated", not "anon"/],
    ['a JWT with no role', jwt({iss: 'supabase'}), /names no "anon" role/],
    ['a JWT whose role is not a plain name', jwt({role: 'anon\u202e'}), /names no "anon" role/],
    ['a JWT whose payload is not JSON', `${ANON_JWT.split('.')[0]}.bm90IGpzb24.sig`, /names no "anon" role/],
    ['a secret key', SECRET_KEY, /secret key \(sb_secret_…\)/],
    ['a service-role JWT pasted with its label', `Bearer ${SERVICE_JWT}`, /"service_role"/],
  ])('refuses %s, naming the variable and what to use, never the key', (_, key, reason) => {
    expect(unpublishableKeyReason(key)).toMatch(reason);
    let message = '';
    try {
      supabaseSettings({SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: key});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^\[omnia\] SUPABASE_ANON_KEY holds /);
    expect(message).toContain('publishable key (sb_publishable_…) or its legacy anon key');
    for (const part of key.trim().split(/[\s.]/)) expect(message).not.toContain(part);
  });
});
