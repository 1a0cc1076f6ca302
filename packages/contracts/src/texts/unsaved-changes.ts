/**
 * The question a form with unsaved changes asks before the user leaves it (another page, Back, a
 * reload or closing the tab; the browser words its own prompt for the last two).
 */
export const unsavedChangesTexts = {
  title: 'Leave without saving?',
  description: 'The changes you made on this page have not been saved. If you leave now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave and discard changes',
} as const;
