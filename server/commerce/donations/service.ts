// Fundraiser donations (docs/commerce.md "Fundraiser"): products
// of the group's active fundraiser (content collection t1-fundraiser) bought for pickup at one
// of its places, paid by card (a saved card signed in, a token as a guest) or, when the event
// allows it, on pickup. Prices come from the fundraiser, never from the caller.
import { formatMoney } from '../../../shared/format/money';
import { formatPickup } from '../../../shared/format/dates';
import type { InferInput } from 'valibot';
import {
  NO_EVENT,
  PAID_BY_CARD,
  PAYMENT_REQUIRED,
  PICKUP_REQUIRED,
  PRODUCTS_REQUIRED,
  type DonationAnswerSchema,
  type DonationInput,
  type UpdateDonationInput,
} from '../../../shared/schemas/donation';
import type { ContentStore } from '../../content/service';
import type { Conn, Db } from '../../db/index';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { AuthUser } from '../../http/env';
import type { Mailer } from '../../mail/mailer';
import { notify } from '../../notifications/store';
import type { ChargeSource, PaymentGateway } from '../../payments/index';
import { fingerprint, runOnce, type Answer } from '../../http/idempotency';
import { gstIncluded, toCents, toDollars } from '../money';
import { chargeRecord, savedCardSource, type ChargeRecord } from '../payments';
import { contactFor } from '../contact';
import { log } from '../../ops/log';

export const DONATION_NOT_FOUND = 'That donation was not found.';
export const NOT_IN_FUNDRAISER = 'That product is not part of this fundraiser.';
export const PICKUP_TIME_INVALID = 'The pickup time is not valid';
export const PAID_CANNOT_CANCEL = 'A paid order cannot be cancelled here. Please contact the clinic.';
export const DONATION_CANCELLED = 'This order has been cancelled.';

interface FundraiserDoc {
  id: string;
  name: string;
  active?: boolean;
  startDate?: string;
  endDate?: string;
  payOnPickup?: boolean;
  items?: { id: string; name: string; price: number }[];
  pickupLocations?: { id: string; name: string; friendlyAddress?: string; pickupTime?: string }[];
}

const refuse = (message: string, field: string) => unprocessable(message, { issues: { [field]: message } });

/** The fundraiser as published where the portal's content is (this server's, or the group's CMS). */
async function fundraiserDoc(content: ContentStore, vetId: string, id: string) {
  const docs = await content.list(vetId, 't1-fundraiser', { id });
  return docs.find((doc) => doc.id === id) as FundraiserDoc | undefined;
}

/** Open for orders: marked active, and now within its start and end dates when it has them. */
export const isOpen = (f: FundraiserDoc, now: Date) =>
  f.active !== false && (!f.startDate || Date.parse(f.startDate) <= now.getTime()) && (!f.endDate || now.getTime() <= Date.parse(f.endDate));

async function openFundraiser(content: ContentStore, vetId: string, id: string, now: Date) {
  const doc = await fundraiserDoc(content, vetId, id);
  if (!doc || !isOpen(doc, now)) throw refuse(NO_EVENT, 'fundraiserContentfulId');
  return doc;
}

function pickupOf(doc: FundraiserDoc, id: string) {
  const place = doc.pickupLocations?.find((l) => l.id === id);
  if (!place) throw refuse(PICKUP_REQUIRED, 'pickupLocation');
  return place;
}

// ---- the stored donation, as the client sees it ---------------------------------------------

interface DonationRow {
  id: number;
  user_id: number | null;
  fundraiser_id: string;
  fundraiser_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  pickup_location_id: string;
  pickup_location_name: string;
  pickup_time: Date | string | null;
  payment: 'card' | 'payOnPickup';
  status: 'paid' | 'payOnPickup' | 'cancelled';
  total_cents: number;
  tax_cents: number;
  card_last4: string | null;
  card_brand: string | null;
  created_at: Date | string;
}

interface ItemRow {
  donation_id: number;
  item_id: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
}

