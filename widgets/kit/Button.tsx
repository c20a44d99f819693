// The one button of the widgets and the portal (the portal's call-to-action links are styled
// with buttonClass(variant, 'pill')). `loading` keeps the label (so the button does not jump or lose
// its name), adds a spinner, marks it aria-busy and disables it: a second click cannot
// send the same request twice.
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';
/** 'pill' is the portal's call to action: rounded ends, small text. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'pill';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-hover border border-transparent',
  secondary: 'bg-surface text-primary border border-primary hover:bg-highlight',
  ghost: 'bg-transparent text-primary border border-transparent hover:bg-highlight underline-offset-2',
  danger: 'bg-danger text-white border border-transparent hover:opacity-90',
  /** On a coloured band (the portal's banners). */
  inverse: 'bg-white text-primary border border-transparent hover:bg-highlight',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 rounded-md px-3 text-sm',
  md: 'h-10 rounded-md px-4 text-base',
  lg: 'h-12 rounded-md px-6 text-lg',
  pill: 'rounded-full px-5 py-2.5 text-sm',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

export function Button({ variant = 'primary', size = 'md', loading = false, disabled, type = 'button', className = '', children, ...rest }: ButtonProps) {
  return (
    <button {...rest} type={type} disabled={disabled || loading} aria-busy={loading || undefined} className={buttonClass(variant, size, className)}>
      {loading && <Spinner decorative size="sm" />}
      {children}
    </button>
  );
}
