/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import type { StaffAuditEntry } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { AuditRow } from './audit-page';

const entry = (overrides: Partial<StaffAuditEntry>): StaffAuditEntry => ({
  id: 1,
  at: '2026-11-27T06:00:00.000Z',
  actor: null,
  role: null,
  action: 'site.signups',
  targetType: 'site',
  targetId: 2,
  siteId: 2,
  reason: null,
  before: { signups: 'all' },
  after: { signups: 'none' },
  ...overrides,
});

test('a row written with the machine token names the token as the actor', () => {
  renderWithQuery(<AuditRow entry={entry({ role: 'machine' })} />);
  expect(screen.getByText('The machine token (ADMIN_TOKEN)')).toBeInTheDocument();
});

test('a row without actor or role is the system', () => {
  renderWithQuery(<AuditRow entry={entry({})} />);
  expect(screen.getByText('The system')).toBeInTheDocument();
});

test('a staff member is named with their role', () => {
  renderWithQuery(
    <AuditRow entry={entry({ actor: { id: 3, email: 'a@staff.test', name: 'Alex' }, role: 'admin' })} />,
  );
  expect(screen.getByText(/Alex \(a@staff\.test\)/)).toBeInTheDocument();
});

test('the action reads as words in the console language, with its code beside it', () => {
  renderWithQuery(<AuditRow entry={entry({ action: 'member.credits_unfreeze' })} />);
  expect(screen.getByText('Frozen credits released')).toBeInTheDocument();
  expect(screen.getByText('member.credits_unfreeze')).toBeInTheDocument();
});

test('a member search says what was asked and how many were found', () => {
  renderWithQuery(
    <AuditRow
      entry={entry({
        action: 'member.search',
        targetType: null,
        targetId: null,
        siteId: null,
        before: null,
        after: { query: 'anna@', found: 2 },
      })}
    />,
  );
  expect(screen.getByText('Members searched')).toBeInTheDocument();
  expect(screen.getByText('Searched for “anna@”: 2 members found')).toBeInTheDocument();
});
