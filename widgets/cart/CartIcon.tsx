// The basket icon and button name: the cart button's, and the plain button a host shows in
// its place until the widget's code loads (the portal's header, where there is no basket yet).
import { StrokeIcon } from '../kit/StrokeIcon';

export const cartButtonLabel = (count: number) => `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;

export function CartIcon() {
  return (
    <StrokeIcon>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.3a2 2 0 0 0 2 1.7h7.6a2 2 0 0 0 2-1.6L21 8H6" />
    </StrokeIcon>
  );
}
