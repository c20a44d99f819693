// The footer's QR code of the download page (shell/layout/AppBanner.tsx leaves
// <span data-qr-code="/download-app">): drawn once the banner comes near the screen, and only
// where it shows (desktop: the link is hidden on phones, and hidden elements never
// intersect). It encodes the absolute address, which only the browser knows for sure.
const drawn = new WeakSet<Element>();
let near: IntersectionObserver | undefined;

async function draw(slot: HTMLElement): Promise<void> {
  const { qrCodeSvg } = await import('../ui/qrCode');
  const target = new URL(slot.dataset.qrCode ?? '/', window.location.origin).href;
  slot.replaceChildren(qrCodeSvg(document, target, slot.dataset.qrLabel ?? 'QR code', slot.getAttribute('class') ?? ''));
}

export function drawQrCodes(root: ParentNode): void {
  for (const slot of root.querySelectorAll<HTMLElement>('[data-qr-code]')) {
    if (drawn.has(slot)) continue;
    drawn.add(slot);
    if (typeof IntersectionObserver !== 'function') {
      void draw(slot);
      continue;
    }
    near ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) {
            near!.unobserve(entry.target);
            void draw(entry.target as HTMLElement);
          }
      },
      { rootMargin: '100% 0px' },
    );
    near.observe(slot);
  }
}
