/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type QueueItem, type QueuePage as QueueAnswer, type StaffMember } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getQueueCounts } from '../staff-frame/queue-count-calls';
import { getStaffMe } from '../staff-session/session-calls';
import { claimItem, decideItem, getQueuePage } from './queue-calls';
import { QueuePage } from './queue-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./queue-calls', () => ({
  ...jest.requireActual('./queue-calls'),
  getQueuePage: jest.fn(),
  claimItem: jest.fn(),
  releaseItem: jest.fn(),
  decideItem: jest.fn(),
}));
jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
}));
jest.mock('../staff-frame/queue-count-calls', () => ({
  ...jest.requireActual('../staff-frame/queue-count-calls'),
  getQueueCounts: jest.fn(),
}));
const mockedPage = jest.mocked(getQueuePage);
const mockedClaim = jest.mocked(claimItem);
const mockedDecide = jest.mocked(decideItem);
const mockedMe = jest.mocked(getStaffMe);

const staff = (overrides: Partial<StaffMember> = {}): StaffMember =>
  testStaffMember({
    id: 7,
    email: 'mod@example.test',
    name: 'Mo',
    role: 'moderator',
    permissions: ['dashboard.read', 'queues.moderate', 'members.read', 'members.ban'],
    ...overrides,
  });

