/**
 * Draws the demo restaurant's pictures in code — one flat illustration per dish
 * and per category — and renders them with sharp to WebP in `apps/api/storage/`, at
 * 800×600 and as a 400×300 copy beside each (`x-400.webp`).
 * Also writes the logo, favicon and app icons to `apps/web/public/` (the installable app's
 * icons: 192 and 512 pixels, and a maskable 512).
 *
 *   npm run images [-- slug-filter]     (from the repository root; installs this tool first)
 *   npm run images -- icons             (the logo and icons alone)
 *
 * Deterministic: every random choice comes from a generator seeded by the slug.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoCategories, demoFoods } from '../../apps/api/src/db/seed/demo-menu.ts';
import { PHOTO_SIZES, smallPhotoOf } from '../../packages/shared/src/menu.ts';
import { makeRng, resetIds, g } from './src/svg.ts';
import { scene } from './src/scene.ts';
import type { Art } from './src/types.ts';
import { riceArt } from './src/dishes-rice.ts';
import { laukArt } from './src/dishes-lauk.ts';
import { sayurArt } from './src/dishes-sayur.ts';
import { jajanArt } from './src/dishes-jajan.ts';
import { drinkArt } from './src/dishes-drinks.ts';
import { cateringArt } from './src/dishes-catering.ts';
import { categoryArt } from './src/categories.ts';
import { logoSvg, iconSvg } from './src/logo.ts';

const here = dirname(fileURLToPath(import.meta.url));
const storage = resolve(here, '../../apps/api/storage');
const publicDir = resolve(here, '../../apps/web/public');

const foodArt: Record<string, Art> = {
  ...riceArt,
  ...laukArt,
  ...sayurArt,
  ...jajanArt,
  ...drinkArt,
  ...cateringArt,
};

function draw(slug: string, art: Art): string {
  resetIds();
  const r = makeRng(slug);
  return scene(g(art.props ? art.props(makeRng(`${slug}:props`)) : '') + art.main(r));
}

/** WebP at quality 80, stepping down a little for the busiest pictures to stay under ~45 KB. */
async function render(svg: string, file: string): Promise<number> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  let buf = Buffer.alloc(0);
  for (let quality = 80; quality >= 70; quality -= 2) {
    buf = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
    if (buf.length <= 45 * 1024) break;
  }
  await writeFile(file, buf);
  // The menu's smaller copy (srcset), named as the shop names an upload's: x-400.webp.
  const small = await sharp(png)
    .resize(PHOTO_SIZES.small.width, PHOTO_SIZES.small.height)
    .webp({ quality: 80, effort: 6 })
    .toBuffer();
  await writeFile(smallPhotoOf(file), small);
  return buf.length;
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const jobs: [string, Art | undefined, string][] = [
    ...demoFoods.map((f): [string, Art | undefined, string] => [
      f.slug,
      foodArt[f.slug],
      join(storage, 'foods'),
    ]),
    ...demoCategories.map((c): [string, Art | undefined, string] => [
      c.slug,
      categoryArt[c.slug],
      join(storage, 'categories'),
    ]),
  ];
  for (const [slug, art, dir] of jobs) {
    if (only && (only === 'icons' || !slug.includes(only))) continue;
    if (!art) {
      console.warn(`! no drawing for ${slug}`);
      continue;
    }
    await mkdir(dir, { recursive: true });
    const bytes = await render(draw(slug, art), join(dir, `${slug}.webp`));
    console.log(`${(bytes / 1024).toFixed(1).padStart(5)} KB  ${join(dir, slug)}.webp`);
  }
  if (!only || only === 'icons') {
    await mkdir(publicDir, { recursive: true });
    await writeFile(join(publicDir, 'logo.svg'), logoSvg('logo'));
    await writeFile(join(publicDir, 'favicon.svg'), logoSvg('favicon'));
    await sharp(Buffer.from(iconSvg(180)))
      .png()
      .toFile(join(publicDir, 'apple-touch-icon.png'));
    const icons: [string, string][] = [
      ['icon-192.png', iconSvg(192)],
      ['icon-512.png', iconSvg(512)],
      ['icon-maskable-512.png', iconSvg(512, 'maskable')],
    ];
    for (const [name, svg] of icons) {
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 9, palette: true })
        .toFile(join(publicDir, name));
    }
    console.log(
      `logo.svg, favicon.svg, apple-touch-icon.png, ${icons.map(([name]) => name).join(', ')}`,
    );
  }
}

await main();
