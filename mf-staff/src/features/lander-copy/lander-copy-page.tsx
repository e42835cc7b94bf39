// /staff/lander-copy: what a site's landers say in each language (issue #32 item 5). Pick the site, the lander
// (or all landers) and the language; each field shows the built-in text as its placeholder, and saving an
// empty field brings the built-in text back. The landers read it at their next page load. The site is in the
// address, so a reload keeps it.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  ErrorState,
  LOCALES,
  type Locale,
  navigate,
  Spinner,
  useLocation,
} from '@dating/shared';
import { SelectField, TextField } from '@dating/shared/forms';
import type { LanderCopyField, StaffLanderCopyAnswer } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { staffPath } from '../../app/staff-paths';
import { StaffFrame } from '../staff-frame/staff-frame';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { deleteLanderCopy, getLanderCopy, landerCopyKey, putLanderCopy } from './lander-copy-calls';
import { COPY_FIELDS, COPY_KINDS, COPY_MAX_LENGTH } from './lander-copy-values';

type Kind = (typeof COPY_KINDS)[number];

const KIND_NAMES: Record<Exclude<Kind, 'all'>, string> = {
  tinderswipe: 'staff.landerCopy.kind.tinderswipe',
  alonetonight: 'staff.landerCopy.kind.alonetonight',
  collagelanding: 'staff.landerCopy.kind.collagelanding',
  gallery: 'staff.landerCopy.kind.gallery',
  iconslanding: 'staff.landerCopy.kind.iconslanding',
  maplanding: 'staff.landerCopy.kind.maplanding',
  socialnetwork: 'staff.landerCopy.kind.socialnetwork',
  transitionsvideolanding: 'staff.landerCopy.kind.transitionsvideolanding',
  video: 'staff.landerCopy.kind.video',
};

export function LanderCopyPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.landerCopy.title' })}
      permission="landers.copy"
    >
      {() => <LanderCopyEditor />}
    </StaffFrame>
  );
}

const FIELD_LABELS: Record<LanderCopyField, string> = {
  headline: 'staff.landerCopy.headline',
  lead: 'staff.landerCopy.lead',
  cta: 'staff.landerCopy.cta',
};

function LanderCopyEditor() {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const { searchParams } = useLocation();
  const requested = searchParams.get('site') ?? '';
  const copy = useQuery({
    queryKey: landerCopyKey(requested),
    queryFn: ({ signal }) => getLanderCopy(requested, signal),
  });
  const [kind, setKind] = useState<Kind>('all');
  // A language picked for one site; any other site opens in its own language, the one most of its visitors
  // read (a German site's copy is written in German first).
  const [picked, setPicked] = useState<{ domain: string; locale: Locale } | null>(null);
  const languages = new Intl.DisplayNames([intl.locale], { type: 'language' });

  if (copy.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.landerCopy.loading' })} />;
  if (copy.isError)
    return (
      <ErrorState error={copy.error} message={staffError(copy.error)} onRetry={() => void copy.refetch()} />
    );
  const data = copy.data;
  const locale = picked?.domain === data.site.domain ? picked.locale : data.site.locale;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4], maxWidth: 720 })}>
      <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'staff.landerCopy.intro' })}</p>
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[3],
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
          // A picker's hint must not stretch its neighbours.
          alignItems: 'start',
        })}
      >
        <SelectField
          label={intl.formatMessage({ id: 'staff.landerCopy.site' })}
          value={data.site.domain}
          options={data.sites.map((site) => ({ value: site.domain, label: `${site.name} (${site.domain})` }))}
          onChange={(event) =>
            navigate(`${staffPath('staff-lander-copy')}?${new URLSearchParams({ site: event.target.value })}`)
          }
        />
        <SelectField
          label={intl.formatMessage({ id: 'staff.landerCopy.kind' })}
          hint={intl.formatMessage({ id: 'staff.landerCopy.kindHint' })}
          value={kind}
          options={COPY_KINDS.map((value) => ({
            value,
            // Named as marketing speaks of it, with the address its campaigns link to.
            label:
              value === 'all'
                ? intl.formatMessage({ id: 'staff.landerCopy.allKinds' })
                : `${intl.formatMessage({ id: KIND_NAMES[value] })} · /landers/${value}`,
          }))}
          onChange={(event) => setKind(event.target.value as Kind)}
        />
        <SelectField
          label={intl.formatMessage({ id: 'staff.landerCopy.locale' })}
          value={locale}
          options={LOCALES.map((value) => ({ value, label: languages.of(value) ?? value }))}
          onChange={(event) => setPicked({ domain: data.site.domain, locale: event.target.value as Locale })}
        />
      </div>
      {/* A new form per site, lander and language: its fields start from that one's texts. */}
      <CopyForm key={`${data.site.domain} ${kind} ${locale}`} data={data} kind={kind} locale={locale} />
    </div>
  );
}

