// The one button of the product, as a <button> or (asLink) a client-side link that looks the same.
import type { Theme } from '@emotion/react';
import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  forwardRef,
  type MouseEvent,
  type Ref,
} from 'react';
import { Link } from '../../routing/link';
import { Spinner } from '../spinner/spinner';
import { type ButtonSize, buttonStyles, type ButtonVariant } from './button-styles';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks, but keeps focus where it is (unlike `disabled`). */
  loading?: boolean;
}

export type ButtonAsButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { asLink?: false };
export type ButtonAsLinkProps = CommonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { asLink: true; href: string; replace?: boolean };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(
  function Button(props, ref) {
    const { variant = 'primary', size = 'md', fullWidth = false, loading = false, children } = props;
    const styles = (theme: Theme) => buttonStyles(theme, variant, size, fullWidth);
    const content = (
      <>
        {loading && <Spinner size="sm" decorative />}
        {children}
      </>
    );

    if (props.asLink) {
      const { asLink: _asLink, variant: _v, size: _s, fullWidth: _f, loading: _l, onClick, ...rest } = props;
      const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      };
      return (
        <Link
          ref={ref as Ref<HTMLAnchorElement>}
          css={styles}
          aria-busy={loading || undefined}
          aria-disabled={loading || undefined}
          {...rest}
          onClick={handleClick}
        >
          {content}
        </Link>
      );
    }

    const {
      asLink: _asLink,
      variant: _v,
      size: _s,
      fullWidth: _f,
      loading: _l,
      onClick,
      type,
      ...rest
    } = props;
    const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
      if (loading) event.preventDefault();
      else onClick?.(event);
    };
    return (
      <button
        ref={ref as Ref<HTMLButtonElement>}
        // A button inside a form must not submit it by accident.
        type={type ?? 'button'}
        css={styles}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        {...rest}
        onClick={handleClick}
      >
        {content}
      </button>
    );
  },
);
