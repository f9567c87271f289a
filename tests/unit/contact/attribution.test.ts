import {
  FIRST_TOUCH_KEY,
  firstTouchOf,
  readAttribution,
  recordFirstTouch,
  toAttributionRow,
} from '@site/src/contact/attribution';

const at = (address: string) => {
  const url = new URL(address);
  return {pathname: url.pathname, search: url.search, hostname: url.hostname};
};

afterEach(() => window.sessionStorage.clear());

describe('the first touch of a visit', () => {
  it('keeps the landing path without its query, the referring host and the utm_* parameters', () => {
    const touch = firstTouchOf(
      at(
        'https://omnia.example/de/partners/grayscale?utm_source=linkedin&utm_medium=social&utm_campaign=q1&utm_term=sap&utm_content=banner&email=ada@example.com',
      ),
      'https://www.linkedin.com/in/someone?trk=abc',
    );
    expect(touch).toEqual({
      landingPage: '/de/partners/grayscale',
      referrerHost: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'q1',
      utmTerm: 'sap',
      utmContent: 'banner',
    });
    expect(JSON.stringify(touch)).not.toContain('ada@example.com');
  });

  it('names no referrer for a link within the site, none given, or one that is not an address', () => {
    for (const referrer of ['', 'not a url']) {
      expect(firstTouchOf(at('https://omnia.example/'), referrer)).toEqual({landingPage: '/'});
    }
  });

  it('lands on the page within the site a visitor came from, when that page recorded nothing', () => {
    // They followed its link before its scripts ran: that page, not this one, is where they landed.
    expect(
      firstTouchOf(at('https://omnia.example/de/join-ecosystem'), 'https://omnia.example/de/partners/grayscale?x=1'),
    ).toEqual({landingPage: '/de/partners/grayscale'});
  });

  it('cuts a huge campaign value to its column, so the lead still fits one request', () => {
    const touch = firstTouchOf(at(`https://omnia.example/?utm_campaign=${'x'.repeat(50_000)}`), '');
    expect(touch.utmCampaign).toHaveLength(100);
  });

  it('is recorded once per tab: later pages keep the first', () => {
    recordFirstTouch(at('https://omnia.example/ja/?utm_source=event') as Location, '');
    recordFirstTouch(at('https://omnia.example/ja/about?utm_source=other') as Location, '');
    expect(readAttribution('/ja/join-ecosystem')).toEqual({
      landingPage: '/ja/',
      utmSource: 'event',
      formPage: '/ja/join-ecosystem',
    });
  });

  it('without a readable record the form still sends the page it is on', () => {
    window.sessionStorage.setItem(FIRST_TOUCH_KEY, '{not json');
    expect(readAttribution('/about')).toEqual({formPage: '/about'});
    window.sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify({landingPage: 5, utmSource: 'ok'}));
    expect(readAttribution('/about')).toEqual({utmSource: 'ok', formPage: '/about'});
  });

  it('maps each value to its column and leaves out what was not recorded', () => {
    expect(toAttributionRow({landingPage: '/', utmCampaign: 'q1', formPage: '/about'})).toEqual({
      landing_page: '/',
      utm_campaign: 'q1',
      form_page: '/about',
    });
  });
});
