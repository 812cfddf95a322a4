import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { patchRoutesOnNavigation, routes } from '../../src/app/router';
import { nasiGoreng, success } from '../helpers/menu-fixtures';
import { pending, mockFetch } from '../helpers/mock-fetch';
import { PROFILE, profileBody, SLOTS, slotsAnswer } from '../helpers/restaurant-fixtures';

/** What the server writes into a public page (apps/api/src/lib/page-hints.ts). */
function serverAnswers(answers: Record<string, unknown>): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'dapur-answers';
  block.textContent = JSON.stringify(answers).replaceAll('<', '\\u003c');
  document.body.append(block);
}

/** The app as main.tsx starts it: its own query client, which reads the page's answers. */
function openApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => document.getElementById('dapur-answers')?.remove());

describe('a page that came with its answers', () => {
  it('shows the menu and the restaurant at once, without asking the API', async () => {
    const dish = { ...nasiGoreng, nama: 'Nasi Goreng <Kampung>' };
    serverAnswers({ restaurant: profileBody(), foods: success([dish]) });
    const api = mockFetch({ 'GET /api/foods': pending, [PROFILE]: pending });

    openApp('/foods');

    expect(await screen.findByRole('heading', { name: 'Nasi Goreng <Kampung>' })).toBeVisible();
    expect(screen.getAllByText(profileBody().data.name).length).toBeGreaterThan(0);
    expect(api.callsTo('GET /api/foods')).toBe(0);
    expect(api.callsTo(PROFILE)).toBe(0);
  });

  it("shows a dish's page from its answer", async () => {
    serverAnswers({ restaurant: profileBody(), 'foods/3': success(nasiGoreng) });
    const api = mockFetch({ 'GET /api/foods/3': pending, [PROFILE]: pending });

    openApp('/foods/3');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nasi Goreng Kampung' }),
    ).toBeVisible();
    expect(api.callsTo('GET /api/foods/3')).toBe(0);
    expect(api.callsTo(PROFILE)).toBe(0);
  });

  it("shows the shop's status as the page was drawn, then asks for today's", async () => {
    const closed =
      'Restoran sedang tutup. Buka lagi besok pukul 07.00. Pilih waktu lain untuk memesan.';
    serverAnswers({
      restaurant: profileBody(),
      foods: success([nasiGoreng]),
      'restaurant/slots': {
        status: 'success',
        data: [],
        meta: {
          date: '2026-06-09',
          today: '2026-06-09',
          asap: { available: false, reason: closed },
          earliest: null,
        },
      },
    });
    // Since the page was kept, the shop has opened.
    let answer: (() => void) | undefined;
    const api = mockFetch({
      [SLOTS]: (request) =>
        new Promise((resolve) => (answer = () => resolve(slotsAnswer()(request)))),
    });

    openApp('/foods');

    // At once, as the server drew it: nothing moves when the app takes the page over.
    expect(await screen.findByText(closed)).toBeVisible();
    await waitFor(() => expect(api.callsTo(SLOTS)).toBe(1));
    expect(screen.getByText(closed)).toBeVisible();

    answer!();

    await waitFor(() => expect(screen.queryByText(closed)).not.toBeInTheDocument());
  });
});
