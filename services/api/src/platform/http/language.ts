import type { Lang } from '@faena/contracts';

/** The answer's language: `lang` query (es|en), else the first es/en of Accept-Language, else es. */
export function languageOf(query: unknown, acceptLanguage: string | undefined): Lang {
  const fromQuery =
    typeof query === 'object' && query !== null
      ? (query as Record<string, unknown>).lang
      : undefined;
  if (fromQuery === 'en' || fromQuery === 'es') return fromQuery;
  if (!acceptLanguage) return 'es';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return {
        lang: tag.trim().toLowerCase().split('-')[0],
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((x) => x.lang === 'es' || x.lang === 'en')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.lang as Lang | undefined) ?? 'es';
}
