/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import { ProfileFields } from './profile-fields';

describe('ProfileFields', () => {
  it('translates option values, lists interests and keeps free text as text', () => {
    renderWithProviders(
      <ProfileFields
        settings={undefined}
        fields={[
          { field: 'personal_text', value: '<img src=x onerror=alert(1)> Hi!', note: null },
          { field: 'hair_color', value: 'red', note: 'As seen in the photos' },
          { field: 'country', value: 'DE', note: null },
        ]}
      />,
      { locale: 'de' },
    );
    expect(screen.getByText('<img src=x onerror=alert(1)> Hi!')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Haarfarbe')).toBeInTheDocument();
    expect(screen.getByText('Rot')).toBeInTheDocument();
    expect(screen.getByText('As seen in the photos')).toBeInTheDocument();
    expect(screen.getByText('Deutschland')).toBeInTheDocument();
  });
});
