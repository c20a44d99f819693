// The booking flow's first words: the emergency notice and the welcome, drawn from the start
// answer alone (no store), so the portal can render the very same markup on its server before
// the flow's code runs (shell/pages/BookingPreview.tsx) and nothing moves when the flow takes
// over (steps/Welcome.tsx renders these from the store).
import { RichText } from '../../kit/RichText';
import type { BookingStart } from '../../../shared/schemas/appointments';

export function EmergencyNote({ emergency }: { emergency: BookingStart['emergency'] }) {
  if (!emergency.isActive) return null;
  return (
    <div part="emergency" role="note" aria-label="Emergency" className="mb-4 rounded-lg border-l-4 border-danger bg-red-50 p-4 text-ink">
      <RichText nodes={emergency.messageSlate} />
    </div>
  );
}

export function WelcomeText({ welcome }: { welcome: BookingStart['welcome'] }) {
  return (
    <div className="space-y-3">
      <h2 className="text-2xl font-bold text-ink" data-step-heading tabIndex={-1}>
        {welcome.title || 'Book an appointment'}
      </h2>
      <div className="text-ink">
        <RichText nodes={welcome.messageSlate} />
      </div>
    </div>
  );
}
