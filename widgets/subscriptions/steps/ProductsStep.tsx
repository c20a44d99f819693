// Step 2, 'Select products': the shop's products (9 a page); each opens a modal with its
// details, a quantity and 'Add to subscription'. The chosen products are listed with their
// quantities; a quantity of 0 drops the product when the modal closes.
import { useState } from 'react';
import type { ShopApi } from '../../../shared/api/shop';
import { PAGE_SIZE } from '../../../shared/domain/limits';
import { formatMoney } from '../../../shared/format/money';
import type { Product } from '../../../shared/schemas/shop';
import { Button } from '../../kit/Button';
import { Modal } from '../../kit/Modal';
import { Pagination } from '../../kit/Pagination';
import { LoadingLine } from '../../kit/Spinner';
import { TextField } from '../../kit/TextField';
import { useApiUrl } from '../../kit/apiUrl';
import { useWidgetQuery } from '../../kit/WidgetContext';
import type { Chosen } from '../store';

export interface ProductsStepProps {
  shop: ShopApi;
  chosen: Chosen[];
  onAdd: (product: Product, quantity: number) => void;
  onQuantity: (productId: string, quantity: number) => void;
  error?: string | undefined;
}

export function ProductsStep({ shop, chosen, onAdd, onQuantity, error }: ProductsStepProps) {
  const apiUrl = useApiUrl();
  const [page, setPage] = useState(1);
  const products = useWidgetQuery(`shop?page=${page}`, () => shop.list({ offset: (page - 1) * PAGE_SIZE.shop, limit: PAGE_SIZE.shop }));
  const state = products.status === 'ready' ? { status: 'ready' as const, items: products.data.items, total: products.data.total } : products;
  const [open, setOpen] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState('1');

  const show = (product: Product) => {
    setQuantity(String(chosen.find((c) => String(c.product.id) === String(product.id))?.quantity ?? 1));
    setOpen(product);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="vet-subs-products" className="min-w-0 space-y-3">
        <h3 id="vet-subs-products" className="text-xl font-bold text-ink" data-step-heading tabIndex={-1}>
          Select products
        </h3>
        {state.status === 'loading' && <LoadingLine>Loading products…</LoadingLine>}
        {state.status === 'error' && (
          <p role="alert" className="text-danger">
            The products could not be loaded. Please reload the page.
          </p>
        )}
        {state.status === 'ready' && (
          <>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {state.items.map((product) => (
                <li key={String(product.id)} className="flex flex-col rounded-lg border border-line bg-surface p-3">
                  {product.images[0] && <img src={apiUrl(product.images[0])} alt="" className="mb-2 aspect-square w-full rounded object-contain" />}
                  <h4 className="text-sm font-semibold text-ink">{product.name}</h4>
                  <p className="mb-2 text-sm font-bold text-ink">{formatMoney(product.discountedPrice ?? product.price)}</p>
                  <Button variant="secondary" size="sm" className="mt-auto" onClick={() => show(product)}>
                    View <span className="sr-only">{product.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={Math.max(1, Math.ceil(state.total / PAGE_SIZE.shop))} onPageChange={setPage} label="Product pages" />
          </>
        )}
      </section>
      <aside aria-labelledby="vet-subs-chosen" className="h-fit min-w-0 space-y-3 rounded-lg border border-line bg-surface p-4">
        <h3 id="vet-subs-chosen" className="text-lg font-bold text-ink">
          Your subscription
        </h3>
        {chosen.length === 0 ? (
          <p className="text-sm text-muted">No products yet.</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Chosen products">
            {chosen.map((c) => (
              <li key={String(c.product.id)} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  {c.product.name} × {c.quantity}
                </span>
                <Button variant="ghost" size="sm" onClick={() => onQuantity(String(c.product.id), 0)}>
                  Remove <span className="sr-only">{c.product.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </aside>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.name ?? ''}>
        {open && (
          <div className="space-y-3">
            {open.images[0] && <img src={apiUrl(open.images[0])} alt="" className="mx-auto max-h-48 object-contain" />}
            {open.description && <p className="text-sm text-ink">{open.description}</p>}
            <p className="font-bold text-ink">{formatMoney(open.discountedPrice ?? open.price)}</p>
            <TextField label="Quantity" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value.replace(/\D+/g, '').slice(0, 3))} />
            <Button
              disabled={!(Number(quantity) >= 1)}
              onClick={() => {
                onAdd(open, Number(quantity));
                setOpen(null);
              }}
            >
              Add to subscription
            </Button>
          </div>
        )}
      </Modal>
    </div>
  );
}
