/// <reference types="@testing-library/jest-dom" />
import { screen, within } from '@testing-library/react';
import type { DashboardSite, InboxFigures, StaffMember } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getInboxFigures } from '../inbox/inbox-calls';
import { getGuardNotices } from '../remotes/remote-calls';
import { getStaffMe } from '../staff-session/session-calls';
import { getDashboard } from './dashboard-calls';
import { DashboardPage } from './dashboard-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./dashboard-calls', () => ({
  ...jest.requireActual('./dashboard-calls'),
  getDashboard: jest.fn(),
}));
jest.mock('../inbox/inbox-calls', () => ({
  ...jest.requireActual('../inbox/inbox-calls'),
  getInboxFigures: jest.fn(),
}));
jest.mock('../remotes/remote-calls', () => ({
  ...jest.requireActual('../remotes/remote-calls'),
  getGuardNotices: jest.fn(),
}));
jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
}));

const staff = (permissions: StaffMember['permissions']): StaffMember =>
  testStaffMember({
    id: 7,
    email: 'lead@example.test',
    name: 'Lena',
    role: 'operator',
    permissions,
  });

const site = (id: number, name: string): DashboardSite => ({
  site: { id, name, domain: `${name.toLowerCase()}.test`, currency: 'EUR' },
  signups: 3,
  activations: 2,
  firstPayments: 1,
  revenueCents: 1_990,
  currency: 'EUR',
  openQueues: { photos: 0, profileReports: 0, chatReports: 0, complaints: 0, appeals: 0 },
  oldestItemAgeSeconds: null,
});

const figures: InboxFigures = {
  sites: [
    {
      siteId: 1,
      name: 'Herz',
      answersLastHour: 4,
      answers24h: 31,
      medianFirstAnswerSeconds: 180,
      p90FirstAnswerSeconds: 7_200,
      waiting: 6,
      oldestWaitSeconds: 65,
    },
    {
      siteId: 2,
      name: 'Flirt',
      answersLastHour: 0,
      answers24h: 0,
      medianFirstAnswerSeconds: null,
      p90FirstAnswerSeconds: null,
      waiting: 0,
      oldestWaitSeconds: null,
    },
  ],
  operators: [
    {
      staffId: 7,
      name: 'Olga',
      answersLastHour: 4,
      answers24h: 31,
      medianFirstAnswerSeconds: 180,
      p90FirstAnswerSeconds: 7_200,
    },
  ],
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getDashboard).mockResolvedValue({ sites: [site(1, 'Herz'), site(2, 'Flirt')] });
  jest.mocked(getInboxFigures).mockResolvedValue(figures);
});
afterAll(() => window.history.replaceState(null, '', '/'));

const renderDashboard = () => {
  window.history.replaceState(null, '', '/staff');
  return renderWithQuery(<DashboardPage route={{ name: 'staff-dashboard', params: {} }} />);
};

const figure = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

test('with inbox.figures each site card shows its inbox figures, and operators get a table', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff(['dashboard.read', 'inbox.figures']));
  renderDashboard();
  const herz = await screen.findByRole('region', { name: /Herz/ });
  expect(await within(herz).findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
  expect(figure(herz, 'Waiting')).toBe('6');
  expect(figure(herz, 'Oldest wait')).toBe('1 minute');
  expect(figure(herz, 'Answers, last hour')).toBe('4');
  expect(figure(herz, 'Answers, 24 hours')).toBe('31');
  expect(figure(herz, 'Median first answer')).toBe('3 minutes');
  expect(figure(herz, '90% answered within')).toBe('2 hours');

  // Each card its own site's figures, not the first's.
  const flirt = screen.getByRole('region', { name: /Flirt/ });
  expect(figure(flirt, 'Waiting')).toBe('0');
  expect(figure(flirt, 'Oldest wait')).toBe('none');
  expect(figure(flirt, 'Median first answer')).toBe('–');

  const operators = screen.getByRole('region', { name: 'Response times per operator' });
  const olga = within(operators).getByRole('row', { name: /Olga/ });
  expect(
    within(olga)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['4', '31', '3 minutes', '2 hours']);
});

test('a site card counts the open items of the queues the role works, and only those', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff(['dashboard.read', 'queues.complaints']));
  renderDashboard();
  const herz = await screen.findByRole('region', { name: /Herz/ });
  expect(within(herz).getByText('Complaints')).toBeInTheDocument();
  expect(within(herz).queryByText('Photos')).not.toBeInTheDocument();
});

test('without inbox.figures the dashboard neither asks for nor shows them', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff(['dashboard.read']));
  renderDashboard();
  const herz = await screen.findByRole('region', { name: /Herz/ });
  expect(figure(herz, 'Sign-ups')).toBe('3');
  expect(within(herz).queryByText('Waiting')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Response times per operator' })).not.toBeInTheDocument();
  expect(getInboxFigures).not.toHaveBeenCalled();
});

test("with remotes.manage the split guard's open notices head the dashboard; without it none are asked for", async () => {
  jest.mocked(getGuardNotices).mockResolvedValue({
    notices: [
      {
        id: 3,
        site: '*',
        remote: 'mf-signup',
        entry: '1.1.0',
        control: '1.0.0',
        kind: 'conversion',
        variantValue: 2,
        controlValue: 5,
        sample: 900,
        firedAt: '2026-11-27T08:00:00.000Z',
        dismissedAt: null,
      },
    ],
  });
  jest.mocked(getStaffMe).mockResolvedValue(staff(['dashboard.read', 'remotes.manage', 'funnel.read']));
  const { unmount } = renderDashboard();
  const notices = await screen.findByRole('region', { name: 'The guard rolled back a split' });
  expect(notices).toHaveTextContent('mf-signup on all sites');
  expect(notices).toHaveTextContent('Signup conversion 2% against 5% for 1.0.0, over 900 visitors.');
  unmount();

  jest.mocked(getGuardNotices).mockClear();
  jest.mocked(getStaffMe).mockResolvedValue(staff(['dashboard.read']));
  renderDashboard();
  await screen.findByRole('region', { name: /Herz/ });
  expect(screen.queryByRole('region', { name: 'The guard rolled back a split' })).not.toBeInTheDocument();
  expect(getGuardNotices).not.toHaveBeenCalled();
});
