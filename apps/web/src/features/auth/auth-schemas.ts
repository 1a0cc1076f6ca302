import { LOGIN_CODE_LENGTH, LOGIN_CODE_PATTERN } from '@lineup/contracts/constants';
import { validationMessages } from '@lineup/contracts/validation-messages';
// zod's own e-mail pattern, the one the contracts' loginEmailSchema applies, without zod's parser:
// the sign-in route has a budget (150 KB gzip) and zod's core alone would take a tenth of it.
// auth-schemas.test.ts checks that this and the contract schema agree on every case.
import { regexes } from 'zod/v4/core';

const EMAIL_MAX_LENGTH = 254;

/**
 * The login e-mail: required ('Email is required'), then a valid address ('Expected a valid email
 * address'). Returns the message for an e-mail the rules refuse, or undefined when it is fine.
 */
export function loginEmailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed.length === 0) return validationMessages.emailRequired;
  if (trimmed.length > EMAIL_MAX_LENGTH || !regexes.email.test(trimmed)) return validationMessages.emailInvalid;
  return undefined;
}

/** The login code: exactly 6 characters of the code pattern (upper-case letters and digits). */
export function isCompleteLoginCode(code: string): boolean {
  return code.length === LOGIN_CODE_LENGTH && LOGIN_CODE_PATTERN.test(code);
}

/**
 * What a paste turns into: the code to submit when the pasted text is a valid pattern of 6 or more
 * characters (spaces around it and lower case forgiven), otherwise null.
 */
export function codeFromPaste(pasted: string): string | null {
  const candidate = pasted.trim().toUpperCase();
  if (candidate.length < LOGIN_CODE_LENGTH || !LOGIN_CODE_PATTERN.test(candidate)) return null;
  return candidate.slice(0, LOGIN_CODE_LENGTH);
}
