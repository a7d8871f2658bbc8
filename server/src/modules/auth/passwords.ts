import { hash, verify } from '@node-rs/argon2';

// Argon2id (algorithm 2) with the OWASP-recommended minimum: m=19 MiB, t=2, p=1.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A valid hash of a random string: verifying against it when the user does not exist keeps the
// response time of unknown and known usernames alike.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword(`${Math.random()}-no-such-user`)));
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}
