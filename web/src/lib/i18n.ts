import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/en';
import { MESSAGES_EN, MESSAGES_ES, type Lang } from '@faena/contracts';

export const LANGUAGES: readonly Lang[] = ['es', 'en'];
export const DEFAULT_LANGUAGE: Lang = 'es';
const LANGUAGE_KEY = 'vcg:lang';

export const isLang = (v: unknown): v is Lang => v === 'es' || v === 'en';

/** `?lang=en` (also inside the hash), else the stored choice, else Spanish. */
export function initialLanguage(): Lang {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const fromQuery = /[?&]lang=(es|en)\b/.exec(window.location.search + window.location.hash)?.[1];
  if (isLang(fromQuery)) return fromQuery;
  const stored = safeStorageGet(LANGUAGE_KEY);
  return isLang(stored) ? stored : DEFAULT_LANGUAGE;
}

function safeStorageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function currentLanguage(): Lang {
  return isLang(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export async function setLanguage(lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  dayjs.locale(lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

type Tree = { [key: string]: string | Tree };

/** Turns `a.b.c` keys into nested objects so i18next's key separator finds them. */
function setPath(tree: Tree, path: string, text: string): void {
  const parts = path.split('.');
  let node = tree;
  parts.slice(0, -1).forEach((part) => {
    const next = node[part];
    if (typeof next === 'object') node = next;
    else node = node[part] = {};
  });
  node[parts[parts.length - 1] ?? path] = text;
}

/** The namespace that takes a contracts key without one (PASSWORDREQUIRED): i18next's default. */
const DEFAULT_NS = 'common';

/**
 * The texts of contracts/messages.ts as namespaces (errors:*, common:*, access:reason.*); a key
 * without a namespace goes to common, and the contracts' `{n}` placeholders become i18next's `{{n}}`.
 */
export function contractNamespaces(messages: Record<string, string>): Record<string, Tree> {
  const out: Record<string, Tree> = {};
  for (const [full, text] of Object.entries(messages)) {
    const at = full.indexOf(':');
    const [ns, key] = at < 0 ? [DEFAULT_NS, full] : [full.slice(0, at), full.slice(at + 1)];
    setPath((out[ns] ??= {}), key, text.replace(/(?<!\{)\{(\w+)\}(?!\})/g, '{{$1}}'));
  }
  return out;
}

function deepMerge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = typeof v === 'object' && typeof prev === 'object' ? deepMerge(prev, v) : v;
  }
  return out;
}

/** Locale files of the app plus the contracts' texts (the contracts win: one source of truth). */
export function buildResources(files: Record<Lang, Record<string, Tree>>): Resource {
  const contracts: Record<Lang, Record<string, Tree>> = {
    es: contractNamespaces(MESSAGES_ES),
    en: contractNamespaces(MESSAGES_EN),
  };
  const resources: Resource = {};
  for (const lang of LANGUAGES) {
    const merged: Record<string, Tree> = { ...files[lang] };
    for (const [ns, tree] of Object.entries(contracts[lang]))
      merged[ns] = deepMerge(merged[ns] ?? {}, tree);
    resources[lang] = merged;
  }
  return resources;
}

export async function initI18n(
  files: Record<Lang, Record<string, Tree>>,
  lang: Lang = initialLanguage(),
) {
  dayjs.locale(lang);
  await i18next.use(initReactI18next).init({
    resources: buildResources(files),
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(files.es),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export type { Tree as LocaleTree };
