import { z } from 'zod';
import { emailText, newPasswordText, perLocale, withPasswordConfirmation } from '#lib/fields.ts';
import { FIELD_LIMITS } from '#lib/messages.ts';

/*
 * Sign-up and sign-in check the email with the spec's single message ('Email invalide'), empty or not:
 * the spec gives no separate "required" text for these forms.
 */

/** Sign-up (spec §5): fullName ≥ 2, valid email, password ≥ 6, confirmPassword equal, reported on confirmPassword. */
export const signUpSchema = perLocale((m) =>
  withPasswordConfirmation(m, 'password', {
    fullName: z
      .string({ error: m['auth.fullName.min'] })
      .trim()
      .min(2, m['auth.fullName.min'])
      .max(FIELD_LIMITS.nameMax, m['auth.fullName.max']),
    email: emailText(m['auth.email.invalid'], m['auth.email.invalid']),
    password: newPasswordText(m),
  }),
);
export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;

/** Sign-in (spec §5): valid email, non-empty password. No length rule, so older passwords still sign in. */
export const signInSchema = perLocale((m) =>
  z.object({
    email: emailText(m['auth.email.invalid'], m['auth.email.invalid']),
    password: z.string({ error: m['auth.password.required'] }).min(1, m['auth.password.required']),
  }),
);
export type SignInInput = z.input<ReturnType<typeof signInSchema>>;
export type SignInValues = z.output<ReturnType<typeof signInSchema>>;

/** Asking for a reset link: just the email. */
export const passwordResetRequestSchema = perLocale((m) =>
  z.object({
    email: emailText(m['auth.email.invalid'], m['auth.email.invalid']),
  }),
);
export type PasswordResetRequestValues = z.output<ReturnType<typeof passwordResetRequestSchema>>;

/** Choosing a new password from a reset link, with the sign-up messages. */
export const newPasswordSchema = perLocale((m) =>
  withPasswordConfirmation(m, 'password', { password: newPasswordText(m) }),
);
export type NewPasswordValues = z.output<ReturnType<typeof newPasswordSchema>>;

/** Settings > Security: current password, new password (≥ 6, not the current one), confirmation. */
export const changePasswordSchema = perLocale((m) =>
  withPasswordConfirmation(m, 'newPassword', {
    currentPassword: z
      .string({ error: m['auth.currentPassword.required'] })
      .min(1, m['auth.currentPassword.required']),
    newPassword: newPasswordText(m),
  }).refine((values) => values.currentPassword === '' || values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    error: m['auth.newPassword.sameAsCurrent'],
  }),
);
export type ChangePasswordValues = z.output<ReturnType<typeof changePasswordSchema>>;

/** Settings > Security > Compte: deleting the account asks for the current password again. */
export const deleteAccountSchema = perLocale((m) =>
  z.strictObject({
    password: z
      .string({ error: m['auth.password.required'] })
      .min(1, m['auth.password.required'])
      .max(FIELD_LIMITS.passwordMax, m['auth.password.max']),
  }),
);
export type DeleteAccountValues = z.output<ReturnType<typeof deleteAccountSchema>>;
