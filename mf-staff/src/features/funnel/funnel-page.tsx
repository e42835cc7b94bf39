// /staff/funnel: the signup funnel of one site and remote per variant of its split and per traffic source,
// as bars and as tables, with each variant's conversions against the control in plain words, a CSV download
// and, for roles with `remotes.manage`, "declare winner". The filters are in the address, so a view can be
// shared and survives a reload.
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  mediaUp,
  navigate,
  Spinner,
  useLocation,
} from '@dating/shared';
import { SelectField, TextField } from '@dating/shared/forms';
import type { StaffFunnelAnswer, StaffFunnelQuery, StaffMember } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { staffPath } from '../../app/staff-paths';
import { StaffFrame } from '../staff-frame/staff-frame';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { can } from '../staff-session/use-staff-session';
import { funnelCsvUrl, funnelKey, getFunnel } from './funnel-calls';
import { FunnelChart } from './funnel-chart';
import { FUNNEL_REMOTES, variantLetter } from './funnel-steps';
import { SourceTable, VariantTable } from './funnel-tables';
import { type WinnerChoice, WinnerDialog } from './winner-dialog';

const FILTERS = ['site', 'remote', 'since', 'until', 'source'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export function FunnelPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.funnel.title' })}
      permission="funnel.read"
    >
      {(staff) => <FunnelReport staff={staff} />}
    </StaffFrame>
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SOURCE_MAX_LENGTH = 100;

/** What is wrong with the period the filters name, as a message id, or null. */
function periodError({ since, until }: Pick<Filters, 'since' | 'until'>): string | null {
  return DAY.test(since) && DAY.test(until) && since > until ? 'staff.funnel.periodReversed' : null;
}

/**
 * The address's filters as the API's query; what is malformed is left out (the server's default applies), so
 * an address edited by hand or shared with a reversed period still shows a report and the filters to fix it.
 */
function toQuery(filters: Filters): StaffFunnelQuery {
  const site = Number(filters.site);
  const reversed = periodError(filters) !== null;
  const source = filters.source.trim();
  return {
    ...(Number.isInteger(site) && site > 0 ? { site } : {}),
    ...((FUNNEL_REMOTES as readonly string[]).includes(filters.remote) ? { remote: filters.remote } : {}),
    ...(DAY.test(filters.since) && !reversed ? { since: filters.since } : {}),
    ...(DAY.test(filters.until) && !reversed ? { until: filters.until } : {}),
    ...(source && source.length <= SOURCE_MAX_LENGTH ? { source } : {}),
  };
}

function FunnelReport({ staff }: { staff: StaffMember }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const { searchParams } = useLocation();
  const applied = Object.fromEntries(FILTERS.map((name) => [name, searchParams.get(name) ?? ''])) as Filters;
  const query = toQuery(applied);
  const report = useQuery({
    queryKey: funnelKey(query),
    queryFn: ({ signal }) => getFunnel(query, signal),
  });
  const [choice, setChoice] = useState<WinnerChoice | null>(null);
  const [declared, setDeclared] = useState<string | null>(null);

  if (report.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.funnel.loading' })} />;
  if (report.isError)
    return (
      <ErrorState
        error={report.error}
        message={staffError(report.error)}
        onRetry={() => void report.refetch()}
      />
    );
  const data = report.data;
  const visits = data.variants.reduce((sum, variant) => sum + (variant.steps[0]?.count ?? 0), 0);
  const mayDeclare = can(staff, 'remotes.manage');
  const inSplit = data.variants.filter((variant) => variant.weight !== null).length > 1;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[5] })}>
      <FunnelFilters data={data} applied={applied} />
      {declared && (
        <Alert variant="success" role="status">
          {declared}
        </Alert>
      )}
      <p css={{ margin: 0 }}>
        <a href={funnelCsvUrl(query)} download>
          {intl.formatMessage({ id: 'staff.funnel.csv' })}
        </a>
      </p>
      {visits === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'staff.funnel.empty' })}
          description={intl.formatMessage({ id: 'staff.funnel.emptyHint' })}
        />
      ) : (
        <>
          <FunnelChart variants={data.variants} />
          <section aria-labelledby="staff-funnel-variants">
            <h2 id="staff-funnel-variants">{intl.formatMessage({ id: 'staff.funnel.variantsHeading' })}</h2>
            <p>
              {intl.formatMessage(
                { id: 'staff.funnel.significanceNote' },
                { level: intl.formatNumber(data.confidenceLevel, { style: 'percent' }) },
              )}
            </p>
            <Scrolling labelledBy="staff-funnel-variants">
              <VariantTable data={data} />
            </Scrolling>
          </section>
          <section aria-labelledby="staff-funnel-sources">
            <h2 id="staff-funnel-sources">{intl.formatMessage({ id: 'staff.funnel.sourcesHeading' })}</h2>
            <Scrolling labelledBy="staff-funnel-sources">
              <SourceTable data={data} />
            </Scrolling>
          </section>
        </>
      )}
      {mayDeclare && inSplit && (
        <section aria-labelledby="staff-funnel-winner">
          <h2 id="staff-funnel-winner">{intl.formatMessage({ id: 'staff.funnel.winnerHeading' })}</h2>
          <p>{intl.formatMessage({ id: 'staff.funnel.winnerHint' })}</p>
          <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
            {data.variants.map((variant, index) =>
              variant.weight === null ? null : (
                <Button
                  key={variant.entry}
                  variant="secondary"
                  onClick={() =>
                    setChoice({
                      site: data.site,
                      remote: data.remote,
                      entry: variant.entry,
                      letter: variantLetter(index),
                    })
                  }
                >
                  {intl.formatMessage(
                    { id: 'staff.funnel.winnerButton' },
                    { variant: variantLetter(index), entry: variant.entry },
                  )}
                </Button>
              ),
            )}
          </div>
        </section>
      )}
      <WinnerDialog
        choice={choice}
        onClose={() => setChoice(null)}
        onDone={(answer) =>
          setDeclared(
            intl.formatMessage(
              { id: 'staff.funnel.winnerDone' },
              { entry: answer.variants[0]?.entry ?? '', site: answer.site },
            ),
          )
        }
      />
    </div>
  );
}

