import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STAFF_ROLES } from '@dating/shared/contract';
import { totpCode } from '../features/staff/auth/staff-totp';
import { createSites } from '../testing/fixtures';
import { Browser, buildTestApp } from '../testing/test-app';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoStaffLines, seedDemoStaff } from './demo-staff';

test('the demo staff: one login per role with its printed TOTP secret, seeded once', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  assert.equal(await seedDemoStaff(app.db), true);
  assert.equal(await seedDemoStaff(app.db), false);
  assert.deepEqual(
    DEMO_STAFF.map((staff) => staff.role),
    [...STAFF_ROLES],
  );
  for (const line of demoStaffLines()) {
    assert.match(line, /^[a-z]+: \S+@staff\.test \/ \S+ \/ TOTP secret [A-Z2-7]{32}$/);
  }
  for (const staff of DEMO_STAFF) {
    const response = await new Browser(app).request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: staff.email, password: DEMO_STAFF_PASSWORD, code: totpCode(staff.totpSecret) },
    });
    assert.equal(response.statusCode, 200, `${staff.role}: ${response.body}`);
    assert.equal(response.json().staff.role, staff.role);
  }
});
