// The Payment Methods section: saved cards (last 4, brand, 2-digit year), add, delete (not
// the default) and set default.
import { useState } from 'react';
import { cardLast4, formatCardExpiry } from '../../../../shared/format/card';
import { Button, useToast } from '../../../kit';
import { errorMessage } from '../../../../shared/api/errors';
import { Confirm } from '../../Confirm';
import { useAccountApi } from '../../context';
import type { Card } from '../../types';
import { Empty, Loading, OnThePortal, SectionHeading, StatusBadge, brandName, cardClass, useList } from '../../ui';
import { useSignedInFromSite } from '../../../kit/useSignedInFromSite';
import { PORTAL_ONLY } from '../../../../shared/schemas/signedInSites';
import { AddCard, CARD_UPDATE_FAILED } from './AddCard';

export const NO_CARDS = 'No payment methods to display';
export const CARD_DELETED = 'Your payment method have been deleted.';
export const CARD_DEFAULT_FAILED = 'An error occurred while setting your payment method as default.';

export const cardName = (c: Card) => `${brandName(c.brand)} ending ${cardLast4(c.cardNumber)}`;

export function PaymentMethods() {
  const api = useAccountApi();
  const toast = useToast();
  const list = useList('cards', () => api.cards(), []);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Card | null>(null);
  const [busyId, setBusyId] = useState<Card['id'] | null>(null);
  const cards = list.data ?? [];
  // A sign-in from a clinic's website may pay with the saved cards but not change them.
  const canManage = useSignedInFromSite() !== true;

  const setDefault = async (card: Card) => {
    if (busyId !== null) return;
    setBusyId(card.id);
    try {
      await api.setDefaultCard(card.id);
      list.set((current) => (current ?? []).map((c) => ({ ...c, isDefault: c.id === card.id })));
    } catch (error) {
      toast.error(errorMessage(error, CARD_DEFAULT_FAILED));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await api.removeCard(removing.id);
      list.set((current) => (current ?? []).filter((c) => c.id !== removing.id));
      toast.success(CARD_DELETED);
    } catch (error) {
      toast.error(errorMessage(error, CARD_UPDATE_FAILED));
    }
    setRemoving(null);
  };

  return (
    <div className="space-y-4">
      <SectionHeading action={canManage && !adding && <Button onClick={() => setAdding(true)}>Add card</Button>}>Payment methods</SectionHeading>
      {!canManage && <OnThePortal action={PORTAL_ONLY.manageCards} path="/account/payment-methods" />}
      {canManage && adding && (
        <section aria-label="New card" className={cardClass}>
          <AddCard
            onCancel={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              list.reload();
            }}
          />
        </section>
      )}
      {list.loading && !list.data ? (
        <Loading label="Loading your cards…" />
      ) : cards.length === 0 ? (
        <Empty>{NO_CARDS}</Empty>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card.id} className={`${cardClass} flex flex-col gap-3`}>
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-ink">
                    {brandName(card.brand)} <span aria-hidden="true">•••• </span>
                    <span className="sr-only">ending </span>
                    {cardLast4(card.cardNumber)}
                  </p>
                  <p className="text-sm text-muted">Expires {formatCardExpiry(card.expiryMonth, card.expiryYear)}</p>
                </div>
                {card.isDefault && <StatusBadge label="Default" severity="success" />}
              </div>
              {canManage && !card.isDefault && (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="ghost" loading={busyId === card.id} onClick={() => void setDefault(card)}>
                    Set as default <span className="sr-only">for {cardName(card)}</span>
                  </Button>
                  <Button size="sm" variant="ghost" className="text-danger" onClick={() => setRemoving(card)}>
                    Delete <span className="sr-only">{cardName(card)}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Confirm open={removing !== null} title="Delete this card?" confirmLabel="Delete card" onClose={() => setRemoving(null)} onConfirm={remove}>
        {removing && <p>{cardName(removing)} will be removed from your account.</p>}
      </Confirm>
    </div>
  );
}
