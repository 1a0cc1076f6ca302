/** /home/settings/account: the account settings screen. */
export const accountTexts = {
  profileTitle: 'Profile',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailReadOnly: 'You sign in with this e-mail; it cannot be changed here.',
  saveChanges: 'Save Changes',
  saving: 'Saving…',
  discardChanges: 'Discard changes',
  loading: 'Loading your account…',
  loginMethod: 'Login method',
  loginMethodOtp: 'One-time code sent by e-mail (OTP)',
  deleteAccountTitle: 'Delete Account',
  deleteAccountWarning: 'Deleting your account is permanent: this action is irreversible and cannot be undone.',
  deleteAccountButton: 'Delete Account',
  deleteAccountUnavailable: 'Deleting an account is not available.',
} as const;
