// /staff/sites/{domain}: one site's settings in sections. Saving sends only what changed; the site shows the
// change at its next page load, on every server.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, ErrorState, navigate, Spinner } from '@dating/shared';
import type { StaffSiteFile, StaffSiteSettings } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { StaffFrame } from '../staff-frame/staff-frame';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { staffPath } from '../../app/staff-paths';
import { getSite, listSites, siteKey, sitesKey, updateSite } from './site-calls';
import { BundlesSection } from './bundles-section';
import { ContentPagesSection } from './content-pages-section';
import { DiscountCodesSection } from './discount-codes-section';
import { GiftsSection } from './gifts-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { formValuesOf, settingsOf, SiteForm } from './site-form';

export function SiteEditPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const domain = route.params.domain ?? '';
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.site.title' }, { domain })}
      permission="sites.manage"
      back={{ href: staffPath('staff-sites'), label: intl.formatMessage({ id: 'staff.site.back' }) }}
    >
      {() => <SiteEdit domain={domain} />}
    </StaffFrame>
  );
}

/** The settings that differ from what was loaded: a PATCH leaves the others alone. */
function changes(before: StaffSiteSettings, after: StaffSiteSettings): Partial<StaffSiteSettings> {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(before[key as keyof StaffSiteSettings]) !== JSON.stringify(value),
    ),
  );
}

function SiteEdit({ domain }: { domain: string }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const site = useQuery({ queryKey: siteKey(domain), queryFn: ({ signal }) => getSite(domain, signal) });
  const companies = useQuery({ queryKey: sitesKey, queryFn: ({ signal }) => listSites(signal) });
  const [saved, setSaved] = useState<'saved' | 'unchanged' | null>(null);
  const save = useMutation({
    mutationFn: (patch: Partial<StaffSiteSettings>) => updateSite(domain, patch),
    onSuccess: async (updated: StaffSiteFile) => {
      queryClient.setQueryData(siteKey(updated.domain), updated);
      await queryClient.invalidateQueries({ queryKey: sitesKey });
      setSaved('saved');
      if (updated.domain !== domain) navigate(staffPath('staff-sites-domain', { domain: updated.domain }));
    },
  });

  if (site.isPending || companies.isPending)
    return <Spinner label={intl.formatMessage({ id: 'staff.sites.loading' })} />;
  if (site.isError || companies.isError) {
    const error = site.error ?? companies.error;
    return (
      <ErrorState
        error={error}
        message={staffError(error)}
        onRetry={() => void (site.isError ? site.refetch() : companies.refetch())}
      />
    );
  }
  const loaded = site.data;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <div role="status" aria-live="polite">
        {saved && !save.isPending && (
          <Alert variant="success" onDismiss={() => setSaved(null)}>
            {intl.formatMessage({ id: saved === 'saved' ? 'staff.site.saved' : 'staff.site.unchanged' })}
          </Alert>
        )}
      </div>
      <SiteForm
        // A fresh form after a save or a rename starts from the server's answer.
        key={`${loaded.domain}:${JSON.stringify(loaded)}`}
        initial={formValuesOf(loaded)}
        companies={companies.data.companies}
        submitLabel={intl.formatMessage({ id: 'staff.site.save' })}
        pending={save.isPending}
        error={save.error}
        onSubmit={(values) => {
          const patch = changes(loaded, settingsOf(values));
          setSaved(null);
          if (Object.keys(patch).length === 0) setSaved('unchanged');
          else save.mutate(patch);
        }}
      />
      <BundlesSection domain={loaded.domain} currency={loaded.currency} />
      <DiscountCodesSection domain={loaded.domain} currency={loaded.currency} />
      <GiftsSection domain={loaded.domain} />
      <PaymentMethodsSection domain={loaded.domain} />
      <ContentPagesSection domain={loaded.domain} siteName={loaded.name} />
    </div>
  );
}
