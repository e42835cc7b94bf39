import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and types into it', async () => {
    const ref = createRef<HTMLInputElement>();
    const { user } = renderWithProviders(<TextField ref={ref} label="E-mail" type="email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'anna@example.com');
    expect(input).toHaveValue('anna@example.com');
    expect(ref.current).toBe(input);
  });

  it('marks errors invalid and describes the input with error and hint', () => {
    renderWithProviders(
      <TextField label="E-mail" required error="Invalid email" hint="We never show it to members" />,
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Invalid email We never show it to members');
  });

  it('renders a textarea when multiline', () => {
    renderWithProviders(<TextField label="About me" multiline rows={4} />);
    expect(screen.getByRole('textbox', { name: 'About me' }).tagName).toBe('TEXTAREA');
  });
});
