/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { ActivateDonePage } from './activate-done-page';

function renderAt(url: string) {
  resetBusForTests();
  window.history.replaceState(null, '', url);
  return renderWithQuery(<ActivateDonePage route={{ name: 'activate-done', params: {} }} />);
}

describe('ActivateDonePage', () => {
  it('confirms a fresh activation', () => {
    renderAt('/activate/done');
    expect(screen.getByRole('heading', { name: 'Your account is activated' })).toBeInTheDocument();
  });

  it('says the account is already active when the link is opened again', () => {
    renderAt('/activate/done?already=1');
    expect(screen.getByRole('heading', { name: 'Your account is already active' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover members' })).toHaveAttribute('href', '/members');
  });
});
