const highlights = [
  {
    title: 'Dimasak setiap pagi',
    text: 'Bumbu diulek sendiri dan santan diperas setiap pagi, tanpa penyedap buatan.',
  },
  {
    title: 'Nasi box untuk kantor',
    text: 'Makan siang lengkap dalam kotak, diantar tepat waktu untuk rapat dan acara kantor.',
  },
  {
    title: 'Katering acara keluarga',
    text: 'Paket untuk arisan, syukuran, dan pernikahan kecil. Pesan paling lambat H-2.',
  },
] as const;

export function HomeHighlights() {
  return (
    <section aria-labelledby="highlights-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="highlights-title" className="text-2xl font-bold text-ink sm:text-3xl">
        Kenapa memesan di sini
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {highlights.map((item) => (
          <li key={item.title} className="rounded-2xl border border-cream-200 bg-white p-5">
            <h3 className="text-lg font-semibold text-brand-800">{item.title}</h3>
            <p className="mt-2 text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
