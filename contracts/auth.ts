import { z } from 'zod';
import { messages } from './messages.ts';

const m = messages.auth;

export const emailSchema = z
  .email({ error: m.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, { error: m.invalidEmail });
export const passwordSchema = z
  .string({ error: m.passwordTooShort })
  .min(8, { error: m.passwordTooShort })
  .max(128, { error: m.passwordTooLong });

export const signUpSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(80),
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