const brief = (id: number, name: string) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.test`,
  siteId: 1,
  photoUrl: null,
});

const report = (id: number, overrides: Partial<QueueItem> = {}): QueueItem => ({
  id,
  queue: 'profileReports',
  siteId: 1,
  siteName: 'Herzenssache',
  createdAt: '2026-11-20T10:00:00.000Z',
  claimedBy: null,
  claimedUntil: null,
  evidence: {
    kind: 'profileReport',
    reason: 'fake',
    comment: 'Copies photos of a model',
    reporter: brief(11, 'Rita'),
    reported: { ...brief(12, 'Fred'), aboutMe: 'Rich and lonely', photos: ['/p/12.jpg'] },
  },
  ...overrides,
});

const answer = (items: QueueItem[]): QueueAnswer => ({
  items,
  nextCursor: null,
  figures: { decided7d: 12, medianSeconds: 3_600, p90Seconds: 90_000 },
});

const photoAppeal = report(3, {
  queue: 'appeals',
  evidence: {
    kind: 'appeal',
    text: 'That really is me, taken last summer.',
    decision: {
      id: 40,
      queue: 'photos',
      kind: 'reject',
      ground: 'fake_profile',
      reason: 'Looks like a magazine picture.',
      decidedAt: '2026-11-19T10:00:00.000Z',
      decidedBy: { id: 21, name: 'Nina' },
    },
    photoUrl: '/uploads/rejected.jpg',
    member: brief(14, 'Megan'),
  },
});

function renderQueue(queue = 'profileReports') {
  window.history.replaceState(null, '', `/staff/queues/${queue}`);
  return renderWithQuery(<QueuePage route={{ name: 'staff-queues-queue', params: { queue } }} />);
}

beforeEach(() => {
  jest.resetAllMocks();
  mockedMe.mockResolvedValue(staff());
  jest.mocked(getQueueCounts).mockResolvedValue({
    photos: 0,
    profileReports: 2,
    chatReports: 0,
    complaints: 0,
    appeals: 0,
  });
});
afterAll(() => window.history.replaceState(null, '', '/'));

describe('QueuePage', () => {
  it('lists the open items oldest first with their evidence, the figures and the count in the navigation', async () => {
    mockedPage.mockResolvedValue(answer([report(1), report(2, { createdAt: '2026-11-21T10:00:00.000Z' })]));
    renderQueue();
    const list = await screen.findByRole('list', { name: 'Open items, oldest first' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('data-item'))).toEqual(['1', '2']);
    expect(items[0]).toHaveTextContent('Copies photos of a model');
    // Which site it comes from, for a team that works several.
    expect(within(items[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Herzenssache');
    // The member's reason in the words of the report dialog, not its code.
    expect(within(items[0]!).getByText('Fake profile')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Rich and lonely');
    expect(within(items[0]!).getByRole('link', { name: /Fred \(#12/ })).toHaveAttribute(
      'href',
      '/staff/members/12',
    );
    expect(
      screen.getByText(/12 decisions in the last 7 days · median time 1 hour · 90% within 1 day/),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 open items')).toBeInTheDocument();
  });

  it('shows an appeal against a rejected photo with the photo, the decision and what the member writes', async () => {
    mockedPage.mockResolvedValue(answer([photoAppeal]));
    renderQueue('appeals');
    const item = await screen.findByRole('article');
    expect(within(item).getByRole('img', { name: 'Photo of Megan' })).toHaveAttribute(
      'src',
      '/uploads/rejected.jpg',
    );
    expect(item).toHaveTextContent('Looks like a magazine picture.');
    expect(item).toHaveTextContent('Decided byNina');
    expect(item).toHaveTextContent('That really is me, taken last summer.');
  });

  it('offers no claim on an appeal of a decision this moderator took, and says who reviews it', async () => {
    const evidence = photoAppeal.evidence as Extract<QueueItem['evidence'], { kind: 'appeal' }>;
    mockedPage.mockResolvedValue(
      answer([
        {
          ...photoAppeal,
          evidence: { ...evidence, decision: { ...evidence.decision, decidedBy: { id: 7, name: 'Mo' } } },
        },
      ]),
    );
    renderQueue('appeals');
    const item = await screen.findByRole('article');
    expect(item).toHaveTextContent(
      'You took the decision this appeal is about, so another moderator reviews the appeal.',
    );
    expect(within(item).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it("previews an appeal's outcome as final: the member cannot appeal it again", async () => {
    mockedPage.mockResolvedValue(answer([photoAppeal]));
    mockedClaim.mockResolvedValue({
      id: 3,
      claimedBy: { id: 7, name: 'Mo' },
      claimedUntil: '2099-01-01T00:00:00Z',
    });
    const { user } = renderQueue('appeals');
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Decision/ }), 'reverse');
    await user.type(screen.getByLabelText(/^Reason \(the facts\)/), 'A second photo shows the same person.');
    const preview = screen.getByRole('region', { name: /^Statement of reasons as the member gets it/ });
    expect(preview).toHaveTextContent('This decision is final.');
    expect(preview).not.toHaveTextContent('You may appeal');
  });

  it('shows a complaint with who sent it and its topic in words', async () => {
    mockedPage.mockResolvedValue(
      answer([
        report(5, {
          queue: 'complaints',
          evidence: {
            kind: 'complaint',
            reference: 'C-000005',
            name: 'Alex Visitor',
            email: 'alex@example.test',
            topic: 'billing',
            text: 'I was charged twice for one bundle of credits.',
            member: null,
          },
        }),
      ]),
    );
    renderQueue('complaints');
    const item = await screen.findByRole('article');
    expect(item).toHaveTextContent('ReferenceC-000005');
    expect(item).toHaveTextContent('Alex Visitor (alex@example.test)');
    expect(within(item).getByText('Payments and credits')).toBeInTheDocument();
    expect(item).toHaveTextContent('I was charged twice for one bundle of credits.');
  });

  it('says in a sentence that nothing was decided this week, with no blank times', async () => {
    mockedPage.mockResolvedValue({
      ...answer([]),
      figures: { decided7d: 0, medianSeconds: null, p90Seconds: null },
    });
    renderQueue();
    expect(await screen.findByText('No decisions in the last 7 days.')).toBeInTheDocument();
    expect(screen.queryByText(/median time/)).not.toBeInTheDocument();
  });

  it('shows who holds an item another moderator claimed, and does not let this one take it', async () => {
    mockedPage.mockResolvedValue(
      answer([report(1, { claimedBy: { id: 99, name: 'Nina' }, claimedUntil: '2099-01-01T00:00:00.000Z' })]),
    );
    renderQueue();
    expect(await screen.findByText('Claimed by Nina')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  it('decides a claimed item only with a reason and a ground, previews the statement and asks first', async () => {
    mockedPage.mockResolvedValue(answer([report(1)]));
    mockedClaim.mockResolvedValue({
      id: 1,
      claimedBy: { id: 7, name: 'Mo' },
      claimedUntil: '2099-01-01T00:00:00Z',
    });
    mockedDecide.mockResolvedValue({ id: 1, decision: 'ban', statementId: 5 });
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(mockedClaim).toHaveBeenCalledWith('profileReports', 1);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Decision/ }), 'ban');
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    expect(screen.getByText('Choose the ground from the list.')).toBeInTheDocument();
    expect(screen.getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(mockedDecide).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: /^Ground/ }), 'fake_profile');
    // A fixed field loses its error at once; the others keep theirs until they are fixed too.
    expect(screen.queryByText('Choose the ground from the list.')).not.toBeInTheDocument();
    expect(screen.getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Reason \(the facts\)/), 'Photos belong to someone else');
    expect(screen.queryByText('Give a reason of at least 3 characters.')).not.toBeInTheDocument();
    const preview = screen.getByRole('region', { name: /^Statement of reasons as the member gets it/ });
    expect(preview).toHaveTextContent('Our decision: Ban.');
    expect(preview).toHaveTextContent('Ground: Fake profile.');
    expect(preview).toHaveTextContent('Photos belong to someone else');
    expect(preview).toHaveTextContent('You may appeal this decision once.');

    await user.click(screen.getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide: Ban?' });
    // It names who the ban falls on.
    expect(dialog).toHaveTextContent('Member concerned: Fred (#12)');
    expect(mockedDecide).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, decide' }));
    await waitFor(() =>
      expect(mockedDecide).toHaveBeenCalledWith('profileReports', 1, {
        decision: 'ban',
        ground: 'fake_profile',
        reason: 'Photos belong to someone else',
      }),
    );
  });

  it("answers a complaint's sender: the reason is the answer they are mailed, with no statement of reasons", async () => {
    mockedPage.mockResolvedValue(
      answer([
        report(6, {
          queue: 'complaints',
          evidence: {
            kind: 'complaint',
            reference: 'C-000006',
            name: 'Alex Visitor',
            email: 'alex@example.test',
            topic: 'technical',
            text: 'The chat does not load on my phone since Monday.',
            member: null,
          },
        }),
      ]),
    );
    mockedClaim.mockResolvedValue({
      id: 6,
      claimedBy: { id: 7, name: 'Mo' },
      claimedUntil: '2099-01-01T00:00:00Z',
    });
    mockedDecide.mockResolvedValue({ id: 6, decision: 'resolve', statementId: null });
    const { user } = renderQueue('complaints');
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Decision/ }), 'resolve');
    const answerField = screen.getByLabelText(/^Answer to the sender/);
    expect(answerField).toHaveAccessibleDescription(/E-mailed to the sender with the complaint's reference/);
    expect(screen.queryByRole('combobox', { name: /^Ground/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Statement of reasons/ })).not.toBeInTheDocument();
    await user.type(answerField, 'Fixed in the update of today; please reload the page.');
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Decide: Resolved?' })).getByRole('button', {
        name: 'Yes, decide',
      }),
    );
    await waitFor(() =>
      expect(mockedDecide).toHaveBeenCalledWith('complaints', 6, {
        decision: 'resolve',
        reason: 'Fixed in the update of today; please reload the page.',
      }),
    );
  });

  it('says so when the queue is empty', async () => {
    mockedPage.mockResolvedValue(answer([]));
    renderQueue();
    expect(await screen.findByText('Nothing waiting')).toBeInTheDocument();
  });

  it('shows an error with a retry when the queue does not load', async () => {
    mockedPage.mockRejectedValueOnce(new ApiError(0, 'network_error', 'offline'));
    mockedPage.mockResolvedValueOnce(answer([]));
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing waiting')).toBeInTheDocument();
  });

  it('refuses a role without the queues, with a way back, and never asks for the items', async () => {
    mockedMe.mockResolvedValue(staff({ role: 'marketing', permissions: ['dashboard.read'] }));
    renderQueue();
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/staff');
    expect(mockedPage).not.toHaveBeenCalled();
  });

  it('lets support answer complaints, lists only that queue for them, and refuses the reports', async () => {
    const support = staff({
      role: 'support',
      permissions: ['dashboard.read', 'queues.complaints', 'members.read'],
    });
    mockedMe.mockResolvedValue(support);
    jest.mocked(getQueueCounts).mockResolvedValue({ complaints: 1 });
    mockedPage.mockResolvedValue(answer([]));
    const { unmount } = renderQueue('complaints');
    expect(await screen.findByRole('heading', { name: 'Complaints', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Complaints/ })).toHaveTextContent('1'));
    for (const other of ['Photos', 'Profile reports', 'Chat reports', 'Appeals']) {
      expect(within(nav).queryByRole('link', { name: other })).not.toBeInTheDocument();
    }
    expect(mockedPage).toHaveBeenCalledWith('complaints', null, expect.anything());
    unmount();

    mockedPage.mockClear();
    renderQueue('profileReports');
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(mockedPage).not.toHaveBeenCalled();
  });

  it('sends a visitor without a staff session to the staff login, and back afterwards', async () => {
    mockedMe.mockRejectedValue(new ApiError(401, 'authentication_required', 'x'));
    renderQueue('photos');
    await waitFor(() => expect(window.location.pathname).toBe('/staff/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/staff/queues/photos');
  });
});
