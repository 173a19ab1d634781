import { dictionary } from "@zxcvbn-ts/language-common";

/** Indonesian words, names and phrases seen in leaked Indonesian lists, which the global list lacks. */
const INDONESIAN = [
  "bismillah", "bismillah1", "bismillah123", "alhamdulillah", "assalamualaikum", "insyaallah", "subhanallah",
  "sayangku", "sayangkamu", "sayangku123", "akusayangkamu", "akucintakamu", "cintaku123", "cintamu123",
  "indonesia", "indonesia1", "indonesia123", "indonesiaraya", "merdeka45", "merdeka123", "garuda123",
  "pancasila", "jakarta123", "bandung123", "surabaya", "surabaya123", "yogyakarta", "semarang", "makassar",
  "persib1933", "persija1928", "bonekmania", "aremania", "katasandi", "katasandi123", "rahasia123",
  "rahasiaku", "rahasia1234", "kamuaku123", "sukasuka", "bebasaja", "terserah", "terserah123", "anakbaik",
  "mamapapa", "mamaku123", "papaku123", "keluarga", "keluarga123", "tokopedia", "shopee123", "bukalapak",
  "pasar123", "pasar1234", "cantik123", "ganteng123", "sayang123", "sayang1234", "sayang12345", "cinta123",
  "cinta1234", "cinta12345", "kucing123", "doraemon123", "123456aa", "indomie123", "nasigoreng",
];

// Short words people pad with digits or a year to pass the length rule.
const PADDED_WORDS = [
  "sayang", "cinta", "rahasia", "bismillah", "indonesia", "jakarta", "bandung", "merdeka", "garuda", "persib",
  "persija", "arema", "allah", "muhammad", "mama", "papa", "ibu", "bapak", "kucing", "anjing", "bintang",
  "bunga", "melati", "mawar", "pasar", "qwerty", "password", "admin", "user", "test", "abc", "asdf", "love",
  "angel", "dragon", "monkey", "shadow", "master", "hello", "welcome", "letmein", "princess", "sunshine",
];
const PADDINGS = ["1", "12", "123", "1234", "12345", "123456", "01", "007", "2020", "2021", "2022", "2023", "2024", "2025", "2026", "!"];

let common: Set<string> | undefined;

/**
 * Passwords refused at registration and at a password change, because they fall to the first guesses of any
 * attacker however slow the login's backoff makes them: the leaked-password list that zxcvbn-ts maintains,
 * and the Indonesian words and patterns people here pick most.
 * Letter case does not matter.
 */
export function isCommonPassword(password: string): boolean {
  // Built on first use: the global list is tens of thousands of entries, only needed when a password is set.
  common ??= new Set(
    [...dictionary["passwords-common"], ...INDONESIAN, ...PADDED_WORDS.flatMap((word) => PADDINGS.map((padding) => word + padding))].map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
