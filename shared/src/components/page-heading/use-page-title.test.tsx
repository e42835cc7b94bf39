import { act, render } from '@testing-library/react';
import { resetBusForTests } from '../../bus/get-bus';
import type { Settings } from '../../contract/api-types';
import { pageTitleClaimed } from './page-title';
import { usePageTitle } from './use-page-title';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

it('names the window after the page, adds the site once it is known, and claims the title', () => {
  window.history.pushState(null, '', '/signup');
  const bus = resetBusForTests();
  const { rerender } = render(<Page title="Sign up" />);
  expect(document.title).toBe('Sign up');
  expect(pageTitleClaimed()).toBe(true);
  act(() => bus.publish('settings.loaded', { settings: { name: 'Flirt Local' } as Settings }));
  expect(document.title).toBe('Sign up · Flirt Local');
  rerender(<Page title="Registrieren" />);
  expect(document.title).toBe('Registrieren · Flirt Local');
});
