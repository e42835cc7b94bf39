import { act, screen } from '@testing-library/react';
import type { User } from '@dating/shared';
import { renderWithProviders, resetBusForTests, testMessages } from '@dating/shared/testing';
import { DefaultHeader } from './default-header';

// mf-chat's unread widget is a federated module; the header's own behaviour is what is tested here.
jest.mock('../../remotes/remote-widget', () => ({ RemoteWidget: () => null }));

const english = testMessages('en');
const MEMBER = {
  id: 5,
  paid_user: false,
  credits: 0,
  profile: { name: 'Ida', main_image: null },
} as unknown as User;

describe('DefaultHeader', () => {
  it('offers a visitor the login and none of the member items', () => {
    resetBusForTests();
    renderWithProviders(<DefaultHeader />);
    expect(screen.getByRole('link', { name: english['shell.header.login'] })).toBeVisible();
    expect(screen.queryByRole('link', { name: english['shell.nav.likes'] })).toBeNull();
  });

  it("shows a member's items once their chunk has loaded, and no login", async () => {
    const bus = resetBusForTests();
    renderWithProviders(<DefaultHeader />);
    act(() => bus.publish('session.changed', { user: MEMBER }));

    expect(await screen.findByRole('link', { name: english['shell.nav.likes'] })).toBeVisible();
    expect(screen.getByRole('link', { name: new RegExp(english['shell.nav.searchShort']!) })).toBeVisible();
    expect(screen.queryByRole('link', { name: english['shell.header.login'] })).toBeNull();
  });
});
