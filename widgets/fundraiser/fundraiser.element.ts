import { defineWidget } from '../kit/defineWidget';
import { Fundraiser, type FundraiserProps } from './Fundraiser';

export const FundraiserElement = defineWidget<FundraiserProps>({
  tag: 'vet-fundraiser',
  component: Fundraiser,
  attributes: { homeUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-fundraiser': HTMLElement & Pick<FundraiserProps, 'homeUrl'>;
  }
}
