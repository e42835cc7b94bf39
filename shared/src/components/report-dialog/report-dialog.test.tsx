import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ReportDialog } from './report-dialog';

describe('ReportDialog', () => {
  it('asks for a reason before it sends, then sends the reason and the comment', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(
      <ReportDialog
        open
        name="Anna"
        evidence="The last 20 messages go with it."
        onClose={jest.fn()}
        onSubmit={onSubmit}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Report Anna' });
    expect(dialog).toHaveTextContent('The last 20 messages go with it.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: /Reason/ }), 'Fake profile');
    await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'Copied photos');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('fake', 'Copied photos'));
  });
});
