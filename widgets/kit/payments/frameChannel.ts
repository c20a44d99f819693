// The widget's side of the card frame (widgets/card-frame/): where the frame lives and how the
// two talk. The frame is on the API's origin, the one the widget already calls (its api-base),
// never PUBLIC_URL: a page opened at 127.0.0.1, at a LAN address or on a clinic's site reaches
// the server at the address it used for the script. Messages are taken only from that frame's
// window and origin, checked against their schema, and posted to that origin only.
import * as v from 'valibot';
import {
  CARD_FRAME_PATH,
  CARD_FRAME_SOURCE,
  FromCardFrameSchema,
  type FromCardFrame,
  type ToCardFrame,
  type Unsourced,
} from '../../../shared/schemas/cardFrame';
import { apiOrigin } from '../embedTokens';

export interface CardFrameTransport {
  post: (message: Unsourced<ToCardFrame>) => void;
  close: () => void;
}

/**
 * Connects a mounted card frame: messages from it go to `onMessage`. The real one uses
 * postMessage; tests pass one that runs the frame's code in jsdom (card-frame/testing.ts).
 */
export type CardFrameConnector = (iframe: HTMLIFrameElement, frameOrigin: string, onMessage: (message: FromCardFrame) => void) => CardFrameTransport;

/** The frame's address on the API for this page's origin and the widget's group. */
export function cardFrameUrl(apiBase: string, vetId: string, pageOrigin: string): string {
  return `${apiOrigin(apiBase)}${CARD_FRAME_PATH}?origin=${encodeURIComponent(pageOrigin)}&vetId=${encodeURIComponent(vetId)}`;
}

export const postMessageConnector: CardFrameConnector = (iframe, frameOrigin, onMessage) => {
  const listener = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== frameOrigin) return;
    const parsed = v.safeParse(FromCardFrameSchema, event.data);
    if (parsed.success) onMessage(parsed.output);
  };
  window.addEventListener('message', listener);
  return {
    post: (message) => iframe.contentWindow?.postMessage({ source: CARD_FRAME_SOURCE, ...message }, frameOrigin),
    close: () => window.removeEventListener('message', listener),
  };
};
