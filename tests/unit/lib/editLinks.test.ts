import {editLinksEnabled, partnerEditUrl} from '@site/src/lib/editLinks';

describe('"Edit this page" links', () => {
  it('are off in a build that does not ask for them (production)', () => {
    expect(partnerEditUrl({})).toBeUndefined();
    expect(partnerEditUrl({REPOSITORY_URL: 'https://github.com/acme/site'})).toBeUndefined();
    for (const value of ['', ' ', '0', 'false', 'no', 'off']) {
      expect(editLinksEnabled({SHOW_EDIT_LINKS: value})).toBe(false);
    }
  });

  it.each(['1', 'true', 'TRUE', 'yes', ' 1 '])('are on in a preview build with SHOW_EDIT_LINKS=%p', (value) => {
    expect(partnerEditUrl({SHOW_EDIT_LINKS: value})).toBe('https://github.com/omnia-ecosystem/website/edit/main/');
  });

  it('open the configured repository, without a doubled slash', () => {
    expect(partnerEditUrl({SHOW_EDIT_LINKS: '1', REPOSITORY_URL: 'https://github.com/acme/site/'})).toBe(
      'https://github.com/acme/site/edit/main/',
    );
  });
});
