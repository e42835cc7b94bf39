// A real link (works without JS, can be opened in a new tab) that navigates client-side on a plain click.
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { navigate } from './navigate';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, replace, onClick, target, download, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    if ((target && target !== '_self') || download !== undefined) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`, { replace });
  };
  return <a ref={ref} href={href} target={target} download={download} onClick={handleClick} {...rest} />;
});
