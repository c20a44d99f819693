// One clinician's free times as buttons. A day can offer dozens per clinician, so each group is
// one stop in the Tab order (its chosen time, else its first: a roving tabindex) and the arrow
// keys, Home and End move within it; Enter or Space chooses, as on any button.
import { useRef, type KeyboardEvent } from 'react';
import { Button } from '../kit';

export interface OfferedTime {
  slotId: string;
  label: string;
}

const KEYS: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowDown: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  ArrowUp: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

export function TimeButtons({
  name,
  times,
  chosen,
  onChoose,
}: {
  name: string;
  times: readonly OfferedTime[];
  chosen: string | null;
  onChoose: (slotId: string) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosenAt = times.findIndex((t) => t.slotId === chosen);
  const tabStop = chosenAt >= 0 ? chosenAt : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(at, times.length - 1)]?.focus();
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink">{name}</legend>
      <div className="flex flex-wrap gap-2">
        {times.map((time, at) => (
          <Button
            key={time.slotId}
            ref={(node) => {
              buttons.current[at] = node;
            }}
            size="sm"
            variant={time.slotId === chosen ? 'primary' : 'secondary'}
            aria-pressed={time.slotId === chosen}
            tabIndex={at === tabStop ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, at)}
            onClick={() => onChoose(time.slotId)}
          >
            {time.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
