import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it("labels its button 'Browse' in the site's language", () => {
    renderWithProviders(<FileInput label="Profielfoto" accept="image/*" />, { locale: 'nl' });
    expect(screen.getByRole('button', { name: 'Bladeren Profielfoto' })).toHaveAccessibleDescription(
      'Geen bestand gekozen',
    );
  });

  it('reports chosen files and shows their names', async () => {
    const onFiles = jest.fn();
    const { user } = renderWithProviders(<FileInput label="Photos" multiple onFiles={onFiles} />);
    const input = screen.getByLabelText('Photos', { selector: 'input' });
    const files = [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
    ];
    await user.upload(input, files);
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(screen.getByText('2 files selected')).toBeInTheDocument();
    await user.upload(input, files[0]!);
    expect(screen.getByText('a.jpg')).toBeInTheDocument();
  });

  it('opens the file chooser from the button', async () => {
    const { user } = renderWithProviders(<FileInput label="Photo" />);
    const input = screen.getByLabelText<HTMLInputElement>('Photo', { selector: 'input' });
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Browse Photo' }));
    expect(click).toHaveBeenCalled();
  });

  it('keeps the plural right in Polish', async () => {
    const { user } = renderWithProviders(<FileInput label="Zdjęcia" multiple />, { locale: 'pl' });
    const files = ['1', '2', '3', '4', '5'].map((n) => new File([n], `${n}.jpg`, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText('Zdjęcia', { selector: 'input' }), files.slice(0, 3));
    expect(screen.getByText('Wybrano 3 pliki')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Zdjęcia', { selector: 'input' }), files);
    expect(screen.getByText('Wybrano 5 plików')).toBeInTheDocument();
  });
});
