/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  type GuardNotice,
  type StaffMember,
  type StaffRemotesAnswer,
  type StaffRemoteState,
} from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe } from '../staff-session/session-calls';
import {
  dismissGuardNotice,
  getGuardNotices,
  getRemoteHistory,
  getRemotes,
  rollbackRemote,
  splitRemote,
} from './remote-calls';
import { RemotesPage } from './remotes-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./remote-calls', () => ({
  ...jest.requireActual('./remote-calls'),
  getRemotes: jest.fn(),
  getRemoteHistory: jest.fn(),
  setRemote: jest.fn(),
  splitRemote: jest.fn(),
  rollbackRemote: jest.fn(),
  unsetRemote: jest.fn(),
  getGuardNotices: jest.fn(),
  dismissGuardNotice: jest.fn(),
}));
jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
}));

const staff = (overrides: Partial<StaffMember> = {}): StaffMember =>
  testStaffMember({
    id: 3,
    email: 'mia@example.test',
    name: 'Mia',
    role: 'marketing',
    permissions: ['dashboard.read', 'remotes.manage', 'funnel.read'],
    siteList: [
      { id: 1, domain: 'herz.test', name: 'Herz', currency: 'EUR' },
      { id: 2, domain: 'flirt.test', name: 'Flirt', currency: 'EUR' },
    ],
    ...overrides,
  });

const landers = (overrides: Partial<StaffRemoteState> = {}): StaffRemoteState => ({
  remote: 'mf-landers',
  from: 'package',
  variants: [{ entry: '0.1.0', weight: 100 }],
  guard: null,
  control: null,
  lastGuard: null,
  rollback: { to: [{ entry: '2.0.0', weight: 100 }] },
  since: null,
  errors: [{ entry: '0.1.0', views: 40, errors: 2, rate: 5 }],
  packageVersion: '0.1.0',
  built: ['2.0.0', '0.1.0'],
  ...overrides,
});

const answer = (state: StaffRemoteState, site = 1): StaffRemotesAnswer => ({
  site: { id: site, domain: site === 1 ? 'herz.test' : 'flirt.test' },
  remotes: [state],
});

const notice: GuardNotice = {
  id: 7,
  site: 'herz.test',
  remote: 'mf-landers',
  entry: '2.0.0',
  control: '0.1.0',
  kind: 'errors',
  variantValue: 6.5,
  controlValue: 0.5,
  sample: 400,
  firedAt: '2026-11-27T10:00:00.000Z',
  dismissedAt: null,
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getStaffMe).mockResolvedValue(staff());
  jest.mocked(getGuardNotices).mockResolvedValue({ notices: [] });
  jest.mocked(getRemotes).mockImplementation(async (site) => answer(landers(), Number(site)));
  jest.mocked(getRemoteHistory).mockResolvedValue({
    changes: [
      {
        id: 2,
        at: '2026-11-20T10:00:00.000Z',
        action: 'rollback',
        variants: null,
        reason: null,
        by: 'Mia',
      },
      {
        id: 1,
        at: '2026-11-19T10:00:00.000Z',
        action: 'set',
        variants: [{ entry: '2.0.0', weight: 100 }],
        reason: null,
        by: 'jan',
      },
    ],
  });
});
afterAll(() => window.history.replaceState(null, '', '/'));

function renderPage() {
  window.history.replaceState(null, '', '/staff/remotes');
  return renderWithQuery(<RemotesPage route={{ name: 'staff-remotes', params: {} }} />);
}

