import { z } from 'zod';
import { messages } from './messages.ts';

const m = messages.auth;

export const emailSchema = z
  .email({ error: m.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, { error: m.invalidEmail });
/**
 * The most common passwords of public breach lists (and their Spanish cousins), compared
 * lowercased. Short on purpose: it stops the first guesses of an online attack, and the
 * per-account throttle (server/modules/auth/throttle.ts) slows the rest.
 */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'admin123',
  'administrator',
  'letmein1',
  'trustno1',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  '1q2w3e4r',
  '1qaz2wsx',
  'aaaaaaaa',
  'asdfghjk',
  'asdfasdf',
  'zxcvbnm1',
  'contraseña',
  'contrasena',
  'contraseña1',
  'contrasena1',
  'contraseña123',
  'contrasena123',
  'micontraseña',
  'micontrasena',
  'teamo123',
  'tequiero',
  'barcelona',
  'realmadrid',
  'forja123',
  'forjaforja',
]);

/** Minimum strength: length, not only digits or one repeated character, not a common one. */
export function isWeakPassword(password: string): boolean {
  const trimmed = password.trim();
  if (trimmed.length < 8) return true;
  if (/^\d+$/.test(trimmed)) return true;
  if (/^(.)\1+$/u.test(trimmed)) return true;
  return COMMON_PASSWORDS.has(trimmed.toLowerCase());
}

export const passwordSchema = z
  .string({ error: m.passwordTooShort })
  .min(8, { error: m.passwordTooShort })
  .max(128, { error: m.passwordTooLong })
  .refine((p) => !isWeakPassword(p), { error: messages.hardening.passwordTooWeak });

/** The user's own name: required, at most 80 characters (sign-up and update-user alike). */
export const userNameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(80, { error: messages.hardening.nameTooLong });

/** `POST /api/auth/update-user`: better-auth would store anything else as given. */
export const updateUserSchema = z
  .object({
    name: userNameSchema.optional(),
    image: z.union([z.url().max(2048), z.null()]).optional(),
  })
  .strict();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const signUpSchema = z.object({
  name: userNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: m.invalidCredentials })
    .min(1, { error: m.invalidCredentials })
    .max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;

export type Me = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  createdAt: string;
};

export type AuthProviders = { google: boolean; github: boolean };

/** Only same-site paths are accepted as a post-login return URL (no open redirects). */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}