/** `fundraiser`: the donation's event as published now (its pickup place's address), if it still is. */
async function donationView(db: Conn, r: DonationRow, fundraiser: FundraiserDoc | undefined) {
  const items = (await db.query<ItemRow>('select * from donation_items where donation_id = $1 order by id', [r.id])).rows;
  const place = fundraiser?.pickupLocations?.find((l) => l.id === r.pickup_location_id);
  return {
    id: r.id,
    fundraiserContentfulId: r.fundraiser_id,
    fundraiserName: r.fundraiser_name,
    user: { firstName: r.first_name, lastName: r.last_name, email: r.email, phone: r.phone },
    selectedItems: items.map((i) => ({ fundraiserProductContentfulId: i.item_id, name: i.name, quantity: i.quantity, price: toDollars(i.unit_price_cents) })),
    pickupLocation: { id: r.pickup_location_id, name: r.pickup_location_name, friendlyAddress: place?.friendlyAddress ?? '' },
    pickupTime: r.pickup_time ? new Date(r.pickup_time).toISOString() : null,
    payment: r.payment,
    status: r.status,
    total: toDollars(r.total_cents),
    tax: toDollars(r.tax_cents),
    paymentMethod: r.card_last4 ? { cardNumber: r.card_last4, brand: r.card_brand ?? 'unknown' } : null,
    createdDate: new Date(r.created_at).toISOString(),
  } satisfies InferInput<typeof DonationAnswerSchema>;
}
export type DonationView = Awaited<ReturnType<typeof donationView>>;

// ---- create -----------------------------------------------------------------------------------

export interface DonationDeps {
  db: Db;
  content: ContentStore;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: Date;
}

/** POST /api/v1/admin/donation: 201 with the donation; the same Idempotency-Key answers the same one. */
export async function createDonation(
  deps: DonationDeps,
  vetId: string,
  user: AuthUser | undefined,
  input: DonationInput,
  key: string | undefined,
): Promise<Answer> {
  const { db } = deps;
  const fundraiser = await openFundraiser(deps.content, vetId, input.fundraiserContentfulId, deps.now);
  const lines = input.selectedItems.map((s) => {
    const item = fundraiser.items?.find((i) => i.id === s.fundraiserProductContentfulId);
    if (!item || !(item.price > 0)) throw refuse(NOT_IN_FUNDRAISER, 'selectedItems');
    return { id: item.id, name: item.name, quantity: s.quantity, unitCents: toCents(item.price) };
  });
  if (lines.length === 0) throw refuse(PRODUCTS_REQUIRED, 'selectedItems');
  const place = pickupOf(fundraiser, input.pickupLocation);
  if (input.pickupTime && place.pickupTime && Date.parse(input.pickupTime) !== Date.parse(place.pickupTime)) throw refuse(PICKUP_TIME_INVALID, 'pickupTime');
  const contact = await contactFor(db, user, input.user);
  const pm = input.paymentMethod;
  if (!pm && !fundraiser.payOnPickup) throw refuse(PAYMENT_REQUIRED, 'paymentMethod');
  if (pm && 'id' in pm && !user) throw refuse(PAYMENT_REQUIRED, 'paymentMethod');
  const totalCents = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);

  // Which card pays is not part of what is asked (a retry after a lost answer may carry a new
  // token), only whether a card pays now.
  const { paymentMethod: _card, ...asked } = input;
  return runOnce<ChargeRecord, ChargeSource>(
    db,
    { vetId, scope: 'donation', key, fingerprint: fingerprint({ user: user?.id ?? null, asked, byCard: Boolean(pm) }) },
    async (claim) => {
      let charge = claim.charged ?? null;
      if (pm && !charge) {
        // An earlier attempt that stopped before its answer charges again with its own card and
        // attempt: the gateway answers the first charge if there was one.
        const source: ChargeSource =
          claim.reserved ??
          ('id' in pm ? (await savedCardSource(db, deps.gateway, user!, pm.id, PAYMENT_REQUIRED, 'paymentMethod.id')).source : { token: pm.token });
        if (!claim.reserved) await claim.reserve(source);
        charge = chargeRecord(
          await deps.gateway.charge({
            amountCents: totalCents,
            description: `${fundraiser.name} order`,
            source,
            idempotencyKey: claim.attemptId,
            receiptEmail: contact.email,
            metadata: { vetId, fundraiser: fundraiser.id },
          }),
        );
        await claim.recordCharge(charge);
      }
      const donation = await db.tx(async (tx) => {
        const row = await tx.one<DonationRow>(
          `insert into donations (vet_id, user_id, fundraiser_id, fundraiser_name, first_name, last_name, email, phone, pickup_location_id, pickup_location_name,
                                pickup_time, payment, status, total_cents, tax_cents, idempotency_key, charge_id, card_last4, card_brand, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20) returning *`,
          [
            vetId,
            user?.id ?? null,
            fundraiser.id,
            fundraiser.name,
            contact.firstName,
            contact.lastName,
            contact.email,
            contact.phone,
            place.id,
            place.name,
            place.pickupTime ?? null,
            charge ? 'card' : 'payOnPickup',
            charge ? 'paid' : 'payOnPickup',
            totalCents,
            gstIncluded(totalCents),
            key ?? null,
            charge?.id ?? null,
            charge?.card.last4 ?? null,
            charge?.card.brand ?? null,
            deps.now,
          ],
        );
        for (const l of lines) {
          await tx.query('insert into donation_items (donation_id, item_id, name, quantity, unit_price_cents) values ($1, $2, $3, $4, $5)', [
            row!.id,
            l.id,
            l.name,
            l.quantity,
            l.unitCents,
          ]);
        }
        const view = await donationView(tx, row!, fundraiser);
        if (user) {
          await notify(tx, {
            vetId,
            userId: user.id,
            title: `${fundraiser.name}: order received`,
            // Picked up at the place's time, not on the day it is ordered.
            body: `We have your order of ${formatMoney(view.total)}. Pick it up at ${place.name}${place.pickupTime ? ` on ${formatPickup(place.pickupTime)}` : ''}.`,
            at: deps.now,
          });
        }
        await claim.complete(tx, { status: 201, body: view });
        return view;
      });
      try {
        await deps.mailer.send({
          vetId,
          to: donation.user.email,
          subject: `Your ${fundraiser.name} order`,
          text: [
            `Thank you ${donation.user.firstName} ${donation.user.lastName} for supporting ${fundraiser.name}!`,
            '',
            ...donation.selectedItems.map((i) => `  ${i.quantity} x ${i.name}  ${formatMoney(i.price * i.quantity)}`),
            `Total: ${formatMoney(donation.total)} (GST included: ${formatMoney(donation.tax)})`,
            donation.payment === 'card' ? PAID_BY_CARD : 'To pay on pickup.',
            '',
            `Pickup: ${place.name}, ${place.friendlyAddress ?? ''}${donation.pickupTime ? ` (${donation.pickupTime})` : ''}`,
          ].join('\n'),
        });
      } catch (error) {
        log.error({ err: error, donationId: donation.id }, 'Donation confirmation not sent');
      }
      return { status: 201, body: donation };
    },
  );
}

