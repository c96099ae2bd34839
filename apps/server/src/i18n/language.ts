import { LANGUAGES, type Language } from './catalog';

function supported(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The `language` cookie, else the best supported Accept-Language entry, else English. */
export function detectLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const fromCookie = cookieValue(headers.cookie, 'language');
  const cookieLanguage = fromCookie ? supported(fromCookie) : undefined;
  if (cookieLanguage) return cookieLanguage;
  const accepted = (headers['accept-language'] ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...rest] = entry.split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const entry of accepted) {
    const language = supported(entry.tag);
    if (language) return language;
  }
  return 'en';
}
