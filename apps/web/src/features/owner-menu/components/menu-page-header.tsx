import type { ReactNode } from 'react';
import { BackLink } from '../../../components/ui/back-link';

export interface MenuPageHeaderProps {
  title: ReactNode;
  /** The way back, above the title. */
  back?: { to: string; label: string };
  /** Buttons beside the title (below it on a narrow phone). */
  actions?: ReactNode;
}

export function MenuPageHeader({ title, back, actions }: MenuPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      {back ? (
        <BackLink to={back.to} spaced={false}>
          {back.label}
        </BackLink>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
          {title}
        </h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
