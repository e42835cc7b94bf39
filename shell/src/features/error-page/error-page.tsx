// @feature-public: other features import this module (docs/conventions.md, Layout).
// Spec section 8: the generic error page shows the status (default 500) and a message; on 404 'This page could
// not be found' with 'Back to the home page'.
import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, pathFor, useErrorMessage, useLocation, usePageTitle } from '@dating/shared';
import { nearestPageAbove } from '../../routing/route-table';

export function ErrorPage({ status = 500, error }: { status?: number; error?: unknown }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const message = useErrorMessage();
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const notFound = status === 404;
  const { pathname } = useLocation();
  const above = notFound ? nearestPageAbove(pathname) : null;
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
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: theme.space[2],
        })}
      >
        {/* A mistyped address under a page that exists leads up to it (`/staff/queues/x` to the console). */}
        {above && (
          <Button asLink href={above.path}>
            <FormattedMessage id="shell.notFound.up" values={{ path: above.path }} />
          </Button>
        )}
        {above?.layout !== 'staff' && (
          <Button asLink href={pathFor('index')} variant={above ? 'secondary' : 'primary'}>
            <FormattedMessage id="shell.notFound.home" />
          </Button>
        )}
      </div>
    </section>
  );
}
