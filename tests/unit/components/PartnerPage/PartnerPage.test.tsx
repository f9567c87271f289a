import {render, screen, within} from '@testing-library/react';
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import PartnerPageLayout from '@site/src/components/PartnerPage';

const frontMatter = {
  name: 'Beta',
  logo: '/img/partners/beta.svg',
  logoSize: {width: 200, height: 60},
  tagline: 'Beta helps SAP customers hire, learn and grow',
  description: 'Beta helps recruiting teams reach candidates faster and keeps every conversation tied to SAP.',
  website: 'https://beta.example.com',
};

function renderPage(metadata: Record<string, unknown> = {}) {
  setDoc({frontMatter, metadata: {permalink: '/partners/beta', ...metadata}});
  return render(
    <PartnerPageLayout>
      <h1>Beta</h1>
    </PartnerPageLayout>,
  );
}

describe('PartnerPageLayout', () => {
  it('has no "Edit this page" link when the build gives no edit address (production)', () => {
    renderPage();
    expect(screen.queryByRole('link', {name: /Edit this page/})).not.toBeInTheDocument();
  });

  it('shows "Edit this page" in a preview build that gives the page an edit address', () => {
    renderPage({editUrl: 'https://github.com/omnia-ecosystem/website/edit/main/partners/beta.mdx'});
    const edit = screen.getByRole('link', {name: /Edit this page/});
    expect(edit).toHaveAttribute('href', 'https://github.com/omnia-ecosystem/website/edit/main/partners/beta.mdx');
    expect(edit).toHaveAttribute('target', '_blank');
  });

  it('ends with the other partners, not a previous/next pager', () => {
    renderPage();
    const more = screen.getByRole('region', {name: 'More partners'});
    const hrefs = within(more)
      .getAllByRole('listitem')
      .map((card) => within(card).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual(['/partners/gamma', '/partners/alpha']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(/Previous partner|Next partner/)).not.toBeInTheDocument();
  });
});
