import type { User } from '@lineup/contracts/users';

/** 'First Last', as the lists show a person. */
export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
