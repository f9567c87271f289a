import {useEffect, useRef, useState, type MouseEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {captionTrack} from './captionTrack';
import styles from './styles.module.css';

const VIDEO = {
  poster: '/img/las-vegas-poster.webp',
  /** The same frame at 800 px wide: what a phone needs (Lighthouse measured the 1280 px file at 662 px). */
  posterSmall: '/img/las-vegas-poster-800.webp',
  webm: '/video/las-vegas-party.webm',
  mp4: '/video/las-vegas-party.mp4',
  width: 1280,
  height: 720,
};
const POSTER_SRCSET = `${VIDEO.posterSmall} 800w, ${VIDEO.poster} 1280w`;
/** The same two frames in AVIF, which every current browser takes first: the phone's file is 11 KB, not 18. */
const POSTER_AVIF_SRCSET = POSTER_SRCSET.replaceAll('.webp', '.avif');
/** The hero's picture column: full width under 997 px (minus the page gutter), at most 640 px beside the intro. */
const POSTER_SIZES = '(min-width: 997px) 640px, calc(100vw - 2rem)';

type HeroVideoProps = {
  /** What the clip shows: names the play link. */
  description: string;
};

/**
 * The Las Vegas clip behind a poster facade. The first view is one responsive image (the page's
 * largest paint, so phones get the 800 px file); the player and its sources exist only after the
 * visitor asks for them. Without JavaScript the link opens the MP4 in the browser's own player.
 */
export default function HeroVideo({description}: HeroVideoProps) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const captions = captionTrack(useDocusaurusContext().i18n.currentLocale);

  useEffect(() => {
    const player = video.current;
    if (!playing || !player) return;
    // Keyboard users land on the player's controls, where the link they pressed was.
    player.focus();
    // Captions on, as `default` asks: WebKit leaves the default track of a player inserted by
    // script disabled, and never loads it.
    const captions = player.querySelector('track')?.track;
    if (captions && captions.mode !== 'showing') captions.mode = 'showing';
  }, [playing]);

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <>
      {playing ? (
        <video
          ref={video}
          className={styles.frame}
          controls
          autoPlay
          playsInline
          poster={VIDEO.poster}
          width={VIDEO.width}
          height={VIDEO.height}>
          <source src={VIDEO.webm} type="video/webm" />
          <source src={VIDEO.mp4} type="video/mp4" />
          <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} default />
          <Translate
            id="home.video.fallback"
            description="Shown instead of the home page's video by browsers that cannot play video. English quoted by the site's specification: do not reword the English.">
            Your browser does not support the video element.
          </Translate>
        </video>
      ) : (
        // A file, not a page: Docusaurus's Link would try to route to it.
        // eslint-disable-next-line @docusaurus/no-html-links
        <a
          className={styles.facade}
          href={VIDEO.mp4}
          onClick={play}
          aria-label={translate(
            {
              id: 'home.video.play',
              message: 'Play the video: {description}',
              description:
                "Screen readers' name for the home page's video poster, a link that starts the video; {description} is the video's caption (one sentence)",
            },
            {description},
          )}>
          <picture className={styles.poster}>
            <source type="image/avif" srcSet={POSTER_AVIF_SRCSET} sizes={POSTER_SIZES} />
            <img
              className={styles.frame}
              src={VIDEO.poster}
              srcSet={POSTER_SRCSET}
              sizes={POSTER_SIZES}
              width={VIDEO.width}
              height={VIDEO.height}
              alt=""
              // The browser's preload scanner finds the picture's sources in the page as it arrives.
              fetchPriority="high"
            />
          </picture>
          <span className={styles.playButton} aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.98-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
            </svg>
          </span>
        </a>
      )}
    </>
  );
}
