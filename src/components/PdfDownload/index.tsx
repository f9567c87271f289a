import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {buttonClassName} from '@site/src/components/Button';
import ContentBlock from '@site/src/components/ContentBlock';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export type PdfDownloadProps = {
  /** Path of the file under static/, e.g. /pdf/grayscale-sap-partner-brief.pdf. Omit while the PDF is not published. */
  href?: string;
  label?: string;
  /** File size shown next to the type, e.g. "1.2 MB". */
  size?: string;
};

/**
 * Download link for a partner's PDF. Without a file it says the PDF is available on request and
 * links to the contact page, instead of showing a link that goes nowhere.
 */
export default function PdfDownload({href, label = 'Download PDF', size}: PdfDownloadProps) {
  // A plain <a>: static files are not routes, and Docusaurus's Link would report them as broken.
  const fileUrl = useBaseUrl(href ?? '');
  const fileHint = size ? `PDF, ${size}` : 'PDF';

  if (!href) {
    return (
      <ContentBlock className={styles.root}>
        <span className={buttonClassName('outline', 'lg', styles.unavailable)}>
          <Icon name="download" />
          {label}
          <span className="sr-only"> (not available)</span>
        </span>
        <p className={styles.note}>
          PDF available on request. <Link to="/join-ecosystem">Contact us for a copy</Link>.
        </p>
      </ContentBlock>
    );
  }

  return (
    <ContentBlock className={styles.root}>
      <a href={fileUrl} download className={buttonClassName('outline', 'lg', styles.download)}>
        <Icon name="download" />
        {label}
        <span className={styles.hint}>({fileHint})</span>
      </a>
    </ContentBlock>
  );
}