/** A wide table scrolls sideways on a phone; the box takes the keyboard focus so it can be scrolled without a mouse. */
function Scrolling({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={labelledBy} tabIndex={0} css={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}

function FunnelFilters({ data, applied }: { data: StaffFunnelAnswer; applied: Filters }) {
  const intl = useIntl();
  const [filters, setFilters] = useState<Filters>({
    site: applied.site || String(data.site.id),
    remote: applied.remote || data.remote,
    since: applied.since || data.since,
    until: applied.until || data.until,
    source: applied.source,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = periodError(filters);
    setError(wrong);
    if (wrong) return;
    const search = new URLSearchParams(
      Object.entries(filters).filter(([, value]) => value.trim() !== ''),
    ).toString();
    navigate(`${staffPath('staff-funnel')}${search ? `?${search}` : ''}`);
  };
  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'staff.funnel.filters' })}
      onSubmit={submit}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[3],
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        alignItems: 'end',
      })}
    >
      <SelectField
        // "Name (domain)" is the longest choice of the row: two columns where there are two.
        css={{ [mediaUp('md')]: { gridColumn: 'span 2' } }}
        label={intl.formatMessage({ id: 'staff.funnel.site' })}
        value={filters.site}
        options={data.sites.map((site) => ({
          value: String(site.id),
          label: `${site.name} (${site.domain})`,
        }))}
        onChange={set('site')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'staff.funnel.remote' })}
        value={filters.remote}
        options={FUNNEL_REMOTES.map((remote) => ({ value: remote, label: remote }))}
        onChange={set('remote')}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.funnel.since' })}
        type="date"
        value={filters.since}
        onChange={set('since')}
        error={error ? intl.formatMessage({ id: error }) : undefined}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.funnel.until' })}
        type="date"
        value={filters.until}
        onChange={set('until')}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.funnel.source' })}
        hint={intl.formatMessage({ id: 'staff.funnel.sourceHint' })}
        value={filters.source}
        maxLength={SOURCE_MAX_LENGTH}
        onChange={set('source')}
      />
      <div>
        <Button type="submit">{intl.formatMessage({ id: 'staff.funnel.show' })}</Button>
      </div>
    </form>
  );
}
