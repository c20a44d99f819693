import { RichText } from '../../kit/RichText';
import { useBooking } from '../store';

export function Welcome() {
  const welcome = useBooking((s) => s.start!.welcome);
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

export function EmergencyNotice() {
  const emergency = useBooking((s) => s.start!.emergency);
  if (!emergency.isActive) return null;
  return (
    <div part="emergency" role="note" aria-label="Emergency" className="mb-4 rounded-lg border-l-4 border-danger bg-red-50 p-4 text-ink">
      <RichText nodes={emergency.messageSlate} />
    </div>
  );
}
