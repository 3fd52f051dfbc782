import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored only as argon2id hashes (memory-hard: 19 MiB, 2 passes — OWASP's baseline).
 * The encoded hash carries its own parameters, so they can be raised later without breaking old ones.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(encoded: string | null | undefined, password: string): Promise<boolean> {
  if (!encoded) return false;
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}
