import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstScreenTarget } from './lander-first-screen';

test("the first screen's link: the signup where this visitor may sign up, else the login", () => {
  const plain = new URLSearchParams('');
  const paid = new URLSearchParams('network=adnet&ref=r1&other=x');
  assert.equal(firstScreenTarget(plain, 'all'), '/signup');
  assert.equal(firstScreenTarget(paid, 'all'), '/signup?network=adnet&ref=r1', 'with the tracking only');
  assert.equal(firstScreenTarget(plain, 'with_trafficsource'), '/login');
  assert.equal(firstScreenTarget(paid, 'with_trafficsource'), '/signup?network=adnet&ref=r1');
  assert.equal(firstScreenTarget(paid, 'none'), '/login', 'invite only: the code comes with the invitation');
  assert.equal(firstScreenTarget(paid, 'closed'), '/login', 'closed: nobody, not even from a partner');
});
