// A plain site has no router: ?product=12 shows that product instead of the listing.
const id = new URLSearchParams(location.search).get('product');
if (id) {
  const view = document.getElementById('shop-view');
  document.querySelector('.page-intro p')?.remove();
  const product = document.createElement('vet-product');
  product.setAttribute('vet-id', 'tui-vets');
  product.setAttribute('product-id', id);
  product.setAttribute('product-url', '/demo/shop.html?product={id}');
  product.addEventListener('vet-product:loaded', (event) => {
    document.getElementById('page-title').textContent = event.detail.name;
    document.title = `${event.detail.name} · Shop · Tui Vets Hamilton`;
  });
  const back = document.createElement('p');
  back.className = 'back';
  back.innerHTML = '<a href="/demo/shop.html">← Back to the shop</a>';
  view.replaceChildren(back, product);
}
