import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SelectField } from './select-field';

const options = [
  { value: 'female', label: 'Woman' },
  { value: 'male', label: 'Man' },
];

describe('SelectField', () => {
  it('offers a translated placeholder and the options', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <SelectField label="Gender" options={options} placeholder defaultValue="" onChange={onChange} />,
      { locale: 'sv' },
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(screen.getByRole('option', { name: 'Välj' })).toBeInTheDocument();
    await user.selectOptions(select, 'male');
    expect(select).toHaveValue('male');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows an error', () => {
    renderWithProviders(<SelectField label="Gender" options={options} error="Choose one" />);
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('Choose one');
  });
});
