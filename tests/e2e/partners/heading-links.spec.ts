/**
 * The "#" link Docusaurus puts after each Markdown heading on partner pages: a finger must be able
 * to hit it (44 x 44 px on a touch phone), and making it so must not move the heading's text.
 */
import {expect, test} from '../fixtures';
import {PARTNER_SLUGS} from '../support/routes';
import {smallTargets, TOUCH_PHONE} from '../support/targets';

for (const slug of PARTNER_SLUGS) {
  test(`/partners/${slug}: heading links are 44 x 44 px targets on a touch phone, and headings keep their height`, async ({
    openPage,
  }) => {
    const {page} = await openPage(`/partners/${slug}`, TOUCH_PHONE);
    const headings = page.locator('.markdown :is(h2, h3):has(> a.hash-link)');
    const count = await headings.count();
    test.skip(count === 0, 'this page has no Markdown headings');

    const small = await smallTargets(page.locator('.markdown')).then((targets) =>
      targets.filter((target) => target.name?.startsWith('Direct link to')),
    );
    expect(small).toEqual([]);

    // The same heading without its link is as tall as with it: the larger target adds no line height.
    for (const heading of await headings.all()) {
      const heights = await heading.evaluate((element) => {
        const withLink = element.getBoundingClientRect().height;
        const link = element.querySelector('a.hash-link') as HTMLElement;
        link.style.display = 'none';
        const withoutLink = element.getBoundingClientRect().height;
        link.style.display = '';
        return {withLink, withoutLink};
      });
      expect(heights.withLink).toBeCloseTo(heights.withoutLink, 0);
    }
  });
}
