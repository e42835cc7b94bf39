// A loading indicator. Standalone it announces itself; inside a busy button it is decoration only.
import { keyframes } from '@emotion/react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../theme/visually-hidden';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const SIZES = { sm: 16, md: 24, lg: 40 } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Accessible text; defaults to "Loading…" in the current locale. */
  label?: string;
  /** Hide from assistive technology when something else already says it is busy (a button with aria-busy). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const intl = useIntl();
  const px = SIZES[size];
  const circle = (
    <span
      aria-hidden="true"
      css={{
        display: 'inline-block',
        width: px,
        height: px,
        borderRadius: '50%',
        border: `${Math.max(2, Math.round(px / 8))}px solid currentColor`,
        borderRightColor: 'transparent',
        animation: `${spin} 0.75s linear infinite`,
        verticalAlign: 'middle',
        color: 'inherit',
      }}
    />
  );
  if (decorative) return <span className={className}>{circle}</span>;
  return (
    <span role="status" className={className} css={{ display: 'inline-flex', alignItems: 'center' }}>
      {circle}
      <span css={visuallyHidden}>{label ?? intl.formatMessage({ id: 'shared.spinner.loading' })}</span>
    </span>
  );
}
