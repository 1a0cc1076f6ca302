/*
 * Kept apart from the sign-in schemas (auth.ts, with zod), so the sign-in pages can read these
 * sentences without loading zod.
 */

/** Sign-in messages of our own wording that platformMessages does not hold. */
export const authMessages = {
  /** The portal's answer to an address that may not sign in there (the back office's names a team account). */
  unknownCustomerEmail: 'No active customer account uses this e-mail address.',
  codeAlreadyUsed: 'This code has already been used. Request a new code.',
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
