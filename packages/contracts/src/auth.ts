import { z } from 'zod';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_PATTERN, LOGIN_CODE_TTL_SECONDS } from './constants';
import { validationMessages } from './validation-messages';

/** The login e-mail: required, then a valid address. Compared without regard to case. */
export const loginEmailSchema = z
  .string({ error: validationMessages.emailRequired })
  .trim()
  .min(1, { error: validationMessages.emailRequired })
  .max(254, { error: validationMessages.emailInvalid })
  .pipe(z.email({ error: validationMessages.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** The login code: exactly 6 characters of the code pattern (letters are accepted in either case). */
export const loginCodeSchema = z
  .string({ error: validationMessages.invalidCodeFormat })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .length(LOGIN_CODE_LENGTH, { error: validationMessages.invalidCodeFormat })
      .regex(LOGIN_CODE_PATTERN, { error: validationMessages.invalidCodeFormat }),
  );

/**
 * The `error` query parameter of /auth/start and /auth/code when the auth service refuses a step;
 * `error_description` carries the sentence to show (platformMessages or authMessages).
 */
export const signInErrorCodes = [
  'invalid_email',
  'unknown_email',
  'too_many_requests',
  'session_expired',
  'invalid_code',
  'too_many_attempts',
  'code_expired',
  'code_used',
  'invalid_request',
  'server_error',
] as const;
export type SignInErrorCode = (typeof signInErrorCodes)[number];

/** The e-mail that carries a login code. */
export const loginCodeMail = {
  subject: (code: string) => `Your Lineup login code: ${code}`,
  text: (firstName: string, code: string) =>
    [
      `Hello ${firstName},`,
      '',
      `Your login code is ${code}`,
      '',
      `Enter it on the sign-in page within ${LOGIN_CODE_TTL_SECONDS / 60} minutes. It works once.`,
      'If you did not try to sign in to Lineup, you can ignore this e-mail.',
    ].join('\n'),
} as const;
