import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import type { Order } from '@dapur/shared/orders';
import { bearer, signInCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { rupiah } from './support/menu';

/**
 * Paying on the phone that ordered: the payment page's QR carries the order's exact total, the
 * customer saves it to the gallery and confirms. The demo shop stores the sample QRIS code as
 * text, so its payment page shows the exact-amount code.
 */

interface Pixels {
  width: number;
  height: number;
  /** RGBA bytes, base64: a few megabytes of numbers would be slow to bring out of the page. */
  rgba: string;
}

/**
 * The pixels of a picture loaded from `src` in the page, on white: at `side` × `side` (an SVG
 * has no size of its own), or at its natural size.
 */
async function pixelsInPage({ src, side }: { src: string; side?: number }): Promise<Pixels> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = side ?? image.naturalWidth;
  canvas.height = side ?? image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
}

/** The text of the QR code in a picture, read from its pixels as a banking app would. */
async function qrText(page: Page, source: { img: Locator } | { png: Buffer }): Promise<string> {
  const pixels =
    'img' in source
      ? await page.evaluate(pixelsInPage, {
          src: (await source.img.getAttribute('src')) ?? '',
          side: 600,
        })
      : await page.evaluate(pixelsInPage, {
          src: `data:image/png;base64,${source.png.toString('base64')}`,
        });
  const rgba = Uint8ClampedArray.from(Buffer.from(pixels.rgba, 'base64'));
  const code = jsQR(rgba, pixels.width, pixels.height);
  if (!code) throw new Error('no QR code could be read from the picture');
  return code.data;
}

/** Top-level EMVCo fields of a QRIS payload, id → value. */
function fields(payload: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    found.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

test('a customer pays the exact total from a saved QR, then sees the order waiting for the check', async ({
  page,
  request,
}) => {
  const customer = await signInCustomer(page, request);
  // The order itself is placed through the API: the order forms have journeys of their own.
  const placed = await request.post('/api/orders/direct', {
    headers: bearer(customer.token),
    data: {
      name: customer.name,
      address: 'Jl. Palagan Tentara Pelajar No. 8, Sleman',
      phone: '0812 9876 5432',
      food_id: 3,
      quantity: 3,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: Order }).data;

  await page.goto('/payment');
  const panel = page.getByRole('region', { name: 'Bayar dengan QRIS' });
  await expect(panel.getByText('Jumlah yang dibayar')).toBeVisible();
  await expect(panel).toContainText(rupiah(order.total_amount));
  const qr = panel.getByRole('img', { name: /^Kode QRIS .+ senilai / });
  await expect(qr).toHaveAccessibleName(
    new RegExp(`senilai ${rupiah(order.total_amount).source}$`),
  );

  // What a banking app reads from the screen: a dynamic code with the order's total.
  const shown = await qrText(page, { img: qr });
  expect(fields(shown).get('01')).toBe('12');
  expect(fields(shown).get('54')).toBe(String(order.total_amount));
  const fromServer = await request.get(`/api/orders/${order.id}/qris`, {
    headers: bearer(customer.token),
  });
  expect(((await fromServer.json()) as { data: { payload: string } }).data.payload).toBe(shown);

  // "Simpan QR" saves a PNG that a gallery scanner reads back as the same code.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Simpan QR' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`qris-pesanan-${order.id}.png`);
  const png = await readFile(await saved.path());
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(await qrText(page, { png })).toBe(shown);
  await expect(panel.getByRole('status')).toHaveText(
    'QR disimpan. Pilih gambar ini dari galeri di aplikasi pembayaran Anda.',
  );

  // Confirming records the payment and moves the order on (spec), then shows the order.
  await page.getByRole('button', { name: 'Saya Sudah Bayar' }).click();
  await expect(page).toHaveURL(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pesanan #${order.id}` })).toBeVisible();
  await expect(
    page.getByText('Terima kasih! Restoran akan mengecek pembayaran Anda.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pembayaran' })).toContainText(
    'Sudah dibayar — Belum dicek',
  );
  const after = await request.get(`/api/orders/${order.id}`, { headers: bearer(customer.token) });
  expect(((await after.json()) as { data: Order }).data).toMatchObject({
    status: 'processing',
    payment: { status: 'completed', amount: order.total_amount, verification: 'unverified' },
  });
});
