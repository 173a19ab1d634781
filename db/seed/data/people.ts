export const MALE_NAMES = [
  "Budi", "Agus", "Andi", "Bambang", "Dedi", "Eko", "Fajar", "Hendra", "Irfan", "Joko", "Rizky", "Yusuf", "Dimas",
  "Arif", "Bayu", "Wahyu", "Teguh", "Gilang", "Putra", "Reza", "Hadi", "Imam", "Ilham", "Rudi", "Taufik", "Anton",
  "Yoga", "Fikri", "Aditya", "Kevin", "Michael", "Daniel", "Made", "Ketut", "Wayan", "Nyoman", "Ucok", "Rahmat",
];

export const FEMALE_NAMES = [
  "Siti", "Dewi", "Ani", "Rina", "Sri", "Putri", "Ayu", "Nur", "Fitri", "Indah", "Wulan", "Rini", "Maya", "Lestari",
  "Intan", "Nabila", "Aisyah", "Dian", "Ratna", "Yuni", "Novi", "Tika", "Nadia", "Citra", "Mega", "Desi", "Anisa",
  "Kartika", "Larasati", "Melati", "Grace", "Maria", "Yohana", "Luh", "Kadek", "Fatimah", "Zahra", "Salsabila",
];

export const FAMILY_NAMES = [
  "Santoso", "Wijaya", "Saputra", "Pratama", "Hidayat", "Kusuma", "Nugroho", "Setiawan", "Gunawan", "Siregar",
  "Nasution", "Lubis", "Harahap", "Simanjuntak", "Sitompul", "Wibowo", "Rahmawati", "Permata", "Susanti", "Halim",
  "Tanjung", "Pangaribuan", "Manurung", "Putri", "Lestari", "Hasibuan", "Purnomo", "Suryadi", "Kurniawan", "Hakim",
  "Sembiring", "Ginting", "Tarigan", "Rahman", "Syahputra", "Wulandari", "Handoko", "Utomo", "Mahendra", "Tambunan",
  "Pardede", "Sinaga", "Kristanto", "Sulistyo", "Anggraini", "Ramadhan", "Firmansyah", "Maharani", "Sari", "Daulay",
];
