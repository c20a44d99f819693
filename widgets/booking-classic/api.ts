// The older flow's calls: the clinics and the signed-in client's pets come from the booking
// start (the same clinics the new flow offers), the opening hours from the content service's
// locations, the contact details from the profile, and the booking from v1.
import * as v from 'valibot';
import { createAppointmentsApi } from '../../shared/api/appointments';
import { signedInContactDetails } from '../../shared/api/contactDetails';
import { apiClinicIdOf } from '../../shared/content/clinicId';
import type { WidgetApi } from '../kit/WidgetContext';
import { LocationsSchema, type ClassicApi } from './types';
import type { OpeningHours } from './times';

export function createClassicApi(widget: WidgetApi): ClassicApi {
  const client = widget.client;
  const appointments = createAppointmentsApi(client);
  return {
    start: () => appointments.start(),
    async openingHours() {
      try {
        const answer = v.parse(LocationsSchema, await client.get('/content/api/t1-location', { limit: 50, depth: 1 }));
        // Keyed by the API's clinic id, which the booking start's clinics carry.
        const hours = new Map<string, OpeningHours[]>();
        for (const doc of answer.docs) {
          const id = apiClinicIdOf(doc);
          if (id) hours.set(id, doc.openingHours);
        }
        return hours;
      } catch {
        return new Map();
      }
    },
    days: (clinicId, month, signal) => appointments.classicDays({ clinicId, month }, { signal }),
    profile: () => signedInContactDetails(client),
    book: (payload) => appointments.bookClassic(payload),
    bookAnonymous: (payload) => appointments.bookClassicAnonymous(payload),
  };
}
