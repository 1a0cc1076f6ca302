import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_ROLE_NAME } from '@lineup/contracts/constants';
import type { Organization } from '@lineup/contracts/organizations';
import { peopleTexts } from '@lineup/contracts/texts/people';
import { createUserSchema, type Role } from '@lineup/contracts/users';
import { validationMessages } from '@lineup/contracts/validation-messages';
import type { z } from 'zod';

/** The create-user form's values and rules. */
export type FormValues = z.input<typeof createUserSchema>;
export type FieldName = Exclude<keyof FormValues, 'sendInvitation'>;

const fieldMessages: Record<FieldName, string> = {
  email: validationMessages.emailInvalid,
  firstName: peopleTexts.firstNameTooShort,
  lastName: peopleTexts.lastNameTooShort,
  organizationId: peopleTexts.organizationRequired,
  roleId: peopleTexts.roleRequired,
  type: peopleTexts.typeRequired,
};

/** The contract's schema, with the messages of our catalogue instead of zod's own words. */
export const resolver = zodResolver(createUserSchema, {
  error: (issue) => {
    const field = issue.path?.[0];
    if (field === 'email' && issue.input === '') return validationMessages.emailRequired;
    if (issue.code === 'too_big') return validationMessages.nameTooLong;
    return typeof field === 'string' && field in fieldMessages ? fieldMessages[field as FieldName] : undefined;
  },
});

/** The internal organization: the one of type 'internal'. It is never offered in the list. */
export function findInternalOrganization(organizations: Organization[] | undefined): Organization | undefined {
  return organizations?.find((organization) => organization.type === 'internal');
}

/** The Admin role that internal users always get. */
export function findAdminRole(roles: Role[] | undefined): Role | undefined {
  const isAdmin = (role: Role) => role.name.toLowerCase() === ADMIN_ROLE_NAME.toLowerCase();
  return roles?.find((role) => isAdmin(role) && role.type === 'internal') ?? roles?.find(isAdmin);
}
