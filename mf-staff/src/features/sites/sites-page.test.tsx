/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type StaffMember } from '@dating/shared';
import type { StaffSiteFile, StaffSitesAnswer } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe } from '../staff-session/session-calls';
import {
  createSite,
  getContentPage,
  getSite,
  listBundles,
  listCodes,
  listContentPages,
  listGifts,
  listPaymentMethods,
  listSites,
  updateSite,
} from './site-calls';
import { SiteEditPage } from './site-edit-page';
import { SitesPage } from './sites-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./site-calls', () => ({
  ...jest.requireActual('./site-calls'),
  listSites: jest.fn(),
  getSite: jest.fn(),
  createSite: jest.fn(),
  updateSite: jest.fn(),
  listBundles: jest.fn(),
  listCodes: jest.fn(),
  listGifts: jest.fn(),
  listPaymentMethods: jest.fn(),
  listContentPages: jest.fn(),
  getContentPage: jest.fn(),
}));
jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
}));
const mockedList = jest.mocked(listSites);
const mockedGet = jest.mocked(getSite);
const mockedCreate = jest.mocked(createSite);
const mockedUpdate = jest.mocked(updateSite);
const mockedMe = jest.mocked(getStaffMe);

const admin = (sites: number[] | null): StaffMember =>
  testStaffMember({
    id: 1,
    email: 'admin@example.test',
    name: 'Ada',
    role: 'admin',
    permissions: ['dashboard.read', 'sites.manage', 'audit.read'],
    sites,
  });

const herz: StaffSiteFile = {
  id: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  domain: 'herzenssache.test',
  otherDomains: ['herzklopfen.test'],
  name: 'Herzenssache',
  language: 'de',
  countries: ['DE', 'AT', 'CH'],
  niche: 2,
  signups: 'all',
  loggedOutSearch: false,
  entryWarning: true,
  entryWarningCountries: [],
  supportPhone: '+49 30 1234567',
  supportEmail: 'hilfe@herzenssache.test',
  mailName: 'Herzenssache',
  title: 'Willkommen bei Herzenssache',
  description: 'Partnersuche in Deutschland, Österreich und der Schweiz.',
  companyId: 1,
  currency: 'EUR',
  messageCredits: 5,
  photoCredits: 3,
  giftCredits: 20,
  signupCredits: 10,
};

const answer: StaffSitesAnswer = {
  sites: [
    {
      id: 2,
      domain: 'herzenssache.test',
      otherDomains: ['herzklopfen.test', 'herz.example'],
      name: 'Herzenssache',
      language: 'de',
      countries: ['DE', 'AT', 'CH'],
      signups: 'all',
      currency: 'EUR',
    },
    {
      id: 3,
      domain: 'flirtzone.test',
      otherDomains: [],
      name: 'Flirtzone',
      language: 'en',
      countries: ['GB'],
      signups: 'all',
      currency: 'GBP',
    },
  ],
  companies: [{ id: 1, name: 'Demo Media B.V.' }],
};

beforeEach(() => {
  jest.resetAllMocks();
  mockedList.mockResolvedValue(answer);
  mockedGet.mockResolvedValue(herz);
  jest.mocked(listBundles).mockResolvedValue({ bundles: [] });
  jest.mocked(listCodes).mockResolvedValue({ codes: [] });
  jest.mocked(listGifts).mockResolvedValue({ gifts: [] });
  jest.mocked(listPaymentMethods).mockResolvedValue({ countries: [] });
  jest.mocked(listContentPages).mockResolvedValue({ pages: [] });
  jest.mocked(getContentPage).mockResolvedValue(null);
});
afterAll(() => window.history.replaceState(null, '', '/'));

function renderList() {
  window.history.replaceState(null, '', '/staff/sites');
  return renderWithQuery(<SitesPage route={{ name: 'staff-sites', params: {} }} />);
}

function renderEdit() {
  window.history.replaceState(null, '', '/staff/sites/herzenssache.test');
  return renderWithQuery(
    <SiteEditPage route={{ name: 'staff-sites-domain', params: { domain: 'herzenssache.test' } }} />,
  );
}

