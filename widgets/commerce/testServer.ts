// A stand-in for the reference API's /api/v1/shop and /api/v1/basket routes, for component
// and store tests: it keeps baskets in memory with the server's rules (quantity 0 removes a
// line, totals from the catalogue), answers through shared/api/fakeFetch so every request is
// recorded, and can be told to fail a route.
import { fakeFetch, type FakeReply, type RecordedRequest } from '../../shared/api/fakeFetch';
import type { Basket, BasketItem, Product } from '../../shared/schemas/shop';

export const API = 'http://api.test';

export function product(id: number, overrides: Partial<Product> = {}): Product {
  const name = overrides.name ?? `Product ${id}`;
  return {
    id,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    brand: 'Acme',
    brands: ['Acme'],
    sku: `SKU-${id}`,
    description: `About ${name}.`,
    categories: ['Food'],
    price: 10 + id,
    discountedPrice: null,
    images: [`/demo/assets/products/p${id}.svg`],
    petTypes: ['Dog'],
    vetId: 'tui-vets',
    vetName: 'Tui Vets',
    isFavourited: false,
    shippingCost: 5.95,
    isSpecial: false,
    ...overrides,
  };
}

export const PRODUCTS: Product[] = [
  product(1, { name: 'Dog Food Adult 12kg', price: 120, discountedPrice: 99, brand: 'Hills', brands: ['Hills'] }),
  product(2, { name: 'Flea Collar', price: 30, categories: ['Flea & Tick'] }),
  product(3, { name: 'Cat Treats', price: 8.5, petTypes: ['Cat'] }),
  ...Array.from({ length: 9 }, (_, i) => product(10 + i)),
];

export const ok = (data: unknown, status = 200): FakeReply => ({ status, json: { success: true, data } });
export const fail = (status: number, message?: string): FakeReply => ({ status, json: message ? { success: false, message } : { success: false } });

type Override = (request: RecordedRequest) => FakeReply | undefined;

