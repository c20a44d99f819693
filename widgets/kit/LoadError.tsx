// What a flow shows when its first data could not be loaded: the reason and a way to try
// again, announced as an alert.
import { Button } from './Button';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-danger p-4">
      <p className="text-ink">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
