'use client';
// The slug as the editor sees it: while the document has no address yet (a new page, or the
// empty draft "Create New" saves for its preview) and the editor has not typed one of their own,
// it follows the title (src/slugs.ts makes the same slug on save). Once saved with an address, a
// title change leaves it alone: links to it keep working.
import { TextField, useField, useFormFields } from '@payloadcms/ui';
import type { TextFieldClientComponent } from 'payload';
import { useEffect, useRef } from 'react';
import { slugify } from '../slugify';

export const SlugInput: TextFieldClientComponent = (props) => {
  const { from } = props as unknown as { from: string };
  const { value, setValue } = useField<string>({ path: props.path });
  const title = useFormFields(([fields]) => fields[from]?.value);
  // The last slug made from the title: any other value is the editor's (or a saved one) and stays.
  const made = useRef<string | null>(value ? null : '');

  useEffect(() => {
    if (made.current === null) return;
    if ((value ?? '') !== made.current) {
      made.current = null;
      return;
    }
    const next = slugify(title);
    if (next !== made.current) {
      made.current = next;
      setValue(next);
    }
  }, [title, value, setValue]);

  return <TextField {...props} />;
};