test('each remote shows what it loads with its error rate, and the built versions', async () => {
  renderPage();
  const card = await screen.findByRole('region', { name: 'mf-landers' });
  expect(within(card).getByText('No assignment: loads its package version')).toBeInTheDocument();
  const row = within(card).getByRole('row', { name: /0\.1\.0/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['100%', '40', '2', '5%']);
  expect(within(card).getByText('Built versions, newest first: 2.0.0, 0.1.0')).toBeInTheDocument();
  expect(getRemotes).toHaveBeenCalledWith(1, expect.anything());
});

test('a split whose shares do not add up to 100 says so and sends nothing', async () => {
  const { user } = renderPage();
  const card = await screen.findByRole('region', { name: 'mf-landers' });
  await user.click(within(card).getByText('Set a version or split visitors'));
  await user.type(within(card).getByLabelText('0.1.0, % of visitors'), '50');
  await user.type(within(card).getByLabelText('2.0.0, % of visitors'), '40');
  expect(within(card).getByText('Total: 90 % of 100 %')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Split visitors' }));
  expect(within(card).getByRole('alert')).toHaveTextContent(
    'The shares add up to 90 %, not 100 %. Nothing was changed.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(splitRemote).not.toHaveBeenCalled();
});

test('a 50/50 split with a guard is confirmed with its thresholds, sent, and the armed guard shown', async () => {
  const guard = { errorMargin: 3, minViews: 100, conversion: true, confidence: 99, minVisits: 500 };
  jest.mocked(splitRemote).mockResolvedValue(
    answer(
      landers({
        from: 'site',
        since: '2026-11-27T09:00:00.000Z',
        variants: [
          { entry: '0.1.0', weight: 50 },
          { entry: '2.0.0', weight: 50 },
        ],
        guard,
        control: '0.1.0',
        errors: [],
      }),
    ),
  );
  const { user } = renderPage();
  const card = await screen.findByRole('region', { name: 'mf-landers' });
  await user.click(within(card).getByText('Set a version or split visitors'));
  await user.type(within(card).getByLabelText('0.1.0, % of visitors'), '50');
  await user.type(within(card).getByLabelText('2.0.0, % of visitors'), '50');
  await user.click(
    within(card).getByLabelText(
      'Guard this split: send every visitor back to 0.1.0 when a variant does far worse',
    ),
  );
  // The defaults are filled in; change some of them.
  const margin = within(card).getByLabelText("Error rate: percentage points above the control's");
  expect(margin).toHaveValue(2);
  // The margin takes hundredths, the counts whole numbers.
  for (const [label, attributes] of [
    ["Error rate: percentage points above the control's", { min: '0.01', max: '99.99', step: '0.01' }],
    ['Compare error rates from this many views each', { min: '0', step: '1' }],
    ['Compare conversion from this many visitors each', { min: '10', step: '1' }],
  ] as const) {
    const field = within(card).getByLabelText(label);
    expect(field).toHaveAttribute('type', 'number');
    expect(field).toHaveAttribute('inputmode', 'max' in attributes ? 'decimal' : 'numeric');
    for (const [name, value] of Object.entries(attributes)) expect(field).toHaveAttribute(name, value);
    if (!('max' in attributes)) expect(field).not.toHaveAttribute('max');
  }
  await user.clear(margin);
  await user.type(margin, '3');
  expect(
    within(card).getByLabelText('Also roll back when signup conversion is significantly lower'),
  ).toBeChecked();
  await user.selectOptions(within(card).getByLabelText('Confidence (one-sided)'), '99');
  const visits = within(card).getByLabelText('Compare conversion from this many visitors each');
  await user.clear(visits);
  await user.type(visits, '500');
  await user.click(within(card).getByRole('button', { name: 'Split visitors' }));

  const dialog = screen.getByRole('dialog', { name: 'Split mf-landers on Herz?' });
  expect(dialog).toHaveTextContent('Visitors get 0.1.0 50% and 2.0.0 50% from their next page load');
  expect(dialog).toHaveTextContent(
    "Guard armed. Control: 0.1.0. A variant goes back to it, with every visitor, when its error rate is more than 3 percentage points above the control's (from 100 views each).",
  );
  expect(dialog).toHaveTextContent(
    "Also when its signup conversion is lower than the control's at 99% confidence, one-sided (from 500 visitors each).",
  );
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Split visitors' }));

  expect(splitRemote).toHaveBeenCalledWith('mf-landers', {
    site: 1,
    variants: [
      { entry: '0.1.0', weight: 50 },
      { entry: '2.0.0', weight: 50 },
    ],
    guard,
  });
  expect(
    await within(card).findByText('Saved. Every visitor gets it on their next page load.'),
  ).toBeInTheDocument();
  expect(within(card).getByText('Assigned for this site', { exact: false })).toBeInTheDocument();
  expect(within(card).getByText(/^Guard armed\. Control: 0\.1\.0\./)).toBeInTheDocument();
});

test('a guard switched off for conversion sends only the error check', async () => {
  jest.mocked(splitRemote).mockResolvedValue(answer(landers()));
  const { user } = renderPage();
  const card = await screen.findByRole('region', { name: 'mf-landers' });
  await user.click(within(card).getByText('Set a version or split visitors'));
  await user.type(within(card).getByLabelText('0.1.0, % of visitors'), '90');
  await user.type(within(card).getByLabelText('2.0.0, % of visitors'), '10');
  await user.click(within(card).getByLabelText(/^Guard this split/));
  await user.click(
    within(card).getByLabelText('Also roll back when signup conversion is significantly lower'),
  );
  expect(within(card).queryByLabelText('Confidence (one-sided)')).not.toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Split visitors' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).not.toHaveTextContent('signup conversion');
  await user.click(within(dialog).getByRole('button', { name: 'Split visitors' }));
  expect(jest.mocked(splitRemote).mock.calls[0]?.[1].guard).toEqual({
    errorMargin: 2,
    minViews: 100,
    conversion: false,
    confidence: 95,
    minVisits: 200,
  });
});

test("the guard's rollback: a notice with why, dismissed for everyone, and the card's last guard", async () => {
  jest.mocked(getGuardNotices).mockResolvedValue({ notices: [notice] });
  jest.mocked(dismissGuardNotice).mockResolvedValue({ notices: [] });
  jest.mocked(getRemotes).mockResolvedValue(answer(landers({ lastGuard: notice })));
  const { user } = renderPage();
  const notices = await screen.findByRole('region', { name: 'The guard rolled back a split' });
  expect(notices).toHaveTextContent(
    'mf-landers on herz.test, Nov 27, 2026, 10:00 AM: every visitor is back on 0.1.0 instead of 2.0.0.',
  );
  expect(notices).toHaveTextContent('Error rate 6.5% against 0.5% for 0.1.0, over 400 page views.');
  const card = await screen.findByRole('region', { name: 'mf-landers' });
  expect(card).toHaveTextContent('the guard sent every visitor from 2.0.0 back to 0.1.0.');

  await user.click(
    within(notices).getByRole('button', { name: 'Dismiss the notice about mf-landers on herz.test' }),
  );
  expect(dismissGuardNotice).toHaveBeenCalledWith(7);
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'The guard rolled back a split' })).not.toBeInTheDocument(),
  );
  // The card still says what the guard did last: the notice is gone, the history is not.
  expect(screen.getByRole('region', { name: 'mf-landers' })).toHaveTextContent('back to 0.1.0');
});

