import type { ReactNode } from 'react';

/** The payment page's QRIS section: its frame and heading, around the static or the exact code. */
export function QrisCard({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="qris-title"
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="qris-title" className="text-lg font-bold text-ink">
        Bayar dengan QRIS
      </h2>
      {children}
    </section>
  );
}
