// A pet's photo, or its initial on a tinted circle when there is none.
import { useApiUrl } from '../../../kit/apiUrl';

export function PetAvatar({ name, photoUrl, size = 'md' }: { name: string; photoUrl: string | null | undefined; size?: 'md' | 'lg' }) {
  const apiUrl = useApiUrl();
  const box = size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-16 w-16 text-xl';
  if (photoUrl) return <img src={apiUrl(photoUrl)} alt={`Photo of ${name}`} className={`${box} shrink-0 rounded-full border border-line object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-highlight font-bold text-primary`}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
