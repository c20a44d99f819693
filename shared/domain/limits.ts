// Business constants and limits: both specs. Values are
// requirements; names say where each one is used. Width rules are functions so a
// carousel can re-evaluate them on resize.

// ---- Page sizes ---------------------------------------------------------------------

export const PAGE_SIZE = {
  orders: 10,
  subscriptions: 10,
  accountAppointments: 10,
  shop: 9,
  news: 9,
  relatedProducts: 4,
} as const;

/** The spec: pagination shows one sibling either side of the current page. */
export const PAGINATION_SIBLING_COUNT = 1;

// ---- Text lengths -------------------------------------------------------------------

export const DELIVERY_NOTES_MAX = 150;
export const APPOINTMENT_NOTES_MAX = 400;
/** How far ahead the slots call answers (months after the current one); the calendar stops there. */
export const SLOT_MONTHS_AHEAD = 12;

// ---- Quantities and amounts ---------------------------------------------------------

/** Basket quantity changes are saved after this pause, so a run of clicks is one call. */
export const CART_QUANTITY_DEBOUNCE_MS = 500;
/** Checkout product quantity, and the quantity field's schema. */
export const QUANTITY_MIN = 1;
/** The cart stepper may reach 0: the line is removed once the product modal closes. */
export const CART_STEPPER_MIN = 0;
/** One-off payment: 'Amount (NZD)' is at least 1. */
export const PAYMENT_AMOUNT_MIN = 1;
/**
 * The spec 'Fundraiser product card quantity: 10'. The spec does not say more;
 * the fundraiser product card offers quantities up to this number.
 */
export const FUNDRAISER_PRODUCT_QUANTITY = 10;

export const PET_COUNT_OPTIONS = [1, 2, 3] as const;
export type PetCount = (typeof PET_COUNT_OPTIONS)[number];

// ---- Timing -------------------------------------------------------------------------

export const TOAST_DURATION_MS = 5000;

// ---- Carousels ----------------------------------------------------------------------

export const CAROUSEL_DEFAULTS = {
  autoplay: true,
  intervalMs: 5000,
  loop: true,
  /** A swipe counts when the pointer travels this fraction of the carousel's width. */
  swipeThreshold: 0.25,
} as const;

export type SlidesPerView = (width: number) => number;

// Where the spec gives a band as 'from A to B', A belongs to the wider band. 'Up to
// 640px' for the content carousel is read the same way (640 itself shows 3), so every
// carousel changes at the same 640px breakpoint as the rest of the layout.

/** Content carousel: 1 item below 640px, else 3. */
export const contentSlidesPerView: SlidesPerView = (width) => (width < 640 ? 1 : 3);

/** Testimonies: 3 from 1024px, 2 from 768px, else 1. */
export const testimonySlidesPerView: SlidesPerView = (width) => (width >= 1024 ? 3 : width >= 768 ? 2 : 1);

/** Team: 4 at 1024px and above, 3 for 800-1023, 2 for 640-799, else 1. */
export const teamSlidesPerView: SlidesPerView = (width) => (width >= 1024 ? 4 : width >= 800 ? 3 : width >= 640 ? 2 : 1);

/** Recommended products (side cart): 4 at 800px or more, 2 for 640-799, else 1. */
export const recommendedProductsSlidesPerView: SlidesPerView = (width) => (width >= 800 ? 4 : width >= 640 ? 2 : 1);

/** The rules by name: a carousel's markup names its rule, which the server's HTML can carry. */
export const SLIDES_PER_VIEW = {
  content: contentSlidesPerView,
  testimony: testimonySlidesPerView,
  team: teamSlidesPerView,
  recommended: recommendedProductsSlidesPerView,
} as const satisfies Record<string, SlidesPerView>;
export type SlidesPerViewName = keyof typeof SLIDES_PER_VIEW;

// ---- Grids --------------------------------------------------------------------------

