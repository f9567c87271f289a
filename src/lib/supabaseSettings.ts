/**
 * The contact form's Supabase settings. The build copies both into every page (customFields), so
 * the key must be one meant for browsers: a secret key there would give every visitor the
 * owner's access to the database. Read by docusaurus.config.ts only.
 */

type Env = Partial<Record<'SUPABASE_URL' | 'SUPABASE_ANON_KEY', string>>;

const VARIABLE = 'SUPABASE_ANON_KEY';
const USE_INSTEAD =
  "Use the project's publishable key (sb_publishable_…) or its legacy anon key, from the Supabase " +
  'dashboard: Project Settings → API Keys.';
// Three base64url parts: Supabase's legacy keys are JWTs signed with the project's secret.
const JWT_SHAPE = /^([\w-]+)\.([\w-]+)\.[\w-]*$/;
// Claim values worth naming in the message; anything else is not repeated.
const PRINTABLE_ROLE = /^[a-z_]{1,40}$/;

/**
 * Why `key` must not be published, or undefined when it may. Accepted: publishable keys, JWTs
 * whose role is anon, and any other plain string (the local backend's keys, such as
 * `omnia-local-anon-key`): hosted Supabase issues no such keys, so one grants nothing there.
 * The JWT's signature is not checked: only its claimed role matters here, and the key is the
 * owner's own setting, not an attacker's. Each whitespace-separated part is checked, so a key
 * pasted with a label ("Bearer eyJ…") is caught too.
 */
export function unpublishableKeyReason(key: string): string | undefined {
  for (const part of key.trim().split(/\s+/)) {
    const reason = partReason(part);
    if (reason) return reason;
  }
  return undefined;
}

function partReason(part: string): string | undefined {
  if (part.startsWith('sb_secret_')) return `${VARIABLE} holds a secret key (sb_secret_…).`;
  const jwt = JWT_SHAPE.exec(part);
  // A dotted string whose first part is no JSON header is a plain key, not a JWT.
  if (!jwt || !isJsonObject(decodeBase64Url(jwt[1]))) return undefined;
  const claims = decodeBase64Url(jwt[2]);
  const role = isJsonObject(claims) ? claims.role : undefined;
  if (role === 'anon') return undefined;
  if (typeof role === 'string' && PRINTABLE_ROLE.test(role)) {
    return `${VARIABLE} holds a JWT for the role "${role}", not "anon".`;
  }
  return `${VARIABLE} holds a JWT that names no "anon" role.`;
}

/** The JSON value a base64url part holds, or undefined when it holds none. */
function decodeBase64Url(part: string): unknown {
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
  } catch {
    return undefined;
  }
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The settings the build publishes. Throws, without repeating the key, when SUPABASE_ANON_KEY is
 * not a key for browsers, so such a build fails instead of shipping it. Either may be empty: the
 * config warns about that, and the form reports it.
 */
export function supabaseSettings(env: Env): {supabaseUrl: string; supabaseAnonKey: string} {
  const supabaseUrl = env.SUPABASE_URL ?? '';
  const supabaseAnonKey = env.SUPABASE_ANON_KEY ?? '';
  const reason = unpublishableKeyReason(supabaseAnonKey);
  if (reason) {
    throw new Error(
      `[omnia] ${reason} The build puts ${VARIABLE} in every page, where every visitor can read ` +
        `it, so it must be a key made for browsers. ${USE_INSTEAD}`,
    );
  }
  return {supabaseUrl, supabaseAnonKey};
}
