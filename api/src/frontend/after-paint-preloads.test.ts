import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heldUntilPaint, releasedAtOnce } from './after-paint-preloads';

const link = (file: string) => `<link rel="preload" href="/${file}" as="script" fetchpriority="low">`;

test('the links are held in one template, and nothing is written for none', () => {
  assert.deepEqual(heldUntilPaint([link('a.js'), link('b.js')]), [
    `<template data-after-paint>${link('a.js')}${link('b.js')}</template>`,
  ]);
  assert.deepEqual(heldUntilPaint([]), []);
});

test("a page drawn in the browser gets the shell's held links back live, and the rest unchanged", () => {
  const page = `<head><title>x</title><template data-after-paint>${link('main.js')}</template></head>`;
  assert.equal(releasedAtOnce(page), `<head><title>x</title>${link('main.js')}</head>`);
  assert.equal(releasedAtOnce('<head></head>'), '<head></head>');
});
