'use client';
// A block's row in the admin, as Payload draws it (its number and kind), then the block's own
// title as the editor types it, in place of Payload's "Untitled" block name: a long page's
// collapsed blocks read "03 Article  Vaccinations at half price", not "03 Article Untitled".
import { Pill, useRowLabel } from '@payloadcms/ui';

/** The fields a block is known by, in order: the first one filled in names the row. */
const NAMED_BY = ['title', 'name', 'question', 'label', 'tag'] as const;

export function BlockLabel({ blockLabel }: { blockLabel: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>();
  const title = NAMED_BY.map((field) => data?.[field]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return (
    <>
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill className="blocks-field__block-pill" pillStyle="white" size="small">
        {blockLabel}
      </Pill>
      {title && <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</span>}
    </>
  );
}
