// A drop-down of links (disclosure pattern, as the APG recommends for site navigation):
// the button toggles the list; Down/Up arrows move through the links, Escape closes and
// returns focus to the button; a click outside or choosing a link closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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
  /** Receives `close`, for entries that act rather than link. */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => [...(panel.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];

  const focusLink = (which: 'first' | 'last' | 1 | -1) => {
    const items = links();
    if (items.length === 0) return;
    if (which === 'first') return items[0]!.focus();
    if (which === 'last') return items[items.length - 1]!.focus();
    const current = items.indexOf(document.activeElement as HTMLElement);
    items[(current + which + items.length) % items.length]!.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const onButton = document.activeElement === button.current;
      if (!open) {
        setOpen(true);
        // The list is shown on the next render.
        setTimeout(() => focusLink(event.key === 'ArrowDown' ? 'first' : 'last'), 0);
      } else if (onButton) focusLink(event.key === 'ArrowDown' ? 'first' : 'last');
      else focusLink(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Home' && open && document.activeElement !== button.current) {
      event.preventDefault();
      focusLink('first');
    } else if (event.key === 'End' && open && document.activeElement !== button.current) {
      event.preventDefault();
      focusLink('last');
    }
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} className={buttonClassName} onClick={() => setOpen((o) => !o)}>
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        ref={panel}
        id={id}
        hidden={!open}
        className={`absolute top-full z-40 mt-2 min-w-[14rem] rounded-xl border border-line bg-white p-2 shadow-xl ${align === 'right' ? 'right-0' : 'left-0'} ${panelClassName}`}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
