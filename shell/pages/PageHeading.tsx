// The visible h1 band of pages that have no content header of their own (flows, account).
import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-teal-50 px-4 py-10 sm:py-12">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {children && <div className="mt-3 max-w-3xl text-lg text-muted">{children}</div>}
      </div>
    </div>
  );
}
