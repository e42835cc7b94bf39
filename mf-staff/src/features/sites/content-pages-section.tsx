// A site's own texts of its content pages (terms, privacy, FAQ...) per language, with the date they are
// valid from. A page and language without one shows the built-in text; saving makes the site's own text show
// at the next page load, resetting brings the built-in one back. Both are audited by the API.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, ContentText, ErrorState, isApiError, LOCALES, Spinner } from '@dating/shared';
import { ConfirmDialog } from '@dating/shared/dialog';
import { SelectField, TextField } from '@dating/shared/forms';
import type { ContentToken, Locale, StaffContentPage } from '@dating/shared/contract';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import {
  contentPageKey,
  contentPagesKey,
  getContentPage,
  listContentPages,
  resetContentPage,
  saveContentPage,
} from './site-calls';

// Typed copies of the contract's lists (browser code takes only types from it).
const PAGES = [
  'terms',
  'privacy',
  'cookies',
  'faq',
  'return-policy',
  'service',
  'ban',
] as const satisfies readonly ContentToken[];
const everyPageListed: ContentToken extends (typeof PAGES)[number] ? true : never = true;
void everyPageListed;

// Whole ids, so the i18n check sees each in use.
const PAGE_NAMES: Record<ContentToken, string> = {
  terms: 'staff.contentPages.page.terms',
  privacy: 'staff.contentPages.page.privacy',
  cookies: 'staff.contentPages.page.cookies',
  faq: 'staff.contentPages.page.faq',
  'return-policy': 'staff.contentPages.page.returnPolicy',
  service: 'staff.contentPages.page.service',
  ban: 'staff.contentPages.page.ban',
};

/** The preview names the site; the other facts the page fills in stay as placeholders. */
const previewFacts = (siteName: string) => ({
  site: siteName,
  company: '{company}',
  email: '{email}',
  phone: '{phone}',
  refundDays: '{refundDays}',
});

