/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithQuery } from '@dating/shared/testing/query';
import { GiftsSection } from './gifts-section';
import { listGifts, updateGift } from './site-calls';

jest.mock('./site-calls', () => ({
  ...jest.requireActual('./site-calls'),
  listGifts: jest.fn(),
  updateGift: jest.fn(),
}));
const mockedList = jest.mocked(listGifts);
const mockedUpdate = jest.mocked(updateGift);

beforeEach(() => {
  jest.resetAllMocks();
  mockedList.mockResolvedValue({
    gifts: [
      { id: 1, key: 'rose', credits: 20, active: true },
      { id: 2, key: 'ring', credits: 100, active: true },
    ],
  });
});

describe('GiftsSection', () => {
  it('names each gift as members see it, and saves its price and whether it is offered', async () => {
    mockedUpdate.mockResolvedValue({ id: 2, key: 'ring', credits: 150, active: false });
    const { user } = renderWithQuery(<GiftsSection domain="lovenest.example" />);
    expect(await screen.findByRole('form', { name: 'Red rose' })).toBeInTheDocument();
    const ring = screen.getByRole('form', { name: 'Diamond ring' });
    const price = within(ring).getByLabelText(/^Price in credits/);
    await user.clear(price);
    await user.type(price, '150');
    await user.click(within(ring).getByRole('checkbox', { name: 'Offered' }));
    await user.click(within(ring).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mockedUpdate).toHaveBeenCalledWith('lovenest.example', 2, { credits: 150, active: false }),
    );
    await waitFor(() => expect(within(ring).getByRole('checkbox', { name: 'Offered' })).not.toBeChecked());
  });
});