test("the server's refusal is shown in words in the dialog", async () => {
  jest
    .mocked(rollbackRemote)
    .mockRejectedValue(
      new ApiError(
        409,
        'registry_nothing_to_roll_back',
        'There is no change of this remote on this site to roll back.',
      ),
    );
  const { user } = renderPage();
  const card = await screen.findByRole('region', { name: 'mf-landers' });
  await user.click(within(card).getByRole('button', { name: 'Roll back' }));
  const dialog = screen.getByRole('dialog', { name: 'Roll back mf-landers on Herz?' });
  await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'There is no change of this remote on this site to roll back.',
  );
  expect(rollbackRemote).toHaveBeenCalledWith('mf-landers', { site: 1 });
});

test('the history names who made each change; the site picker offers all sites only without a limit', async () => {
  const { user } = renderPage();
  const card = await screen.findByRole('region', { name: 'mf-landers' });
  await user.click(within(card).getByText('History'));
  const entries = await within(card).findAllByRole('listitem');
  expect(entries[0]).toHaveTextContent('rolled back: no assignment (Mia)');
  expect(entries[1]).toHaveTextContent('set: 2.0.0 100% (jan)');
  expect(screen.getByRole('option', { name: /All sites/ })).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: /^Site/ }), '2');
  expect(await screen.findByRole('region', { name: 'mf-landers' })).toBeInTheDocument();
  expect(getRemotes).toHaveBeenCalledWith(2, expect.anything());
});

test('a site-limited account gets no all-sites choice', async () => {
  jest
    .mocked(getStaffMe)
    .mockResolvedValue(
      staff({ sites: [2], siteList: [{ id: 2, domain: 'flirt.test', name: 'Flirt', currency: 'EUR' }] }),
    );
  renderPage();
  await screen.findByRole('region', { name: 'mf-landers' });
  expect(screen.queryByRole('option', { name: /All sites/ })).not.toBeInTheDocument();
  expect(getRemotes).toHaveBeenCalledWith(2, expect.anything());
});

test('roll back names what it returns to', async () => {
  const { user } = renderPage();
  const card = await screen.findByRole('region', { name: 'mf-landers' });
  await user.click(within(card).getByRole('button', { name: 'Roll back' }));
  const dialog = screen.getByRole('dialog', { name: 'Roll back mf-landers on Herz?' });
  expect(dialog).toHaveTextContent('visitors get 2.0.0 100% again');
});

test('roll back is off, with the reason beside it, when there is nothing to undo', async () => {
  jest
    .mocked(getRemotes)
    .mockImplementation(async (site) => answer(landers({ rollback: null }), Number(site)));
  renderPage();
  const card = await screen.findByRole('region', { name: 'mf-landers' });
  const button = within(card).getByRole('button', { name: 'Roll back' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('Nothing to roll back: no change has been made here yet.');
});
