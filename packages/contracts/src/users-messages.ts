/** The users service's own answers where point 8 gives no wording (worded by us, see docs/decisions/0003). */
/** The users service's own refusals, where point 8 gives no wording (worded by us). */
export const userServiceMessages = {
  invalidUserInput: 'Invalid user details, please check your input and try again.',
  emailTaken: 'A user with this e-mail already exists.',
  staleRevision: 'Someone else changed this record in the meantime. Reload it and try again.',
  organizationMissing: 'Organization not found',
  roleNotFound: 'Role not found',
  roleNameTaken: 'A role with this name and type already exists.',
  roleUpdated: 'Role updated successfully',
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
} as const;
