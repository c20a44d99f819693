// A 24-px line icon drawn in the text's colour (the basket, the bell): decorative, so hidden
// from assistive technology; the button around it carries the name.
import type { ReactNode } from 'react';

export function StrokeIcon({ children, className = 'h-6 w-6' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
