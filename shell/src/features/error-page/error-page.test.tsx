import { screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import { ErrorPage } from './error-page';

describe('the 404 page', () => {
  afterAll(() => window.history.replaceState(null, '', '/'));

  it('leads a mistyped address in the back office up to the console, not to the member site', () => {
    window.history.replaceState(null, '', '/staff/queues/bogus');
    renderWithProviders(<ErrorPage status={404} />);
    expect(screen.getByRole('link', { name: 'Back to /staff' })).toHaveAttribute('href', '/staff');
    expect(screen.queryByRole('link', { name: 'Back to the home page' })).toBeNull();
  });

  it('offers the page above a mistyped member address, and the home page', () => {
    window.history.replaceState(null, '', '/members/12/bogus');
    renderWithProviders(<ErrorPage status={404} />);
    expect(screen.getByRole('link', { name: 'Back to /members/12' })).toHaveAttribute('href', '/members/12');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers only the home page where nothing is above', () => {
    window.history.replaceState(null, '', '/nothing-here');
    renderWithProviders(<ErrorPage status={404} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Back to the home page']);
  });
});
