import { describe, expect, it } from 'vitest';
import { embedMessage, iframeSnippet, parseEmbedQuery } from './protocol';

describe('booking embed protocol', () => {
  it.each([
    ['?vetId=kea-vets', { ok: true, vetId: 'kea-vets', prefill: {} }],
    ['', { ok: true, vetId: 'tui-vets', prefill: {} }],
    [
      '?vetId=tui-vets&clinic=tui-cambridge&first-name=Aroha&onclick=x',
      { ok: true, vetId: 'tui-vets', prefill: { clinic: 'tui-cambridge', 'first-name': 'Aroha' } },
    ],
    ['?vetId=%3Cscript%3E', { ok: false, message: 'The vetId in this booking link is not valid.' }],
  ])('reads %s', (search, expected) => {
    expect(parseEmbedQuery(search)).toEqual(expected);
  });

  it('tags its messages so hosts can tell them from other frames', () => {
    expect(embedMessage('height', { height: 812 })).toEqual({ source: 'vet-embed', type: 'height', height: 812 });
  });

  it('builds a snippet that sizes only the frame a height came from, wherever its script runs, with no element id, carrying the prefills', () => {
    const snippet = iframeSnippet('https://portal.example.nz', 'tui-vets', { clinic: 'tui-cambridge', 'first-name': 'Aroha "A"', heading: 'x' });
    expect(snippet).toContain('src="https://portal.example.nz/embed/booking?vetId=tui-vets&amp;clinic=tui-cambridge&amp;first-name=Aroha+%22A%22"');
    expect(snippet).toContain('frames[i].contentWindow === e.source');
    // Run by a page builder's script, the <script> is not after its iframe.
    expect(snippet).not.toContain('currentScript');
    expect(snippet).not.toMatch(/\bid=/);
  });
});
