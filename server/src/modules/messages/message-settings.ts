/** The outbox's settings: which kinds of message are sent, and the office's address for office notices. */
export const MESSAGE_SETTINGS = 'messageSettings';

export const MESSAGE_KINDS = ['INVENTORY_CONFIRMATION', 'CONFIRMATION_REMINDER', 'OFFICE_NOTICE', 'REGISTRATION_CODE', 'NEW_DOCUMENT', 'FORGOTTEN_CLOCK_OUT'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The settings' switch of each kind. */
export const KIND_SWITCH = {
  INVENTORY_CONFIRMATION: 'inventoryConfirmation',
  CONFIRMATION_REMINDER: 'confirmationReminder',
  OFFICE_NOTICE: 'officeNotice',
  REGISTRATION_CODE: 'registrationCode',
  NEW_DOCUMENT: 'newDocument',
  FORGOTTEN_CLOCK_OUT: 'forgottenClockOut',
} as const satisfies Record<MessageKind, string>;
export type KindSwitch = (typeof KIND_SWITCH)[MessageKind];
export const SWITCHES = Object.values(KIND_SWITCH) as KindSwitch[];

export type MessageSettingsValue = Record<KindSwitch, boolean> & { officeEmail: string };

/**
 * The settings from the stored JSON: every switch on and no office address unless stored otherwise
 * (a new installation sends what the office would otherwise phone or write by hand).
 */
export function messageSettingsOf(stored: string | null | undefined): MessageSettingsValue {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const result = Object.fromEntries(SWITCHES.map((s) => [s, typeof parsed[s] === 'boolean' ? parsed[s] : true])) as Record<KindSwitch, boolean>;
  return { ...result, officeEmail: typeof parsed.officeEmail === 'string' ? parsed.officeEmail : '' };
}

/** The German label of an outbox state (the outbox page shows it). */
export const STATE_LABELS = {
  PENDING: 'wartet',
  SENT: 'versendet',
  FAILED: 'fehlgeschlagen',
  NO_SMTP: 'nicht versendet (kein SMTP)',
} as const;
export type OutboxState = keyof typeof STATE_LABELS;
export const OUTBOX_STATES = Object.keys(STATE_LABELS) as OutboxState[];

/** Attempts before a message is given up (FAILED); the waits between them double from one minute. */
export const MAX_ATTEMPTS = 6;
export const backoffMinutes = (attempts: number) => 2 ** Math.max(0, attempts - 1);

/**
 * An error text fit to store and show: the SMTP address's password (and any user:password@ of an URL)
 * replaced, cut to 1000 characters. The outbox page shows last_error to Superadmins, the log may be shipped.
 */
export function safeError(err: unknown, smtpUrl?: string): string {
  let text = err instanceof Error ? `${err.message}${(err as { response?: string }).response && !err.message.includes((err as { response?: string }).response!) ? ` (${(err as { response?: string }).response})` : ''}` : String(err);
  if (smtpUrl) {
    try {
      const url = new URL(smtpUrl);
      for (const secret of [url.password, decodeURIComponent(url.password)]) if (secret) text = text.split(secret).join('***');
    } catch {
      // an unparsable address has no password to hide
    }
  }
  text = text.replace(/([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*):[^\s@/]*@/gi, '$1:***@');
  return text.length > 1000 ? `${text.slice(0, 997)}...` : text;
}