export const TEAM_GRID_MAX_COLUMNS = 5;
/** Gallery block and fundraiser product grid: 1, 2 then 4 columns as the width grows. */
export const GALLERY_COLUMNS = [1, 2, 4] as const;
export const FUNDRAISER_GRID_COLUMNS = [1, 2, 4] as const;

// ---- Layout and images --------------------------------------------------------------

export const BREAKPOINTS = { sm: 640, md: 1024, lg: 1536 } as const;
/** Responsive image heights paired with the breakpoints above (all 16:9). */
export const IMAGE_HEIGHTS = { sm: 360, md: 576, lg: 864 } as const;
export const IMAGE_SIZE_FACTORS = { oversized: 2.5, full: 1, half: 0.5, quarter: 0.25, avatar: 0.15 } as const;
export type ImageSize = keyof typeof IMAGE_SIZE_FACTORS;

export const SIDE_CART_MAX_WIDTH = 602;
export const NOTIFICATIONS_PANEL_WIDTH = 400;
export const SIDE_MENU_MAX_WIDTH = 390;

export const MAP_ZOOM = 15;
export const MAP_IMAGE_SIZE = {
  default: { width: 450, height: 300 },
  locationCard: { width: 450, height: 300 },
  locationList: { width: 600, height: 400 },
  fundraiser: { width: 600, height: 400 },
} as const;

// ---- Uploads ------------------------------------------------------------------------

/** Raster pictures only: the server refuses drawings (SVG), whose rendering has no bound (SECURITY.md). */
export const IMAGE_UPLOAD_FORMATS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
export const IMAGE_UPLOAD_MAX = { width: 800, height: 400 } as const;
/** Feedback screenshots: a hint shown to the user, not a hard limit. */
export const FEEDBACK_ATTACHMENT_SIZE_HINT = { width: 4000, height: 4000 } as const;

// ---- Date and time pickers ----------------------------------------------------------

/** Year list: 100 years back to next year, unless a range is given. */
export const DATE_PICKER_YEARS_BACK = 100;
export const DATE_PICKER_YEARS_AHEAD = 1;
/** Time slot options every 30 minutes: morning 4:00-12:00, afternoon 12:00-23:30. */
export const TIME_SLOT_OPTIONS = {
  stepMinutes: 30,
  morning: { from: '04:00', to: '12:00' },
  afternoon: { from: '12:00', to: '23:30' },
} as const;
export const TIME_PICKER_DEFAULT = { from: '08:00', to: '19:00', stepMinutes: 60 } as const;
/** Older booking flow: 30-minute steps, 08:00-16:30 on weekdays, 09:00-11:30 on Saturdays. */
export const CLASSIC_BOOKING_TIMES = {
  stepMinutes: 30,
  weekday: { from: '08:00', to: '16:30' },
  saturday: { from: '09:00', to: '11:30' },
} as const;

// ---- Subscriptions ------------------------------------------------------------------

export type SubscriptionInterval = 'weekly' | 'monthly';

export interface SubscriptionFrequency {
  label: string;
  interval: SubscriptionInterval;
  intervalCount: number;
}

export const SUBSCRIPTION_FREQUENCIES: readonly SubscriptionFrequency[] = [
  { label: 'Monthly', interval: 'monthly', intervalCount: 1 },
  { label: '2 Months', interval: 'monthly', intervalCount: 2 },
  { label: '3 Months', interval: 'monthly', intervalCount: 3 },
  { label: '6 Months', interval: 'monthly', intervalCount: 6 },
];

/**
 * The label for a saved subscription's frequency (read-only in the edit view). Weekly
 * plans exist on the wire but have no option in the list, so they get a plain wording.
 */
export function subscriptionFrequencyLabel(interval: string, intervalCount: number): string {
  const option = SUBSCRIPTION_FREQUENCIES.find((f) => f.interval === interval && f.intervalCount === intervalCount);
  if (option) return option.label;
  const unit = interval === 'weekly' ? 'Week' : 'Month';
  return intervalCount === 1 ? `Every ${unit.toLowerCase()}` : `Every ${intervalCount} ${unit.toLowerCase()}s`;
}