function CopyForm({ data, kind, locale }: { data: StaffLanderCopyAnswer; kind: Kind; locale: Locale }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const domain = data.site.domain;
  const override = (field: LanderCopyField) =>
    data.overrides.find((row) => row.kind === kind && row.locale === locale && row.field === field);
  const builtIn = (field: LanderCopyField) =>
    data.builtIn.find((row) => row.kind === kind && row.locale === locale && row.field === field)?.text ?? '';
  const [texts, setTexts] = useState<Record<LanderCopyField, string>>(() => ({
    headline: override('headline')?.text ?? '',
    lead: override('lead')?.text ?? '',
    cta: override('cta')?.text ?? '',
  }));
  // Message ids, formatted when drawn: they follow a switch of the console's language.
  const [problems, setProblems] = useState<Partial<Record<LanderCopyField, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const keep = (answer: StaffLanderCopyAnswer) => {
    // Under both keys: the one the page asked by (maybe without a site) and the site's own.
    queryClient.setQueryData(landerCopyKey(domain), answer);
    for (const [key] of queryClient.getQueriesData({ queryKey: ['staff', 'lander-copy'] }))
      queryClient.setQueryData(key, (current: StaffLanderCopyAnswer | undefined) =>
        current?.site.domain === domain ? answer : current,
      );
  };
  const save = useMutation({
    mutationFn: async () => {
      let answer: StaffLanderCopyAnswer | null = null;
      for (const field of COPY_FIELDS) {
        const text = texts[field].trim();
        const slot = { domain, kind, locale, field };
        const before = override(field)?.text ?? '';
        if (text === before) continue;
        answer = text === '' ? await deleteLanderCopy(slot) : await putLanderCopy(slot, { text });
        keep(answer);
      }
      return answer;
    },
    onSuccess: (answer) => setDone(answer ? 'staff.landerCopy.saved' : 'staff.landerCopy.unchanged'),
  });
  const reset = useMutation({
    mutationFn: (field: LanderCopyField) => deleteLanderCopy({ domain, kind, locale, field }),
    onSuccess: (answer, field) => {
      keep(answer);
      setTexts((current) => ({ ...current, [field]: '' }));
      setDone('staff.landerCopy.resetDone');
    },
  });

  const write = (field: LanderCopyField, text: string) =>
    setTexts((current) => ({ ...current, [field]: text }));
  const fieldProps = (field: LanderCopyField, hint: string) => ({
    label: intl.formatMessage({ id: FIELD_LABELS[field] }),
    placeholder: builtIn(field),
    maxLength: COPY_MAX_LENGTH[field],
    value: texts[field],
    hint,
    error: problems[field] && intl.formatMessage({ id: problems[field] }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    // The built-in texts take no placeholders; the server checks the same (and a text's length).
    const found: Partial<Record<LanderCopyField, string>> = {};
    for (const field of COPY_FIELDS)
      if (/[{}]/.test(texts[field]) && !/[{}]/.test(builtIn(field)))
        found[field] = 'staff.landerCopy.noPlaceholders';
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'staff.landerCopy.formLabel' })}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[3],
        padding: theme.space[4],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        boxShadow: theme.shadows.sm,
      })}
    >
      {COPY_FIELDS.map((field) => {
        const own = override(field);
        const changed = own
          ? intl.formatMessage(
              { id: own.updatedBy ? 'staff.landerCopy.changedBy' : 'staff.landerCopy.changed' },
              {
                name: own.updatedBy ?? '',
                date: intl.formatDate(own.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              },
            )
          : null;
        const hint = [
          intl.formatMessage({ id: 'staff.landerCopy.builtIn' }, { text: builtIn(field) }),
          intl.formatMessage({ id: 'staff.landerCopy.maxLength' }, { max: COPY_MAX_LENGTH[field] }),
          changed,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <div key={field} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1] })}>
            {field === 'lead' ? (
              <TextField
                {...fieldProps(field, hint)}
                multiline
                rows={3}
                onChange={(event) => write(field, event.target.value)}
              />
            ) : (
              <TextField
                {...fieldProps(field, hint)}
                onChange={(event) => write(field, event.target.value)}
              />
            )}
            {own && (
              <div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  loading={reset.isPending && reset.variables === field}
                  onClick={() => {
                    setDone(null);
                    reset.mutate(field);
                  }}
                >
                  {intl.formatMessage(
                    { id: 'staff.landerCopy.reset' },
                    { field: intl.formatMessage({ id: FIELD_LABELS[field] }) },
                  )}
                </Button>
              </div>
            )}
          </div>
        );
      })}
      {(save.isError || reset.isError) && (
        <Alert variant="danger">{staffError(save.error ?? reset.error)}</Alert>
      )}
      {done && (
        <Alert variant="success" role="status">
          {intl.formatMessage({ id: done })}
        </Alert>
      )}
      <div>
        <Button type="submit" loading={save.isPending}>
          {intl.formatMessage({ id: 'staff.landerCopy.save' })}
        </Button>
      </div>
    </form>
  );
}
