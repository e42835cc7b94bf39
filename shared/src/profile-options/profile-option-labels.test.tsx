import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { useProfileOptionLabels } from './profile-option-labels';

function Labels() {
  const { option, options } = useProfileOptionLabels();
  return (
    <>
      <p>{option('hair_color', 'red')}</p>
      <p>{option('hair_color', 'turquoise')}</p>
      <ul>
        {options('body_type').map(({ value, label }) => (
          <li key={value}>{label}</li>
        ))}
      </ul>
    </>
  );
}

describe('useProfileOptionLabels', () => {
  it("names an option in the page's language, and leaves a value it does not know as it is", () => {
    renderWithProviders(<Labels />, { locale: 'de' });
    expect(screen.getByText('Rot')).toBeInTheDocument();
    expect(screen.getByText('turquoise')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Kurvig');
  });
});
