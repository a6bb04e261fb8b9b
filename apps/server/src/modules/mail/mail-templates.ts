import { escapeHtml as e } from './mail-format';
import type { MailView } from './mail-views';

/**
 * The two templates every mail is rendered with: one text, one HTML, from the same MailView.
 * Colours are the store's (apps/web/src/index.css): ink #0f172a, brand amber #f59e0b / #b45309.
 */

const INK = '#0f172a';
const BRAND = '#f59e0b';
const BRAND_DARK = '#b45309';
const MUTED = '#475569';
const LINE = '#e2e8f0';

export function renderText(v: MailView): string {
  const out: string[] = [];
  out.push(v.shop.name.toUpperCase(), v.shop.tagline, '', v.heading, '');
  for (const p of v.paragraphs) out.push(p, '');
  if (v.remarks) out.push(`Note: ${v.remarks}`, '');
  if (v.tracking) {
    out.push('TRACKING');
    out.push(`Courier: ${v.tracking.courier ?? 'to be confirmed'}`);
    out.push(`Tracking number: ${v.tracking.trackingNumber ?? 'to be confirmed'}`);
    if (v.tracking.url) out.push(`Track your parcel: ${v.tracking.url}`);
    out.push('');
  }
  if (v.paymentInstructions) {
    out.push(v.paymentInstructions.title.toUpperCase());
    for (const l of v.paymentInstructions.lines) out.push(`- ${l}`);
    out.push('');
  }
  if (v.order) {
    const o = v.order;
    out.push(`ORDER #${o.shortNumber}  (placed ${o.placedAt})`);
    if (o.poNumber) out.push(`PO number: ${o.poNumber}`);
    for (const l of o.lines) {
      out.push(`- ${l.name} (${l.maker}, ${l.sku})`);
      out.push(`  ${l.quantity} x ${l.unitPrice} = ${l.lineTotal}`);
    }
    out.push(
      `Total (${o.totalItems} item${o.totalItems === 1 ? '' : 's'}, GST included): ${o.total}`,
    );
    out.push('', 'Deliver to:', o.customerName, o.address, `Phone: ${o.phone}`, '');
  }
  if (v.product) {
    out.push(`${v.product.name} by ${v.product.maker}: ${v.product.price}`, '');
  }
  if (v.action) out.push(`${v.action.label}: ${v.action.url}`, '');
  out.push('--');
  out.push(`${v.shop.name}, ${v.shop.address}`);
  out.push(`GSTIN ${v.shop.gstin}`);
  out.push(`Customer care: ${v.shop.carePhone}, ${v.shop.careEmail}`);
  out.push(v.links.map((l) => `${l.label}: ${l.url}`).join('\n'));
  return `${out.join('\n')}\n`;
}

const para = (text: string) =>
  `<p style="margin:0 0 14px;font-size:15px;line-height:22px;color:${INK}">${e(text)}</p>`;

function section(title: string, body: string, accent = LINE): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:6px 0 18px;border:1px solid ${accent};border-radius:10px">
<tr><td style="padding:14px 16px">
<p style="margin:0 0 8px;font-size:13px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:${BRAND_DARK}">${e(title)}</p>
${body}
</td></tr></table>`;
}

function orderTable(o: NonNullable<MailView['order']>): string {
  const rows = o.lines
    .map(
      (l) => `<tr>
<td style="padding:10px 0;border-bottom:1px solid ${LINE};font-size:14px;color:${INK}">
<div style="font-weight:600">${e(l.name)}</div>
<div style="font-size:12px;color:${MUTED}">${e(l.maker)} · ${e(l.sku)}</div>
</td>
<td style="padding:10px 8px;border-bottom:1px solid ${LINE};font-size:14px;color:${MUTED};white-space:nowrap;text-align:right">${l.quantity} × ${e(l.unitPrice)}</td>
<td style="padding:10px 0;border-bottom:1px solid ${LINE};font-size:14px;font-weight:600;color:${INK};white-space:nowrap;text-align:right">${e(l.lineTotal)}</td>
</tr>`,
    )
    .join('\n');
  return section(
    `Order #${o.shortNumber}`,
    `<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">Placed ${e(o.placedAt)}${o.poNumber ? ` · PO number ${e(o.poNumber)}` : ''}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${rows}
<tr><td style="padding:12px 0 0;font-size:14px;color:${MUTED}" colspan="2">Total (${o.totalItems} item${o.totalItems === 1 ? '' : 's'}, GST included)</td>
<td style="padding:12px 0 0;font-size:16px;font-weight:700;color:${INK};white-space:nowrap;text-align:right">${e(o.total)}</td></tr>
</table>
<p style="margin:14px 0 0;font-size:13px;line-height:19px;color:${MUTED}"><strong style="color:${INK}">Deliver to</strong><br>${e(o.customerName)}<br>${e(o.address)}<br>Phone ${e(o.phone)}</p>`,
  );
}

