import {render, screen} from '@testing-library/react';
import PdfDownload from '@site/src/components/PdfDownload';
import {Product} from '@site/src/components/ProductToggle';
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import {alpha} from '@site/tests/unit/support/partnerDocument';

beforeEach(() => setDoc({frontMatter: alpha}));

describe('PdfDownload', () => {
  it('links to the file as a download and says it is a PDF', () => {
    render(<PdfDownload href="/pdf/talenteam-sts.pdf" label="Download the STS brief" size="1.2 MB" />);
    const link = screen.getByRole('link', {name: /Download the STS brief/});
    expect(link).toHaveAttribute('href', '/pdf/talenteam-sts.pdf');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('(PDF, 1.2 MB)');
  });

  it('labels the link "Download PDF" by default', () => {
    render(<PdfDownload href="/pdf/grayscale-sap-partner-brief.pdf" />);
    expect(screen.getByRole('link', {name: /^Download PDF/})).toHaveTextContent('(PDF)');
  });

  it('is a button of the site family, like every other action', () => {
    render(<PdfDownload href="/pdf/talenteam-sts.pdf" />);
    expect(screen.getByRole('link', {name: /Download PDF/})).toHaveClass('button', 'variant-outline', 'size-lg');
  });

  describe('without a file', () => {
    it('offers an enabled "Request the PDF" button that opens the contact page', () => {
      render(<PdfDownload label="Download PDF" />);
      const request = screen.getByRole('link', {name: 'Request the PDF'});
      expect(request).toHaveAttribute('href', '/join-ecosystem');
      expect(request).not.toHaveAttribute('aria-disabled');
      expect(request).not.toHaveAttribute('download');
      expect(request).toHaveClass('button', 'variant-outline', 'size-lg');
    });

    it('never shows a download that goes nowhere', () => {
      const {container} = render(<PdfDownload label="Download PDF" />);
      expect(screen.queryByText('Download PDF')).not.toBeInTheDocument();
      expect(container.querySelector('[download], [href=""], a:not([href])')).toBeNull();
    });

    it('says the PDF is sent on request', () => {
      render(<PdfDownload />);
      expect(screen.getByText(/sends it on request/)).toBeInTheDocument();
    });
  });

  describe('placed as <PdfDownload /> in a partner document', () => {
    it("downloads the document's front matter pdf", () => {
      setDoc({
        frontMatter: {
          ...alpha,
          pdf: {href: '/pdf/grayscale-sap-partner-brief.pdf', label: 'Download the Grayscale partner brief'},
        },
      });
      render(<PdfDownload />);
      expect(screen.getByRole('link', {name: /Download the Grayscale partner brief/})).toHaveAttribute(
        'href',
        '/pdf/grayscale-sap-partner-brief.pdf',
      );
    });

    it("inside a <Product>, downloads that product's pdf", () => {
      setDoc({
        frontMatter: {
          ...alpha,
          pdf: {href: '/pdf/other.pdf'},
          products: [{name: 'STS', pdf: {href: '/pdf/talenteam-sts.pdf', label: 'Download the STS brief'}}],
        },
      });
      render(
        <Product name="STS">
          <PdfDownload />
        </Product>,
      );
      expect(screen.getByRole('link', {name: /Download the STS brief/})).toHaveAttribute(
        'href',
        '/pdf/talenteam-sts.pdf',
      );
    });

    it('offers the PDF on request when the front matter pdf has no file', () => {
      setDoc({frontMatter: {...alpha, pdf: {label: 'Download PDF'}}});
      render(<PdfDownload />);
      expect(screen.getByRole('link', {name: 'Request the PDF'})).toHaveAttribute('href', '/join-ecosystem');
    });
  });
});
