import { screen, waitFor } from '@testing-library/react';
import { api, type User } from '@dating/shared';
import type { MemberDecision } from '@dating/shared/contract';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { DecisionNotice, resetDecisionNoticeForTests } from './decision-notice';

const member = { id: 5, profile: { name: 'Sam' } } as unknown as User;
const rejected: MemberDecision = {
  id: 31,
  kind: 'reject',
  ground: 'nudity',
  reason: 'The photo shows more than the rules allow.',
  until: null,
  decidedAt: '2026-11-20T10:00:00.000Z',
  appealable: true,
};

function answer(decisions: MemberDecision[]) {
  return jest
    .spyOn(api, 'request')
    .mockImplementation(async (method: string) =>
      method === 'GET' ? { decisions } : { ok: true, appealId: 1 },
    );
}

describe('DecisionNotice', () => {
  beforeEach(() => resetDecisionNoticeForTests());

  it('shows a statement of reasons on the next visit, and sends one appeal', async () => {
    const request = answer([rejected]);
    const bus = resetBusForTests();
    bus.publish('session.changed', { user: member });
    const { user } = renderWithProviders(<DecisionNotice />);

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'A decision about your account' },
      { timeout: 10_000 },
    );
    expect(dialog).toHaveTextContent('One of your photos was not approved');
    expect(dialog).toHaveTextContent('Ground: nudity');
    expect(dialog).toHaveTextContent('The photo shows more than the rules allow.');

    await user.click(screen.getByRole('button', { name: 'Appeal this decision' }));
    await user.type(screen.getByRole('textbox', { name: /Why should we look at it again/ }), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);

    await user.type(
      screen.getByRole('textbox', { name: /Why should we look at it again/ }),
      ' - it is a beach photo',
    );
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(/Your appeal was sent/)).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith('POST', '/api/decision-appeal.php', {
      decisionId: 31,
      text: 'too short - it is a beach photo',
    });
    expect(screen.queryByRole('button', { name: 'Appeal this decision' })).not.toBeInTheDocument();

    // Reading did not mark it seen: closing does, for the statements shown.
    expect(request).not.toHaveBeenCalledWith('POST', '/api/decisions-seen.php', expect.anything());
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(request).toHaveBeenLastCalledWith('POST', '/api/decisions-seen.php', { ids: [31] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing to a visitor or a member without new decisions', async () => {
    const request = answer([]);
    const bus = resetBusForTests();
    renderWithProviders(<DecisionNotice />);
    expect(request).not.toHaveBeenCalled();

    bus.publish('session.changed', { user: member });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/api/decisions.php', undefined, { retry: true }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
