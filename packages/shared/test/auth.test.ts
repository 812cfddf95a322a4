import { describe, expect, it } from 'vitest';
import { registerBodySchema, resetPasswordBodySchema } from '../src/schemas/auth';

const valid = {
  name: 'Sari',
  alamat: 'Jl. Mawar 3, Sleman',
  telephone: '0812 3456 7890',
  email: ' Sari@Example.COM ',
  password: 'rahasia123',
  password_confirmation: 'rahasia123',
};

describe('register body', () => {
  it('normalises the email and the phone number', () => {
    const body = registerBodySchema.parse(valid);
    expect(body.email).toBe('sari@example.com');
    expect(body.telephone).toBe('6281234567890');
  });

  it("says 'Passwords do not match.' on the confirmation", () => {
    const result = registerBodySchema.safeParse({ ...valid, password_confirmation: 'lain12345' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['password_confirmation'],
        message: 'Passwords do not match.',
      }),
    ]);
  });

  it('asks for the confirmation when it is left empty, even with the password empty too', () => {
    const result = registerBodySchema.safeParse({
      ...valid,
      password: '',
      password_confirmation: '',
    });
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['password_confirmation'],
        message: 'Konfirmasi password wajib diisi.',
      }),
    );
  });

  it('refuses fields over 255 characters', () => {
    expect(registerBodySchema.safeParse({ ...valid, name: 'a'.repeat(256) }).success).toBe(false);
  });
});

describe('reset body', () => {
  const reset = {
    email: 'sari@example.com',
    token: '123456',
    password: 'barubaru1',
    password_confirmation: 'barubaru1',
  };

  it('uses the spec texts for a short or mismatched password', () => {
    const short = resetPasswordBodySchema.safeParse({
      ...reset,
      password: 'pendek',
      password_confirmation: 'pendek',
    });
    expect(short.error?.issues[0]?.message).toBe('Password harus minimal 8 karakter');
    const mismatch = resetPasswordBodySchema.safeParse({
      ...reset,
      password_confirmation: 'lainlain1',
    });
    expect(mismatch.error?.issues[0]?.message).toBe('Password dan konfirmasi password tidak cocok');
  });

  it('wants a 6-digit code', () => {
    expect(resetPasswordBodySchema.safeParse({ ...reset, token: '12345' }).success).toBe(false);
  });
});
