/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type StaffMember, type StaffMemberFile } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe } from '../staff-session/session-calls';
import { banMember, correctCredits, getMemberFile, refundPayment } from './member-calls';
import { MemberFilePage } from './member-file-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./member-calls', () => ({
  ...jest.requireActual('./member-calls'),
  getMemberFile: jest.fn(),
  banMember: jest.fn(),
  refundPayment: jest.fn(),
  correctCredits: jest.fn(),
}));
jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
}));
const mockedFile = jest.mocked(getMemberFile);
const mockedBan = jest.mocked(banMember);
const mockedRefund = jest.mocked(refundPayment);
const mockedCredits = jest.mocked(correctCredits);
const mockedMe = jest.mocked(getStaffMe);

const staff = (role: StaffMember['role'], permissions: StaffMember['permissions']): StaffMember =>
  testStaffMember({
    id: 7,
    email: `${role}@example.test`,
    name: 'Sam',
    role,
    permissions,
  });
const SUPPORT = staff('support', ['members.read', 'payments.refund', 'credits.correct', 'members.notes']);
const MODERATOR = staff('moderator', ['members.read', 'members.ban', 'members.notes']);

const file = (): StaffMemberFile => ({
  member: {
    id: 42,
    siteId: 1,
    siteName: 'Flirt Local',
    email: 'fred@example.test',
    name: 'Fred',
    signupDate: '2026-10-01T10:00:00.000Z',
    lastSeenAt: null,
    deleted: false,
    ban: null,
    status: 'confirmed',
    language: 'en',
    credits: 30,
    creditsFrozen: false,
    paidUser: true,
    isFictional: false,
    directDebitBlocked: false,
  },
  profile: null,
  photos: [],
  sessions: [],
  loginHistory: [],
  payments: [
    {
      id: 9,
      amountCents: 2249,
      currency: 'EUR',
      credits: 250,
      method: 'ideal',
      status: 'completed',
      createdAt: '2026-11-20T10:00:00.000Z',
      refundable: true,
    },
  ],
  ledger: [],
  reportsBy: [],
  reportsAgainst: [],
  blocks: [],
  notes: [],
  decisions: [],
});

function renderPage() {
  window.history.replaceState(null, '', '/staff/members/42');
  return renderWithQuery(<MemberFilePage route={{ name: 'staff-members-id', params: { id: '42' } }} />);
}

beforeEach(() => {
  jest.resetAllMocks();
  mockedFile.mockResolvedValue(file());
});
afterAll(() => window.history.replaceState(null, '', '/'));

