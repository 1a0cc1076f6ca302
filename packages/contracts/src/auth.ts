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
  'delivery_failed',
  'session_expired',
  'invalid_code',
  'too_many_attempts',
  'code_expired',
  'code_used',
  'invalid_request',
  'server_error',
] as const;
export type SignInErrorCode = (typeof signInErrorCodes)[number];

/** Sign-in messages the spec does not word and platformMessages does not hold. */
export const authMessages = {
  /** The portal's answer to an address that may not sign in there (the back office's names a team account). */
  unknownCustomerEmail: 'No active customer account uses this e-mail address.',
  codeAlreadyUsed: 'This code has already been used. Request a new code.',
  codeDeliveryFailed: 'We could not send the login code. Please try again in a moment.',
  errorPageTitle: 'Sign-in could not continue',
  errorPageText: 'This sign-in request is not valid or has expired. Go back to Lineup and sign in again.',
  errorPageLink: 'Back to Lineup',
  /** 413 of POST /code/authorize: the sign-in forms are a few hundred bytes. */
  signInFormTooLarge: 'The sign-in form sent more data than a sign-in needs.',
  /** 429 page of /oidc/auth when one client address starts too many sign-ins. */
  tooManySignInsTitle: 'Too many sign-ins',
  tooManySignInsText: 'Too many sign-ins were started from your network. Please wait a few minutes and try again.',
  /** A 6th code in one sign-in. */
  signInCodeQuota: 'You have asked for the most codes one sign-in allows. Start the sign-in again to get a new code.',
  /** Mails to one address slow down after a few, whoever asks for them. */
  codeMailBackoff: (minutes: number) =>
    `Several codes were sent to this address recently. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before asking for another.`,
} as const;

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
