// What the account area reads from the API: the answer schemas of shared/schemas
// (docs/contracts.md), parsed by shared/api before any screen sees them.
export type { Address, Profile } from '../../shared/schemas/profile';
export type { Pet, Species } from '../../shared/schemas/pets';
export type { Card } from '../../shared/schemas/paymentMethods';
export type { Order, OrderAddress, OrderLine as BasketItem } from '../../shared/schemas/orders';
export type { Subscription } from '../../shared/schemas/subscriptions';
export type { ListAnswer as Page } from '../../shared/schemas/answerFields';
