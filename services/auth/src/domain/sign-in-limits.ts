/**
 * How much of the sign-in one client address, one sign-in and one e-mail address may use.
 * services/auth/README.md lists the same numbers in its refusal table.
 */
export type SignInLimits = {
  /** The sliding window of the per-address limits. */
  addressWindowSeconds: number;
  /** GET/POST /oidc/auth (each one stores a sign-in in progress) per client address. */
  authorizationsPerAddress: number;
  /** action=request per client address, whatever the e-mail (unknown ones included). */
  codeRequestsPerAddress: number;
  /** action=verify per client address. */
  codeVerificationsPerAddress: number;
  /** Codes sent in one sign-in (interaction) to one e-mail. */
  codesPerSignIn: number;
  /**
   * Mails to one e-mail across all sign-ins: within `windowSeconds`, the first `freeMails` go at
   * once; after that each must wait after the previous one `firstWaitSeconds`, doubled for every
   * further mail, at most `maxWaitSeconds`.
   */
  mailBackoff: { windowSeconds: number; freeMails: number; firstWaitSeconds: number; maxWaitSeconds: number };
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  addressWindowSeconds: 10 * 60,
  authorizationsPerAddress: 60,
  codeRequestsPerAddress: 20,
  codeVerificationsPerAddress: 30,
  codesPerSignIn: 5,
  mailBackoff: { windowSeconds: 60 * 60, freeMails: 3, firstWaitSeconds: 60, maxWaitSeconds: 15 * 60 },
};

/**
 * The wait before the next mail to an address that was sent `mailsInWindow` mails in the backoff
 * window: 0 for the free ones, then 1, 2, 4, 8, 15, 15… minutes with the defaults.
 */
export function mailBackoffSeconds(limits: SignInLimits['mailBackoff'], mailsInWindow: number): number {
  if (mailsInWindow < limits.freeMails) return 0;
  const doublings = Math.min(mailsInWindow - limits.freeMails, 30);
  return Math.min(limits.firstWaitSeconds * 2 ** doublings, limits.maxWaitSeconds);
}
