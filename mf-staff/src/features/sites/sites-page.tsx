// /staff/sites: the branded sites this admin manages, and a new site. A new site starts from the first
// site's profile fields, texts, bundles and gifts and is served on its domain as soon as it is saved.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, ErrorState, Link, navigate, Spinner } from '@dating/shared';
import type { StaffCompany, StaffSiteRow } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { StaffFrame } from '../staff-frame/staff-frame';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { staffPath } from '../../app/staff-paths';
import { createSite, listSites, siteKey, sitesKey } from './site-calls';
import { blankSite, settingsOf, SiteForm, signupModeLabel } from './site-form';

export function SitesPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.sites.title' })}
      permission="sites.manage"
    >
      {(staff) => <Sites mayCreate={staff.sites === null} />}
    </StaffFrame>
  );
}

function Sites({ mayCreate }: { mayCreate: boolean }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const sites = useQuery({ queryKey: sitesKey, queryFn: ({ signal }) => listSites(signal) });
  const [creating, setCreating] = useState(false);
  if (sites.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.sites.loading' })} />;
  if (sites.isError)
    return (
      <ErrorState
        error={sites.error}
        message={staffError(sites.error)}
        onRetry={() => void sites.refetch()}
      />
    );
  const { sites: rows, companies } = sites.data;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[5] })}>
      {rows.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'staff.sites.none' })} />
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'staff.sites.list' })}
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[2],
          })}
        >
          {rows.map((site) => (
            <li key={site.id}>
              <SiteRow site={site} />
            </li>
          ))}
        </ul>
      )}
      {mayCreate && (
        <section
          aria-labelledby="new-site"
          css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
        >
          <h2 id="new-site" css={{ margin: 0 }}>
            {intl.formatMessage({ id: 'staff.sites.new' })}
          </h2>
          {creating ? (
            <NewSite companies={companies} />
          ) : (
            <div>
              <Button onClick={() => setCreating(true)}>
                {intl.formatMessage({ id: 'staff.sites.newOpen' })}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

function SiteRow({ site }: { site: StaffSiteRow }) {
  const intl = useIntl();
  return (
    <Link
      href={staffPath('staff-sites-domain', { domain: site.domain })}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[1],
        padding: theme.space[3],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        boxShadow: theme.shadows.sm,
        color: theme.colors.text,
        textDecoration: 'none',
        overflowWrap: 'anywhere',
        '&:hover': { boxShadow: theme.shadows.md },
        '&:focus-visible': theme.focusRing,
      })}
    >
      <span>
        <strong>{site.name}</strong> · {site.domain}
      </span>
      {site.otherDomains.length > 0 && (
        <small css={(theme: Theme) => ({ color: theme.colors.textMuted })}>
          {intl.formatMessage(
            { id: 'staff.sites.rowOtherDomains' },
            { count: site.otherDomains.length, domains: site.otherDomains.join(', ') },
          )}
        </small>
      )}
      <small css={(theme: Theme) => ({ color: theme.colors.textMuted })}>
        {intl.formatMessage(
          { id: 'staff.sites.rowFacts' },
          {
            language:
              new Intl.DisplayNames([intl.locale], { type: 'language' }).of(site.language) ?? site.language,
            countries: site.countries.join(', '),
            currency: site.currency,
            signups: signupModeLabel(intl, site.signups),
          },
        )}
      </small>
    </Link>
  );
}

function NewSite({ companies }: { companies: readonly StaffCompany[] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createSite,
    onSuccess: async (site) => {
      queryClient.setQueryData(siteKey(site.domain), site);
      await queryClient.invalidateQueries({ queryKey: sitesKey });
      navigate(staffPath('staff-sites-domain', { domain: site.domain }));
    },
  });
  return (
    <SiteForm
      initial={blankSite(companies)}
      companies={companies}
      submitLabel={intl.formatMessage({ id: 'staff.sites.create' })}
      pending={create.isPending}
      error={create.error}
      onSubmit={(values) => create.mutate(settingsOf(values))}
    />
  );
}
