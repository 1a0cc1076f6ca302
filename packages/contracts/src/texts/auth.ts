/** The sign-in screens' own steps, worded by us. */
export const signInFlowTexts = {
  /** /auth/start while a new sign-in is started for the e-mail typed and its code is asked for. */
  sendingCode: 'Sending your login code…',
} as const;
