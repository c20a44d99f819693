// The card frame: every card form (checkout, pay online, the fundraiser, the account's add card)
// shows its card inputs in a frame of this page, on the API's own origin, whatever page holds
// the widget. The page loads Stripe.js (or, offline, the stand-in at /stripe-standin/v3.js) and
// its script (widgets/card-frame/frame.ts, built to dist/card-frame) hands the widget a card
// token by postMessage, to the page's origin only. Nothing of the host page (its DOM, styles,
// globals, CSP beyond `frame-src`) reaches the inputs, and the page needs no PUBLIC_URL: every
// address here is relative to the origin the frame was loaded from.
//
// Who may frame it: the origin named in ?origin= (the widget's page), and only when the vet
// group lists that site (as for the sign-in popup) or it is this origin itself, which the
// script checks in the browser (a proxy in front may change the scheme the server sees). The
// CSP's frame-ancestors (server/app.ts) lets only that origin frame the page, so a site cannot
// claim another's origin to receive its messages.
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { escapeHtml } from '../../http/page';
import { embedOrigin } from '../../auth/embedSignIn';
import { siteAllowed } from '../../auth/embedSessions';
import { tenancy } from '../../http/tenancy';
import { sendScript } from '../../http/compressedScript';

const STANDIN_SCRIPT = '/stripe-standin/v3.js';
const STRIPE_SCRIPT = 'https://js.stripe.com/v3/';

// The stand-in draws plain inputs (real Stripe draws its own frame inside #card): sized in px,
// three fields that wrap to two rows when the frame is narrow, the brand line under the number.
const STYLE = `
html { color-scheme: light; }
body { margin: 0; padding: 3px; background: transparent; font: 16px/1.5 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; }
[data-gateway="stripe"] #card { padding: 10px 12px; border: 1px solid #d1d5db; border-radius: 6px; background: #fff; }
[data-gateway="stripe"] #card.StripeElement--focus { outline: 2px solid var(--primary, #0f766e); outline-offset: 1px; }
[data-standin-element] { display: flex; flex-wrap: wrap; gap: 8px; }
[data-standin-element] label { display: flex; flex-direction: column; justify-content: flex-end; gap: 4px; position: relative; padding-bottom: 20px; font-size: 14px; font-weight: 600; flex: 1 1 120px !important; }
[data-standin-element] label:first-child { flex: 2 1 190px !important; }
/* The frame is as wide as the field: a narrow one puts the number on a row of its own. */
@media (max-width: 420px) { [data-standin-element] label:first-child { flex-basis: 100% !important; } }
[data-standin-element] label > span:first-child { font-size: 14px !important; }
[data-standin-element] input { display: block; box-sizing: border-box; width: 100%; height: 40px; margin: 0; padding: 0 12px; font-family: inherit; font-size: 16px; font-weight: 400; line-height: 1.5; color: #1f2937; background: #fff; border: 1px solid #d1d5db; border-radius: 6px; -webkit-appearance: none; appearance: none; }
[data-standin-element] input::placeholder { color: #6b7280; }
[data-standin-element] input:focus { outline: 2px solid var(--primary, #0f766e); outline-offset: 1px; }
[data-standin-element] input[aria-invalid="true"] { border-color: #b91c1c; }
[data-standin-element] input:disabled { background: #f3f4f6; }
[data-standin-brand] { position: absolute; left: 0; bottom: 0; min-height: 20px; font-weight: 400; font-size: 13.6px !important; }
`;

function framePage(input: { parentOrigin: string; listed: boolean; key: string; script: string; gateway: string }): string {
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex">
<title>Card details</title>
<style>${STYLE}</style>
<script type="module" src="/pay/card-frame.js"></script>
</head>
<body data-parent-origin="${escapeHtml(input.parentOrigin)}" data-listed="${input.listed}" data-key="${escapeHtml(input.key)}" data-script="${escapeHtml(input.script)}" data-gateway="${escapeHtml(input.gateway)}">
<div id="card"></div>
</body>
</html>`;
}

export const cardFrameRoutes = new Hono<AppEnv>()
  .get('/card-frame.js', async (c) => {
    try {
      return await sendScript(c, join(c.get('deps').config.root, 'dist/card-frame/card-frame.js'), { 'cache-control': 'public, max-age=300' });
    } catch {
      return c.text('Run npm run build first.', 404);
    }
  })
  .get('/card-frame', tenancy, async (c) => {
    c.header('cache-control', 'no-store');
    const origin = embedOrigin(c.req.query('origin'));
    if (!origin) return c.text('The card frame needs the origin of the page that shows it (?origin=https://…).', 400);
    const { db, config, payments } = c.get('deps');
    const listed = await siteAllowed(db, config, c.get('vetId'), origin);
    return c.html(
      framePage({
        parentOrigin: origin,
        listed,
        key: payments.publishableKey ?? '',
        script: payments.kind === 'offline' ? STANDIN_SCRIPT : STRIPE_SCRIPT,
        gateway: payments.kind === 'offline' ? 'standin' : 'stripe',
      }),
    );
  });
