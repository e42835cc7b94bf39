// What an area shows when its data failed to load: a translated explanation and a retry button.
import type { Theme } from '@emotion/react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../errors/error-message';
import { Button } from '../button/button';

export interface ErrorStateProps {
  /** The failure: its message is translated from its error id. Ignored when `message` is given. */
  error?: unknown;
  message?: ReactNode;
  title?: ReactNode;
  /** Shows "Try again"; while a returned promise runs the button shows it is busy. */
  onRetry?: () => void | Promise<unknown>;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function ErrorState({ error, message, title, onRetry, headingLevel = 2, className }: ErrorStateProps) {
  const intl = useIntl();
  const describe = useErrorMessage();
  const [retrying, setRetrying] = useState(false);
  const Heading = `h${headingLevel}` as const;

  const retry = async () => {
    if (!onRetry) return;
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <section
      role="alert"
      className={className}
      css={(theme: Theme) => ({
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space[3],
        padding: `${theme.space[6]}px ${theme.space[4]}px`,
        textAlign: 'center',
      })}
    >
      <Heading css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {title ?? intl.formatMessage({ id: 'shared.error-state.title' })}
      </Heading>
      <p css={(theme: Theme) => ({ margin: 0, maxWidth: 480, color: theme.colors.textMuted })}>
        {message ?? describe(error)}
      </p>
      {onRetry && (
        <Button variant="primary" onClick={() => void retry()} loading={retrying}>
          {intl.formatMessage({ id: 'shared.error-state.retry' })}
        </Button>
      )}
    </section>
  );
}
