/**
 * The demo stores. Brand names are invented (no real trademarks); every store sits in a different real
 * regency/city of idn-area-data, looked up by its exact name.
 */
export interface MerchantSpec {
  name: string;
  slug: string;
  storetype: "official" | "regular";
  /** Exact `name` of a regency in idn-area-data. */
  city: string;
  /** Category slugs (any level) whose leaves the store sells. */
  sells: string[];
  is_pkp: boolean;
  /** Printed on product photos. */
  label: string;
  tagline: string;
}

function official(name: string, slug: string, city: string, sells: string[], tagline: string): MerchantSpec {
  return { name, slug, storetype: "official", city, sells, is_pkp: true, label: name.split(" ")[0]!, tagline };
}

function regular(name: string, slug: string, city: string, sells: string[], tagline: string, is_pkp = false): MerchantSpec {
  return { name, slug, storetype: "regular", city, sells, is_pkp, label: "", tagline };
}

export const DEMO_MERCHANT: MerchantSpec = {
  name: "Toko Demo Pasar",
  slug: "toko-demo-pasar",
  storetype: "regular",
  city: "Kota Bandung",
  sells: ["kaos-pria", "kemeja-pria", "aksesoris-handphone", "peralatan-masak", "gelas-mug", "kopi"],
  is_pkp: true,
  label: "demopasar",
  tagline: "Toko contoh untuk mencoba fitur penjual di Pasar: kaos, aksesoris HP, dan perlengkapan dapur.",
};

