import {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import AfterPaintImage from '@site/src/components/AfterPaintImage';
import type {PartnerEntry} from '@site/src/partners/types';
import styles from './styles.module.css';

type Props = {
  logo: PartnerEntry['logo'];
  /** Alt text: the partner's name, or '' when the name is already written next to the logo. */
  alt: string;
  /** Below-the-fold logos load after the first paint; the hero logo of a partner page does not. */
  lazy?: boolean;
  className?: string;
};

/**
 * The one logo component (members circle, marquee, partner pages, service ring). It reserves the
 * logo's intrinsic size so nothing shifts, and a logo that fails to load is hidden and reported
 * rather than shown as a broken image.
 */
export default function PartnerLogo({logo, alt, lazy = true, className}: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  const fail = () => {
    console.error(`Failed to load logo: ${logo.src}`);
    setFailed(true);
  };

  // A pre-rendered image can fail before React attaches onError: check once after hydration.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failed) return null;
  const image = {
    ref,
    width: logo.width,
    height: logo.height,
    className: clsx(styles.logo, className),
    onError: fail,
  };
  if (lazy) return <AfterPaintImage src={logo.src} alt={alt} {...image} />;
  return <img src={logo.src} alt={alt} loading="eager" decoding="async" {...image} />;
}
