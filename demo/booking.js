// The host side of the booking iframe embed (shell/embed/protocol.ts): grow each frame to the
// height its booking page reports, trusting a message only from the frame it sizes. No ids:
// the page holds two embeds, as a clinic site with two groups' booking might.
addEventListener('message', (e) => {
  if (!e.data || e.data.source !== 'vet-embed' || e.data.type !== 'height') return;
  for (const frame of document.querySelectorAll('iframe.embed-frame')) if (e.source === frame.contentWindow) frame.style.height = `${e.data.height}px`;
});
