/** How QR codes are drawn: medium error correction (a scratched label still scans), a one-module quiet zone. */
export const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 1 } as const;

/**
 * The SVG of a QR code encoding `text`. The encoder (qrcode) loads on first use, in a chunk of its
 * own: no page pays for it until it shows a code.
 */
export async function qrSvg(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  return qrcode.toString(text, QR_OPTIONS);
}

/** An SVG as an image address (`<img src>`): scales crisply and prints as vector graphics. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
