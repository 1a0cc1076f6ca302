import { describe, expect, it } from 'vitest';
import { authMessages } from './auth-messages';
import { platformMessages } from './error-messages';
import { signInRefusalText } from './sign-in-refusals';
import { validationMessages } from './validation-messages';

describe('signInRefusalText', () => {
  it("keeps the auth service's own sentences, the mail backoff's included", () => {
    for (const sentence of [
      platformMessages.unknownEmail,
      platformMessages.codeExpired,
      validationMessages.emailInvalid,
      authMessages.unknownCustomerEmail,
      authMessages.codeMailBackoff(1),
      authMessages.codeMailBackoff(15),
    ]) {
      expect(signInRefusalText(sentence)).toBe(sentence);
    }
  });

  it('shows anything else as a failed sign-in, and nothing as nothing', () => {
    expect(signInRefusalText('Your account is locked: call +1 555 0100 to unlock it.')).toBe(
      platformMessages.signInFailed,
    );
    expect(signInRefusalText('End-User aborted interaction')).toBe(platformMessages.signInFailed);
    expect(signInRefusalText(undefined)).toBeUndefined();
  });
});
