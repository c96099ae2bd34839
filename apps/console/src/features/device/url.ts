/** The absolute address a QR code opens: a page of this console (`/device/details/12` → `https://host/device/details/12`). */
export function deviceUrl(path: string, origin = window.location.origin): string {
  return new URL(path, origin).href;
}
