/**
 * A new password (spec 1 §5 "Password change"): at least 8 characters, with the spec's messages. The
 * server also refuses passwords from the list of the most common ones, which the browser does not load.
 */
export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Aktuelles Passwort ist erforderlich.',
  newTooShort: 'Neues Passwort muss mindestens 8 Zeichen lang sein.',
  mismatch: 'Passwörter stimmen nicht überein.',
} as const;

/** Whether a new password is long enough (an empty one is not). */
export const isLongEnoughPassword = (password: string | null | undefined): boolean => (password ?? '').length >= MIN_PASSWORD_LENGTH;
