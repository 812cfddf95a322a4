import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** The page's width and side padding; every page sits in one. */
export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12', className)}>
      {children}
    </div>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
}

export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 max-w-2xl text-lg text-ink-muted">{description}</p> : null}
    </div>
  );
}
