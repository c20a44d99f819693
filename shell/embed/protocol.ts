// The messages /embed/booking sends its parent page. Hosts listen for them:
//   addEventListener('message', (e) => { if (e.data?.source === 'vet-embed' && e.data.type === 'height') iframe.style.height = e.data.height + 'px'; });
// Heights and flow events carry no personal data, so they go to any parent ('*').
export type EmbedMessage =
  | { source: 'vet-embed'; type: 'height'; height: number }
  | { source: 'vet-embed'; type: 'event'; name: string; detail: unknown };

export function embedMessage(type: 'height', body: { height: number }): EmbedMessage;
export function embedMessage(type: 'event', body: { name: string; detail: unknown }): EmbedMessage;
export function embedMessage(type: EmbedMessage['type'], body: object): EmbedMessage {
  return { source: 'vet-embed', type, ...body } as EmbedMessage;
}

export function parseEmbedQuery(search: string): { ok: true; vetId: string } | { ok: false; message: string } {
  const vetId = new URLSearchParams(search).get('vetId')?.trim() || 'tui-vets';
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/i.test(vetId)) return { ok: false, message: 'The vetId in this booking link is not valid.' };
  return { ok: true, vetId };
}

/** The snippet a clinic pastes to embed the booking flow in an iframe. */
export function iframeSnippet(origin: string, vetId: string): string {
  const src = `${origin}/embed/booking?vetId=${encodeURIComponent(vetId)}`;
  return `<iframe id="vet-booking-frame" src="${src}" title="Book an appointment" style="display:block;width:100%;border:0;height:480px" loading="lazy"></iframe>
<script>
  addEventListener('message', function (e) {
    var frame = document.getElementById('vet-booking-frame');
    if (e.source === frame.contentWindow && e.data && e.data.source === 'vet-embed' && e.data.type === 'height') frame.style.height = e.data.height + 'px';
  });
</script>`;
}
