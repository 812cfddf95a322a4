import { describe, expect, it } from 'vitest';
import { historyParagraphs, mapLinkUrl } from '../../src/features/about/lib/restaurant-story';

describe('history', () => {
  it('is split into paragraphs on blank lines, ignoring extra blank lines and spaces', () => {
    expect(
      historyParagraphs('Berawal dari dapur rumah.\n\n  \n\nKini anak-anak ikut memasak.\n'),
    ).toEqual(['Berawal dari dapur rumah.', 'Kini anak-anak ikut memasak.']);
    expect(historyParagraphs('')).toEqual([]);
  });
});

describe('map link', () => {
  it('opens an OpenStreetMap embed at its marker, or the middle of its box', () => {
    expect(
      mapLinkUrl(
        'https://www.openstreetmap.org/export/embed.html?bbox=110.3960%2C-7.7240%2C110.4160%2C-7.7080&layer=mapnik&marker=-7.7160%2C110.4060',
      ),
    ).toBe('https://www.openstreetmap.org/?mlat=-7.716&mlon=110.406#map=16/-7.716/110.406');
    expect(
      mapLinkUrl('https://www.openstreetmap.org/export/embed.html?bbox=110.39,-7.72,110.41,-7.70'),
    ).toBe('https://www.openstreetmap.org/?mlat=-7.71000&mlon=110.40000#map=16/-7.71000/110.40000');
  });

  it('drops output=embed from a Google Maps search and keeps any other embed as it is', () => {
    expect(mapLinkUrl('https://www.google.com/maps?q=Warung+Mbak+Sri&output=embed')).toBe(
      'https://www.google.com/maps?q=Warung+Mbak+Sri',
    );
    const pb = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    expect(mapLinkUrl(pb)).toBe(pb);
  });
});
