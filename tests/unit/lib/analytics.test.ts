import {campaignUrl, startAnalytics, withoutPersonalData} from '@site/src/lib/analytics';
import {connectVisitCounter, countPageView, trackGoal} from '@site/src/lib/goals';
import {analyticsSettings} from '@site/src/lib/analyticsSettings';

jest.mock('@plausible-analytics/tracker', () => ({init: jest.fn(), track: jest.fn()}), {virtual: false});

describe('what an analytics event may carry', () => {
  it('keeps only the campaign parameters of the page address', () => {
    expect(campaignUrl('https://omnia.example/de/?utm_source=x&email=ada@example.com&utm_campaign=q1#form')).toBe(
      'https://omnia.example/de/?utm_source=x&utm_campaign=q1',
    );
    expect(campaignUrl('https://omnia.example/about?token=abc')).toBe('https://omnia.example/about');
  });

  it('cuts the referrer to its origin, and the page address to its campaign', () => {
    const payload = {
      n: 'pageview',
      d: 'omnia.example',
      u: 'https://omnia.example/?q=ada',
      r: 'https://www.google.com/search?q=ada+lovelace',
    };
    expect(withoutPersonalData(payload)).toEqual({
      ...payload,
      u: 'https://omnia.example/',
      r: 'https://www.google.com',
    });
    expect(withoutPersonalData({...payload, r: null}).r).toBeNull();
  });
});

describe('the build settings', () => {
  it('are off without a domain: no analytics at all', () => {
    expect(analyticsSettings({})).toBeUndefined();
    expect(analyticsSettings({PLAUSIBLE_DOMAIN: '  '})).toBeUndefined();
  });

  it("send to Plausible's own API unless told otherwise", () => {
    expect(analyticsSettings({PLAUSIBLE_DOMAIN: 'Omnia-Ecosystem.com'})).toEqual({
      domain: 'omnia-ecosystem.com',
      endpoint: 'https://plausible.io/api/event',
    });
    expect(
      analyticsSettings({PLAUSIBLE_DOMAIN: 'omnia.test', PLAUSIBLE_API_HOST: 'https://stats.omnia.test/'}),
    ).toEqual({
      domain: 'omnia.test',
      endpoint: 'https://stats.omnia.test/api/event',
    });
  });

  it('say what to write when a setting is wrong', () => {
    expect(() => analyticsSettings({PLAUSIBLE_DOMAIN: 'https://omnia.test/'})).toThrow(
      /PLAUSIBLE_DOMAIN must be the site's domain/,
    );
    expect(() =>
      analyticsSettings({PLAUSIBLE_DOMAIN: 'omnia.test', PLAUSIBLE_API_HOST: 'http://stats.example'}),
    ).toThrow(/must use https/);
  });
});

describe('starting the count', () => {
  const tracker = jest.requireMock('@plausible-analytics/tracker') as {init: jest.Mock; track: jest.Mock};
  const settings = {domain: 'omnia.test', endpoint: 'https://plausible.io/api/event'};
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends no goal while no build connected a sender', async () => {
    trackGoal('Lead', {campaign: 'q1'});
    await settle();
    expect(tracker.track).not.toHaveBeenCalled();
  });

  it('does not count a browser that sends Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', {value: true, configurable: true});
    expect(startAnalytics(settings, 'de')).toBeUndefined();
    expect(tracker.init).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  });

  it('starts the tracker once, and what was reported before it loaded reaches it in order', async () => {
    let loaded!: (value: ReturnType<typeof startAnalytics>) => void;
    connectVisitCounter(new Promise((resolve) => (loaded = resolve)));
    countPageView('https://omnia.example/de/?utm_source=x');
    trackGoal('Language switch', {to: 'ja'});
    countPageView('https://omnia.example/de/about');
    await settle();
    expect(tracker.track).not.toHaveBeenCalled();
    loaded(startAnalytics(settings, 'de'));
    await settle();
    expect(tracker.init).toHaveBeenCalledTimes(1);
    expect(tracker.init.mock.calls[0][0]).toMatchObject({
      ...settings,
      customProperties: {language: 'de'},
      // Root reports every page view, the landing page's too, however late the tracker loads.
      autoCapturePageviews: false,
      bindToWindow: false,
    });
    expect(tracker.track.mock.calls).toEqual([
      ['pageview', {url: 'https://omnia.example/de/?utm_source=x'}],
      ['Language switch', {props: {to: 'ja'}}],
      ['pageview', {url: 'https://omnia.example/de/about'}],
    ]);
    startAnalytics(settings, 'de');
    expect(tracker.init).toHaveBeenCalledTimes(1);
  });
});
