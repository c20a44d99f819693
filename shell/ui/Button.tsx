// The portal's call-to-action links: the kit's one button look (widgets/kit/Button), as a pill.
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '../../widgets/kit/Button';
import { Link } from '../router/Link';
import { safeHref } from '../RichText';

export function ButtonLink({
  href,
  variant = 'primary',
  className = '',
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={buttonClass(variant, 'pill', className)}>
      {children}
    </Link>
  );
}

/** A content editor's call to action: shown only with both a label and a usable link. */
export function ActionButton({
  label,
  url,
  variant = 'primary',
  className,
}: {
  label: string | null | undefined;
  url: string | null | undefined;
  variant?: ButtonVariant;
  className?: string;
}) {
  const href = safeHref(url);
  if (!label?.trim() || !href) return null;
  return (
    <ButtonLink href={href} variant={variant} className={className}>
      {label}
    </ButtonLink>
  );
}
