// An image picker with a preview (pet photos, feedback attachments). It refuses, before
// anything is sent, files that are not one of the allowed formats and images larger than
// the maximum size, with the spec's messages (the spec: png, jpg, jpeg, svg, at most
// 800x400 by default). A minimum size can be asked for too.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_UPLOAD_FORMATS, IMAGE_UPLOAD_MAX } from '../../shared/domain/limits';
import { Button } from './Button';
import { readDataUrl } from './readDataUrl';
import { controlLinks, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldProps } from './Field';

export interface ImageSize {
  width: number;
  height: number;
}

export interface ImageUploadProps extends FieldProps {
  onChange: (file: File | null) => void;
  /** Lower-case extensions, without the dot. */
  formats?: readonly string[];
  maxWidth?: number;
  maxHeight?: number;
  minWidth?: number;
  minHeight?: number;
  /** The largest file accepted, in bytes: stated in the hint and checked before any upload. */
  maxBytes?: number;
  /** What to say when the file is over maxBytes (the server's own words, so both agree). */
  tooManyBytesMessage?: string;
  /** A preview to start with (an image already saved). */
  initialPreview?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Reads an image's pixel size; injectable because test DOMs do not decode images. */
  readSize?: (file: File, dataUrl: string) => Promise<ImageSize>;
  className?: string;
}

const MIME: Record<string, string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/jpg'],
  jpeg: ['image/jpeg', 'image/jpg'],
  svg: ['image/svg+xml'],
  gif: ['image/gif'],
  webp: ['image/webp'],
};

export const formatMessage = (formats: readonly string[]) => `File must be a ${formats.join(', ')} image`;
export const tooLargeMessage = (width: number, height: number) => `Image must be no larger than ${width}x${height}px`;
export const tooManyBytesMessage = (bytes: number) => `The file must be at most ${Math.floor(bytes / 1024)} KB`;
export const tooSmallMessage = (width: number, height: number) => `Image must be at least ${width}x${height}px`;

/** True when both the file name's extension and its type (when the browser gives one) are allowed. */
export function isAllowedFormat(file: Pick<File, 'name' | 'type'>, formats: readonly string[]): boolean {
  const extension = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (!extension || !formats.includes(extension)) return false;
  return !file.type || (MIME[extension] ?? []).includes(file.type.toLowerCase());
}

function decodeSize(_file: File, dataUrl: string): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not an image'));
    image.src = dataUrl;
  });
}

export function ImageUpload({
  label,
  hint,
  error: outerError,
  onChange,
  formats = IMAGE_UPLOAD_FORMATS,
  maxWidth = IMAGE_UPLOAD_MAX.width,
  maxHeight = IMAGE_UPLOAD_MAX.height,
  minWidth,
  minHeight,
  maxBytes,
  tooManyBytesMessage: bytesMessage,
  initialPreview = null,
  required,
  disabled,
  readSize = decodeSize,
  className = '',
}: ImageUploadProps) {
  const ids = useFieldIds();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(initialPreview);
  const [fileName, setFileName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);
  useEffect(() => () => void (latest.current = -1), []);
  const error = problem ?? outerError;

  const refuse = (message: string) => {
    setProblem(message);
    // Clear the input so choosing the same (fixed) file again fires a change.
    if (input.current) input.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const request = ++latest.current;
    if (!isAllowedFormat(file, formats)) return refuse(formatMessage(formats));
    if (maxBytes !== undefined && file.size > maxBytes) return refuse(bytesMessage ?? tooManyBytesMessage(maxBytes));
    setChecking(true);
    try {
      const dataUrl = await readDataUrl(file);
      const size = await readSize(file, dataUrl);
      if (request !== latest.current) return;
      if (size.width > maxWidth || size.height > maxHeight) return refuse(tooLargeMessage(maxWidth, maxHeight));
      if ((minWidth && size.width < minWidth) || (minHeight && size.height < minHeight)) return refuse(tooSmallMessage(minWidth ?? 0, minHeight ?? 0));
      setProblem(null);
      setPreview(dataUrl);
      setFileName(file.name);
      onChange(file);
    } catch {
      if (request === latest.current) refuse(formatMessage(formats));
    } finally {
      if (request === latest.current) setChecking(false);
    }
  };

  const remove = () => {
    latest.current++;
    setPreview(null);
    setFileName('');
    setProblem(null);
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
    onChange(null);
  };

  const accept = formats.map((f) => `.${f}`).join(',');
  const sizeHint = `${formats.join(', ')}; at most ${maxWidth}x${maxHeight}px${maxBytes !== undefined ? ` and ${Math.floor(maxBytes / 1024)} KB` : ''}`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={input}
        {...controlLinks(ids, { label, hint: hint ?? sizeHint, error })}
        type="file"
        accept={accept}
        required={required && !preview}
        disabled={disabled}
        onChange={(event) => void onFile(event)}
        className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      />
      <FieldHint id={ids.hintId}>{hint ?? sizeHint}</FieldHint>
      <div aria-live="polite">
        <FieldError id={ids.errorId}>{error}</FieldError>
        {checking && <p className="mt-1 text-sm text-muted">Checking the image…</p>}
      </div>
      {preview && (
        <div className="mt-3 flex items-end gap-3">
          <img
            src={preview}
            alt={fileName ? `Preview of ${fileName}` : 'Preview of the chosen image'}
            className="max-h-40 max-w-full rounded-md border border-line object-contain"
          />
          <Button variant="secondary" size="sm" onClick={remove} disabled={disabled}>
            Remove image
          </Button>
        </div>
      )}
    </div>
  );
}
