import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  signInSchema,
  signUpSchema,
} from '#lib/auth.ts';
import { fieldErrors } from '#lib/field-errors.ts';

describe('signUpSchema', () => {
  it('accepts a complete sign-up and trims the name and email', () => {
    const result = signUpSchema().parse({
      fullName: '  Émilie Dubois ',
      email: ' emilie@example.fr ',
      password: ' secret ',
      confirmPassword: ' secret ',
    });
    expect(result).toEqual({
      fullName: 'Émilie Dubois',
      email: 'emilie@example.fr',
      password: ' secret ',
      confirmPassword: ' secret ',
    });
  });

  it('reports every failing field at once, as the form shows them', () => {
    const result = signUpSchema().safeParse({
      fullName: 'A',
      email: 'x',
      password: '123',
      confirmPassword: '',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      fullName: 'Le nom doit contenir au moins 2 caractères',
      email: 'Email invalide',
      password: 'Le mot de passe doit contenir au moins 6 caractères',
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
  });

  it('is French by default and built once per locale', () => {
    expect(signUpSchema()).toBe(signUpSchema('fr'));
    expect(signUpSchema('en')).toBe(signUpSchema('en'));
    expect(signUpSchema('en')).not.toBe(signUpSchema('fr'));
  });

  it('drops fields it does not know', () => {
    const result = signUpSchema().parse({
      fullName: 'Émilie',
      email: 'emilie@example.fr',
      password: 'secret',
      confirmPassword: 'secret',
      selected_plan: 'DIAMOND',
    });
    expect(result).not.toHaveProperty('selected_plan');
  });

  it('counts exactly 2 name characters and 6 password characters as enough', () => {
    const result = signUpSchema().safeParse({
      fullName: 'Al',
      email: 'al@example.fr',
      password: '123456',
      confirmPassword: '123456',
    });
    expect(result.success).toBe(true);
  });
});

describe('signInSchema', () => {
  it('accepts any non-empty password, however short', () => {
    expect(signInSchema().parse({ email: ' al@example.fr', password: '1' })).toEqual({
      email: 'al@example.fr',
      password: '1',
    });
  });
});

describe('password forms', () => {
  it('accepts a reset request', () => {
    expect(passwordResetRequestSchema().parse({ email: 'al@example.fr' })).toEqual({
      email: 'al@example.fr',
    });
  });

  it('accepts a matching new password', () => {
    expect(newPasswordSchema().safeParse({ password: 'secret', confirmPassword: 'secret' }).success).toBe(
      true,
    );
  });

  it('accepts a change to a different password', () => {
    const values = {
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    };
    expect(changePasswordSchema().parse(values)).toEqual(values);
  });

  it('does not add the "same as current" message when the current password is missing', () => {
    const result = changePasswordSchema('en').safeParse({
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    });
    expect(fieldErrors(result.error!)).toEqual({
      currentPassword: 'Current password required',
      newPassword: 'Password must be at least 6 characters',
    });
  });
});
