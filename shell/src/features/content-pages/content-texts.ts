// The sections of each content page, as message ids (texts in documents/<locale>.json). The texts take the
// site's facts as ICU values: {site}, {company}, {email}, {phone}, {refundDays}, {date}.
import type { ContentKind } from './content-routes';

export type { ContentKind } from './content-routes';

export interface ContentSection {
  heading: string;
  body: string;
}

export interface ContentText {
  title: string;
  intro: string;
  sections: ContentSection[];
}

/** [title, intro, [heading, body] of each section], as message ids. */
type ContentTable = Record<
  ContentKind,
  [title: string, intro: string, sections: [heading: string, body: string][]]
>;

const CONTENT_TABLE: ContentTable = {
  terms: [
    'shell.pages.terms',
    'shell.content.terms.intro',
    [
      ['shell.content.terms.whoHeading', 'shell.content.terms.whoBody'],
      ['shell.content.terms.membershipHeading', 'shell.content.terms.membershipBody'],
      ['shell.content.terms.creditsHeading', 'shell.content.terms.creditsBody'],
      ['shell.content.terms.conductHeading', 'shell.content.terms.conductBody'],
      ['shell.content.terms.endHeading', 'shell.content.terms.endBody'],
    ],
  ],
  privacy: [
    'shell.pages.privacy',
    'shell.content.privacy.intro',
    [
      ['shell.content.privacy.collectHeading', 'shell.content.privacy.collectBody'],
      ['shell.content.privacy.useHeading', 'shell.content.privacy.useBody'],
      ['shell.content.privacy.keepHeading', 'shell.content.privacy.keepBody'],
      ['shell.content.privacy.rightsHeading', 'shell.content.privacy.rightsBody'],
    ],
  ],
  cookies: [
    'shell.pages.cookies',
    'shell.content.cookies.intro',
    [
      ['shell.content.cookies.necessaryHeading', 'shell.content.cookies.necessaryBody'],
      ['shell.content.cookies.storageHeading', 'shell.content.cookies.storageBody'],
      ['shell.content.cookies.choicesHeading', 'shell.content.cookies.choicesBody'],
    ],
  ],
  faq: [
    'shell.pages.faq',
    'shell.content.faq.intro',
    [
      ['shell.content.faq.creditsQuestion', 'shell.content.faq.creditsAnswer'],
      ['shell.content.faq.subscriptionQuestion', 'shell.content.faq.subscriptionAnswer'],
      ['shell.content.faq.deleteQuestion', 'shell.content.faq.deleteAnswer'],
      ['shell.content.faq.contactQuestion', 'shell.content.faq.contactAnswer'],
    ],
  ],
  'return-policy': [
    'shell.pages.returnPolicy',
    'shell.content.returns.intro',
    [
      ['shell.content.returns.withdrawalHeading', 'shell.content.returns.withdrawalBody'],
      ['shell.content.returns.howHeading', 'shell.content.returns.howBody'],
      ['shell.content.returns.usedHeading', 'shell.content.returns.usedBody'],
    ],
  ],
  service: [
    'shell.pages.service',
    'shell.content.service.intro',
    [
      ['shell.content.service.emailHeading', 'shell.content.service.emailBody'],
      ['shell.content.service.phoneHeading', 'shell.content.service.phoneBody'],
      ['shell.content.service.complaintHeading', 'shell.content.service.complaintBody'],
    ],
  ],
  ban: [
    'shell.pages.ban',
    'shell.content.ban.intro',
    [
      ['shell.content.ban.whyHeading', 'shell.content.ban.whyBody'],
      ['shell.content.ban.whatHeading', 'shell.content.ban.whatBody'],
    ],
  ],
};

export const CONTENT_TEXTS = Object.fromEntries(
  Object.entries(CONTENT_TABLE).map(([kind, [title, intro, sections]]) => [
    kind,
    { title, intro, sections: sections.map(([heading, body]) => ({ heading, body })) },
  ]),
) as Record<ContentKind, ContentText>;
