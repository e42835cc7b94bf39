/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import type { StaffAuditEntry } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { AuditRow } from './audit-row';

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

test('what an action changed is folded away: each field with its value before and after', async () => {
  const { user } = renderWithQuery(
    <AuditRow
      entry={entry({
        action: 'site.payment_methods',
        before: { country: 'DE', methods: ['sepa'], custom: false, note: null },
        after: { country: 'DE', methods: ['sepa', 'ideal'], custom: true, note: 'x' },
      })}
    />,
  );
  const summary = screen.getByText('Before and after');
  const details = summary.closest('details');
  expect(details).not.toHaveAttribute('open');
  await user.click(summary);
  expect(details).toHaveAttribute('open');
  const valueOf = (field: string) => screen.getByText(field).closest('div')?.querySelector('dd');
  // A field that stayed the same is the action's context, shown once.
  expect(valueOf('country')).toHaveTextContent(/^DE$/);
  expect(valueOf('methods')).toHaveTextContent('before: ["sepa"] · after: ["sepa","ideal"]');
  expect(valueOf('custom')).toHaveTextContent('before: false · after: true');
  expect(valueOf('note')).toHaveTextContent('before: (empty) · after: x');
});

test('a created thing shows its fields, a removed one what they were; an action without data nothing', () => {
  const created = renderWithQuery(
    <AuditRow entry={entry({ action: 'site.bundle', before: null, after: { credits: 100 } })} />,
  );
  expect(screen.getByText('credits').closest('div')?.querySelector('dd')).toHaveTextContent(/^100$/);
  created.unmount();
  const removed = renderWithQuery(
    <AuditRow entry={entry({ action: 'site.lander_copy', before: { text: 'Hej' }, after: null })} />,
  );
  expect(screen.getByText('text').closest('div')?.querySelector('dd')).toHaveTextContent(/^before: Hej$/);
  removed.unmount();
  renderWithQuery(<AuditRow entry={entry({ action: 'staff.login', before: null, after: null })} />);
  expect(screen.queryByText('Before and after')).not.toBeInTheDocument();
});
