import { E_INVOICE_MESSAGES } from '@store/contract';

/**
 * What the IRP's signed QR code says (decisions.md › §21). SignedQRCode is a JWT signed by the
 * IRP; its payload names the seller, the document and the IRN either directly or as the JSON
 * string in its `data` claim (as the IRP writes it). The store reads the payload to check it
 * belongs to the document it is recorded on; verifying the IRP's signature needs NIC's public
 * key and is left to IRP_API_URL's integration (docs/decisions/337).
 */
export interface SignedQrClaims {
  SellerGstin?: unknown;
  DocNo?: unknown;
  DocTyp?: unknown;
  Irn?: unknown;
}

/** The payload's claims, or null when the text is not a JWT with a JSON payload. */
export function signedQrClaims(jwt: string): SignedQrClaims | null {
  const parts = jwt.trim().split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
    if (!payload || typeof payload !== 'object') return null;
    const data = (payload as { data?: unknown }).data;
    if (typeof data === 'string') {
      const inner = JSON.parse(data) as unknown;
      return inner && typeof inner === 'object' ? (inner as SignedQrClaims) : null;
    }
    if (data && typeof data === 'object') return data as SignedQrClaims;
    return payload as SignedQrClaims;
  } catch {
    return null;
  }
}

/** Why a signed QR code does not belong to this document and IRN; null when it does. */
export function signedQrRefusal(
  jwt: string,
  expected: { sellerGstin: string; docNo: string; irn: string },
): string | null {
  const claims = signedQrClaims(jwt);
  if (!claims) return E_INVOICE_MESSAGES.qrNotJwt;
  if (claims.SellerGstin !== expected.sellerGstin) return E_INVOICE_MESSAGES.qrSeller;
  if (claims.DocNo !== expected.docNo) return E_INVOICE_MESSAGES.qrDoc;
  if (typeof claims.Irn !== 'string' || claims.Irn.toLowerCase() !== expected.irn.toLowerCase()) {
    return E_INVOICE_MESSAGES.qrIrn;
  }
  return null;
}
