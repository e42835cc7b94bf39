// The account dropdown (my profile, settings, logout) as a WAI-ARIA menu button: Enter, Space or Arrow Down
// open it on the first item, Arrow Up on the last; arrows, Home and End move; Escape closes and returns focus
// to the button; Tab closes and moves on.
import type { Theme } from '@emotion/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, pathFor, type User } from '@dating/shared';
import { logOut } from '../../session/log-out';
import { NavIcon } from './nav-icons';

export function AccountMenu({ user }: { user: User }) {
  const intl = useIntl();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const itemStyle = (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[2],
    width: '100%',
    minHeight: 44,
    padding: `${theme.space[2]}px ${theme.space[4]}px`,
    border: 0,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    textAlign: 'left' as const,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover, &:focus': { background: theme.colors.surfaceMuted, outline: 'none' },
    // The tint alone is too faint against white (1.2:1) to show a keyboard user where they are.
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
  });

  return (
    <div css={{ position: 'relative' }} className="account-menu">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKey}
        data-nav="account"
      >
        {user.profile.main_image ? (
          <img src={user.profile.main_image.match} alt="" width={28} height={28} className="nav-avatar" />
        ) : (
          <NavIcon name="user" />
        )}
        <span>{intl.formatMessage({ id: 'shell.nav.account' })}</span>
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={intl.formatMessage({ id: 'shell.nav.account' })}
          onKeyDown={onMenuKey}
          css={(theme: Theme) => ({
            position: 'absolute',
            right: 0,
            top: 'calc(100% + 6px)',
            zIndex: theme.zIndices.dropdown,
            minWidth: 200,
            margin: 0,
            padding: `${theme.space[1]}px 0`,
            listStyle: 'none',
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            boxShadow: theme.shadows.md,
            '@media (max-width: 767.98px)': { top: 'auto', bottom: 'calc(100% + 6px)' },
          })}
        >
          <li role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              href={pathFor('profile')}
              onClick={() => close(false)}
              css={itemStyle}
            >
              {intl.formatMessage({ id: 'shell.nav.myProfile' })}
            </Link>
          </li>
          <li role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              href={pathFor('settings')}
              onClick={() => close(false)}
              css={itemStyle}
            >
              {intl.formatMessage({ id: 'shell.nav.settings' })}
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                close(false);
                void logOut();
              }}
              css={itemStyle}
            >
              {intl.formatMessage({ id: 'shell.header.logout' })}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
