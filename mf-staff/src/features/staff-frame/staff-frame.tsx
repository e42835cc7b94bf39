// @feature-public: other features import this module (docs/conventions.md, Layout).
// The frame of every back-office page behind the staff login: it asks who is signed in, sends anyone without
// a staff session to /staff/login (and back afterwards), shows a clear refusal when the role lacks the page's
// permission, and otherwise the navigation, the page's h1 (focused on arrival) and its way back.
import type { Theme } from '@emotion/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, ErrorState, Link, navigate, PageHeading, Spinner, useLocation } from '@dating/shared';
import type { StaffMember, StaffPermission } from '@dating/shared/contract';
import { REMOTE_PACKAGE } from '../../app/remote-name';
import { can, useStaffSession } from '../staff-session/use-staff-session';
import { StaffNav } from './staff-nav';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { staffPath } from '../../app/staff-paths';
import { PageLanguagePicker, useStaffLanguage } from './staff-language';

export interface StaffFrameProps {
  route: string;
  title: string;
  /** What the page needs (any one of a list); without it the page says so instead of showing. */
  permission: StaffPermission | readonly StaffPermission[];
  /** Where "back" leads; the dashboard when not given. */
  back?: { href: string; label: string };
  children: (staff: StaffMember) => ReactNode;
}

export function StaffFrame({ route, title, permission, back, children }: StaffFrameProps) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const location = useLocation();
  const { me, staff, signedOut } = useStaffSession();
  useStaffLanguage(staff);

  useEffect(() => {
    // Once: the frame may still be on screen for a moment after the address changed.
    if (!signedOut || location.pathname === staffPath('staff-login')) return;
    const next = `${location.pathname}${location.search}`;
    navigate(`${staffPath('staff-login')}?${new URLSearchParams({ next }).toString()}`, { replace: true });
  }, [signedOut, location.pathname, location.search]);

  if (!staff) {
    return (
      <FrameSection route={route}>
        {me.isError && !signedOut ? (
          <ErrorState error={me.error} message={staffError(me.error)} onRetry={() => void me.refetch()} />
        ) : (
          <Spinner label={intl.formatMessage({ id: 'staff.frame.loading' })} />
        )}
      </FrameSection>
    );
  }

  const allowed = (typeof permission === 'string' ? [permission] : permission).some((each) =>
    can(staff, each),
  );
  const backLink = back ?? {
    href: staffPath('staff'),
    label: intl.formatMessage({ id: 'staff.frame.backToDashboard' }),
  };
  return (
    <>
      <StaffNav staff={staff} />
      <FrameSection
        route={route}
        title={allowed ? title : intl.formatMessage({ id: 'staff.frame.notAllowedTitle' })}
        // A page the role may not open offers the dashboard only (its own "back" may be closed too).
        back={route === 'staff' || !allowed ? undefined : backLink}
      >
        {allowed ? (
          children(staff)
        ) : (
          <Alert
            variant="warning"
            action={
              <Button size="sm" variant="secondary" asLink href={staffPath('staff')}>
                {intl.formatMessage({ id: 'staff.frame.backToDashboard' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'staff.frame.notAllowed' })}
          </Alert>
        )}
      </FrameSection>
    </>
  );
}

/** The labelled section with the page's h1; also the frame of the login pages, which have no navigation. */
export function FrameSection({
  route,
  title,
  back,
  languagePicker = false,
  children,
}: {
  route: string;
  title?: string;
  back?: { href: string; label: string };
  /** The pages before login, which have no console header with the account's language. */
  languagePicker?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [route, title]);
  const id = `staff-${route}-title`;
  return (
    <section
      data-remote={REMOTE_PACKAGE}
      data-route={route}
      aria-labelledby={title ? id : undefined}
      css={(theme: Theme) => ({
        maxWidth: theme.layout.contentMaxWidth,
        margin: '0 auto',
        padding: `${theme.space[3]}px ${theme.space[3]}px ${theme.space[7]}px`,
        [`@media (min-width: ${theme.breakpoints.md}px)`]: {
          padding: `${theme.space[4]}px ${theme.space[4]}px ${theme.space[8]}px`,
        },
      })}
    >
      {(back || languagePicker) && (
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space[2],
            margin: `0 0 ${theme.space[2]}px`,
          })}
        >
          {back && <Link href={back.href}>← {back.label}</Link>}
          {languagePicker && <PageLanguagePicker />}
        </div>
      )}
      {title && (
        <div css={(theme: Theme) => ({ marginBottom: theme.space[4] })}>
          <PageHeading level={1} id={id} headingRef={heading} title={title} />
        </div>
      )}
      {children}
    </section>
  );
}