export const MERCHANTS: MerchantSpec[] = [
  official("Nusantech Official Store", "nusantech-official", "Kota Administrasi Jakarta Selatan", ["handphone-tablet", "laptop", "monitor-penyimpanan"], "Gawai dan laptop rancangan anak bangsa, bergaransi resmi 2 tahun."),
  official("Sora Audio Official", "sora-audio-official", "Kota Administrasi Jakarta Pusat", ["audio", "wearable", "aksesoris-komputer"], "Audio jernih untuk kerja, main, dan olahraga."),
  official("Elektra Home Official", "elektra-home-official", "Kota Tangerang Selatan", ["tv-aksesoris", "elektronik-rumah", "elektronik-dapur"], "Peralatan elektronik rumah tangga hemat listrik."),
  official("Arunika Beauty Official", "arunika-beauty-official", "Kota Surabaya", ["kecantikan"], "Perawatan kulit dan riasan untuk kulit tropis, BPOM dan halal."),
  official("Batavia Denim Co.", "batavia-denim", "Kota Administrasi Jakarta Barat", ["fashion-pria"], "Denim dan pakaian pria, dijahit di Indonesia sejak 1998."),
  official("Kirana Moda Official", "kirana-moda-official", "Kota Bogor", ["fashion-wanita"], "Busana wanita dan muslimah yang nyaman dipakai seharian."),
  official("Langkah Sport Official", "langkah-sport-official", "Kota Bekasi", ["olahraga", "sepatu-pria"], "Perlengkapan olahraga untuk semua level, dari pemula hingga atlet."),
  official("Dapur Bunda Official", "dapur-bunda-official", "Kota Semarang", ["dapur"], "Peralatan masak dan makan untuk dapur keluarga Indonesia."),
  official("Sehati Baby Official", "sehati-baby-official", "Kota Depok", ["ibu-bayi"], "Perlengkapan ibu dan bayi yang aman dan bebas BPA."),
  official("Garuda Moto Official", "garuda-moto-official", "Kota Administrasi Jakarta Timur", ["otomotif"], "Helm, suku cadang, dan perawatan kendaraan berstandar SNI."),
  official("Kopi Lereng Official", "kopi-lereng-official", "Kota Medan", ["minuman", "makanan-ringan"], "Kopi dan camilan dari petani lereng gunung Sumatra."),
  official("Pustaka Cendekia", "pustaka-cendekia", "Kota Yogyakarta", ["buku"], "Penerbit buku bacaan dan buku pelajaran sejak 1985."),
  official("Kancil Toys Official", "kancil-toys-official", "Kota Malang", ["mainan"], "Mainan edukatif yang aman, ber-SNI, dan awet."),
  official("Griya Living Official", "griya-living-official", "Kota Denpasar", ["furnitur", "dekorasi", "kamar-tidur"], "Furnitur dan dekorasi bergaya tropis modern."),
  official("Sehat Sentosa Official", "sehat-sentosa-official", "Kota Makassar", ["kesehatan"], "Vitamin, suplemen, dan alat kesehatan terpercaya."),
  regular("Toko Sinar Jaya", "toko-sinar-jaya", "Kota Palembang", ["rumah-tangga", "dapur"], "Serba ada untuk rumah dan dapur, harga grosir.", true),
  regular("Warung Gadget Bu Sri", "warung-gadget-bu-sri", "Kota Manado", ["handphone-tablet"], "HP, tablet, dan aksesoris. Garansi toko 7 hari."),
  regular("Grosir Kaos Pak Darto", "grosir-kaos-pak-darto", "Kota Pekalongan", ["atasan-pria", "atasan-wanita"], "Kaos polos dan sablon, bisa grosir dan ecer."),
  regular("Batik Sekar Arum", "batik-sekar-arum", "Kota Surakarta", ["kemeja-pria", "blouse", "dress-rok"], "Batik tulis dan cap khas Solo."),
  regular("Kedai Kopi Nusantara", "kedai-kopi-nusantara", "Kota Banda Aceh", ["minuman", "oleh-oleh-khas"], "Biji kopi pilihan dari Gayo, Toraja, dan Flores."),
  regular("Rumah Hijab Aisyah", "rumah-hijab-aisyah", "Kota Padang", ["fashion-muslim", "dress-rok"], "Hijab, pashmina, dan gamis dengan bahan adem."),
  regular("Jaya Motor Parts", "jaya-motor-parts", "Kota Balikpapan", ["otomotif"], "Suku cadang motor dan mobil, kirim cepat ke seluruh Kalimantan.", true),
  regular("Toko Buku Pelita", "toko-buku-pelita", "Kota Kediri", ["buku", "alat-tulis"], "Buku dan alat tulis lengkap untuk sekolah."),
  regular("Komputer Mandiri Batam", "komputer-mandiri-batam", "Kota Batam", ["komputer-laptop"], "Laptop, komponen, dan aksesoris komputer.", true),
  regular("Dunia Mainan Ceria", "dunia-mainan-ceria", "Kota Pontianak", ["mainan"], "Mainan anak lengkap dan murah."),
  regular("Sportindo Pratama", "sportindo-pratama", "Kota Samarinda", ["olahraga"], "Alat olahraga dan fitness untuk rumah dan klub."),
  regular("Cantik Alami Shop", "cantik-alami-shop", "Kota Pekanbaru", ["kecantikan"], "Skincare dan makeup lokal original."),
  regular("Apotek Sehat Keluarga", "apotek-sehat-keluarga", "Kota Jambi", ["kesehatan", "popok-perawatan-bayi"], "Kebutuhan kesehatan keluarga, resmi dan terdaftar.", true),
  regular("Mebel Jati Jepara", "mebel-jati-jepara", "Kabupaten Jepara", ["furnitur", "dekorasi"], "Mebel kayu jati ukir langsung dari pengrajin Jepara."),
  regular("Oleh-oleh Khas Bu Ani", "oleh-oleh-khas-bu-ani", "Kota Bukittinggi", ["oleh-oleh-khas", "makanan-ringan"], "Keripik sanjai, rendang, dan oleh-oleh Minang."),
  regular("Sambal Roa Mama Ester", "sambal-roa-mama-ester", "Kota Tomohon", ["bahan-makanan", "oleh-oleh-khas"], "Sambal roa dan bumbu khas Minahasa buatan rumah."),
  regular("Gudang Elektronik Sentosa", "gudang-elektronik-sentosa", "Kota Administrasi Jakarta Utara", ["elektronik"], "Elektronik rumah tangga harga gudang.", true),
  regular("Distro Anak Muda", "distro-anak-muda", "Kota Cimahi", ["atasan-pria", "outerwear-pria", "aksesoris-pria", "kaos-wanita"], "Kaos, hoodie, dan topi desain lokal."),
  regular("Baby Shop Permata", "baby-shop-permata", "Kota Bandar Lampung", ["ibu-bayi"], "Perlengkapan bayi dan ibu menyusui."),
  regular("Dapur Mama Rina", "dapur-mama-rina", "Kota Banjarmasin", ["dapur"], "Perabot dapur praktis pilihan ibu-ibu."),
  regular("ATK Cemerlang", "atk-cemerlang", "Kota Cirebon", ["alat-tulis-kantor"], "Alat tulis dan perlengkapan kantor, melayani partai besar.", true),
  regular("Hobi Kita Collectibles", "hobi-kita-collectibles", "Kota Tangerang", ["figure-koleksi", "gaming"], "Figure, diecast, dan perlengkapan gaming."),
  regular("Musik Nada Indah", "musik-nada-indah", "Kota Mataram", ["alat-musik", "seni-kerajinan"], "Alat musik dan perlengkapan seni."),
  regular("Sepatu Cibaduyut Asli", "sepatu-cibaduyut-asli", "Kabupaten Bandung", ["sepatu-pria", "sepatu-wanita"], "Sepatu kulit buatan pengrajin Cibaduyut."),
  regular("Aksesoris HP Murah Meriah", "aksesoris-hp-murah-meriah", "Kota Kupang", ["aksesoris-handphone", "wearable"], "Casing, charger, dan kabel harga bersahabat."),
  regular("Tas Rajut Ambon Manise", "tas-rajut-ambon-manise", "Kota Ambon", ["tas-wanita", "tas-sekolah-kerja"], "Tas rajut dan tas kerja buatan tangan."),
  regular("Kain & Sprei Nyaman", "kain-sprei-nyaman", "Kota Tasikmalaya", ["kamar-tidur"], "Sprei, bed cover, dan bantal dari kain pilihan."),
  regular("Herbal Nusantara Sehat", "herbal-nusantara-sehat", "Kota Palu", ["obat-herbal", "vitamin-suplemen"], "Jamu dan herbal tradisional berizin."),
  regular("Kopi Gayo Takengon", "kopi-gayo-takengon", "Kabupaten Aceh Tengah", ["minuman"], "Kopi arabika Gayo langsung dari kebun."),
  regular("Borneo Otomotif", "borneo-otomotif", "Kota Palangkaraya", ["aksesoris-motor", "perawatan-kendaraan"], "Aksesoris motor dan perawatan kendaraan."),
  regular("Gadget Timur", "gadget-timur", "Kota Jayapura", ["handphone-tablet", "audio"], "Gadget original untuk Papua dan sekitarnya."),
  regular("Zahra Muslimah", "zahra-muslimah", "Kota Serang", ["fashion-muslim", "tunik"], "Busana muslimah syari dan modern."),
  regular("Toko Olahraga Juara", "toko-olahraga-juara", "Kota Kendari", ["sepak-bola-futsal", "bulu-tangkis", "lari"], "Perlengkapan olahraga untuk sang juara."),
  regular("Serba Ada Mart", "serba-ada-mart", "Kota Sorong", ["kebersihan-rumah", "penyimpanan", "makanan-instan-beku", "perawatan-gigi"], "Kebutuhan harian lengkap, sekali belanja."),
  regular("Kamera Second Mas Bayu", "kamera-second-mas-bayu", "Kota Ternate", ["kamera"], "Kamera dan lensa bekas berkualitas, sudah dicek teknisi."),
  regular("Mainan Edukasi Kreatif", "mainan-edukasi-kreatif", "Kota Gorontalo", ["mainan-edukasi", "buku-anak", "permainan-papan"], "Mainan dan buku edukatif untuk tumbuh kembang anak."),
];

/** Invented house labels printed on regular shops' products. */
export const HOUSE_LABELS = [
  "kalia", "orbit", "tunas", "mentari", "rajawali", "bintang", "semesta", "lintas", "sagara", "nara",
  "kinara", "pelangi", "anugrah", "harmoni", "cahaya", "bumi", "samudra", "arka", "lumbung", "sejuk",
];

export const STREETS = [
  "Jl. Merdeka", "Jl. Sudirman", "Jl. Diponegoro", "Jl. Gajah Mada", "Jl. Ahmad Yani", "Jl. Pahlawan", "Jl. Veteran",
  "Jl. Melati", "Jl. Kenanga", "Jl. Cempaka", "Jl. Mawar", "Jl. Anggrek", "Jl. Flamboyan", "Jl. Pemuda", "Jl. Pattimura",
  "Jl. Teuku Umar", "Jl. Hasanuddin", "Jl. Imam Bonjol", "Jl. Cut Nyak Dien", "Jl. Kartini", "Jl. Raya Pasar Baru",
  "Jl. Nusantara", "Jl. Kebon Jeruk", "Jl. Sisingamangaraja", "Jl. Pangeran Antasari", "Jl. Gatot Subroto",
];
