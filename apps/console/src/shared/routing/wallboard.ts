import { WALLBOARD_PATH } from './external';

/** The leader board screen of the wallboard (the top bar offers it once the wallboard has it). */
export const LEADER_BOARD_PATH = `${WALLBOARD_PATH}leader`;

/** base64url (RFC 4648 §5, no padding) of the UTF-8 bytes of a text. */
export function base64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The leader board's address (docs/product.md "Shell"): `/wallboard/leader?tags=<code>,<companyId>,<token>&source=console`
 * where `code` is the deployment's base code (host configuration `code`), `companyId` the company in
 * scope, and `token` = base64url("<code>:<companyId>") — both values again, encoded, so the board can
 * tell them apart from a hand-edited list. Each part is URI-encoded; the commas stay literal.
 * Example: code OM01, company 12 → `/wallboard/leader?tags=OM01,12,T00wMToxMg&source=console`.
 */
export function leaderBoardUrl(code: string, companyId: number): string {
  const tags = [code, String(companyId), base64Url(`${code}:${companyId}`)].map(encodeURIComponent).join(',');
  return `${LEADER_BOARD_PATH}?tags=${tags}&source=console`;
}
