import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STAFF_ERROR_CASES } from '@dating/shared/contract';
import { chatReports } from '../../../db/schema/index';
import { createMember, createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { buildTestApp } from '../../../testing/test-app';
import { serverMessage } from '../../i18n/server-messages';
import { caseMessageId } from '../core/staff-error-language';

const decide = (queue: string, id: number, payload: unknown) => ({
  method: 'POST' as const,
  url: `/api/staff/queues/${queue}/${id}/decide`,
  payload,
});

// One sentence for every decision_not_allowed told a moderator about suspensions when they had picked a
// decision the queue does not take; each case now says its own rule, in the staff member's language.
test('decision_not_allowed says which rule the decision broke, in the staff member’s language', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com' });
  const mallory = await createMember(app.db, { siteId: flirt.id, email: 'mallory@example.com' });
  const english = (await staffBrowser(app, 'admin')).browser;
  const german = (await staffBrowser(app, 'admin', { locale: 'de' })).browser;

  const wrongQueue = await english.request(decide('photos', 614, { decision: 'dismiss', reason: 'probe' }));
  assert.equal(wrongQueue.statusCode, 400);
  assert.deepEqual(wrongQueue.json(), {
    error: 'decision_not_allowed',
    message: 'A photo can only be approved or rejected.',
    details: { case: 'queue_photos', queue: 'photos', decisions: ['approve', 'reject'] },
  });
  const inGerman = await german.request(decide('photos', 614, { decision: 'dismiss', reason: 'probe' }));
  assert.equal(inGerman.json().message, 'Ein Foto kann nur freigegeben oder abgelehnt werden.');
  const appeal = await english.request(decide('appeals', 1, { decision: 'approve', reason: 'probe' }));
  assert.equal(appeal.json().message, 'An appeal can only end with the decision standing or reversed.');

  const noEnd = await english.request(decide('profileReports', 1, { decision: 'suspend', reason: 'probe' }));
  assert.equal(noEnd.statusCode, 400);
  assert.equal(noEnd.json().details.case, 'suspension_end');
  assert.equal(noEnd.json().message, 'A suspension needs an end date in the future.');
  const pastEnd = await german.request({
    method: 'POST',
    url: `/api/staff/members/${mallory}/ban`,
    payload: { kind: 'suspend', until: '2020-01-01T00:00:00Z', reason: 'in the past' },
  });
  assert.equal(pastEnd.json().error, 'decision_not_allowed');
  assert.equal(pastEnd.json().message, 'Eine Sperre auf Zeit braucht ein Enddatum in der Zukunft.');

  // A chat report whose reported member was erased (reported_id set null) can only be dismissed.
  const [report] = await app.db
    .insert(chatReports)
    .values({ reporterId: anna, reportedId: null, reason: 'spam', evidence: [] })
    .returning({ id: chatReports.id });
  const gone = await english.request(
    decide('chatReports', report!.id, { decision: 'warn', reason: 'probe' }),
  );
  assert.equal(gone.statusCode, 400);
  assert.equal(gone.json().details.case, 'member_gone');
  assert.equal(
    gone.json().message,
    'The reported member no longer exists, so the report can only be closed with no action.',
  );
});

test('not_found says what is not there', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: flirt.id, email: 'member@example.com' });
  const { browser } = await staffBrowser(app, 'admin', { locale: 'de' });

  const cases = [
    {
      url: '/api/staff/sites/nowhere.test',
      case: 'site',
      message: 'Diese Seite gibt es nicht, oder du hast keinen Zugriff darauf.',
    },
    {
      url: `/api/staff/sites/${flirt.domain}/bundles/2147483647`,
      method: 'PATCH',
      payload: { active: false },
      case: 'bundle',
    },
    {
      url: `/api/staff/tracking/${member}`,
      case: 'tracking_record',
      message: 'Zu diesem Mitglied gibt es keine Tracking-Daten.',
    },
    {
      url: '/api/staff/accounts/2147483647/disable',
      method: 'POST',
      payload: { reason: 'probe' },
      case: 'staff_account',
    },
  ];
  for (const { url, method, payload, case: errorCase, message } of cases) {
    const response = await browser.request({ method: (method ?? 'GET') as 'GET', url, payload });
    assert.equal(response.statusCode, 404, `${url}: ${response.body}`);
    assert.equal(response.json().error, 'not_found', url);
    assert.equal(response.json().details?.case, errorCase, url);
    assert.notEqual(response.json().message, 'Nicht gefunden.', url);
    if (message) assert.equal(response.json().message, message, url);
  }
});

// Every case the contract lists has its own English sentence (the i18n check holds the other locales to
// the English file).
test('every error case of the contract has its sentence', () => {
  for (const [error, cases] of Object.entries(STAFF_ERROR_CASES)) {
    for (const errorCase of cases) {
      const id = caseMessageId(error, errorCase);
      assert.ok(id !== undefined && id.endsWith(`.${error}.${errorCase}`), `${error}.${errorCase} has no id`);
      assert.notEqual(serverMessage('en', id), id, `${error}.${errorCase} has no English sentence`);
    }
  }
  assert.equal(caseMessageId('not_found', 'nonsense'), undefined);
  assert.equal(caseMessageId('staff_login_failed', 'site'), undefined);
});
