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

/**
 * A URL a person may store for something we show (issue 24: `javascript:` was stored as a
 * profile image): `https:`, `http:` only where `allowHttp` (development), or a path of our
 * own `/files`. Anything else (javascript:, data:, //host, other schemes) is refused.
 */
export function isAllowedUserUrl(value: string, opts: { allowHttp: boolean }): boolean {
  if (value.startsWith('/files/')) return !value.includes('\\') && !/[\s]/.test(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  return opts.allowHttp && url.protocol === 'http:' && url.hostname !== '';
}

/** `POST /api/auth/update-user`: better-auth would store anything else as given. The route
 * also refuses `http:` outside development (isAllowedUserUrl). */
export const updateUserSchema = z
  .object({
    name: userNameSchema.optional(),
    image: z
      .string({ error: messages.hardening.imageUrlInvalid })
      .trim()
      .max(2048, { error: messages.hardening.imageUrlInvalid })
      .refine((v) => isAllowedUserUrl(v, { allowHttp: true }), {
        error: messages.hardening.imageUrlInvalid,
      })
      .nullable()
      .optional(),
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
