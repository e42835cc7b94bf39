// The sections of each content page, as message ids (texts in messages/<locale>.json). The texts take the
// site's facts as ICU values: {site}, {company}, {email}, {phone}, {refundDays}, {date}.
export type ContentKind = 'terms' | 'privacy' | 'cookies' | 'faq' | 'return-policy' | 'service' | 'ban';

export interface ContentSection {
  heading: string;
  body: string;
}

export interface ContentText {
  title: string;
  intro: string;
  sections: ContentSection[];
}

export const CONTENT_TEXTS: Record<ContentKind, ContentText> = {
  terms: {
    title: 'shell.pages.terms',
    intro: 'shell.content.terms.intro',
    sections: [
      { heading: 'shell.content.terms.whoHeading', body: 'shell.content.terms.whoBody' },
      { heading: 'shell.content.terms.membershipHeading', body: 'shell.content.terms.membershipBody' },
      { heading: 'shell.content.terms.creditsHeading', body: 'shell.content.terms.creditsBody' },
      { heading: 'shell.content.terms.conductHeading', body: 'shell.content.terms.conductBody' },
      { heading: 'shell.content.terms.endHeading', body: 'shell.content.terms.endBody' },
    ],
  },
  privacy: {
    title: 'shell.pages.privacy',
    intro: 'shell.content.privacy.intro',
    sections: [
      { heading: 'shell.content.privacy.collectHeading', body: 'shell.content.privacy.collectBody' },
      { heading: 'shell.content.privacy.useHeading', body: 'shell.content.privacy.useBody' },
      { heading: 'shell.content.privacy.keepHeading', body: 'shell.content.privacy.keepBody' },
      { heading: 'shell.content.privacy.rightsHeading', body: 'shell.content.privacy.rightsBody' },
    ],
  },
  cookies: {
    title: 'shell.pages.cookies',
    intro: 'shell.content.cookies.intro',
    sections: [
      { heading: 'shell.content.cookies.necessaryHeading', body: 'shell.content.cookies.necessaryBody' },
      { heading: 'shell.content.cookies.storageHeading', body: 'shell.content.cookies.storageBody' },
      { heading: 'shell.content.cookies.choicesHeading', body: 'shell.content.cookies.choicesBody' },
    ],
  },
  faq: {
    title: 'shell.pages.faq',
    intro: 'shell.content.faq.intro',
    sections: [
      { heading: 'shell.content.faq.creditsQuestion', body: 'shell.content.faq.creditsAnswer' },
      { heading: 'shell.content.faq.subscriptionQuestion', body: 'shell.content.faq.subscriptionAnswer' },
      { heading: 'shell.content.faq.deleteQuestion', body: 'shell.content.faq.deleteAnswer' },
      { heading: 'shell.content.faq.contactQuestion', body: 'shell.content.faq.contactAnswer' },
    ],
  },
  'return-policy': {
    title: 'shell.pages.returnPolicy',
    intro: 'shell.content.returns.intro',
    sections: [
      { heading: 'shell.content.returns.withdrawalHeading', body: 'shell.content.returns.withdrawalBody' },
      { heading: 'shell.content.returns.howHeading', body: 'shell.content.returns.howBody' },
      { heading: 'shell.content.returns.usedHeading', body: 'shell.content.returns.usedBody' },
    ],
  },
  service: {
    title: 'shell.pages.service',
    intro: 'shell.content.service.intro',
    sections: [
      { heading: 'shell.content.service.emailHeading', body: 'shell.content.service.emailBody' },
      { heading: 'shell.content.service.phoneHeading', body: 'shell.content.service.phoneBody' },
      { heading: 'shell.content.service.complaintHeading', body: 'shell.content.service.complaintBody' },
    ],
  },
  ban: {
    title: 'shell.pages.ban',
    intro: 'shell.content.ban.intro',
    sections: [
      { heading: 'shell.content.ban.whyHeading', body: 'shell.content.ban.whyBody' },
      { heading: 'shell.content.ban.whatHeading', body: 'shell.content.ban.whatBody' },
    ],
  },
};

/** Route name -> content kind; `{token}` pages with one of these names show the same page. */
export const CONTENT_ROUTES = {
  'pages-terms': 'terms',
  'pages-privacy': 'privacy',
  'pages-cookies': 'cookies',
  'pages-faq': 'faq',
  'pages-return-policy': 'return-policy',
  'pages-service': 'service',
  'pages-ban': 'ban',
} as const satisfies Record<string, ContentKind>;

export function contentKindForToken(token: string): ContentKind | null {
  const kinds = Object.values(CONTENT_ROUTES) as ContentKind[];
  const lower = token.toLowerCase();
  return kinds.includes(lower as ContentKind) ? (lower as ContentKind) : null;
}
