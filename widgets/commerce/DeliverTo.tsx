// 'Deliver to': the signed-in client's saved addresses as cards, as the checkout and the
// subscription checkout ask it. With none saved there is no choice to show, so the message
// says so and the choice's own error stands below it.
import type { ReactNode } from 'react';
import { RadioCards, type RadioCardOption } from '../kit/RadioCards';

export const NO_ADDRESSES = 'There are no delivery addresses';

export interface DeliverToProps {
  /** The radio group's name. */
  name: string;
  addresses: readonly RadioCardOption[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Under the cards, e.g. a button that adds another address. */
  more?: ReactNode;
  /** Under the message when there are none, e.g. a button that adds the first. */
  none?: ReactNode;
}

export function DeliverTo({ name, addresses, value, onChange, error, more, none }: DeliverToProps) {
  if (!addresses.length)
    return (
      <div>
        <p className="text-sm text-muted">{NO_ADDRESSES}</p>
        {none}
        {error && (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    );
  const cards = <RadioCards name={name} label="Deliver to" required value={value} onChange={onChange} error={error} options={addresses} />;
  if (!more) return cards;
  return (
    <div className="space-y-2">
      {cards}
      {more}
    </div>
  );
}
