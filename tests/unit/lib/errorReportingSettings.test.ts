import {errorReportingSettings, sentryEndpoints} from '@site/src/lib/errorReportingSettings';

describe('error reporting settings (src/lib/errorReportingSettings.ts)', () => {
  it('is off without a DSN: nothing loads and the policy reports nowhere', () => {
    expect(errorReportingSettings({})).toBeUndefined();
    expect(errorReportingSettings({SENTRY_DSN: '  '})).toBeUndefined();
  });

  it('reads the DSN, and where its events and the policy’s violations go', () => {
    expect(errorReportingSettings({SENTRY_DSN: ' https://abc123@o7.ingest.de.sentry.io/42 '})).toEqual({
      dsn: 'https://abc123@o7.ingest.de.sentry.io/42',
    });
    expect(sentryEndpoints('https://abc123@o7.ingest.de.sentry.io/42')).toEqual({
      origin: 'https://o7.ingest.de.sentry.io',
      host: 'o7.ingest.de.sentry.io',
      securityEndpoint: 'https://o7.ingest.de.sentry.io/api/42/security/?sentry_key=abc123',
    });
    // A self-hosted Sentry under a path keeps it.
    expect(sentryEndpoints('https://key@errors.omnia.example/sentry/3').securityEndpoint).toBe(
      'https://errors.omnia.example/sentry/api/3/security/?sentry_key=key',
    );
  });

  it('stops the build on a DSN that is not one, saying what one looks like', () => {
    expect(() => errorReportingSettings({SENTRY_DSN: 'abc123'})).toThrow(
      /SENTRY_DSN must be the project's DSN, like https:/,
    );
    expect(() => errorReportingSettings({SENTRY_DSN: 'https://o7.ingest.sentry.io/42'})).toThrow(
      /name a key and a project/,
    );
    expect(() => errorReportingSettings({SENTRY_DSN: 'http://key@sentry.example/1'})).toThrow(/must use https/);
    expect(errorReportingSettings({SENTRY_DSN: 'http://key@127.0.0.1:9000/1'})).toEqual({
      dsn: 'http://key@127.0.0.1:9000/1',
    });
  });
});
