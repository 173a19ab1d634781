/**
 * Passwords that appear at the top of leaked-password lists, and the Indonesian words and patterns people
 * pick most, refused at registration and at a password change: they fall to the first guesses of any
 * attacker, however slow the login's backoff makes them. Only passwords long enough to pass the length
 * rule are listed. A maintained list of tens of thousands (@zxcvbn-ts/language-common) would replace this
 * one when the project takes the package on.
 */
const LISTED = [
  // Global leaked-password lists (RockYou, SecLists, HIBP top entries) of 8 characters or more.
  "password", "password1", "password12", "password123", "password1234", "passw0rd", "p@ssw0rd", "p@ssword",
  "pa55word", "pass1234", "password!", "12345678", "123456789", "1234567890", "12345678910", "123123123",
  "1234512345", "11111111", "111111111", "1111111111", "00000000", "000000000", "0000000000", "88888888",
  "12341234", "87654321", "987654321", "0987654321", "11223344", "112233445566", "123456123456", "147258369",
  "123654789", "123321123", "12344321", "1q2w3e4r", "1q2w3e4r5t", "1q2w3e4r5t6y", "q1w2e3r4", "q1w2e3r4t5",
  "qwertyui", "qwertyuiop", "qwerty123", "qwerty1234", "qwerty12345", "qwertyuiop123", "asdfghjkl",
  "asdfghjk", "asdf1234", "zxcvbnm1", "zxcvbnm123", "1qaz2wsx", "1qaz2wsx3edc", "qazwsxedc", "zaq12wsx",
  "abcd1234", "abc12345", "abcdefgh", "abcdefg1", "abcdef123", "aa123456", "a1234567", "a12345678",
  "iloveyou", "iloveyou1", "iloveyou2", "iloveu123", "sunshine", "princess", "princess1", "football",
  "football1", "baseball", "basketball", "superman", "batman123", "starwars", "whatever", "trustno1",
  "welcome1", "welcome123", "letmein1", "letmein123", "changeme", "changeme123", "computer", "internet",
  "michelle", "jennifer", "jessica1", "charlie1", "michael1", "liverpool", "chelsea1", "arsenal1",
  "manchester", "barcelona", "realmadrid", "juventus", "pokemon1", "naruto123", "doraemon", "pikachu1",
  "minecraft", "fortnite", "samsung1", "samsung123", "iphone123", "facebook", "facebook1", "instagram",
  "google123", "youtube1", "admin123", "admin1234", "administrator", "root1234", "master123", "mypassword",
  "secret123", "loveyou1", "lovely123", "babygirl", "babygirl1", "angel123", "dragon12", "monkey123",
  "shadow12", "killer123", "hello123", "hello1234", "helloworld", "freedom1", "q1w2e3r4t5y6", "1password",
  "asdasdasd", "qweqweqwe", "zxczxczxc", "aaaaaaaa", "qqqqqqqq", "11112222", "12121212", "13131313",
  "20202020", "19901990", "12345qwert", "qwert12345", "passwort", "motdepasse", "contraseña",
  // Indonesian words, names and phrases seen in leaked Indonesian lists.
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

const COMMON = new Set<string>([...LISTED, ...PADDED_WORDS.flatMap((word) => PADDINGS.map((padding) => word + padding))].map((entry) => entry.toLowerCase()));

/** Whether the password is one of the listed ones, in any letter case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