// ---- the customer's own donations ------------------------------------------------------------

async function ownRow(db: Conn, user: AuthUser, id: number) {
  const row = await db.one<DonationRow>('select * from donations where id = $1 and vet_id = $2 and user_id = $3', [id, user.vetId, user.id]);
  if (!row) throw notFound(DONATION_NOT_FOUND);
  return row;
}

export async function listDonations(db: Conn, content: ContentStore, user: AuthUser, page: { offset: number; limit: number }) {
  const total = (await db.one<{ n: number }>('select count(*)::int as n from donations where vet_id = $1 and user_id = $2', [user.vetId, user.id]))!.n;
  const { rows } = await db.query<DonationRow>(
    'select * from donations where vet_id = $1 and user_id = $2 order by created_at desc, id desc limit $3 offset $4',
    [user.vetId, user.id, page.limit, page.offset],
  );
  const events = new Map<string, Promise<FundraiserDoc | undefined>>();
  const eventOf = (id: string) => events.get(id) ?? events.set(id, fundraiserDoc(content, user.vetId, id)).get(id)!;
  const items = [];
  for (const r of rows) items.push(await donationView(db, r, await eventOf(r.fundraiser_id)));
  return { items, total };
}

export async function getDonation(db: Conn, content: ContentStore, user: AuthUser, id: number) {
  const row = await ownRow(db, user, id);
  return donationView(db, row, await fundraiserDoc(content, user.vetId, row.fundraiser_id));
}

/** PUT /api/v1/admin/donation/{id}: move the pickup (while the event is open), or cancel an unpaid one. */
export async function updateDonation(db: Db, content: ContentStore, user: AuthUser, id: number, input: UpdateDonationInput, now: Date) {
  const row = await ownRow(db, user, id);
  if (row.status === 'cancelled') throw conflict(DONATION_CANCELLED);
  if (input.status === 'cancelled') {
    if (row.payment === 'card') throw conflict(PAID_CANNOT_CANCEL);
    await db.query(`update donations set status = 'cancelled', updated_at = $4 where id = $1 and vet_id = $2 and user_id = $3`, [id, user.vetId, user.id, now]);
  } else if (input.pickupLocation !== undefined) {
    const place = pickupOf(await openFundraiser(content, user.vetId, row.fundraiser_id, now), input.pickupLocation);
    await db.query(
      `update donations set pickup_location_id = $4, pickup_location_name = $5, pickup_time = $6, updated_at = $7 where id = $1 and vet_id = $2 and user_id = $3`,
      [id, user.vetId, user.id, place.id, place.name, place.pickupTime ?? null, now],
    );
  }
  return getDonation(db, content, user, id);
}
