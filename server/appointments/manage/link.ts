// The link in a booking's emails that lets its client see, move or cancel it without an
// account. The token names one booking of one vet group and is signed with the server's
// secret (HMAC-SHA256), so it cannot be forged or pointed at another booking, and nothing is
// stored for it. It says nothing about time: the booking's own state decides whether it still
// opens (it stops when the appointment starts or is cancelled; a moved booking keeps its id,
// so the link of the first email keeps working after a move). Rules: docs/appointments.md.
import type { Config } from '../../config';
import { readSignedToken, signedToken } from '../../auth/signedTokens';
import { publicLink } from '../../http/publicUrl';

/** The portal page that shows a booking from its link (shell route 'manageBooking'). */
export const MANAGE_BOOKING_PATH = '/manage-booking';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VET_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

type Secret = Pick<Config, 'jwtSecret'>;

/** What these tokens are signed under: theirs alone. */
const LABEL = 'manage-booking';

/** The token for one booking: `<vetId~bookingId, base64url>.<signature, base64url>`. */
export function manageToken(config: Secret, vetId: string, bookingId: string): string {
  return signedToken(config, LABEL, `${vetId}~${bookingId}`);
}

/** The vet group and booking a token names, or null when it is malformed or its signature is wrong. */
export function readManageToken(config: Secret, token: string): { vetId: string; bookingId: string } | null {
  const text = readSignedToken(config, LABEL, token, 300);
  if (text === null) return null;
  const [vetId, bookingId, ...more] = text.split('~');
  if (!vetId || !bookingId || more.length || !VET_ID.test(vetId) || !UUID.test(bookingId)) return null;
  return { vetId, bookingId };
}

/**
 * The absolute URL of a booking's manage page on the portal: what every email about the
 * booking (confirmation, change, reminder) links to, whichever site it was booked on.
 */
export function manageBookingUrl(config: Pick<Config, 'jwtSecret' | 'publicUrl'>, vetId: string, bookingId: string): string {
  const token = manageToken(config, vetId, bookingId);
  return publicLink(config, `${MANAGE_BOOKING_PATH}?vetId=${encodeURIComponent(vetId)}&token=${encodeURIComponent(token)}`);
}
