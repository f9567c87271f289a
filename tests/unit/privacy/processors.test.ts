import {emailProviderName, missingProcessorSettings, processorsFor} from '@site/src/privacy/processors';

describe('the services the privacy notice names (src/privacy/processors.ts)', () => {
  it('names the database and an unnamed e-mail provider, and nothing optional, in a build told nothing', () => {
    expect(processorsFor({})).toEqual([{kind: 'database', name: 'Supabase'}, {kind: 'email'}]);
  });

  it('places the database in the country of the region the build is told', () => {
    expect(processorsFor({SUPABASE_REGION: ' eu-central-1 '})[0]).toEqual({
      kind: 'database',
      name: 'Supabase',
      region: 'eu-central-1',
      country: 'DE',
    });
    expect(processorsFor({SUPABASE_REGION: 'sa-east-1'})[0]).toMatchObject({country: 'BR'});
  });

  it('stops a build told a region Supabase does not have, naming the ones it has', () => {
    expect(() => processorsFor({SUPABASE_REGION: 'eu-south-9'})).toThrow(
      /SUPABASE_REGION .*eu-central-1.*"eu-south-9"/,
    );
  });

  it('names the e-mail provider behind the SMTP host the function sends through', () => {
    expect(emailProviderName('smtp.resend.com')).toBe('Resend');
    expect(emailProviderName('email-smtp.eu-west-1.amazonaws.com')).toBe('Amazon SES');
    expect(emailProviderName('smtp.eu.mailgun.org')).toBe('Mailgun');
    expect(emailProviderName('mail.omnia.example')).toBe('mail.omnia.example');
    expect(processorsFor({SMTP_HOST: 'smtp.postmarkapp.com'})[1]).toEqual({kind: 'email', name: 'Postmark'});
  });

  it('adds Plausible only when visits are counted, with its host when it is not Plausible’s own', () => {
    expect(processorsFor({PLAUSIBLE_DOMAIN: 'omnia-ecosystem.com'}).at(-1)).toEqual({
      kind: 'analytics',
      name: 'Plausible Analytics',
    });
    expect(
      processorsFor({PLAUSIBLE_DOMAIN: 'omnia-ecosystem.com', PLAUSIBLE_API_HOST: 'https://stats.omnia.example'}).at(
        -1,
      ),
    ).toEqual({kind: 'analytics', name: 'Plausible Analytics', host: 'stats.omnia.example'});
    expect(processorsFor({PLAUSIBLE_API_HOST: 'https://stats.omnia.example'}).map((p) => p.kind)).not.toContain(
      'analytics',
    );
  });

  it('adds Sentry only when errors are reported, placed in its data region or at its own host', () => {
    expect(processorsFor({}).map((p) => p.kind)).not.toContain('errors');
    expect(processorsFor({SENTRY_DSN: 'https://k@o7.ingest.de.sentry.io/42'}).at(-1)).toEqual({
      kind: 'errors',
      name: 'Sentry',
      country: 'DE',
    });
    expect(processorsFor({SENTRY_DSN: 'https://k@o7.ingest.us.sentry.io/42'}).at(-1)).toMatchObject({country: 'US'});
    expect(processorsFor({SENTRY_DSN: 'https://k@errors.omnia.example/3'}).at(-1)).toEqual({
      kind: 'errors',
      name: 'Sentry',
      host: 'errors.omnia.example',
    });
  });

  it('lists the settings a production build should be given', () => {
    expect(missingProcessorSettings({})).toEqual(['SUPABASE_REGION', 'SMTP_HOST']);
    expect(missingProcessorSettings({SUPABASE_REGION: 'eu-central-1', SMTP_HOST: 'smtp.resend.com'})).toEqual([]);
  });
});
