import { authMessages } from './auth-messages';
import { platformMessages } from './error-messages';
import { validationMessages } from './validation-messages';

/** codeMailBackoff names at most 15 minutes; the margin costs nothing. */
const BACKOFF_MINUTES_NAMED = 60;

const stringsOf = (messages: Record<string, unknown>) =>
  Object.values(messages).filter((value): value is string => typeof value === 'string');

/** Every sentence the auth service or the sign-in pages can put in ?error_description=. */
const ourSentences: ReadonlySet<string> = new Set([
  ...stringsOf(platformMessages),
  ...stringsOf(validationMessages),
  ...stringsOf(authMessages),
  ...Array.from({ length: BACKOFF_MINUTES_NAMED }, (_, index) => authMessages.codeMailBackoff(index + 1)),
]);

/**
 * What a sign-in page shows for its ?error_description=: one of our own sentences as it is;
 * anything else (words a crafted link carries, an OAuth server's technical description) as "Sign-in
 * failed. Please try again.", so that nobody can put their own words on our sign-in page with a link.
 */
export function signInRefusalText(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  return ourSentences.has(description) ? description : platformMessages.signInFailed;
}
