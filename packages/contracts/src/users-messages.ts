/** The users service's own answers, where the error catalogue has none (worded by us; docs/decisions/0003). */
export const userServiceMessages = {
  invalidUserInput: 'Invalid user details, please check your input and try again.',
  emailTaken: 'A user with this e-mail already exists.',
  staleRevision: 'Someone else changed this record in the meantime. Reload it and try again.',
  organizationMissing: 'Organization not found',
  organizationNameTaken: 'An organization with this name already exists.',
  storeNameTaken: 'This organization already has a store with this name.',
  roleNotFound: 'Role not found',
  roleNameTaken: 'A role with this name and type already exists.',
  roleUpdated: 'Role updated successfully',
  invalidRoleUpdate: 'Failed to update Role: the input is not valid',
  userDeactivated: 'User deactivated',
  userReactivated: 'User reactivated',
  userAlreadyActive: 'This user is already active.',
  externalUserOrganization: 'Customer users belong to a customer organization.',
  cannotDeactivateYourself: 'You cannot deactivate your own account.',
  internalOrganizationProtected: 'The internal organization keeps its name and status: team sign-in depends on it.',
  adminRoleProtected: 'The Admin role keeps its name, type and status: every team member has it.',
  mainContactNotMember: 'The main contact must be a member of the organization.',
  storeOrganizationNotCustomer: 'Stores belong to a customer organization.',
  storeMainContactNotMember: "The store's main contact must belong to its organization.",
  mainContactNotFound: 'The chosen main contact no longer exists.',
  duplicateCustomerEmail: 'Each customer account needs its own e-mail address.',
  roleRequestFailed: 'Something went wrong on our side, please try again later.',
  externalUserNeedsExternalRole: 'A customer account needs an external role.',
  internalUserNeedsInternalRole: 'A team member needs an internal role.',
  roleTypeInUse: 'People hold this role: its type cannot change.',
  customerAccountsSaved: 'Customer accounts saved.',
  customerAccountsNotMembers: "Customer accounts must be active customer users of the store's organization.",
} as const;

/**
 * The e-mail a new customer account may be sent: where the customer portal is and which address
 * to sign in with (a login code is mailed to it on each sign-in).
 */
export const customerInvitationMail = {
  subject: 'Your Lineup customer portal account',
  text: (invitee: { firstName: string; email: string; organizationName: string; portalUrl: string }) =>
    [
      `Hello ${invitee.firstName},`,
      '',
      `An account on the Lineup customer portal has been opened for you, for ${invitee.organizationName}.`,
      '',
      `Open ${invitee.portalUrl} and sign in with this e-mail address: ${invitee.email}`,
      'Each time you sign in, a login code is e-mailed to you; there is no password.',
    ].join('\n'),
} as const;
