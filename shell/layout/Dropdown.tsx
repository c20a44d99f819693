// A drop-down of links (disclosure pattern, as the APG recommends for site navigation). The
// markup only: the behaviour (toggle, arrows, Escape, click outside) is plain DOM in
// shell/islands/dropdowns.ts, so it works on a server-rendered page without React.
import { useId, type ReactNode } from 'react';

export function Dropdown({
  label,
  buttonClassName,
  panelClassName = '',
  align = 'left',
  children,
}: {
  label: ReactNode;
  buttonClassName: string;
  panelClassName?: string;
  align?: 'left' | 'right';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div data-dropdown="" className="relative">
      <button type="button" aria-expanded="false" aria-controls={id} className={`group ${buttonClassName}`}>
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180">
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        id={id}
        hidden
        className={`absolute top-full z-40 mt-2 min-w-[14rem] rounded-xl border border-line bg-white p-2 shadow-xl ${align === 'right' ? 'right-0' : 'left-0'} ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
