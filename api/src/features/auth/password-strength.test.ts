import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertPasswordNotCommon } from './password-strength';

test('common and breached passwords are refused, good ones pass', () => {
  for (const common of ['12345678', 'password', 'password1', 'qwertyuiop', 'iloveyou', '11111111']) {
    assert.throws(
      () => assertPasswordNotCommon(common),
      (error: { errorId?: string }) => error.errorId === 'password_too_common',
      common,
    );
  }
  // The member's own address as the password.
  assert.throws(() => assertPasswordNotCommon('anna.smith@example.com', ['anna.smith@example.com', 'Anna']));
  for (const good of ['correct horse battery', 'a much longer new secret 42', 'Tz8#kq!vW2pL']) {
    assert.doesNotThrow(() => assertPasswordNotCommon(good), good);
  }
});
