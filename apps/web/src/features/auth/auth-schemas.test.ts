import { loginEmailSchema as contractEmailSchema, loginCodeSchema } from '@lineup/contracts/auth';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { describe, expect, it } from 'vitest';
import { codeFromPaste, isCompleteLoginCode, loginEmailError } from '@/features/auth/auth-schemas';

describe('login e-mail rules', () => {
  const cases: [string, string | undefined][] = [
    ['', validationMessages.emailRequired],
    ['   ', validationMessages.emailRequired],
    ['ada', validationMessages.emailInvalid],
    ['ada@', validationMessages.emailInvalid],
    ['ada@example', validationMessages.emailInvalid],
    [`${'a'.repeat(250)}@x.io`, validationMessages.emailInvalid],
    ['ada@example.com', undefined],
    ['  Ada.Lovelace@Example.COM ', undefined],
  ];

  it.each(cases)('%j gives %j', (input, message) => {
    expect(loginEmailError(input)).toBe(message);
  });

  it.each(cases)('agrees with the contracts schema the server uses (%j)', (input, message) => {
    const server = contractEmailSchema.safeParse(input);
    expect(server.success ? undefined : server.error.issues[0]?.message).toBe(message);
  });
});

describe('login code rules', () => {
  it('wants exactly six upper-case letters or digits', () => {
    expect(isCompleteLoginCode('AB12CD')).toBe(true);
    expect(isCompleteLoginCode('AB12C')).toBe(false);
    expect(isCompleteLoginCode('ab12cd')).toBe(false);
    expect(isCompleteLoginCode('AB-2CD')).toBe(false);
  });

  it('turns a valid paste of 6 or more characters into the code, like the server reads it', () => {
    expect(codeFromPaste(' ab12cd\n')).toBe('AB12CD');
    expect(codeFromPaste('AB12CD99')).toBe('AB12CD');
    expect(loginCodeSchema.parse(' ab12cd\n')).toBe('AB12CD');
    expect(codeFromPaste('AB12')).toBeNull();
    expect(codeFromPaste('AB 12 CD')).toBeNull();
    expect(codeFromPaste('code: AB12CD')).toBeNull();
  });
});
