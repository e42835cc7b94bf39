import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('is a region named by its h1, marked with its remote and route, with the heading focused', () => {
    renderWithProviders(
      <PageFrame remote="@dating/mf-payments" route="credits" title="Credits" actions={<button>Help</button>}>
        <p>Bundles</p>
      </PageFrame>,
    );
    const region = screen.getByRole('region', { name: 'Credits' });
    expect(region).toHaveAttribute('data-remote', '@dating/mf-payments');
    expect(region).toHaveAttribute('data-route', 'credits');
    expect(screen.getByRole('heading', { level: 1, name: 'Credits' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
  });

  it('moves focus back to the heading when the step changes', () => {
    const { rerender } = renderWithProviders(
      <PageFrame remote="@dating/mf-payments" route="credits-id" focusKey="method" title="Pay">
        <button>Next</button>
      </PageFrame>,
    );
    screen.getByRole('button', { name: 'Next' }).focus();
    rerender(
      <PageFrame remote="@dating/mf-payments" route="credits-id" focusKey="bank" title="Pay">
        <button>Next</button>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pay' })).toHaveFocus();
  });
});
