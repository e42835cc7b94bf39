// @feature-public: other features import this module (docs/conventions.md, Layout).
// Catches a crash of a page the shell renders and shows the error page instead. If the error page itself
// fails, a plain fallback with a link home remains (spec section 8).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorPage } from './error-page';

interface State {
  error: unknown;
  failed: boolean;
}

class Boundary extends Component<
  { fallback: (error: unknown) => ReactNode; children: ReactNode; resetKey: string },
  State
> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the new page a fresh start.
    if (previous.resetKey !== this.props.resetKey && this.state.failed)
      this.setState({ error: null, failed: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A shell page crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Shown when even the error page cannot render; no translations may be available, so it needs none to work. */
export function ErrorPageFallback() {
  return (
    <section
      data-remote="shell"
      data-route="error-fallback"
      role="alert"
      css={{ padding: 32, textAlign: 'center' }}
    >
      <p>
        <FormattedMessage
          id="shell.error.fallback"
          defaultMessage="An error occurred while showing the error page"
        />
      </p>
      <a href="/">
        <FormattedMessage id="shell.notFound.home" defaultMessage="Back to the home page" />
      </a>
    </section>
  );
}

export function ShellErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <Boundary
      resetKey={resetKey}
      fallback={(error) => (
        <Boundary resetKey={resetKey} fallback={() => <ErrorPageFallback />}>
          <ErrorPage status={500} error={error} />
        </Boundary>
      )}
    >
      {children}
    </Boundary>
  );
}

/**
 * For the layout's chrome (navigation, warnings, footer, modals): a crash there leaves that part empty and
 * keeps the page and the remotes working.
 */
export function SilentBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <Boundary resetKey={resetKey} fallback={() => null}>
      {children}
    </Boundary>
  );
}
