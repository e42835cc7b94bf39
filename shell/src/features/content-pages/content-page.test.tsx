import { screen } from '@testing-library/react';
import { api, type CompanyInfo } from '@dating/shared';
import { renderWithProviders } from '@dating/shared/testing';
import english from './documents/en.json';
import { ContentPage } from './content-page';

const COMPANY = { name: 'Example Media ApS', added: '2024-03-01' } as CompanyInfo;

describe('ContentPage', () => {
  it('focuses its heading at once and keeps the focus there when the texts arrive from their chunk', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(COMPANY);
    renderWithProviders(<ContentPage kind="privacy" route="pages-kind" />);

    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveFocus();
    expect(
      await screen.findByRole('heading', { level: 2, name: english['shell.content.privacy.collectHeading'] }),
    ).toBeVisible();
    expect(title).toHaveFocus();
  });
});
