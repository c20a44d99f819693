// Search and sort above the listing. Search runs on submit (Enter or the button), not on
// every key: one request per search, and a screen reader hears one result count.
import { useEffect, useState, type FormEvent } from 'react';
import { SHOP_SORTS, type ShopSort } from '../../shared/schemas/shop';
import { Button } from '../kit/Button';
import { controlClass } from '../kit/Field';
import { Select } from '../kit/Select';
import { useShop, useShopActions } from './store';

export function Toolbar() {
  const sort = useShop((s) => s.query.sort);
  const search = useShop((s) => s.query.search);
  const actions = useShopActions();
  const [text, setText] = useState(search);
  // Back to an earlier listing (or Clear filters) shows that listing's search in the box.
  useEffect(() => setText(search), [search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void actions.searched(text);
  };

  return (
    <div part="toolbar" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <form role="search" aria-label="Products" onSubmit={submit} className="flex flex-1 items-end gap-2 sm:max-w-md">
        <div className="flex-1">
          <label htmlFor="vet-shop-search" className="mb-1 block text-sm font-semibold text-ink">
            Search products
          </label>
          <input
            id="vet-shop-search"
            type="search"
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={controlClass(false, 'h-10')}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <Select
        label="Sort by"
        className="sm:w-56"
        value={sort}
        options={SHOP_SORTS.map((s) => ({ value: s.value, label: s.label }))}
        onChange={(e) => void actions.sortChosen(e.target.value as ShopSort)}
      />
    </div>
  );
}
