// @feature-public: other features import this module (docs/conventions.md, Layout).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../app-error';

// The lists ship with the server (@zxcvbn-ts/language-common: common and breached passwords, names, keyboard
// patterns); nothing is looked up online. Built on first use: the dictionaries take a moment to load.
let checker: ZxcvbnFactory | null = null;
// zxcvbn's scale: 0-1 are guessed within about a million tries, i.e. found on every cracking list.
const LOWEST_SCORE = 2;

/**
 * Refuses a password that is on the shipped lists of common or breached passwords, or that is little more
 * than the member's own e-mail address or name, with 400 password_too_common.
 */
export function assertPasswordNotCommon(password: string, userInputs: string[] = []): void {
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_+-]+/)]).filter(Boolean);
  if (checker.check(password.slice(0, 100), inputs).score < LOWEST_SCORE) {
    throw new AppError(
      400,
      'password_too_common',
      'This password is too common. Please choose another one.',
      [{ field: 'body.password', code: 'too_common', message: 'This password is too common.' }],
    );
  }
}