export function commerceServer(options: { products?: Product[]; signedIn?: boolean } = {}) {
  const products = options.products ?? PRODUCTS;
  const baskets = new Map<string, { items: { id: number; productId: number; quantity: number }[]; userId: number | null }>();
  let nextBasket = 1;
  let nextLine = 1;
  const overrides: Override[] = [];

  const view = (id: string): Basket => {
    const b = baskets.get(id)!;
    const basketItems: BasketItem[] = b.items.map((line) => {
      const p = products.find((x) => x.id === line.productId)!;
      const unit = p.discountedPrice ?? p.price;
      return {
        id: line.id,
        productId: p.id,
        productName: p.name,
        productSlug: p.slug,
        productImages: p.images,
        quantity: line.quantity,
        itemTotal: Math.round(unit * line.quantity * 100) / 100,
        price: p.price,
        discountedPrice: p.discountedPrice,
        shippingCost: p.shippingCost,
        deleted: false,
      };
    });
    const subTotal = basketItems.reduce((s, i) => s + i.itemTotal, 0);
    const shippingTotal = basketItems.length ? 5.95 : 0;
    const total = Math.round((subTotal + shippingTotal) * 100) / 100;
    return {
      id,
      userId: b.userId,
      username: null,
      vetId: 'tui-vets',
      vetName: 'Tui Vets',
      basketItems,
      subTotal,
      shippingTotal,
      tax: Math.round((total * 300) / 23) / 100,
      total,
    };
  };

  const setLine = (id: string, productId: number, quantity: number, add: boolean) => {
    const b = baskets.get(id)!;
    const line = b.items.find((l) => l.productId === productId);
    if (quantity === 0 && !add) b.items = b.items.filter((l) => l.productId !== productId);
    else if (line) line.quantity = add ? line.quantity + quantity : quantity;
    else b.items.push({ id: nextLine++, productId, quantity });
  };

  const newBasket = () => {
    const id = `00000000-0000-4000-8000-${String(nextBasket++).padStart(12, '0')}`;
    baskets.set(id, { items: [], userId: options.signedIn ? 7 : null });
    return id;
  };

  const held: { match: (r: RecordedRequest) => boolean; gate: Promise<void> }[] = [];
  const route = (request: RecordedRequest): FakeReply => {
    const hold = held.find((h) => h.match(request));
    if (hold) {
      held.splice(held.indexOf(hold), 1);
      return async () => {
        await hold.gate;
        return route(request);
      };
    }
    for (const o of overrides) {
      const r = o(request);
      if (r) return r;
    }
    const url = new URL(request.url);
    const path = url.pathname;
    const m = request.method;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (path === '/api/v1/shop/tag') return ok({ brands: ['Acme', 'Hills'], categories: ['Flea & Tick', 'Food'], petTypes: ['Cat', 'Dog'] });
    if (path === '/api/v1/shop/special') {
      const top = Number(url.searchParams.get('top') ?? 4);
      return ok(
        products
          .filter((p) => p.discountedPrice !== null)
          .concat(products.filter((p) => p.discountedPrice === null))
          .slice(0, top),
      );
    }
    if (path === '/api/v1/shop') {
      const q = url.searchParams;
      let list = [...products];
      const search = q.get('search')?.toLowerCase();
      if (search) list = list.filter((p) => p.name.toLowerCase().includes(search));
      // As the server: 'Flea & Tick' and 'flea-tick' are one category.
      const key = (x: string) =>
        x
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '');
      const brands = q.get('brands')?.split(',');
      const categories = q.get('categories')?.split(',').map(key);
      const petTypes = q.get('petTypes')?.split(',');
      const groups = [
        brands && ((p: Product) => brands.includes(p.brand)),
        categories && ((p: Product) => p.categories.some((c) => categories.includes(key(c)))),
        petTypes && ((p: Product) => p.petTypes.some((t) => petTypes.includes(t))),
      ].filter((group): group is (p: Product) => boolean => Boolean(group));
      // Every group must match, or with match=any at least one (those matching more first).
      const matchAny = q.get('match') === 'any';
      const score = (p: Product) => groups.filter((group) => group(p)).length;
      list = list.filter((p) => (matchAny ? groups.length === 0 || score(p) > 0 : score(p) === groups.length));
      const exclude = Number(q.get('exclude') ?? 0);
      if (exclude) list = list.filter((p) => p.id !== exclude);
      const sort = q.get('filter') ?? 'alphabeticalAsc';
      const unit = (p: Product) => p.discountedPrice ?? p.price;
      list.sort(
        (a, b) =>
          (matchAny ? score(b) - score(a) : 0) ||
          (sort === 'alphabeticalDesc'
            ? b.name.localeCompare(a.name)
            : sort === 'priceAsc'
              ? unit(a) - unit(b)
              : sort === 'priceDesc'
                ? unit(b) - unit(a)
                : a.name.localeCompare(b.name)),
      );
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 9);
      return ok({ items: list.slice(offset, offset + limit), total: list.length });
    }
    const productMatch = path.match(/^\/api\/v1\/shop\/(\d+)$/);
    if (productMatch) {
      const p = products.find((x) => x.id === Number(productMatch[1]));
      return p ? ok(p) : fail(404, 'That product was not found.');
    }
    if (path === '/api/v1/basket' && m === 'GET') {
      const id = url.searchParams.get('id');
      if (id) return baskets.has(id) ? ok(view(id)) : fail(404, 'That basket was not found.');
      const mine = [...baskets.entries()].find(([, b]) => b.userId !== null);
      return ok(options.signedIn && mine ? view(mine[0]) : null);
    }
    if (path === '/api/v1/basket' && m === 'POST') return ok(view(newBasket()), 201);
    const basketMatch = path.match(/^\/api\/v1\/basket\/([^/]+)(\/.*)?$/);
    if (basketMatch) {
      const id = decodeURIComponent(basketMatch[1]!);
      const rest = basketMatch[2] ?? '';
      if (!baskets.has(id)) return fail(404, 'That basket was not found.');
      if (rest === '/addtobasket') {
        setLine(id, Number(body.productId), Number(body.quantity), true);
        return ok(view(id));
      }
      if (rest === '' && m === 'PUT') {
        for (const item of body.items as { productId: number; quantity: number; deleted: boolean }[])
          setLine(id, Number(item.productId), item.deleted ? 0 : item.quantity, false);
        return ok(view(id));
      }
      const remove = rest.match(/^\/removefrombasket\/(\d+)$/);
      if (remove) {
        setLine(id, Number(remove[1]), 0, false);
        return ok(view(id));
      }
      if (rest === '/merge' && m === 'POST') {
        // As the server: the guest lines join the user's basket (made when none) and the guest basket goes.
        const guest = baskets.get(id)!;
        if (!options.signedIn || guest.userId !== null) return fail(404, 'That basket was not found.');
        const mine = [...baskets.entries()].find(([, b]) => b.userId !== null)?.[0] ?? newBasket();
        for (const line of guest.items) setLine(mine, line.productId, line.quantity, true);
        baskets.delete(id);
        return ok(view(mine));
      }
      if (rest === '/clear') {
        baskets.get(id)!.items = [];
        return ok(view(id));
      }
    }
    return fail(404, `no route ${m} ${path}`);
  };

  const fetch = fakeFetch();
  // Every call is routed: queue a function reply that never runs out.
  const routed = (async (input: string, init: RequestInit) => {
    fetch.reply(route);
    return fetch(input, init);
  }) as typeof fetch;
  routed.requests = fetch.requests;
  routed.last = fetch.last;
  routed.reply = fetch.reply;

  return {
    fetch: routed,
    baskets,
    /** Makes a basket with these products (productId → quantity) and returns its id. */
    seedBasket(items: Record<number, number>, owner: 'session' | 'guest' = 'session') {
      const id = newBasket();
      if (owner === 'guest') baskets.get(id)!.userId = null;
      for (const [productId, quantity] of Object.entries(items)) setLine(id, Number(productId), quantity, true);
      return id;
    },
    /** The first matching override answers instead of the in-memory server. */
    override(o: Override) {
      overrides.push(o);
    },
    /** The next matching request waits until the returned function is called. */
    hold(match: (r: RecordedRequest) => boolean): () => void {
      let release!: () => void;
      held.push({ match, gate: new Promise<void>((resolve) => (release = resolve)) });
      return () => release();
    },
    calls(method: string, pathStart: string) {
      return fetch.requests.filter((r) => r.method === method && r.path.split('?')[0] === pathStart);
    },
  };
}
