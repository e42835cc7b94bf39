/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FunnelVariant, StaffFunnelAnswer, StaffMember } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe } from '../staff-session/session-calls';
import { declareWinner, getFunnel } from './funnel-calls';
import { FunnelPage } from './funnel-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./funnel-calls', () => ({
  ...jest.requireActual('./funnel-calls'),
  getFunnel: jest.fn(),
  declareWinner: jest.fn(),
}));
jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
}));

const staff = (permissions: StaffMember['permissions']): StaffMember =>
  testStaffMember({
    id: 3,
    email: 'mia@example.test',
    name: 'Mia',
    role: 'marketing',
    permissions,
  });

const significance = (confidence: number) => ({
  z: 2.19,
  pValue: 1 - confidence,
  confidence,
  significant: confidence >= 0.95,
  better: true,
});

function variant(
  entry: string,
  control: boolean,
  counts: number[],
  confidence: number | null,
): FunnelVariant {
  const steps = ['visits', 'signupStarted', 'signupCompleted', 'activated', 'firstPayment'] as const;
  return {
    entry,
    control,
    weight: 50,
    revenueCents: control ? 1_999 : 3_498,
    errors: control ? { views: 400, errors: 2, rate: 0.5 } : { views: 0, errors: 0, rate: null },
    steps: steps.map((step, index) => ({
      step,
      count: counts[index]!,
      fromPrevious: index === 0 ? null : counts[index]! / counts[index - 1]!,
      fromVisits: counts[index]! / counts[0]!,
      significance:
        control || index === 0 || confidence === null
          ? null
          : significance(step === 'signupCompleted' ? confidence : 0.6),
    })),
  };
}

const site = { id: 2, domain: 'flirt.test', name: 'Flirt', currency: 'EUR' };
const answer: StaffFunnelAnswer = {
  site,
  sites: [{ id: 1, domain: 'herz.test', name: 'Herz', currency: 'EUR' }, site],
  remote: 'mf-landers',
  since: '2026-11-01',
  until: '2026-11-27',
  source: null,
  confidenceLevel: 0.95,
  variants: [
    variant('1.0.0', true, [20, 5, 2, 1, 1], null),
    variant('2.0.0', false, [20, 12, 8, 4, 2], 0.9715),
  ],
  sources: [
    {
      network: 'adnet',
      ref: 'r1',
      sub1: 'banner',
      sub2: null,
      sub3: null,
      entry: '2.0.0',
      visits: 20,
      signupStarted: 12,
      signupCompleted: 8,
      activated: 4,
      firstPayment: 2,
      revenueCents: 3_498,
    },
  ],
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getFunnel).mockResolvedValue(answer);
});
afterAll(() => window.history.replaceState(null, '', '/'));

const renderFunnel = (search = '?site=2') => {
  window.history.replaceState(null, '', `/staff/funnel${search}`);
  return renderWithQuery(<FunnelPage route={{ name: 'staff-funnel', params: {} }} />);
};

test('shows the funnel per variant as bars and a table, with the significance in words', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff(['dashboard.read', 'funnel.read']));
  renderFunnel();
  const chart = await screen.findByRole('figure', { name: /reached each step/ });
  expect(within(chart).getByText('B: 8 (40%)')).toBeInTheDocument();
  expect(jest.mocked(getFunnel).mock.calls[0]![0]).toEqual({ site: 2 });

  const table = screen.getByRole('table', { name: /mf-landers on flirt.test/ });
  const completed = within(table).getByRole('row', { name: /Signup completed/ });
  expect(completed).toHaveTextContent('B converts better than A with 97% confidence');
  expect(within(table).getByRole('row', { name: /Activated/ })).toHaveTextContent(
    'Not significant yet (60% confidence)',
  );
  expect(within(table).getByRole('row', { name: /Revenue/ })).toHaveTextContent('€34.98');
  // Each variant's client error rate beside its funnel; a variant without views has none yet.
  const errors = within(table).getByRole('row', { name: /Client error rate/ });
  expect(
    within(errors)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['0.5%2 errors in 400 page views', '–0 errors in 0 page views']);

  const sources = screen.getByRole('region', { name: 'By traffic source' });
  expect(within(sources).getByRole('row', { name: /adnet/ })).toHaveTextContent('r1banner / – / –');
  expect(screen.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
    'href',
    '/api/staff/funnel.csv?site=2',
  );
  expect(screen.getByRole('link', { name: 'Funnel' })).toHaveAttribute('aria-current', 'page');
  // Without remotes.manage there is nothing to declare.
  expect(screen.queryByRole('button', { name: /wins/ })).not.toBeInTheDocument();
});

test('declaring a winner asks first, with the focus on Cancel, then says what changed', async () => {
  const user = userEvent.setup();
  jest.mocked(getStaffMe).mockResolvedValue(staff(['funnel.read', 'remotes.manage']));
  jest.mocked(declareWinner).mockResolvedValue({
    site: 'flirt.test',
    remote: 'mf-landers',
    variants: [{ entry: '2.0.0', weight: 100 }],
  });
  renderFunnel();
  await user.click(await screen.findByRole('button', { name: 'B (2.0.0) wins' }));
  const dialog = screen.getByRole('dialog', { name: 'Declare B (2.0.0) the winner?' });
  expect(
    within(dialog).getByText(/every visitor of flirt.test gets 2.0.0 of mf-landers/),
  ).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  expect(declareWinner).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Declare winner' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '2.0.0 is now served to every visitor of flirt.test.',
  );
  expect(declareWinner).toHaveBeenCalledWith({ site: 2, remote: 'mf-landers', entry: '2.0.0' });
});

test('a period without visits says so instead of empty bars', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff(['funnel.read']));
  jest.mocked(getFunnel).mockResolvedValue({
    ...answer,
    variants: [variant('1.0.0', true, [0, 0, 0, 0, 0], null)],
    sources: [],
  });
  renderFunnel('');
  expect(await screen.findByText('No visits in this period yet')).toBeInTheDocument();
  // Visits are counted only during a split (the bucket cookie): the hint says where to start one.
  expect(screen.getByText(/only while the site's visitors are split/)).toBeInTheDocument();
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
});

test('a reversed period is refused beside its field, and one in the address falls back to the default', async () => {
  const user = userEvent.setup();
  jest.mocked(getStaffMe).mockResolvedValue(staff(['funnel.read']));
  // An address edited by hand or shared: the report and its filters still show.
  renderFunnel(`?site=2&since=2026-12-31&until=2026-01-01&source=${'x'.repeat(101)}`);
  const since = await screen.findByLabelText('First visits from');
  expect(jest.mocked(getFunnel).mock.calls[0]![0]).toEqual({ site: 2 });

  await user.clear(since);
  await user.type(since, '2026-11-30');
  const until = screen.getByLabelText('First visits until');
  await user.clear(until);
  await user.type(until, '2026-11-02');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(since).toHaveAccessibleDescription(/must not be after the last day/);
  expect(since).toHaveAttribute('aria-invalid', 'true');
  expect(window.location.search).toContain('since=2026-12-31');
  expect(getFunnel).toHaveBeenCalledTimes(1);
});

test('a role without funnel.read does not get the page', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff(['dashboard.read']));
  renderFunnel();
  expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  expect(getFunnel).not.toHaveBeenCalled();
});
