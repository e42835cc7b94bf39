// @feature-public: other features import this module (docs/conventions.md, Layout).
// Spec section 8: the generic error page shows the status (default 500) and a message; on 404 'This page could
// not be found' with 'Back to the home page'.
import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, pathFor, useErrorMessage, usePageTitle } from '@dating/shared';

export function ErrorPage({ status = 500, error }: { status?: number; error?: unknown }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const message = useErrorMessage();
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const notFound = status === 404;
  const title = useIntl().formatMessage({ id: notFound ? 'shell.notFound.title' : 'shell.error.title' });
  usePageTitle(title);
  return (
    <section
      data-remote="shell"
      data-route={notFound ? 'not-found' : 'error'}
      aria-labelledby="error-page-title"
      css={(theme: Theme) => ({
        maxWidth: 560,
        margin: '0 auto',
        padding: `${theme.space[7]}px ${theme.space[4]}px`,
        textAlign: 'center',
      })}
    >
      <p
        data-testid="error-status"
        css={(theme: Theme) => ({
          margin: 0,
          color: theme.colors.primary,
          fontSize: '4.5rem',
          fontWeight: 800,
          lineHeight: 1,
        })}
      >
        {status}
      </p>
      <h1 id="error-page-title" ref={heading} tabIndex={-1} css={{ outline: 'none' }}>
        {title}
      </h1>
      {!notFound && <p data-testid="error-message">{message(error)}</p>}
      <Button asLink href={pathFor('index')}>
        <FormattedMessage id="shell.notFound.home" />
      </Button>
    </section>
  );
}
