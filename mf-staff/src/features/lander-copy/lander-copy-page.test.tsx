/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffLanderCopyAnswer, StaffMember } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe } from '../staff-session/session-calls';
import { deleteLanderCopy, getLanderCopy, putLanderCopy } from './lander-copy-calls';
import { LanderCopyPage } from './lander-copy-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./lander-copy-calls', () => ({
  ...jest.requireActual('./lander-copy-calls'),
  getLanderCopy: jest.fn(),
  putLanderCopy: jest.fn(),
  deleteLanderCopy: jest.fn(),
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

const builtIn: StaffLanderCopyAnswer['builtIn'] = [
  { kind: 'all', locale: 'en', field: 'headline', text: 'Find someone to share your life with' },
  { kind: 'all', locale: 'en', field: 'lead', text: 'Real people nearby.' },
  { kind: 'all', locale: 'en', field: 'cta', text: 'Sign up free' },
  {
    kind: 'gallery',
    locale: 'de',
    field: 'headline',
    text: 'Finde den Menschen, mit dem du dein Leben teilst',
  },
  { kind: 'gallery', locale: 'de', field: 'lead', text: 'Echte Menschen in deiner Nähe.' },
  { kind: 'gallery', locale: 'de', field: 'cta', text: 'Kostenlos anmelden' },
];

const answer = (overrides: StaffLanderCopyAnswer['overrides'] = []): StaffLanderCopyAnswer => ({
  site: { domain: 'herz.test', name: 'Herz', locale: 'de' },
  sites: [
    { domain: 'flirt.test', name: 'Flirt', locale: 'en' },
    { domain: 'herz.test', name: 'Herz', locale: 'de' },
  ],
  overrides,
  builtIn,
});

const germanHeadline = {
  kind: 'gallery' as const,
  locale: 'de' as const,
  field: 'headline' as const,
  text: 'Frühling in Berlin',
  updatedBy: 'Mia',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function renderPage() {
  window.history.pushState(null, '', '/staff/lander-copy?site=herz.test');
  return renderWithQuery(<LanderCopyPage route={{ name: 'staff-lander-copy', params: {} }} />);
}

beforeEach(() => {
  jest.mocked(getStaffMe).mockResolvedValue(staff(['dashboard.read', 'landers.copy']));
  jest.mocked(getLanderCopy).mockResolvedValue(answer());
});
afterEach(() => jest.clearAllMocks());

test('the built-in texts are the placeholders; a German headline for the gallery is saved', async () => {
  jest.mocked(putLanderCopy).mockResolvedValue(answer([germanHeadline]));
  const { user } = renderPage();
  await screen.findByRole('textbox', { name: 'Headline' });
  expect(jest.mocked(getLanderCopy).mock.calls[0]![0]).toBe('herz.test');
  // A German site opens in German, the language most of its visitors read.
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
  const headline = screen.getByRole('textbox', { name: 'Headline' });
  expect(headline).toHaveAttribute('placeholder', 'Find someone to share your life with');
  expect(headline).toHaveValue('');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Lander' }), 'gallery');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
  const german = screen.getByRole('textbox', { name: 'Headline' });
  expect(german).toHaveAttribute('placeholder', 'Finde den Menschen, mit dem du dein Leben teilst');
  expect(screen.getByRole('textbox', { name: 'Sign-up button' })).toHaveAttribute('maxlength', '40');
  await user.type(german, 'Frühling in Berlin');
  await user.click(screen.getByRole('button', { name: 'Save texts' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  expect(putLanderCopy).toHaveBeenCalledTimes(1);
  expect(putLanderCopy).toHaveBeenCalledWith(
    { domain: 'herz.test', kind: 'gallery', locale: 'de', field: 'headline' },
    { text: 'Frühling in Berlin' },
  );
  expect(screen.getByText(/changed by Mia/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Back to the built-in text: Headline' })).toBeVisible();
});

test('a saved text can be reset to the built-in one; emptying a field does the same on save', async () => {
  jest
    .mocked(getLanderCopy)
    .mockResolvedValue(answer([germanHeadline, { ...germanHeadline, field: 'cta', text: 'Los' }]));
  jest.mocked(deleteLanderCopy).mockResolvedValue(answer([{ ...germanHeadline, field: 'cta', text: 'Los' }]));
  const { user } = renderPage();
  // Each lander by the name marketing knows it by, with the address campaigns link to.
  const landers = await screen.findByRole('combobox', { name: 'Lander' });
  expect(
    within(landers).getByRole('option', { name: 'Swipe game · /landers/tinderswipe' }),
  ).toBeInTheDocument();
  await user.selectOptions(landers, 'Gallery · /landers/gallery');
  expect(landers).toHaveValue('gallery');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
  expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('Frühling in Berlin');

  await user.click(screen.getByRole('button', { name: 'Back to the built-in text: Headline' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The built-in text is back.');
  expect(deleteLanderCopy).toHaveBeenCalledWith({
    domain: 'herz.test',
    kind: 'gallery',
    locale: 'de',
    field: 'headline',
  });
  expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('');

  jest.mocked(deleteLanderCopy).mockResolvedValue(answer());
  await user.clear(screen.getByRole('textbox', { name: 'Sign-up button' }));
  await user.click(screen.getByRole('button', { name: 'Save texts' }));
  await waitFor(() =>
    expect(deleteLanderCopy).toHaveBeenLastCalledWith({
      domain: 'herz.test',
      kind: 'gallery',
      locale: 'de',
      field: 'cta',
    }),
  );
  expect(putLanderCopy).not.toHaveBeenCalled();
});

test('a placeholder is refused before anything is sent; a server refusal is shown', async () => {
  const { ApiError } = jest.requireActual<typeof import('@dating/shared')>('@dating/shared');
  jest
    .mocked(putLanderCopy)
    .mockRejectedValue(new ApiError(400, 'validation_failed', 'Some fields are not valid.'));
  const { user } = renderPage();
  const headline = await screen.findByRole('textbox', { name: 'Headline' });
  await user.type(headline, 'Hello {{name}');
  await user.click(screen.getByRole('button', { name: 'Save texts' }));
  expect(await screen.findByText('This text takes no placeholders: leave out { and }.')).toBeVisible();
  expect(headline).toHaveAttribute('aria-invalid', 'true');
  expect(putLanderCopy).not.toHaveBeenCalled();

  await user.clear(headline);
  await user.type(headline, 'Hello');
  await user.click(screen.getByRole('button', { name: 'Save texts' }));
  expect(await screen.findByRole('alert')).toBeVisible();
});

test('a role without landers.copy does not get the page', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(staff(['dashboard.read']));
  renderPage();
  expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  expect(getLanderCopy).not.toHaveBeenCalled();
});
