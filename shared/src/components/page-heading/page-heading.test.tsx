import { act } from '@testing-library/react';
import { renderWithProviders as render } from '../../testing/render-with-providers';
import { resetBusForTests } from '../../bus/get-bus';
import type { Settings } from '../../contract/api-types';
import { PageHeading } from './page-heading';
import { pageTitleClaimed } from './page-title';

const settings = { name: 'Flirt Local' } as Settings;

describe('PageHeading names the window', () => {
  beforeEach(() => {
    document.title = 'Flirt Local: meet singles near you';
    window.history.pushState(null, '', '/notifications');
  });

  it("with the h1's text and the site, and claims the title for this path", () => {
    const bus = resetBusForTests();
    render(<PageHeading level={1} title={<span>Notifications</span>} />);
    expect(document.title).toBe('Notifications');
    expect(pageTitleClaimed()).toBe(true);
    act(() => bus.publish('settings.loaded', { settings }));
    expect(document.title).toBe('Notifications · Flirt Local');
    window.history.pushState(null, '', '/members');
    expect(pageTitleClaimed()).toBe(false);
  });

  it('with the visible subtitle where the h1 is for screen readers only', () => {
    resetBusForTests().publish('settings.loaded', { settings });
    render(<PageHeading level={1} title="Member profile" subtitle="Anna, 34" />);
    expect(document.title).toBe('Anna, 34 · Flirt Local');
  });

  it('with the given window title where the visible heading also holds a badge label', () => {
    resetBusForTests().publish('settings.loaded', { settings });
    render(
      <PageHeading
        level={1}
        title="Member profile"
        windowTitle="Ella, 37"
        subtitle={
          <span>
            Ella, 37 <span>Fictional profile</span>
          </span>
        }
      />,
    );
    expect(document.title).toBe('Ella, 37 · Flirt Local');
  });

  it('not for a step heading (h2) inside a page', () => {
    resetBusForTests().publish('settings.loaded', { settings });
    render(<PageHeading level={2} title="Your photo" />);
    expect(document.title).toBe('Flirt Local: meet singles near you');
  });
});
