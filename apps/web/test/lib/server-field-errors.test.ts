import { describe, expect, it } from 'vitest';
import { apiClient } from '../../src/lib/api-client';
import { serverFieldErrors } from '../../src/lib/server-field-errors';
import { json, mockFetch, offline, type FetchHandler } from '../helpers/mock-fetch';

/** What `PUT /api/form` rejects with when the server responds with `body` and `status`. */
async function refusal(body: unknown, status = 422): Promise<unknown> {
  return failureOf(() => json(body, status));
}

async function failureOf(handler: FetchHandler): Promise<unknown> {
  mockFetch({ 'PUT /api/form': handler });
  try {
    await apiClient.put('form', { json: {} }).json();
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

const fields = ['name', 'email', 'opening_hours'] as const;

describe('serverFieldErrors', () => {
  it('sorts a 422’s messages into the form’s fields, places inside them, and the rest', async () => {
    const error = await refusal({
      status: 'error',
      message: 'Data tidak valid.',
      errors: {
        email: ['Email sudah terdaftar.', 'Email terlalu panjang.'],
        'opening_hours.2.close': ['Jam tutup harus setelah jam buka.'],
        email_confirmation: ['Email tidak sama.'],
        body: ['Isi permintaan tidak valid.'],
        name: ['Nama wajib diisi.'],
      },
    });
    expect(serverFieldErrors(error, fields)).toEqual({
      fields: [
        { name: 'email', messages: ['Email sudah terdaftar.', 'Email terlalu panjang.'] },
        { name: 'opening_hours.2.close', messages: ['Jam tutup harus setelah jam buka.'] },
        { name: 'name', messages: ['Nama wajib diisi.'] },
      ],
      others: [['Email tidak sama.'], ['Isi permintaan tidak valid.']],
    });
  });

  it('keeps the one string older servers send as a message no field shows (spec §5)', async () => {
    const error = await refusal({
      status: 'error',
      message: 'Gagal.',
      errors: 'Data tidak valid.',
    });
    expect(serverFieldErrors(error, fields)).toEqual({
      fields: [],
      others: [['Data tidak valid.']],
    });
  });

  it('leaves out empty messages, and a field that has only those', async () => {
    const error = await refusal({
      status: 'error',
      message: 'Gagal.',
      errors: { name: ['', 'Nama wajib diisi.'], email: [''], other: [] },
    });
    expect(serverFieldErrors(error, fields)).toEqual({
      fields: [{ name: 'name', messages: ['Nama wajib diisi.'] }],
      others: [],
    });
  });

  it('finds nothing in a refusal without field messages, nor in a lost connection', async () => {
    const none = { fields: [], others: [] };
    expect(
      serverFieldErrors(await refusal({ status: 'error', message: 'Habis.' }, 409), fields),
    ).toEqual(none);
    const proxyPage = () => new Response('<html>502</html>', { status: 502 });
    expect(serverFieldErrors(await failureOf(proxyPage), fields)).toEqual(none);
    expect(serverFieldErrors(await failureOf(offline), fields)).toEqual(none);
    expect(serverFieldErrors(undefined, fields)).toEqual(none);
  });
});
