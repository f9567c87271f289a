import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DEFAULT_LOCALE} from '@site/src/lib/locales';
import Button, {buttonClassName} from '@site/src/components/Button';
import ContentBlock from '@site/src/components/ContentBlock';
import Icon from '@site/src/components/Icon';
import {usePartnerSection} from '@site/src/partners/usePartnerSection';
import styles from './styles.module.css';

/** Each prop overrides the partner's front matter `pdf` (inside a <Product>, that product's). */
export type PdfDownloadProps = {
  /** Path of the file under static/, e.g. /pdf/grayscale-sap-partner-brief.pdf. Omit while the PDF is not published. */
  href?: string;
  /** Label of the download button ("Download the STS brief"); used when there is a file. "Download PDF" by default. */
  label?: string;
  /** File size shown next to the type, e.g. "1.2 MB". */
  size?: string;
};

/** Where a visitor asks for a PDF that is not published: the contact page and its form. */
export const PDF_REQUEST_PATH = '/join-ecosystem';

/**
 * A partner's PDF as a secondary action, in the site's button family. With a file, the button
 * downloads it. Without one, it does the honest useful thing instead: "Request the PDF" opens the
 * contact page, with a line saying the PDF is sent on request. Never a button that goes nowhere.
 */
export default function PdfDownload(props: PdfDownloadProps) {
  const fromDocument = usePartnerSection('pdf');
  const {href, label, size} = {...fromDocument, ...props};
  // A plain <a>: static files are not routes, and Docusaurus's Link would report them as broken.
  const fileUrl = useBaseUrl(href ?? '');
  // The partners' PDFs are written in English: in another language the link says so, to people and to browsers.
  const inEnglish = useDocusaurusContext().i18n.currentLocale !== DEFAULT_LOCALE;
  const fileHint = size
    ? translate(
        {
          id: 'partner.pdf.fileHint',
          message: 'PDF, {size}',
          description:
            "After a PDF download button's label, in brackets: the file's type and {size}, its size (e.g. 1.2 MB)",
        },
        {size},
      )
    : 'PDF';
  const hint = inEnglish
    ? translate(
        {
          id: 'partner.pdf.fileHintEnglish',
          message: '{fileHint}, in English',
          description:
            "After a PDF download button's label, in brackets, on pages not in English: {fileHint} is 'PDF' or 'PDF, 1.2 MB'; says the document is in English",
        },
        {fileHint},
      )
    : fileHint;

  if (!href) {
    return (
      <ContentBlock className={styles.root}>
        <Button to={PDF_REQUEST_PATH} variant="outline" size="lg" className={styles.button}>
          <Icon name="message" />
          <Translate
            id="partner.pdf.request"
            description="Button on a partner profile whose PDF is not published: it opens the contact page to ask for it (3 or 4 words)">
            Request the PDF
          </Translate>
        </Button>
        <p className={styles.note}>
          <Translate id="partner.pdf.requestNote" description="One line beside the 'Request the PDF' button">
            Not published online: the Omnia team sends it on request.
          </Translate>
        </p>
      </ContentBlock>
    );
  }

  return (
    <ContentBlock className={styles.root}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a static file to download, not a route Link could open */}
      <a
        href={fileUrl}
        download
        hrefLang={inEnglish ? 'en' : undefined}
        className={buttonClassName('outline', 'lg', styles.button)}>
        <Icon name="download" />
        {label ??
          translate({
            id: 'partner.pdf.download',
            message: 'Download PDF',
            description: "Button on a partner profile that downloads the partner's PDF (2 or 3 words)",
          })}
        <span className={styles.hint}>({hint})</span>
      </a>
    </ContentBlock>
  );
}
