// Blocked time on the diary: hatched, with its reason. Removing it is one button away, in the
// block's own words, so it can be found by keyboard and read by a screen reader.
import type { DiaryBlock } from '../../../shared/schemas/deskDiary';
import { useDiaryActions } from './store';
import { clock } from './time';

export function BlockBox({ block, className = '', style }: { block: DiaryBlock; className?: string; style?: React.CSSProperties }) {
  const { unblock, noticed } = useDiaryActions();
  const remove = async () => {
    const outcome = await unblock(block.id);
    noticed(outcome.ok ? `The blocked time "${block.reason}" was removed.` : outcome.message);
  };
  return (
    <div
      className={`overflow-hidden rounded-md border border-dashed border-warn px-2 py-1 text-xs text-ink ${className}`}
      style={{ ...style, backgroundImage: 'repeating-linear-gradient(135deg, #fef3c7 0 8px, #fffbeb 8px 16px)' }}
    >
      <span className="font-semibold">{block.reason}</span>{' '}
      <span className="text-muted">
        {clock(block.start)} to {clock(block.end)}
      </span>{' '}
      <button
        type="button"
        className="font-semibold text-warn underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        aria-label={`Remove blocked time ${clock(block.start)} to ${clock(block.end)}: ${block.reason}`}
        onClick={() => void remove()}
      >
        Remove
      </button>
    </div>
  );
}
