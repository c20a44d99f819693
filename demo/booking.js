// The host side of the booking iframe embed (shell/embed/protocol.ts): grow the frame to the
// height the booking page reports, trusting only messages from that frame.
addEventListener('message', (e) => {
  const frame = document.getElementById('vet-booking-frame');
  if (frame && e.source === frame.contentWindow && e.data && e.data.source === 'vet-embed' && e.data.type === 'height')
    frame.style.height = `${e.data.height}px`;
});
