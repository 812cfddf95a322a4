/**
 * sharp (libvips) and jsQR take about 33 MB of a server's memory once loaded, and only the
 * family's uploads need them: they are loaded with the first picture, not at start
 * (docs/performance.md). Each is loaded once; later calls get the same module.
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
let jsQrModule: Promise<typeof import('jsqr')> | undefined;

export async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

export async function loadJsQr() {
  jsQrModule ??= import('jsqr');
  return (await jsQrModule).default;
}