describe('SitesPage', () => {
  it('lists the sites with links to their settings', async () => {
    mockedMe.mockResolvedValue(admin(null));
    renderList();
    const list = await screen.findByRole('list', { name: 'Sites you manage' });
    const link = within(list).getByRole('link', { name: /Herzenssache/ });
    expect(link).toHaveAttribute('href', '/staff/sites/herzenssache.test');
    expect(link).toHaveTextContent('DE, AT, CH · EUR · signups: Everyone');
    expect(within(link).getByText('Other domains: herzklopfen.test, herz.example')).toBeVisible();
    const other = within(list).getByRole('link', { name: /Flirtzone/ });
    expect(other).not.toHaveTextContent(/Other domain/);
  });

  it('creates a site from what was typed and opens its settings', async () => {
    mockedMe.mockResolvedValue(admin(null));
    mockedCreate.mockResolvedValue({ ...herz, id: 9, domain: 'lovenest.example', name: 'Lovenest' });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Add a site' }));
    await user.type(screen.getByLabelText(/^Domain/), 'lovenest.example');
    await user.type(screen.getByLabelText(/^Other domains/), 'Lovenest.example.org\nlovenest.example.net\n');
    await user.type(screen.getByLabelText(/^Site name/), 'Lovenest');
    await user.selectOptions(screen.getByLabelText(/^Language/), 'nl');
    await user.type(screen.getByLabelText(/^Countries/), 'nl, be');
    await user.type(screen.getByLabelText(/^Support e-mail address/), 'help@lovenest.example');
    await user.type(screen.getByLabelText(/^Support phone number/), '+31 20 000 0000');
    await user.type(screen.getByLabelText(/^Sender name/), 'Lovenest');
    await user.type(screen.getByLabelText(/^Title in search results/), 'Welkom bij Lovenest');
    await user.type(screen.getByLabelText(/^Description in search results/), 'Daten in Nederland.');
    await user.clear(screen.getByLabelText(/^Credits per message/));
    await user.type(screen.getByLabelText(/^Credits per message/), '4');
    await user.click(screen.getByRole('button', { name: 'Create the site' }));
    await waitFor(() => expect(mockedCreate).toHaveBeenCalledTimes(1));
    expect(mockedCreate.mock.calls[0]![0]).toEqual({
      domain: 'lovenest.example',
      otherDomains: ['lovenest.example.org', 'lovenest.example.net'],
      name: 'Lovenest',
      language: 'nl',
      countries: ['NL', 'BE'],
      niche: 1,
      signups: 'all',
      loggedOutSearch: false,
      entryWarning: true,
      entryWarningCountries: [],
      supportPhone: '+31 20 000 0000',
      supportEmail: 'help@lovenest.example',
      mailName: 'Lovenest',
      title: 'Welkom bij Lovenest',
      description: 'Daten in Nederland.',
      companyId: 1,
      currency: 'EUR',
      messageCredits: 4,
      photoCredits: 3,
      giftCredits: 20,
      signupCredits: 0,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/staff/sites/lovenest.example'));
  });

  it('says beside the domain that it is taken, and keeps what was typed', async () => {
    mockedMe.mockResolvedValue(admin(null));
    mockedCreate.mockRejectedValue(
      new ApiError(
        409,
        'site_domain_taken',
        'Another site already uses this domain. Choose a different one.',
      ),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Add a site' }));
    await user.type(screen.getByLabelText(/^Domain/), 'herzenssache.test');
    await user.click(screen.getByRole('button', { name: 'Create the site' }));
    const domain = screen.getByLabelText(/^Domain/);
    await waitFor(() => expect(domain).toHaveAttribute('aria-invalid', 'true'));
    expect(domain).toHaveAccessibleDescription(/Another site already uses this domain/);
    expect(domain).toHaveValue('herzenssache.test');
  });

  it('offers no new site to an admin limited to some sites', async () => {
    mockedMe.mockResolvedValue(admin([2]));
    renderList();
    await screen.findByRole('list', { name: 'Sites you manage' });
    expect(screen.queryByRole('button', { name: 'Add a site' })).toBeNull();
  });
});

describe('SiteEditPage', () => {
  it('saves only what changed and says when the site shows it', async () => {
    mockedMe.mockResolvedValue(admin(null));
    mockedUpdate.mockResolvedValue({ ...herz, name: 'Herzklopfen', photoCredits: 4 });
    const { user } = renderEdit();
    const name = await screen.findByLabelText(/^Site name/);
    expect(name).toHaveValue('Herzenssache');
    expect(screen.getByRole('group', { name: 'Company and prices' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Herzklopfen');
    await user.clear(screen.getByLabelText(/^Credits per photo/));
    await user.type(screen.getByLabelText(/^Credits per photo/), '4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(mockedUpdate).toHaveBeenCalledWith('herzenssache.test', {
        name: 'Herzklopfen',
        photoCredits: 4,
      }),
    );
    expect(await screen.findByText(/Saved. The site shows the change/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Site name/)).toHaveValue('Herzklopfen');
  });

  it('edits the other domains one a line and marks them when another site holds one', async () => {
    mockedMe.mockResolvedValue(admin(null));
    mockedUpdate.mockRejectedValue(
      new ApiError(409, 'site_domain_taken', 'Another site already uses this domain.', [
        { field: 'body.otherDomains', code: 'taken', message: 'Another site already uses this domain.' },
      ]),
    );
    const { user } = renderEdit();
    const others = await screen.findByLabelText(/^Other domains/);
    expect(others).toHaveValue('herzklopfen.test');
    expect(others).toHaveAccessibleDescription(/one per line/);
    await user.type(others, '\nFlirt.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(mockedUpdate).toHaveBeenCalledWith('herzenssache.test', {
        otherDomains: ['herzklopfen.test', 'flirt.test'],
      }),
    );
    await waitFor(() => expect(others).toHaveAttribute('aria-invalid', 'true'));
    expect(others).toHaveAccessibleDescription(/Another site already uses this domain/);
    expect(screen.getByLabelText(/^Domain/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the four signup modes and closes signups', async () => {
    mockedMe.mockResolvedValue(admin(null));
    mockedUpdate.mockResolvedValue({ ...herz, signups: 'closed' });
    const { user } = renderEdit();
    const mode = await screen.findByRole('combobox', { name: 'Who may sign up' });
    expect(
      within(mode)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Everyone',
      'Only visitors from a traffic source',
      'Only with an invite code',
      'Nobody (signups closed)',
    ]);
    await user.selectOptions(mode, 'closed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(mockedUpdate).toHaveBeenCalledWith('herzenssache.test', { signups: 'closed' }),
    );
  });

  it('marks the fields the server refused', async () => {
    mockedMe.mockResolvedValue(admin(null));
    mockedUpdate.mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Some fields are not valid.', [
        { field: 'body.giftCredits', code: 'too_small', message: 'Too small' },
      ]),
    );
    const { user } = renderEdit();
    const gift = await screen.findByLabelText(/^Credits per gift/);
    await user.clear(gift);
    await user.type(gift, '-5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(gift).toHaveAttribute('aria-invalid', 'true'));
    expect(gift).toHaveAccessibleDescription(/This value is not valid/);
    expect(screen.getByRole('alert')).toHaveTextContent('Check the marked fields.');
  });
});
