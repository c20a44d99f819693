// The messages /embed/booking sends its parent page. Hosts listen for them:
//   addEventListener('message', (e) => { if (e.data?.source === 'vet-embed' && e.data.type === 'height') iframe.style.height = e.data.height + 'px'; });
// Heights and flow events carry no personal data, so they go to any parent ('*').
import { escapeHtml } from '../../shared/format/html';

export type EmbedMessage = { source: 'vet-embed'; type: 'height'; height: number } | { source: 'vet-embed'; type: 'event'; name: string; detail: unknown };

export function embedMessage(type: 'height', body: { height: number }): EmbedMessage;
export function embedMessage(type: 'event', body: { name: string; detail: unknown }): EmbedMessage;
export function embedMessage(type: EmbedMessage['type'], body: object): EmbedMessage {
  return { source: 'vet-embed', type, ...body } as EmbedMessage;
}

/** The booking's prefill attributes an iframe link may carry (validated again by the widget). */
export const EMBED_PREFILLS = ['clinic', 'species', 'first-name', 'last-name', 'email', 'phone'] as const;

export function parseEmbedQuery(search: string): { ok: true; vetId: string; prefill: Record<string, string> } | { ok: false; message: string } {
  const params = new URLSearchParams(search);
  const vetId = params.get('vetId')?.trim() || 'tui-vets';
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/i.test(vetId)) return { ok: false, message: 'The vetId in this booking link is not valid.' };
  const prefill: Record<string, string> = {};
  for (const name of EMBED_PREFILLS) {
    const value = params.get(name)?.trim();
    if (value) prefill[name] = value.slice(0, 200);
  }
  return { ok: true, vetId, prefill };
}

/**
 * The snippet a clinic pastes to embed the booking flow in an iframe, with the prefills set
 * in /widgets. Its script sizes whichever iframe on the page sent the height: not "the element
 * before this script", which is only true where the snippet was pasted into the HTML. Page
 * builders insert it by script and run the <script> elsewhere (jQuery's html() runs it in
 * <head>), where document.currentScript's sibling is no iframe. No element ids either, so
 * several snippets on one page each grow with their own flow.
 */
export function iframeSnippet(origin: string, vetId: string, prefill: Record<string, string> = {}): string {
  const params = new URLSearchParams({ vetId });
  for (const name of EMBED_PREFILLS) if (prefill[name]?.trim()) params.set(name, prefill[name]!.trim());
  const src = `${origin}/embed/booking?${params}`;
  return `<iframe src="${escapeHtml(src)}" title="Book an appointment" style="display:block;width:100%;border:0;height:480px" loading="lazy"></iframe>
<script>
  addEventListener('message', function (e) {
    if (!e.data || e.data.source !== 'vet-embed' || e.data.type !== 'height') return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === e.source) frames[i].style.height = e.data.height + 'px';
  });
</script>`;
}
