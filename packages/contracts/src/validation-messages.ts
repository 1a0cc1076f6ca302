/**
 * The form fields' messages, checked by the contract schemas on both sides. Kept apart from the rest
 * of the catalogue (messages.ts) because the sign-in pages load them.
 */

export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Expected a valid email address',
  invalidCodeFormat: 'Invalid format',
  brandNameRequired: 'Name is required cannot be empty',
  roleNameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  organizationNameRequired: 'Organization name is required',
  storeNameRequired: 'Store name is required',
  userFirstNameRequired: 'User first name is required',
  userLastNameRequired: 'User last name is required',
  userEmailRequired: 'User email is required',
  firstNameRequired: 'First name required',
  lastNameRequired: 'Last name required',
} as const;
