import { screen, within } from '@testing-library/react';
import { TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { formatSuggestionDate } from '../../src/features/suggestions/lib/format-suggestion-date';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import { json, mockFetch, offline, pending } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const SUGGESTIONS = 'GET /api/suggestions';

const fromSiti = {
  id: 2,
  content: 'Rendangnya empuk sekali, mohon tambah menu gulai.',
  // 03:00 on 5 May in Jakarta.
  created_at: '2024-05-04T20:00:00.000Z',
  user: { name: 'Siti Rahmawati' },
};
const anonymous = {
  id: 1,
  content: 'Sambalnya mantap.',
  created_at: '2024-03-01T05:00:00.000Z',
  user: null,
};

async function section() {
  const heading = await screen.findByRole('heading', { name: 'Saran Pelanggan' });
  return heading.closest('section') as HTMLElement;
}

describe('suggestions on the home page', () => {
  it('shows each suggestion with its author, its date in Indonesian and its text', async () => {
    mockFetch({ [SUGGESTIONS]: () => json({ status: 'success', data: [fromSiti, anonymous] }) });
    renderApp('/');
    const list = await section();
    const items = await within(list).findAllByRole('article');
    expect(items).toHaveLength(2);

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText(fromSiti.content)).toBeVisible();
    expect(within(first).getByText('Siti Rahmawati')).toBeVisible();
    const date = within(first).getByText('5 Mei 2024');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', fromSiti.created_at);

    expect(within(second).getByText('Anonymous')).toBeVisible();
    expect(within(second).getByText('1 Maret 2024')).toBeVisible();
  });

  it("says 'Belum ada saran dari pelanggan.' when there are none", async () => {
    mockFetch({ [SUGGESTIONS]: () => json({ status: 'success', data: [] }) });
    renderApp('/');
    expect(await screen.findByText('Belum ada saran dari pelanggan.')).toBeVisible();
  });

  it('says it is loading', async () => {
    mockFetch({ [SUGGESTIONS]: pending });
    renderApp('/');
    expect(await screen.findByText('Memuat saran...')).toBeVisible();
  });

  it("says 'Request timeout. Please try again.' after a timeout", async () => {
    mockFetch({ [SUGGESTIONS]: (request) => Promise.reject(new TimeoutError(request)) });
    renderApp('/');
    expect(await within(await section()).findByRole('alert')).toHaveTextContent(
      'Request timeout. Please try again.',
    );
  });

  it("waits the full 10 s for a response, then says 'Request timeout. Please try again.' without asking again", async () => {
    const api = mockFetch({ [SUGGESTIONS]: pending });
    // The clock is fake from the start, so the request's own 10 s timer runs on it.
    useFakeClock();
    renderApp('/');
    let list = document.body;
    await settle(() => {
      list = screen.getByRole('region', { name: 'Saran Pelanggan' });
      expect(within(list).getByText('Memuat saran...')).toBeVisible();
      expect(api.callsTo(SUGGESTIONS)).toBe(1);
    });
    const request = api.requestsTo(SUGGESTIONS)[0];

    await advance(9_999);
    expect(request?.signal.aborted).toBe(false);
    expect(within(list).getByText('Memuat saran...')).toBeVisible();
    expect(within(list).queryByRole('alert')).not.toBeInTheDocument();

    await advance(1);
    expect(request?.signal.aborted).toBe(true);
    // React Query hands the failure to the page on a zero-delay timer, which a fake clock
    // started inside a tick runs one millisecond later: the message is due now, not after a wait.
    await advance(1);
    expect(within(list).getByRole('alert')).toHaveTextContent('Request timeout. Please try again.');
    expect(within(list).queryByText('Memuat saran...')).not.toBeInTheDocument();

    // A timed-out request is not repeated behind the customer's back.
    await advance(15_000);
    expect(api.callsTo(SUGGESTIONS)).toBe(1);
  });

  it.each([500, 503])('says the server is unavailable on a %i', async (status) => {
    const api = mockFetch({ [SUGGESTIONS]: () => json({ status: 'error', message: 'x' }, status) });
    renderApp('/');
    expect(await within(await section()).findByRole('alert')).toHaveTextContent(
      'Server is currently unavailable. Please try again later.',
    );
    expect(api.callsTo(SUGGESTIONS)).toBe(2);
  });

  it.each([
    ['no response', offline],
    ['a 404', () => json({ status: 'error', message: 'Not found' }, 404)],
  ])(
    "says 'Failed to load suggestions. Please check your connection.' for %s",
    async (_c, handler) => {
      mockFetch({ [SUGGESTIONS]: handler });
      renderApp('/');
      expect(await within(await section()).findByRole('alert')).toHaveTextContent(
        'Failed to load suggestions. Please check your connection.',
      );
    },
  );

  it('loads again from the error', async () => {
    let up = false;
    mockFetch({
      [SUGGESTIONS]: () =>
        up ? json({ status: 'success', data: [anonymous] }) : new Response('', { status: 502 }),
    });
    const { user } = renderApp('/');
    const alert = await within(await section()).findByRole('alert');
    up = true;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Sambalnya mantap.')).toBeVisible();
  });
});

describe('formatSuggestionDate', () => {
  it('dates by the restaurant’s clock (Asia/Jakarta), not UTC', () => {
    expect(formatSuggestionDate('2024-12-31T17:30:00Z')).toBe('1 Januari 2025');
    expect(formatSuggestionDate('2024-12-31T16:59:00Z')).toBe('31 Desember 2024');
  });

  it('writes each day as Intl.DateTimeFormat does for id-ID in Asia/Jakarta', () => {
    const intl = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    });
    // Every 7 hours and 13 minutes over six years: each month, each hour of the day.
    for (let at = Date.UTC(2023, 0, 1); at < Date.UTC(2029, 0, 1); at += 433 * 60_000) {
      const iso = new Date(at).toISOString();
      expect(formatSuggestionDate(iso), iso).toBe(intl.format(at));
    }
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatSuggestionDate('kemarin')).toBe('');
  });
});
