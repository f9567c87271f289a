import {translate} from '@docusaurus/Translate';

/**
 * How soon a partnership lead answers a message, in the page's language: beside the contact form,
 * on the e-mail card and under the partner index (docs/decisions/0015-join-page-phone-and-reply-time.md). Omnia's team
 * must keep it; change the message here if the commitment changes. Call it while rendering.
 */
export function contactReplyPromise(): string {
  return translate({
    id: 'common.contact.replyPromise',
    message: 'A partnership lead reads every message and replies within one business day.',
    description:
      "Omnia's promise on reply time, shown beside the contact form, on the e-mail card and under the /partners page (one sentence; keep the commitment exact: one business day)",
  });
}
