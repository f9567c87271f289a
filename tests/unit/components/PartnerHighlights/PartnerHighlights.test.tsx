import {render, screen} from '@testing-library/react';
// The mapped stand-in for '@docusaurus/plugin-content-docs/client' (same module instance).
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import PartnerHighlights from '@site/src/components/PartnerHighlights';
import {alpha} from '@site/tests/unit/support/partnerDocument';

beforeEach(() => setDoc({frontMatter: alpha}));

describe('PartnerHighlights', () => {
  it('lists the six highlights from front matter under its heading', () => {
    render(<PartnerHighlights title="Highlights" />);
    const section = screen.getByRole('region', {name: 'Highlights'});
    expect(section).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(alpha.highlights);
  });
});
