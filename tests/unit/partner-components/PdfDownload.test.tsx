import {render, screen} from '@testing-library/react';
import PdfDownload from '@site/src/components/PdfDownload';

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

  describe('without a file', () => {
    it('shows a disabled control that cannot be focused or followed', () => {
      const {container} = render(<PdfDownload label="Download PDF" />);
      expect(screen.getByText('Download PDF')).toBeVisible();
      expect(screen.queryByRole('link', {name: /Download PDF/})).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(container.querySelector('[download], [href=""], [tabindex]')).toBeNull();
    });

    it('says the PDF is available on request and links to the contact page', () => {
      render(<PdfDownload />);
      expect(screen.getByText(/PDF available on request/)).toBeInTheDocument();
      expect(screen.getByRole('link', {name: 'Contact us for a copy'})).toHaveAttribute('href', '/join-ecosystem');
    });
  });
});
