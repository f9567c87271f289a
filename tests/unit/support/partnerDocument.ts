/** A partner document's front matter, as the components read it through useDoc(). */
export const alpha = {
  name: 'Alpha',
  logo: '/img/partners/alpha.svg',
  tagline: 'Recruiting automation for SAP SuccessFactors',
  description: 'Alpha helps recruiting teams reach candidates faster and keeps every conversation tied to SAP.',
  website: 'https://alpha.example.com',
  highlights: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
};

/** A link that opens in a new tab, safely. */
export const expectNewTab = (link: HTMLElement) => {
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
};
