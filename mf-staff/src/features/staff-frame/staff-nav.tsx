// @feature-public: other features import this module (docs/conventions.md, Layout).
// The back office's own navigation: the pages the staff member's role may open, the queues with their open
// counts, who is signed in and the way out. No member banners, no member polling (the shell's staff layout).
import type { Theme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Button, Link, mediaDown, navigate, useLocation } from '@dating/shared';
import type { StaffMember } from '@dating/shared/contract';
import { staffLogOut } from '../staff-session/session-calls';
import { can } from '../staff-session/use-staff-session';
import { queueName, queuesFor } from './queue-names';
import { useQueueCounts } from './queue-counts';
import { staffPath } from '../../app/staff-paths';
import { StaffLanguagePicker } from './staff-language';

interface NavItem {
  href: string;
  label: string;
  count?: number;
}

export function StaffNav({ staff }: { staff: StaffMember }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const queues = queuesFor(staff.permissions);
  const counts = useQueueCounts(queues.length > 0);
  // On a phone the links are one row that scrolls sideways: the current page's link is brought into it, not
  // left off the screen's edge; again when the queues' counts or another language change the links' widths.
  const countsShown = queues.map((queue) => counts.data?.[queue] ?? '').join();
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname, countsShown, intl.locale]);
  const queryClient = useQueryClient();
  const logOut = useMutation({
    mutationFn: staffLogOut,
    onSettled: () => {
      queryClient.clear();
      navigate(staffPath('staff-login'));
    },
  });

  const items: NavItem[] = [
    { href: staffPath('staff'), label: intl.formatMessage({ id: 'staff.frame.dashboard' }) },
    ...queues.map((queue) => ({
      href: staffPath('staff-queues-queue', { queue }),
      label: queueName(intl, queue),
      count: counts.data?.[queue],
    })),
    ...(can(staff, 'inbox.answer')
      ? [{ href: staffPath('staff-inbox'), label: intl.formatMessage({ id: 'staff.frame.inbox' }) }]
      : []),
    ...(can(staff, 'members.read')
      ? [{ href: staffPath('staff-members'), label: intl.formatMessage({ id: 'staff.frame.members' }) }]
      : []),
    ...(can(staff, 'remotes.manage')
      ? [{ href: staffPath('staff-remotes'), label: intl.formatMessage({ id: 'staff.frame.remotes' }) }]
      : []),
    ...(can(staff, 'funnel.read')
      ? [{ href: staffPath('staff-funnel'), label: intl.formatMessage({ id: 'staff.frame.funnel' }) }]
      : []),
    ...(can(staff, 'landers.copy')
      ? [
          {
            href: staffPath('staff-lander-copy'),
            label: intl.formatMessage({ id: 'staff.frame.landerCopy' }),
          },
        ]
      : []),
    ...(can(staff, 'sites.manage')
      ? [{ href: staffPath('staff-sites'), label: intl.formatMessage({ id: 'staff.frame.sites' }) }]
      : []),
    ...(can(staff, 'staff.manage')
      ? [{ href: staffPath('staff-accounts'), label: intl.formatMessage({ id: 'staff.frame.team' }) }]
      : []),
    ...(can(staff, 'audit.read')
      ? [{ href: staffPath('staff-audit'), label: intl.formatMessage({ id: 'staff.frame.audit' }) }]
      : []),
  ];

  return (
    <header
      css={(theme: Theme) => ({
        background: theme.colors.text,
        color: theme.colors.surface,
        padding: `${theme.space[2]}px ${theme.space[3]}px`,
      })}
    >
      <div
        css={(theme: Theme) => ({
          maxWidth: theme.layout.contentMaxWidth,
          margin: '0 auto',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space[2],
        })}
      >
        <strong>{intl.formatMessage({ id: 'staff.frame.brand' })}</strong>
        <span
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.space[2],
          })}
        >
          <Link
            href={staffPath('staff-account')}
            css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: 'inherit' })}
          >
            {intl.formatMessage(
              { id: 'staff.frame.signedInAs' },
              { name: staff.name || staff.email, role: roleName(intl, staff.role) },
            )}
          </Link>
          <StaffLanguagePicker staff={staff} />
          <Button size="sm" variant="secondary" onClick={() => logOut.mutate()} disabled={logOut.isPending}>
            {intl.formatMessage({ id: 'staff.frame.logOut' })}
          </Button>
        </span>
      </div>
      <nav
        aria-label={intl.formatMessage({ id: 'staff.frame.navigation' })}
        css={(theme: Theme) => ({
          maxWidth: theme.layout.contentMaxWidth,
          margin: `${theme.space[2]}px auto 0`,
        })}
      >
        <ul
          ref={list}
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space[1],
            // On a phone the links scroll sideways in one row instead of taking half the screen. Relative,
            // so the badges' screen-reader labels (absolutely placed) scroll with it instead of widening the page.
            // A light edge shows on the side where more links wait off the screen (the "local" covers scroll
            // with the links and hide it at either end).
            [mediaDown('sm')]: {
              position: 'relative',
              flexWrap: 'nowrap',
              overflowX: 'auto',
              paddingBottom: theme.space[1],
              background: [
                `linear-gradient(to right, ${theme.colors.text} 40%, transparent) left / 32px 100% no-repeat local`,
                `linear-gradient(to left, ${theme.colors.text} 40%, transparent) right / 32px 100% no-repeat local`,
                `radial-gradient(farthest-side at 0 50%, rgba(255, 255, 255, 0.45), transparent) left / 14px 100% no-repeat scroll`,
                `radial-gradient(farthest-side at 100% 50%, rgba(255, 255, 255, 0.45), transparent) right / 14px 100% no-repeat scroll`,
              ].join(', '),
            },
          })}
        >
          {items.map((item) => {
            const current = isCurrent(pathname, item.href);
            return (
              <li key={item.href} css={{ flex: 'none' }}>
                <Link
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  css={(theme: Theme) => ({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: theme.space[1],
                    minHeight: 44,
                    padding: `0 ${theme.space[3]}px`,
                    borderRadius: theme.radii.md,
                    color: theme.colors.surface,
                    textDecoration: 'none',
                    background: current ? theme.colors.primary : 'transparent',
                    '&:hover': { textDecoration: 'underline' },
                    '&:focus-visible': { ...theme.focusRing, outlineColor: theme.colors.warning },
                  })}
                >
                  {item.label}
                  {item.count !== undefined && item.count > 0 && (
                    <Badge
                      variant="unread"
                      count={item.count}
                      label={intl.formatMessage({ id: 'staff.frame.openItems' }, { count: item.count })}
                    />
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}

function isCurrent(pathname: string, href: string): boolean {
  return href === staffPath('staff') ? pathname === href : pathname.startsWith(href);
}

export function roleName(intl: ReturnType<typeof useIntl>, role: StaffMember['role']): string {
  switch (role) {
    case 'admin':
      return intl.formatMessage({ id: 'staff.frame.roleAdmin' });
    case 'moderator':
      return intl.formatMessage({ id: 'staff.frame.roleModerator' });
    case 'support':
      return intl.formatMessage({ id: 'staff.frame.roleSupport' });
    case 'operator':
      return intl.formatMessage({ id: 'staff.frame.roleOperator' });
    case 'marketing':
      return intl.formatMessage({ id: 'staff.frame.roleMarketing' });
  }
}
