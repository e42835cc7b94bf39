import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Button } from './button';

describe('Button', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Save</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading is busy, keeps focus and ignores clicks and submits', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit" loading onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    button.focus();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('renders as a client-side link with asLink', async () => {
    const { user } = renderWithProviders(
      <Button asLink href="/credits" variant="secondary">
        Buy credits
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Buy credits' });
    expect(link).toHaveAttribute('href', '/credits');
    await user.click(link);
    expect(window.location.pathname).toBe('/credits');
  });

  it('uses the theme colours of its variant', () => {
    renderWithProviders(
      <>
        <Button variant="primary">P</Button>
        <Button variant="danger">D</Button>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'P' })).backgroundColor).toBe(
      'rgb(200, 16, 122)',
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'D' })).backgroundColor).toBe(
      'rgb(180, 35, 24)',
    );
  });
});
