/** The shortest password accepted: long enough to resist guessing within the sign-in rate limit. */
export const MIN_PASSWORD_LENGTH = 10;
/** Argon2 reads all of it: a cap keeps a huge password from being a denial of service. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * Why a new password is refused, or null when it is acceptable.
 * @example passwordProblem("short") // "The password needs at least 10 characters"
 */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password can have at most ${MAX_PASSWORD_LENGTH} characters`;
  if (password.trim() === "") return "The password cannot be only spaces";
  return null;
}

/**
 * Argon2id hash of a password (Bun.password's PHC string, salt and parameters included).
 * @example const stored = await hashPassword("correct horse battery");
 */
export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id" });
}

/** A fixed hash verified when the account is unknown, so both answers take as long. */
let decoy: Promise<string> | null = null;

/**
 * Whether `password` matches the stored hash; with no hash (unknown account, or no password set)
 * a decoy is verified anyway and the answer is false, so timing does not tell accounts apart.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  if (!stored) {
    decoy ??= hashPassword(crypto.randomUUID());
    await Bun.password.verify(password, await decoy);
    return false;
  }
  try {
    return await Bun.password.verify(password, stored);
  } catch {
    return false;
  }
}
