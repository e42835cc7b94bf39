import { screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import { ShellErrorBoundary, SilentBoundary } from './error-boundary';

function Crash(): never {
  throw new Error('broken page');
}

describe('the shell error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error page with status 500 when a page crashes', () => {
    renderWithProviders(
      <ShellErrorBoundary resetKey="/a">
        <Crash />
      </ShellErrorBoundary>,
    );
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('falls back to a plain message when the error page itself fails', () => {
    // Without its messages the error page cannot render: the fallback still can.
    renderWithProviders(
      <ShellErrorBoundary resetKey="/a">
        <Crash />
      </ShellErrorBoundary>,
      { messages: { 'shell.error.title': '{broken' }, strictMessages: true },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('the chrome boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('leaves a crashed part of the layout empty', () => {
    const { container } = renderWithProviders(
      <div>
        <SilentBoundary resetKey="/a">
          <Crash />
        </SilentBoundary>
        <p>still here</p>
      </div>,
    );
    expect(screen.getByText('still here')).toBeInTheDocument();
    expect(container.querySelector('[data-route="error"]')).toBeNull();
  });
});
