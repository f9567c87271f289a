/**
 * The privacy notice states what the site really does: each fact comes from the source the
 * system itself uses, so changing the source changes the page. Each test changes one source.
 */
import {render, screen, within} from '@testing-library/react';
import type {NoticeModule} from '@site/plugins/privacy-notice';

type Sources = {
  months?: number;
  notice?: Partial<NoticeModule>;
  postalAddress?: string | null;
  email?: string;
  attribution?: {name: string}[];
};

/** The notice rendered after replacing the given sources; the others are the real ones. */
function renderNotice({months, notice, postalAddress, email, attribution}: Sources = {}) {
  jest.isolateModules(() => {
    if (months !== undefined) jest.doMock('@site/src/contact/retention', () => ({LEAD_RETENTION_MONTHS: months}));
    if (notice) {
      const real = jest.requireActual('@generated/privacy-notice/default/notice.json').default as NoticeModule;
      jest.doMock('@generated/privacy-notice/default/notice.json', () => ({
        __esModule: true,
        default: {...real, ...notice},
      }));
    }
    if (postalAddress !== undefined) {
      jest.doMock('@generated/site-content/default/postal-address.json', () => ({
        __esModule: true,
        default: postalAddress,
      }));
    }
    if (email) jest.doMock('@site/src/siteContent/contact', () => ({CONTACT_EMAIL: email}));
    if (attribution) {
      const real = jest.requireActual('@site/supabase/functions/_shared/contact-fields.mjs');
      jest.doMock('@site/supabase/functions/_shared/contact-fields.mjs', () => ({
        ...real,
        ATTRIBUTION_FIELDS: attribution,
      }));
    }
    const {default: PrivacyNotice} = jest.requireActual('@site/src/components/PrivacyNotice');
    render(<PrivacyNotice />);
  });
}

function part(name: string): HTMLElement {
  return screen.getByRole('region', {name});
}

afterEach(() => jest.resetModules());

describe('PrivacyNotice', () => {
  it('lists every field the form stores, and every attribution column the schema declares', () => {
    renderNotice();
    const stored = within(part('What the contact form stores'));
    for (const name of ['First name', 'Last name', 'Email', 'Company', 'Message']) {
      expect(stored.getByText(name, {selector: 'li'})).toBeInTheDocument();
    }
    expect(stored.getByText(/the first page you opened on this site/)).toBeInTheDocument();
    expect(stored.getByText(/never the full address/)).toBeInTheDocument();
    for (const tag of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
      expect(stored.getByText(new RegExp(`\\(${tag}\\)`))).toBeInTheDocument();
    }
    expect(stored.getByText('the page you sent the form from')).toBeInTheDocument();
  });

  it('lists what the schema lists: a column taken out of it leaves the page', () => {
    renderNotice({attribution: [{name: 'landingPage'}, {name: 'formPage'}]});
    const stored = within(part('What the contact form stores'));
    expect(stored.getByText(/the first page you opened/)).toBeInTheDocument();
    expect(stored.queryByText(/utm_campaign/)).not.toBeInTheDocument();
  });

  it('states the period the deletion job keeps: set it to 12 months and the page says 12', () => {
    renderNotice();
    expect(part('How long we keep it')).toHaveTextContent('24 months after it arrives');
    jest.resetModules();
    document.body.innerHTML = '';
    renderNotice({months: 12});
    expect(part('How long we keep it')).toHaveTextContent('12 months after it arrives');
  });

  it('names Supabase and the e-mail provider, and no analytics in a build without it', () => {
    renderNotice();
    const services = within(part('Who handles it for us'));
    expect(services.getAllByRole('term').map((term) => term.textContent)).toEqual(['Supabase', 'Our e-mail provider']);
  });

  it('names the database’s country and region, the provider, and Plausible when the build has them', () => {
    renderNotice({
      notice: {
        processors: [
          {kind: 'database', name: 'Supabase', region: 'eu-central-1', country: 'DE', countryName: 'Germany'},
          {kind: 'email', name: 'Resend'},
          {kind: 'analytics', name: 'Plausible Analytics'},
        ],
      },
    });
    const services = within(part('Who handles it for us'));
    expect(services.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Supabase',
      'Resend',
      'Plausible Analytics',
    ]);
    expect(services.getByText(/in the Amazon Web Services region eu-central-1 \(Germany\)/)).toBeInTheDocument();
    expect(services.getByText(/Its servers are in the EU/)).toBeInTheDocument();
  });

  it('names who is responsible from the site facts, with a postal address only once one is entered', () => {
    renderNotice();
    const responsible = part('Who is responsible');
    expect(responsible).toHaveTextContent('Omnia is responsible for your data');
    expect(within(responsible).getByRole('link', {name: 'partners@omnia-ecosystem.com'})).toHaveAttribute(
      'href',
      'mailto:partners@omnia-ecosystem.com',
    );
    expect(responsible).not.toHaveTextContent('By post');
    jest.resetModules();
    document.body.innerHTML = '';
    renderNotice({postalAddress: 'Torstraße 1, 10119 Berlin, Germany', email: 'privacy@omnia.example'});
    expect(part('Who is responsible')).toHaveTextContent('By post: Torstraße 1, 10119 Berlin, Germany');
    expect(within(part('Your rights')).getByRole('link', {name: 'privacy@omnia.example'})).toBeInTheDocument();
  });

  it('says when it last changed, as a machine-readable date too', () => {
    renderNotice({notice: {lastChanged: '2027-03-05', lastChangedInWords: 'March 5, 2027'}});
    const changed = screen.getByText('March 5, 2027');
    expect(changed.tagName).toBe('TIME');
    expect(changed).toHaveAttribute('datetime', '2027-03-05');
    expect(changed.parentElement).toHaveTextContent('Last changed: March 5, 2027');
  });
});
