/** Every German text the server sends, quoted from the specification where it names one. */
export const msg = {
  unauthenticated: 'Nicht angemeldet',
  forbidden: 'Zugriff verweigert!',
  notFound: 'Nicht gefunden',
  internal: 'Ein technischer Fehler ist aufgereten.',
  checkInput: 'Bitte Eingaben prüfen.',
  tooManyAttempts: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte später erneut versuchen.',
  loginFailed: 'Login fehlgeschlagen.',
  loginRequired: 'Bitte Benutzername oder Passwort eingeben.',
  currentPasswordRequired: 'Aktuelles Passwort ist erforderlich.',
  currentPasswordWrong: 'Aktuelles Passwort ist nicht korrekt',
  newPasswordTooShort: 'Neues Passwort muss mindestens 8 Zeichen lang sein.',
  newPasswordSameAsOld: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  passwordChangeRequired: 'Bitte zuerst das Passwort ändern.',
  crossSiteRefused: 'Anfrage von fremder Herkunft abgelehnt.',
  required: (field: string) => `${field} ist erforderlich`,
  invalid: (field: string) => `${field} ist ungültig`,
} as const;
