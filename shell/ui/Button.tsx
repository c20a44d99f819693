// Buttons and button-styled links, one look across the portal (teal primary).
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '../router/Link';
import { safeHref } from '../RichText';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-primary disabled:opacity-50 disabled:cursor-not-allowed';

export const buttonClass: Record<ButtonVariant, string> = {
  primary: `${base} bg-primary text-white hover:bg-hover`,
  secondary: `${base} border-2 border-primary text-primary bg-white hover:bg-highlight`,
  ghost: `${base} text-primary hover:bg-highlight`,
  inverse: `${base} bg-white text-primary hover:bg-highlight`,
};

export function Button({ variant = 'primary', className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type="button" className={`${buttonClass[variant]} ${className}`.trim()} {...rest} />;
}

export function ButtonLink({ href, variant = 'primary', className = '', children }: { href: string; variant?: ButtonVariant; className?: string; children: ReactNode }) {
  return (
    <Link href={href} className={`${buttonClass[variant]} ${className}`.trim()}>
      {children}
    </Link>
  );
}

/** A content editor's call to action: shown only with both a label and a usable link. */
export function ActionButton({ label, url, variant = 'primary', className }: { label: string | null | undefined; url: string | null | undefined; variant?: ButtonVariant; className?: string }) {
  const href = safeHref(url);
  if (!label?.trim() || !href) return null;
  return (
    <ButtonLink href={href} variant={variant} className={className}>
      {label}
    </ButtonLink>
  );
}