describe("MemberFilePage's facts", () => {
  it("names the file's stored codes in words: account, photo and payment states, ledger and report reasons", async () => {
    mockedMe.mockResolvedValue(SUPPORT);
    mockedFile.mockResolvedValue({
      ...file(),
      photos: [{ id: 3, url: '/uploads/p3.jpg', status: 'pending', isMain: true }],
      ledger: [
        { id: 1, delta: 250, reason: 'payment', balanceAfter: 250, createdAt: '2026-11-20T10:00:00.000Z' },
        {
          id: 2,
          delta: -5,
          reason: 'message_photo_unlock',
          balanceAfter: 245,
          createdAt: '2026-11-21T10:00:00.000Z',
        },
        {
          id: 3,
          delta: -1,
          reason: 'some_future_reason',
          balanceAfter: 244,
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      ],
      reportsAgainst: [
        {
          kind: 'chat',
          id: 8,
          otherMemberId: 5,
          reason: 'scam',
          comment: null,
          createdAt: '2026-11-23T10:00:00.000Z',
        },
      ],
    });
    renderPage();
    expect(await screen.findByText('Activated')).toBeInTheDocument();
    expect(screen.getByText(/Awaiting approval/)).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('iDEAL');
    expect(payments).toHaveTextContent('Paid');
    const ledger = screen.getByRole('region', { name: 'Credit ledger' });
    expect(ledger).toHaveTextContent('Credit purchase');
    expect(ledger).toHaveTextContent('Photo in a chat unlocked');
    // A reason this build does not know yet shows as stored rather than as nothing.
    expect(ledger).toHaveTextContent('some_future_reason');
    expect(screen.getByRole('region', { name: 'Reports against this member' })).toHaveTextContent(
      'Asks for money or data',
    );
  });
});

describe("MemberFilePage's actions", () => {
  it('offers a role only the actions its permissions allow', async () => {
    mockedMe.mockResolvedValue(SUPPORT);
    renderPage();
    const actions = await screen.findByRole('list', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Correct credits', 'Add a note']);
    expect(screen.getByRole('button', { name: 'Refund payment #9' })).toBeInTheDocument();
  });

  it('offers a role without members.read only the dashboard, not the search it may not open either', async () => {
    mockedMe.mockResolvedValue(staff('operator', ['inbox.answer']));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to the member search/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/staff');
  });

  it('tells the staff member that opening the file is in the audit log', async () => {
    mockedMe.mockResolvedValue(SUPPORT);
    renderPage();
    expect(await screen.findByText(/^Opening this file is recorded in the audit log\./)).toBeInTheDocument();
    // Support cannot read the log, so no way there is offered.
    expect(screen.queryByRole('link', { name: 'See everything the team did with this member' })).toBeNull();
  });

  it("leads a staff member who reads the audit log to this member's entries", async () => {
    mockedMe.mockResolvedValue(staff('admin', ['members.read', 'audit.read']));
    renderPage();
    const history = await screen.findByRole('link', { name: 'See everything the team did with this member' });
    expect(history).toHaveAttribute('href', '/staff/audit?target=member:42');
  });

  it('refunds a payment only with a reason and after a confirmation, once per key, and says what happened', async () => {
    mockedMe.mockResolvedValue(SUPPORT);
    mockedRefund.mockResolvedValue({ paymentId: 9, status: 'refunded', creditsReversed: 250 });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refund payment #9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment #9' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent(
      '€22.49 goes back to Fred, and the 250 credits of this payment are taken off',
    );
    expect(mockedRefund).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(mockedRefund).toHaveBeenCalledTimes(1));
    const [paymentId, body, key] = mockedRefund.mock.calls[0]!;
    expect([paymentId, body]).toEqual([9, { reason: 'Charged twice' }]);
    expect(key).toEqual(expect.any(String));
    expect(await screen.findByText('Payment #9 refunded; 250 credits taken back.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the server’s reason when an action fails', async () => {
    mockedMe.mockResolvedValue(SUPPORT);
    mockedCredits.mockRejectedValue(new ApiError(409, 'insufficient_credits', 'x'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Correct credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct credits' });
    await user.type(within(dialog).getByLabelText(/^Credits to add/), '-40');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill taken back');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText('That would leave a negative balance: the member has 30 credits.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Credits to add/));
    await user.type(within(dialog).getByLabelText(/^Credits to add/), '-30');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(mockedCredits.mock.calls[0]?.slice(0, 2)).toEqual([
      42,
      { delta: -30, reason: 'Goodwill taken back' },
    ]);
  });

  it('bans with a ground and a reason after saying what a ban does', async () => {
    mockedMe.mockResolvedValue(MODERATOR);
    mockedBan.mockResolvedValue({ ban: null, statementId: 3 });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Suspend or ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend or ban' });
    // It opens on its first field, not on the close button.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Kind/ })).toHaveFocus());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Kind/ }), 'ban');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Scams members for money');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Choose the ground from the list.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Ground/ }), 'scam');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('Fred is logged out everywhere at once');
    // A second Enter from the keyboard goes back, it does not ban.
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Kind/ })).toHaveFocus();
    expect(mockedBan).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(mockedBan).toHaveBeenCalledWith(42, {
        kind: 'ban',
        ground: 'scam',
        reason: 'Scams members for money',
      }),
    );
    expect(await screen.findByText('Fred is banned.')).toBeInTheDocument();
  });
});
