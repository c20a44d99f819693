import { useBooking } from '../store';
import { EmergencyNote, WelcomeText } from './WelcomeText';

export function Welcome() {
  const welcome = useBooking((s) => s.start!.welcome);
  return <WelcomeText welcome={welcome} />;
}

export function EmergencyNotice() {
  const emergency = useBooking((s) => s.start!.emergency);
  return <EmergencyNote emergency={emergency} />;
}
