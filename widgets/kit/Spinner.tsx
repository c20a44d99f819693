// A busy indicator that screen readers announce: role=status with a text label. Inside a
// button it is decorative (the button's own aria-busy and text say what is happening).
export interface SpinnerProps {
  /** What is loading; read out, and shown beside the spinner unless `labelHidden`. */
  label?: string;
  labelHidden?: boolean;
  /** Purely visual: no role, hidden from assistive technology. */
  decorative?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

export function Spinner({ label = 'Loading…', labelHidden = false, decorative = false, size = 'md', className = '' }: SpinnerProps) {
  const wheel = (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent ${size === 'sm' ? 'h-4 w-4' : 'h-6 w-6 text-primary'}`}
    />
  );
  if (decorative) return wheel;
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-muted ${className}`.trim()}>
      {wheel}
      <span className={labelHidden ? 'sr-only' : 'text-sm'}>{label}</span>
    </span>
  );
}

/** A line saying what is loading, with a small spinner: the one loading state of a step or a list. */
export function LoadingLine({ children, className = '' }: { children: string; className?: string }) {
  return (
    <p className={`flex items-center gap-2 text-muted ${className}`.trim()}>
      <Spinner decorative size="sm" /> {children}
    </p>
  );
}
