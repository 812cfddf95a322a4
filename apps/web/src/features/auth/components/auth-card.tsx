import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/ui/page-container';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Above the card: a way back. */
  back?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other account pages. */
  footer?: ReactNode;
}

/** The narrow, centred frame of the login, signup and password pages. */
export function AuthCard({ title, description, back, children, footer }: AuthCardProps) {
  return (
    <PageContainer className="flex justify-center">
      <div className="flex w-full max-w-md flex-col gap-4">
        {back}
        <div className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {description ? <p className="mt-2 text-ink-muted">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="flex flex-col gap-1 text-ink">{footer}</div> : null}
      </div>
    </PageContainer>
  );
}

export const textLinkClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';
