// A progress bar of N named stages (the booking flow's four). An ordered list, so it reads
// as "list, 4 items"; the current stage has aria-current="step" and done stages say so in
// text, not only in colour.
//
// On phones (under 480 px) four labels side by side get cut to "Abou…", so there the bar
// segments stay and one visible line says "Step 2 of 4: Appointment details"; the stage
// labels are only visually hidden (sr-only), so screen readers still hear every stage.
// From 480 px (`min-[480px]:`, written out in full: styles are generated at build time from the
// class names in the source, see scripts/twind-css.ts) the labels show under their segments and wrap rather than truncate.
export interface StepperProps {
  stages: readonly string[];
  /** The current stage, 0-based. */
  current: number;
  label?: string;
  className?: string;
}

export function Stepper({ stages, current, label = 'Progress', className = '' }: StepperProps) {
  const at = Math.min(Math.max(current, 0), stages.length - 1);
  return (
    <nav aria-label={label} className={className}>
      <p data-part="summary" className={`mb-2 text-sm font-semibold text-ink min-[480px]:sr-only`}>
        {`Step ${at + 1} of ${stages.length}: ${stages[at] ?? ''}`}
      </p>
      <ol className="flex w-full gap-2">
        {stages.map((stage, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'todo';
          return (
            <li key={stage} aria-current={state === 'current' ? 'step' : undefined} data-state={state} className="min-w-0 flex-1">
              <span
                aria-hidden="true"
                data-fill={state === 'todo' ? 'todo' : 'done'}
                className={`block h-1.5 rounded-full ${state === 'todo' ? 'bg-line' : 'bg-primary'}`}
              />
              <span
                data-part="stage-label"
                className={`sr-only min-[480px]:not-sr-only min-[480px]:mt-2 min-[480px]:flex items-start gap-1.5 text-xs leading-tight sm:text-sm ${
                  state === 'current' ? 'font-semibold text-ink' : 'text-muted'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs ${
                    state === 'todo' ? 'border border-line text-muted' : 'bg-primary text-white'
                  }`}
                >
                  {state === 'done' ? '✓' : index + 1}
                </span>
                <span className="min-w-0 break-words pt-0.5">{stage}</span>
                {state === 'done' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
