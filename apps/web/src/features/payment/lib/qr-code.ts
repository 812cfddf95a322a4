import QRCode from 'qrcode';
import { formatPrice } from '../../../lib/format-price';

/** Medium error correction and the standard quiet zone of four modules, as the server draws it. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The code as an SVG data URL for an <img>: sharp at any size, no canvas needed. */
export async function qrSvgDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const WIDTH = 600;
const QUIET = 4;

/**
 * The picture "Simpan QR" saves: the code, and under it the restaurant's name, the amount and
 * the order number, so the customer recognises it in their gallery. Drawn module by module on
 * a canvas and written as PNG, which every e-wallet's gallery scanner reads.
 */
export async function qrSavePicture({
  payload,
  restaurant,
  amount,
  orderId,
}: {
  payload: string;
  restaurant: string;
  amount: number;
  orderId: number;
}): Promise<Blob> {
  const { modules } = QRCode.create(payload, {
    errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel,
  });
  const cells = modules.size + QUIET * 2;
  const cell = Math.floor(WIDTH / cells);
  const side = cell * cells;
  const left = Math.floor((WIDTH - side) / 2);
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = side + 170;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        context.fillRect(left + (column + QUIET) * cell, (row + QUIET) * cell, cell, cell);
      }
    }
  }

  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  const middle = WIDTH / 2;
  context.font = 'bold 30px system-ui, sans-serif';
  context.fillText(restaurant, middle, side + 30, WIDTH - 40);
  context.font = 'bold 44px system-ui, sans-serif';
  context.fillText(formatPrice(amount), middle, side + 90, WIDTH - 40);
  context.font = '24px system-ui, sans-serif';
  context.fillStyle = '#444444';
  context.fillText(`Pesanan #${orderId}`, middle, side + 135, WIDTH - 40);

  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The QR picture was not written'))),
      'image/png',
    );
  });
}

/**
 * Hands the picture to the phone's share sheet ("Simpan ke Galeri", or straight into an
 * e-wallet) where the browser can share files, else downloads it. Returns how it went; a
 * share the customer closed is no failure.
 */
export async function savePicture(
  picture: Blob,
  fileName: string,
): Promise<'shared' | 'downloaded'> {
  const file = new File([picture], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file] });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
      // Refused (no gesture left, a policy): the download below still works.
    }
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next tick; the URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}
