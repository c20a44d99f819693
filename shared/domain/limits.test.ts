import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_NOTES_MAX,
  BREAKPOINTS,
  CAROUSEL_DEFAULTS,
  CART_QUANTITY_DEBOUNCE_MS,
  CART_STEPPER_MIN,
  DELIVERY_NOTES_MAX,
  FUNDRAISER_PRODUCT_QUANTITY,
  GALLERY_COLUMNS,
  IMAGE_SIZE_FACTORS,
  IMAGE_UPLOAD_MAX,
  MAP_IMAGE_SIZE,
  MAP_ZOOM,
  NOTIFICATIONS_PANEL_WIDTH,
  PAGE_SIZE,
  PAGINATION_SIBLING_COUNT,
  PAYMENT_AMOUNT_MIN,
  PET_COUNT_OPTIONS,
  QUANTITY_MIN,
  SIDE_CART_MAX_WIDTH,
  SIDE_MENU_MAX_WIDTH,
  SUBSCRIPTION_FREQUENCIES,
  TOAST_DURATION_MS,
  contentSlidesPerView,
  recommendedProductsSlidesPerView,
  subscriptionFrequencyLabel,
  teamSlidesPerView,
  testimonySlidesPerView,
} from './limits';

describe('limits (section 9 of both specs)', () => {
  it('has the page sizes', () => {
    expect(PAGE_SIZE).toEqual({
      orders: 10,
      subscriptions: 10,
      accountAppointments: 10,
      shop: 9,
      news: 9,
      relatedProducts: 4,
    });
    expect(PAGINATION_SIBLING_COUNT).toBe(1);
  });

  it('has the text, quantity and timing limits', () => {
    expect([DELIVERY_NOTES_MAX, APPOINTMENT_NOTES_MAX]).toEqual([150, 400]);
    expect([QUANTITY_MIN, CART_STEPPER_MIN, PAYMENT_AMOUNT_MIN]).toEqual([1, 0, 1]);
    expect(CART_QUANTITY_DEBOUNCE_MS).toBe(500);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(FUNDRAISER_PRODUCT_QUANTITY).toBe(10);
    expect(PET_COUNT_OPTIONS).toEqual([1, 2, 3]);
  });

  it('has the layout sizes', () => {
    expect(BREAKPOINTS).toEqual({ sm: 640, md: 1024, lg: 1536 });
    expect([SIDE_CART_MAX_WIDTH, NOTIFICATIONS_PANEL_WIDTH, SIDE_MENU_MAX_WIDTH]).toEqual([602, 400, 390]);
    expect(MAP_ZOOM).toBe(15);
    expect(MAP_IMAGE_SIZE.locationCard).toEqual({ width: 450, height: 300 });
    expect(MAP_IMAGE_SIZE.locationList).toEqual({ width: 600, height: 400 });
    expect(MAP_IMAGE_SIZE.fundraiser).toEqual({ width: 600, height: 400 });
    expect(IMAGE_SIZE_FACTORS).toEqual({ oversized: 2.5, full: 1, half: 0.5, quarter: 0.25, avatar: 0.15 });
    expect(IMAGE_UPLOAD_MAX).toEqual({ width: 800, height: 400 });
    expect(GALLERY_COLUMNS).toEqual([1, 2, 4]);
  });

  it('has the carousel defaults', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({ autoplay: true, intervalMs: 5000, loop: true, swipeThreshold: 0.25 });
  });
});

describe('slides per view by window width', () => {
  it.each([
    [320, 1],
    [639, 1],
    [640, 3],
    [1200, 3],
  ])('content carousel at %ipx shows %i', (w, n) => expect(contentSlidesPerView(w)).toBe(n));

  it.each([
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
  ])('testimonies at %ipx show %i', (w, n) => expect(testimonySlidesPerView(w)).toBe(n));

  it.each([
    [639, 1],
    [640, 2],
    [799, 2],
    [800, 3],
    [1023, 3],
    [1024, 4],
  ])('team at %ipx shows %i', (w, n) => expect(teamSlidesPerView(w)).toBe(n));

  it.each([
    [639, 1],
    [640, 2],
    [799, 2],
    [800, 4],
  ])('recommended products at %ipx show %i', (w, n) => expect(recommendedProductsSlidesPerView(w)).toBe(n));
});

describe('subscription frequencies', () => {
  it('offers Monthly, 2 Months, 3 Months and 6 Months', () => {
    expect(SUBSCRIPTION_FREQUENCIES.map((f) => [f.label, f.interval, f.intervalCount])).toEqual([
      ['Monthly', 'monthly', 1],
      ['2 Months', 'monthly', 2],
      ['3 Months', 'monthly', 3],
      ['6 Months', 'monthly', 6],
    ]);
  });

  it.each([
    ['monthly', 1, 'Monthly'],
    ['monthly', 6, '6 Months'],
    ['monthly', 4, 'Every 4 months'],
    ['weekly', 1, 'Every week'],
    ['weekly', 2, 'Every 2 weeks'],
  ])('labels %s x%i as %j', (interval, count, label) => {
    expect(subscriptionFrequencyLabel(interval, count)).toBe(label);
  });
});
