/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBus, resetBusForTests, type StaffMember } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe, saveStaffLocale } from '../staff-session/session-calls';
import { StaffFrame } from './staff-frame';
import { testStaffMember } from '../test-staff-member';

jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
  saveStaffLocale: jest.fn(),
}));
jest.mock('./queue-counts', () => ({ useQueueCounts: () => ({ data: undefined }) }));

const staff = (overrides: Partial<StaffMember> = {}): StaffMember =>
  testStaffMember({
    id: 7,
    email: 'lars@example.test',
    name: 'Lars',
    role: 'support',
    permissions: ['dashboard.read', 'members.read'],
    siteList: [{ id: 1, domain: 'herz.test', name: 'Herz', currency: 'EUR' }],
    locale: 'da',
    ...overrides,
  });

const renderFrame = () =>
  renderWithQuery(
    <StaffFrame route="staff" title="Dashboard" permission="dashboard.read">
      {() => <p>content</p>}
    </StaffFrame>,
  );

beforeEach(() => {
  jest.resetAllMocks();
  resetBusForTests();
  getBus().publish('locale.changed', { locale: 'de' });
});

test("the back office switches the page to the staff member's own language, not the site's", async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff({ locale: 'da' }));
  renderFrame();
  await screen.findByText('content');
  await waitFor(() => expect(getBus().getState('locale.changed')?.locale).toBe('da'));
});

test('choosing another language saves it on the account and switches the page', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff({ locale: 'da' }));
  jest.mocked(saveStaffLocale).mockResolvedValue(staff({ locale: 'fr' }));
  renderFrame();
  const picker = await screen.findByRole('combobox', { name: 'Console language' });
  expect(picker).toHaveValue('da');
  await userEvent.selectOptions(picker, 'fr');
  expect(jest.mocked(saveStaffLocale).mock.calls[0]?.[0]).toBe('fr');
  await waitFor(() => expect(getBus().getState('locale.changed')?.locale).toBe('fr'));
  expect(picker).toHaveValue('fr');
});

test('a failed save says so and keeps the language the account has', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff({ locale: 'da' }));
  jest.mocked(saveStaffLocale).mockRejectedValue(new Error('offline'));
  renderFrame();
  const picker = await screen.findByRole('combobox', { name: 'Console language' });
  await userEvent.selectOptions(picker, 'fi');
  expect(await screen.findByRole('alert')).toHaveTextContent('The language could not be saved');
  expect(picker).toHaveValue('da');
  expect(getBus().getState('locale.changed')?.locale).toBe('da');
});

test("the console's language is remembered for back-office addresses only, ahead of the site's own", async () => {
  const languageCookies = () => document.cookie.split('; ').filter((cookie) => cookie.startsWith('lang='));
  window.history.pushState(null, '', '/');
  document.cookie = 'lang=de; Path=/';
  window.history.pushState(null, '', '/staff/queues/photos');
  try {
    jest.mocked(getStaffMe).mockResolvedValue(staff({ locale: 'da' }));
    renderFrame();
    await screen.findByText('content');
    // The shell reads the first one when a back-office address is opened anew, the server the one sent first.
    await waitFor(() => expect(languageCookies()).toEqual(['lang=da', 'lang=de']));
    window.history.pushState(null, '', '/members');
    expect(languageCookies()).toEqual(['lang=de']);
  } finally {
    document.cookie = 'lang=; Path=/staff; Max-Age=0';
    document.cookie = 'lang=; Path=/; Max-Age=0';
    window.history.pushState(null, '', '/');
  }
});
