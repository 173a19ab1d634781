/**
 * What a shopper typed, turned into words the search index understands. Pure functions: the repository
 * looks the words up and the service decides which spelling to search with.
 *
 * The index (migration 0003) holds whole words, lower-case and unaccented, with no stemming: the Indonesian
 * stemmer also strips prefixes ('kemeja', a shirt, becomes 'meja', a table). A word the index does not know
 * is tried as its suffix-stripped Indonesian stem ('sepatunya' → 'sepatu'), then corrected against the
 * vocabulary of indexed words by trigram similarity.
 */

/** The longest search text accepted (the header box has the same maxlength). */
export const MAX_SEARCH_LENGTH = 100;
/** Words beyond this many are ignored: no product name needs more to be found. */
export const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** Function words that name no product; dropped from a query unless nothing else is left. */
const STOPWORDS: ReadonlySet<string> = new Set([
  "dan",
  "atau",
  "di",
  "ke",
  "dari",
  "yang",
  "untuk",
  "utk",
  "buat",
  "dengan",
  "dgn",
  "ini",
  "itu",
  "pada",
  "the",
  "and",
  "for",
  "with",
  "of",
  "a",
  "an",
  "in",
  "to",
]);

/** Trims, collapses whitespace and caps the length, for echoing the query back. */
export function cleanSearchText(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH);
}

/** Lower-case, accents folded ('Café' → 'cafe'), as the index's `pasar` configuration and `unaccent` do. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/**
 * The distinct words of a query, in order: letters and digits only (so nothing the shopper types can reach
 * tsquery syntax), stopwords dropped unless they are all there is, at most MAX_WORDS.
 */
export function searchWords(raw: string): string[] {
  const words: string[] = [];
  for (const word of foldText(cleanSearchText(raw)).split(/[^a-z0-9]+/)) {
    if (!word || words.includes(word)) continue;
    words.push(word.slice(0, MAX_WORD_LENGTH));
  }
  const meaningful = words.filter((word) => !STOPWORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
}

/** Whether a word may be spelling-corrected: numbers and sizes ('128gb', '2') are meant as typed. */
export function isCorrectable(word: string): boolean {
  return word.length >= 3 && /^[a-z]+$/.test(word);
}

/** What the vocabulary says about one query word (see SearchRepository.lookupWords). */
export interface WordLookup {
  word: string;
  /** The word is in the vocabulary: some name contains it. */
  known: boolean;
  /** The Indonesian stem, when stemming removed only a suffix and the stem is a known word. */
  stem: string | null;
  /** Known words spelled like it, most similar first (empty when the word is known). */
  alternatives: string[];
}

/** One word of a tsquery: any of its forms may match. */
export type QueryTerm = string[];

const TOKEN = /^[a-z0-9]+$/;

/**
 * A tsquery text: terms joined with AND, the forms of a term with OR; `prefixLast` lets the last term match
 * word beginnings ('sepa' finds 'sepatu'), as the autocomplete wants. Tokens are checked to be letters and
 * digits; the text still travels to to_tsquery as a bound parameter.
 */
export function buildTsQuery(terms: readonly QueryTerm[], options: { prefixLast?: boolean } = {}): string | null {
  const parts: string[] = [];
  terms.forEach((forms, index) => {
    const prefix = options.prefixLast === true && index === terms.length - 1;
    const tokens = [...new Set(forms)].filter((form) => TOKEN.test(form)).map((form) => (prefix ? `${form}:*` : form));
    if (tokens.length === 0) return;
    parts.push(tokens.length === 1 ? tokens[0]! : `(${tokens.join(" | ")})`);
  });
  return parts.length > 0 ? parts.join(" & ") : null;
}

/** Any of the words, for 'related categories' when the whole query found nothing. */
export function buildAnyTsQuery(words: readonly string[]): string | null {
  const tokens = [...new Set(words)].filter((word) => TOKEN.test(word));
  return tokens.length > 0 ? tokens.join(" | ") : null;
}

export interface SpellingPlan {
  /** The words with each unknown one replaced by its stem or best correction; null when none could be. */
  corrected: string[] | null;
  /** Up to `limit` spellings of the whole query, best first (the first is `corrected`), for 'Did you mean'. */
  suggestions: string[][];
}

/**
 * Decides how to respell a query that found nothing, from the vocabulary's answers. Known words stay; an
 * unknown word becomes its suffix-stripped stem when that is known ('sepatunya' → 'sepatu'), else its most
 * similar known word ('sepatuu' → 'sepatu'), and its next alternatives make the other suggestions. Numbers
 * and short words are left as typed.
 */
export function planSpelling(lookups: readonly WordLookup[], limit = 3): SpellingPlan {
  const fixable = lookups.map(
    (lookup) => !lookup.known && !lookup.stem && isCorrectable(lookup.word) && lookup.alternatives.length > 0,
  );
  const stemmed = lookups.map((lookup) => !lookup.known && lookup.stem !== null);
  if (!fixable.some(Boolean) && !stemmed.some(Boolean)) return { corrected: null, suggestions: [] };
  const spelled = (choice: number) =>
    lookups.map((lookup, index) => {
      if (stemmed[index]) return lookup.stem!;
      if (!fixable[index]) return lookup.word;
      return lookup.alternatives[Math.min(choice, lookup.alternatives.length - 1)]!;
    });
  const suggestions: string[][] = [];
  const seen = new Set<string>();
  const most = Math.max(1, ...lookups.map((lookup) => lookup.alternatives.length));
  for (let choice = 0; choice < most && suggestions.length < limit; choice += 1) {
    const words = spelled(choice);
    const key = words.join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push(words);
  }
  return { corrected: spelled(0), suggestions };
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";

/**
 * Every word one edit away (a letter dropped, swapped with its neighbour, replaced or added). Trigram
 * similarity misses typos in short words ('kaso' shares too few trigrams with 'kaos'); looking these few
 * hundred spellings up by equality in the vocabulary catches them.
 */
export function oneEditAway(word: string): string[] {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1]! + tail[0]! + tail.slice(2));
    for (const letter of ALPHABET) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return [...edits].filter((edit) => edit.length >= 3);
}
