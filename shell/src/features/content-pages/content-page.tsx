// @feature-public: other features import this module (docs/conventions.md, Layout).
// A content page (terms, privacy, cookies, FAQ, returns, customer service, access ban) with the site's
// company facts filled in. The texts are the site's own where its console has one for the page and locale
// (/api/content-page.php), else the built-in documents; the facts come from settings and
// /api/companyinfo.php.
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type CompanyInfo,
  type ContentPageText,
  ContentText,
  isApiError,
  LocaleProvider,
  Spinner,
  useBusState,
  useFormatters,
  useLocale,
} from '@dating/shared';
import { withQueryClient } from '../../app/query-client';
import { ErrorPage } from '../error-page/error-page';
import { PageFrame } from '../home/page-frame';
import { CompanyCard } from './company-card';
import { loadCompanyInfo } from './company-info';
import { contentPageKey, loadContentPage } from './content-page-calls';
import { loadContentPageMessages } from './content-page-messages';
import { CONTENT_TEXTS, type ContentKind } from './content-texts';
import { cleanPhone, termsVersionDate, withoutDoubledStop } from './legal-facts';

/**
 * The frame and its title (in the shell's messages) show at once; the texts (their own chunk) and the
 * company facts load in parallel. So the heading takes the focus when the page opens, not when the texts
 * arrived, which would pull the focus away from wherever the visitor had moved it in the meantime.
 */
export function ContentPageView({ kind, route }: { kind: ContentKind; route: string }) {
  const locale = useLocale();
  // A query, not an effect: the server renders the page with its answer, and the browser hydrates with it.
  // (loadCompanyInfo retries itself.)
  const company = useQuery({ queryKey: ['companyinfo'], queryFn: loadCompanyInfo, retry: false });
  // The site's own text, if any. A failed read shows the built-in document: it is the page's text too.
  const own = useQuery({
    queryKey: contentPageKey(kind, locale),
    queryFn: ({ signal }) => loadContentPage(kind, locale, signal),
  });
  const ownText = own.data?.text ?? null;

  if (company.status === 'error') {
    const status = isApiError(company.error) && company.error.status >= 400 ? company.error.status : 500;
    return <ErrorPage status={status} error={company.error} />;
  }

  return (
    <PageFrame
      route={route}
      titleId={CONTENT_TEXTS[kind].title}
      {...(ownText ? { title: ownText.title } : {})}
    >
      <LocaleProvider loadMessages={loadContentPageMessages} locale={locale} placeholder={<Spinner />}>
        {company.data && !own.isPending ? (
          <ContentPageBody kind={kind} info={company.data} own={ownText} />
        ) : (
          <Spinner />
        )}
      </LocaleProvider>
    </PageFrame>
  );
}

export const ContentPage = withQueryClient(ContentPageView);

function ContentPageBody({
  kind,
  info,
  own,
}: {
  kind: ContentKind;
  info: CompanyInfo;
  own: ContentPageText | null;
}) {
  const intl = useIntl();
  const { date: formatDate } = useFormatters();
  const settings = useBusState('settings.loaded')?.settings;
  const text = CONTENT_TEXTS[kind];
  const email = settings?.support_email ?? '';
  const values = {
    site: settings?.name ?? '',
    company: info.name,
    email,
    phone: cleanPhone(info.support_phone ?? settings?.support_phone ?? ''),
    refundDays: settings?.refund_days ?? 14,
    date: formatDate(termsVersionDate(info.added), 'long'),
  };

  const card = (kind === 'terms' || kind === 'service' || kind === 'return-policy') && (
    <CompanyCard info={info} email={email} />
  );

  if (own) {
    // `validFrom` is a calendar day: noon UTC is that same day in every time zone the sites serve.
    return (
      <>
        <p data-testid="content-valid-from">
          <FormattedMessage
            id="shell.content.validFrom"
            values={{ date: formatDate(new Date(`${own.validFrom}T12:00:00Z`), 'long') }}
          />
        </p>
        <ContentText body={own.body} facts={values} />
        {card}
      </>
    );
  }

  return (
    <>
      {kind === 'terms' && (
        <p data-testid="terms-version">
          <FormattedMessage id="shell.content.terms.version" values={{ date: values.date }} />
        </p>
      )}
      <p>{withoutDoubledStop(intl.formatMessage({ id: text.intro }, values))}</p>
      {text.sections.map((section) => (
        <div key={section.heading}>
          <h2>{intl.formatMessage({ id: section.heading }, values)}</h2>
          <p>{withoutDoubledStop(intl.formatMessage({ id: section.body }, values))}</p>
        </div>
      ))}
      {card}
    </>
  );
}
