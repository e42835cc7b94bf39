import { screen } from '@testing-library/react';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { TimeBonusDialog } from './time-bonus-dialog';

describe('TimeBonusDialog', () => {
  // The checkout takes the bonus off the price (TIMEBONUS25, value_percentage): the modal must not promise
  // credits added on top.
  it('says the bonus is a discount on the price, not extra credits', () => {
    resetBusForTests();
    renderWithProviders(
      <TimeBonusDialog bonus={{ percentage: 25, remainingSeconds: 3600 }} close={() => {}} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Buy credits now and pay 25% less: the discount comes off the price at checkout.',
    );
    expect(dialog).not.toHaveTextContent(/extra|on top|added to your balance/i);
  });
});
