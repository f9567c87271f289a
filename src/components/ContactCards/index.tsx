import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import AddressLink from '@site/src/components/AddressLink';
import IconBadge from '@site/src/components/IconBadge';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';
import {contactReplyPromise} from '@site/src/lib/replyPromise';
import styles from './styles.module.css';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';

const svgProps = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

// The shared Icon set has no envelope or phone; these two live here until it does.
const MailIcon = () => (
  <svg {...svgProps}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

const PhoneIcon = () => (
  <svg {...svgProps}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </svg>
);

type Card = {title: string; text: string; href: string; linkText: string; icon: ReactNode};

function emailCard(): Card {
  return {
    title: translate({
      id: 'contactCards.email.title',
      message: 'Email us',
      description: 'Contact page: title of the card with the e-mail address (short)',
    }),
    text: contactReplyPromise(),
    href: `mailto:${CONTACT_EMAIL}`,
    linkText: CONTACT_EMAIL,
    icon: <MailIcon />,
  };
}

/**
 * The phone card dials the number set at build time (CONTACT_PHONE). Omnia has no published number
 * and we publish no made-up one: without it, the card offers a call back, asked for in the
 * form's message (the form has no phone field).
 */
function phoneCard(phone: string | undefined): Card {
  const title = translate({
    id: 'contactCards.phone.title',
    message: 'Call us',
    description: 'Contact page: title of the phone card (short)',
  });
  if (phone) {
    return {
      title,
      text: translate({
        id: 'contactCards.phone.text',
        message: 'Prefer to talk? Give us a call.',
        description: "Contact page: the phone card's sentence, above Omnia's phone number",
      }),
      href: `tel:${phone.replace(/[^+\d]/g, '')}`,
      linkText: phone,
      icon: <PhoneIcon />,
    };
  }
  return {
    title,
    text: translate({
      id: 'contactCards.callBack.text',
      message:
        'Prefer to talk? Ask for a call in your message, with a number and a good time, and we will call you back.',
      description:
        "Contact page: the phone card's sentence when no phone number is published; the visitor asks for a call in the contact form's message",
    }),
    href: '/join-ecosystem#contact',
    linkText: translate({
      id: 'contactCards.callBack.link',
      message: 'Request a call back',
      description: 'Contact page: link on the phone card to the contact form, to ask for a call (short)',
    }),
    icon: <PhoneIcon />,
  };
}

/** A mail or phone address opens the visitor's app in place; site paths keep Link's client-side routing. */
function CardLink({href, className, children}: {href: string; className: string; children: ReactNode}) {
  if (isAddress(href)) {
    return (
      <AddressLink className={className} href={href}>
        {children}
      </AddressLink>
    );
  }
  return (
    <Link className={className} to={href}>
      {children}
    </Link>
  );
}

const isAddress = (href: string): href is `mailto:${string}` | `tel:${string}` => /^(?:mailto|tel):/.test(href);

/** E-mail and phone cards: other ways to reach Omnia besides the form. */
export default function ContactCards() {
  const {siteConfig} = useDocusaurusContext();
  const cards = [emailCard(), phoneCard(siteConfig.customFields?.contactPhone as string | undefined)];
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <IconBadge>{card.icon}</IconBadge>
          <div>
            {/* h2: on /join-ecosystem the cards sit right under the page's h1 (a card title's size). */}
            <h2 className={styles.title}>{withPhraseBreaks(card.title)}</h2>
            <p className={styles.text}>{card.text}</p>
            <CardLink className={styles.link} href={card.href}>
              {card.linkText}
            </CardLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