export function renderHtml(v: MailView): string {
  const body: string[] = [];
  body.push(
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${INK}">${e(v.heading)}</h1>`,
  );
  for (const p of v.paragraphs) body.push(para(p));
  if (v.remarks) {
    body.push(
      `<p style="margin:0 0 14px;padding:10px 12px;background:#fff8eb;border-left:3px solid ${BRAND};font-size:14px;color:${INK}"><strong>Note:</strong> ${e(v.remarks)}</p>`,
    );
  }
  if (v.tracking) {
    body.push(
      section(
        'Tracking',
        `<p style="margin:0;font-size:14px;line-height:22px;color:${INK}">Courier: <strong>${e(v.tracking.courier ?? 'to be confirmed')}</strong><br>Tracking number: <strong>${e(v.tracking.trackingNumber ?? 'to be confirmed')}</strong>${v.tracking.url ? `<br><a href="${e(v.tracking.url)}" style="color:${BRAND};font-weight:600">Track your parcel</a>` : ''}</p>`,
        BRAND,
      ),
    );
  }
  if (v.paymentInstructions) {
    body.push(
      section(
        v.paymentInstructions.title,
        `<ul style="margin:0;padding-left:18px;font-size:14px;line-height:21px;color:${INK}">${v.paymentInstructions.lines.map((l) => `<li style="margin:0 0 4px">${e(l)}</li>`).join('')}</ul>`,
        BRAND,
      ),
    );
  }
  if (v.order) body.push(orderTable(v.order));
  if (v.product) {
    body.push(
      section(
        'Product',
        `<p style="margin:0;font-size:15px;font-weight:600;color:${INK}">${e(v.product.name)}</p><p style="margin:4px 0 0;font-size:13px;color:${MUTED}">${e(v.product.maker)} · <strong style="color:${INK}">${e(v.product.price)}</strong></p>`,
      ),
    );
  }
  if (v.action) {
    body.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 4px"><tr><td style="border-radius:8px;background:${BRAND}"><a href="${e(v.action.url)}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:700;color:${INK};text-decoration:none">${e(v.action.label)}</a></td></tr></table>`,
    );
  }
  const links = v.links
    .map(
      (l) =>
        `<a href="${e(l.url)}" style="color:${BRAND_DARK};text-decoration:underline">${e(l.label)}</a>`,
    )
    .join(' &nbsp;·&nbsp; ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light"><title>${e(v.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${e(v.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:14px;overflow:hidden">
<tr><td style="background:${INK};padding:18px 24px;border-bottom:4px solid ${BRAND}">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="width:40px;height:40px;background:${BRAND};border-radius:10px;text-align:center;vertical-align:middle;font-size:18px;font-weight:800;color:${INK}">&#9881;</td>
<td style="padding-left:12px"><a href="${e(v.shop.siteUrl)}" style="font-size:18px;font-weight:800;color:#ffffff;text-decoration:none">${e(v.shop.name)}</a>
<div style="font-size:12px;color:#cbd5e1">${e(v.shop.tagline)}</div></td>
</tr></table></td></tr>
<tr><td style="padding:26px 24px 18px">
${body.join('\n')}
</td></tr>
<tr><td style="padding:18px 24px;background:#f8fafc;border-top:1px solid ${LINE};font-size:12px;line-height:18px;color:${MUTED}">
<p style="margin:0 0 6px">${links}</p>
<p style="margin:0">${e(v.shop.name)}, ${e(v.shop.address)} · GSTIN ${e(v.shop.gstin)}</p>
<p style="margin:0">Customer care: ${e(v.shop.carePhone)} · ${e(v.shop.careEmail)}</p>
</td></tr>
</table></td></tr></table>
</body></html>
`;
}
