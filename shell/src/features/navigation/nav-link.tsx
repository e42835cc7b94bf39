// A header link to a route, marked as the current page while that route is shown.
import type { ReactNode } from 'react';
import { Link, pathFor, useRoute } from '@dating/shared';
import { NavIcon, type NavIconName } from './nav-icons';

/** The header's routes that take no parameters. */
export type NavRoute = 'members' | 'likes' | 'credits' | 'premium';

export function NavLink({ to, icon, children }: { to: NavRoute; icon: NavIconName; children: ReactNode }) {
  const route = useRoute();
  return (
    <Link href={pathFor(to)} data-nav={to} aria-current={route?.name === to ? 'page' : undefined}>
      <NavIcon name={icon} />
      {children}
    </Link>
  );
}
