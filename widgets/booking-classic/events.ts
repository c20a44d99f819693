// Events <vet-booking-classic> and <vet-book-appointment-form> fire on their host element.
declare module '../kit/events' {
  interface WidgetEventMap {
    /** After every step change of the older wizard (0 Select pet … 3 Confirmation). */
    'vet-booking-classic:step-change': { step: number; name: string };
    /** The request was booked. */
    'vet-booking-classic:completed': { clinicId: string; date: string };
    /** Booking failed; `message` is what the visitor saw. */
    'vet-booking-classic:error': { message: string };
    /** The simple form's request reached the clinic (as a contact message). */
    'vet-book-appointment-form:submitted': {
      clinicId: string;
      clinicName: string;
      fullName: string;
      email: string;
      phone: string;
      reason: string;
      dateTime: string;
    };
    'vet-book-appointment-form:error': { message: string };
  }
}

export {};
