import { randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { hashPassword, verifyPassword } from './passwords.js';

/** RFC 6238 as every authenticator app expects it: 30 s steps, 6 digits; one step of clock drift either way. */
const STEP_SECONDS = 30;
const base = authenticator.clone({ step: STEP_SECONDS, digits: 6, window: 1 });

export const ISSUER = 'Inventurdienst';
export const RECOVERY_CODE_COUNT = 10;

/** Who must have a second factor: whoever can see everything or hand out rights. */
export function requiresSecondFactor(authorities: readonly string[]): boolean {
  return authorities.some((a) => a === 'Superadmin' || a.startsWith('Authorization_'));
}

export function newSecret(): string {
  return base.generateSecret(20); // 160 bits, the RFC 4226 recommendation
}

export async function enrolmentData(secret: string, accountName: string) {
  const otpauthUri = base.keyuri(accountName, ISSUER, secret);
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { secret, otpauthUri, qrCodeDataUrl };
}

/**
 * The time step a code belongs to, or null when it is no valid code within ±1 step of now. The caller
 * accepts it only if the step is later than the last accepted one (no replay).
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = base.clone({ epoch: now }).checkDelta(token, secret);
  return delta === null ? null : Math.floor(now / 1000 / STEP_SECONDS) + delta;
}

/** A code the user typed looks like a recovery code (letters and digits, not six digits only). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim()) && !/^\d{6}$/.test(code.trim());
}

const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/-/g, '');

/** Ten codes of 10 characters (about 50 bits each) from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const s = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

export function hashRecoveryCodes(codes: string[]): Promise<string[]> {
  return Promise.all(codes.map((c) => hashPassword(normaliseRecovery(c))));
}

/** Index of the stored hash the code matches, or -1. */
export async function findRecoveryCode(hashes: readonly string[], code: string): Promise<number> {
  const plain = normaliseRecovery(code);
  for (let i = 0; i < hashes.length; i++) {
    if (await verifyPassword(hashes[i], plain)) return i;
  }
  return -1;
}