export function ContentPagesSection({ domain, siteName }: { domain: string; siteName: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const staffError = useStaffErrorMessage();
  const [page, setPage] = useState<ContentToken>('terms');
  const [locale, setLocale] = useState<Locale>('en');
  const pages = useQuery({
    queryKey: contentPagesKey(domain),
    queryFn: ({ signal }) => listContentPages(domain, signal),
  });
  const overridden = new Set(pages.data?.pages.find((entry) => entry.page === page)?.overridden ?? []);
  const languageName = (code: Locale) =>
    new Intl.DisplayNames([intl.locale], { type: 'language' }).of(code) ?? code;

  return (
    <section
      aria-labelledby="content-pages"
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
    >
      <h2 id="content-pages" css={{ margin: 0 }}>
        {t('staff.contentPages.title')}
      </h2>
      <p css={{ margin: 0 }}>{t('staff.contentPages.intro')}</p>
      {pages.isPending ? (
        <Spinner label={t('staff.contentPages.loading')} />
      ) : pages.isError ? (
        <ErrorState
          error={pages.error}
          message={staffError(pages.error)}
          onRetry={() => void pages.refetch()}
        />
      ) : (
        <>
          <div
            css={(theme: Theme) => ({
              display: 'grid',
              gap: theme.space[3],
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
            })}
          >
            <SelectField
              label={t('staff.contentPages.page')}
              value={page}
              onChange={(event) => setPage(event.target.value as ContentToken)}
              options={PAGES.map((value) => {
                const count = pages.data.pages.find((entry) => entry.page === value)?.overridden.length ?? 0;
                const name = t(PAGE_NAMES[value]);
                return {
                  value,
                  label: count > 0 ? t('staff.contentPages.pageOwnTexts', { page: name, count }) : name,
                };
              })}
            />
            <SelectField
              label={t('staff.contentPages.language')}
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
              options={LOCALES.map((value) => ({
                value,
                label: overridden.has(value)
                  ? t('staff.contentPages.languageOwnText', { language: languageName(value) })
                  : languageName(value),
              }))}
            />
          </div>
          <ContentPageEditor
            key={`${page}/${locale}`}
            domain={domain}
            siteName={siteName}
            page={page}
            locale={locale}
          />
        </>
      )}
    </section>
  );
}

/** The fields a validation error names (`body.title`), to mark them. */
function invalidFields(error: unknown): Set<string> {
  if (!isApiError(error) || error.errorId !== 'validation_failed' || !Array.isArray(error.details))
    return new Set();
  return new Set(
    (error.details as { field?: unknown }[])
      .map((detail) => (typeof detail.field === 'string' ? detail.field.split('.')[1] : undefined))
      .filter((field): field is string => Boolean(field)),
  );
}

function ContentPageEditor({
  domain,
  siteName,
  page,
  locale,
}: {
  domain: string;
  siteName: string;
  page: ContentToken;
  locale: Locale;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const staffError = useStaffErrorMessage();
  const current = useQuery({
    queryKey: contentPageKey(domain, page, locale),
    queryFn: ({ signal }) => getContentPage(domain, page, locale, signal),
  });
  if (current.isPending) return <Spinner label={t('staff.contentPages.loading')} />;
  if (current.isError)
    return (
      <ErrorState
        error={current.error}
        message={staffError(current.error)}
        onRetry={() => void current.refetch()}
      />
    );
  return (
    <ContentPageForm domain={domain} siteName={siteName} page={page} locale={locale} saved={current.data} />
  );
}

function ContentPageForm({
  domain,
  siteName,
  page,
  locale,
  saved,
}: {
  domain: string;
  siteName: string;
  page: ContentToken;
  locale: Locale;
  saved: StaffContentPage | null;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const previewId = useId();
  const [title, setTitle] = useState(saved?.title ?? '');
  const [body, setBody] = useState(saved?.body ?? '');
  const [validFrom, setValidFrom] = useState(saved?.validFrom ?? new Date().toISOString().slice(0, 10));
  const [confirming, setConfirming] = useState(false);
  const changed = () =>
    void queryClient.invalidateQueries({ queryKey: contentPagesKey(domain), exact: true });
  const save = useMutation({
    mutationFn: () => saveContentPage(domain, page, locale, { title, body, validFrom }),
    onSuccess: (updated) => {
      queryClient.setQueryData(contentPageKey(domain, page, locale), updated);
      changed();
    },
  });
  const reset = useMutation({
    mutationFn: () => resetContentPage(domain, page, locale),
    onSuccess: () => {
      queryClient.setQueryData(contentPageKey(domain, page, locale), null);
      changed();
    },
  });
  const invalid = invalidFields(save.error);
  const fieldError = (field: string) => (invalid.has(field) ? t('staff.contentPages.checkField') : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.reset();
    save.mutate();
  };
  const dateText = (value: string) =>
    intl.formatDate(new Date(`${value}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('staff.contentPages.editorLabel')}
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
    >
      <p role="status" css={{ margin: 0 }}>
        {saved
          ? t('staff.contentPages.ownText', {
              date: intl.formatDate(saved.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              by: saved.updatedBy ?? '—',
            })
          : t('staff.contentPages.builtIn')}
      </p>
      {save.isError && (
        <Alert variant="danger">
          {staffError(save.error)}
          {invalid.size > 0 && ` ${t('staff.contentPages.checkMarked')}`}
        </Alert>
      )}
      {reset.isError && <Alert variant="danger">{staffError(reset.error)}</Alert>}
      {save.isSuccess && <Alert variant="success">{t('staff.contentPages.saved')}</Alert>}
      {reset.isSuccess && <Alert variant="success">{t('staff.contentPages.resetDone')}</Alert>}
      <TextField
        label={t('staff.contentPages.pageTitle')}
        value={title}
        required
        maxLength={120}
        error={fieldError('title')}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label={t('staff.contentPages.text')}
        hint={t('staff.contentPages.textHint', {
          facts: '{site}, {company}, {email}, {phone}, {refundDays}',
        })}
        multiline
        rows={14}
        value={body}
        required
        maxLength={50_000}
        error={fieldError('body')}
        onChange={(event) => setBody(event.target.value)}
      />
      <TextField
        label={t('staff.contentPages.validFrom')}
        type="date"
        value={validFrom}
        required
        error={fieldError('validFrom')}
        onChange={(event) => setValidFrom(event.target.value)}
      />
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
        <Button type="submit" loading={save.isPending}>
          {t('staff.contentPages.save')}
        </Button>
        {saved && (
          <Button
            type="button"
            variant="secondary"
            loading={reset.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('staff.contentPages.reset')}
          </Button>
        )}
      </div>
      <section
        aria-labelledby={previewId}
        css={(theme: Theme) => ({
          padding: theme.space[3],
          borderRadius: theme.radii.md,
          background: theme.colors.surface,
          boxShadow: theme.shadows.sm,
          overflowWrap: 'break-word',
        })}
      >
        <h3 id={previewId} css={{ marginTop: 0 }}>
          {t('staff.contentPages.preview')}
        </h3>
        {title.trim() === '' && body.trim() === '' ? (
          <p>{t('staff.contentPages.previewEmpty')}</p>
        ) : (
          <>
            <p css={{ fontWeight: 'bold', fontSize: '1.25em', margin: 0 }}>{title}</p>
            {/^\d{4}-\d{2}-\d{2}$/.test(validFrom) && (
              <p>{t('staff.contentPages.previewValidFrom', { date: dateText(validFrom) })}</p>
            )}
            <ContentText body={body} facts={previewFacts(siteName)} headingLevel={3} />
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('staff.contentPages.resetQuestion')}
        confirmLabel={t('staff.contentPages.reset')}
        cancelLabel={t('staff.contentPages.cancel')}
        danger
        onConfirm={() => {
          setConfirming(false);
          save.reset();
          reset.mutate();
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
