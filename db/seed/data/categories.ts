import type { ProductFamily } from "../pictures/index.ts";

/** How the siblings of a variant group differ. */
export type VariantAxis = "color" | "storage" | "flavor" | "shade" | "size-pack" | "model";

/** What a leaf category sells: enough to build names, prices, weights and a picture for its products. */
export interface LeafSpec {
  name: string;
  name_en: string;
  slug: string;
  family: ProductFamily;
  /** Publish price range in rupiah. */
  price: [number, number];
  weight: [number, number];
  /** Product nouns ("Kaos Polos"), one per product, followed by a few modifiers. */
  nouns: string[];
  /** Modifiers; alternatives that exclude each other are joined by '~' ("32 inch~43 inch"). */
  mods: string[];
  variant: VariantAxis | null;
  /** 'Ukuran' options for fashion and shoes. */
  sizes: string[][] | null;
}

export interface SubcategorySpec {
  name: string;
  name_en: string;
  slug: string;
  leaves: LeafSpec[];
}

export interface TopCategorySpec {
  name: string;
  name_en: string;
  slug: string;
  children: SubcategorySpec[];
}

const APPAREL = [
  ["S", "M", "L", "XL"],
  ["M", "L", "XL", "XXL"],
  ["S", "M", "L", "XL", "XXL"],
];
const MEN_SHOES = [
  ["39", "40", "41", "42", "43"],
  ["40", "41", "42", "43", "44"],
];
const WOMEN_SHOES = [
  ["36", "37", "38", "39", "40"],
  ["35", "36", "37", "38", "39"],
];
const KIDS = [
  ["0-3 bln", "3-6 bln", "6-12 bln"],
  ["1-2 th", "2-3 th", "3-4 th", "4-5 th"],
];

function range(text: string): [number, number] {
  const [min, max] = text.split("-").map(Number);
  return [min!, max!];
}

/** Compact notation: prices and weights as "min-max", nouns and modifiers separated by '|'. */
function leaf(
  name: string,
  name_en: string,
  slug: string,
  family: ProductFamily,
  price: string,
  weight: string,
  nouns: string,
  mods: string,
  variant: VariantAxis | null = "color",
  sizes: string[][] | null = null,
): LeafSpec {
  return {
    name,
    name_en,
    slug,
    family,
    price: range(price),
    weight: range(weight),
    nouns: nouns.split("|"),
    mods: mods.split("|"),
    variant,
    sizes,
  };
}

function sub(name: string, name_en: string, slug: string, leaves: LeafSpec[]): SubcategorySpec {
  return { name, name_en, slug, leaves };
}

function top(name: string, name_en: string, slug: string, children: SubcategorySpec[]): TopCategorySpec {
  return { name, name_en, slug, children };
}

export const CATEGORY_TREE: TopCategorySpec[] = [
  top("Elektronik", "Electronics", "elektronik", [
    sub("TV & Aksesoris", "TV & Accessories", "tv-aksesoris", [
      leaf("Televisi", "Televisions", "televisi", "monitor", "1500000-12000000", "5000-18000", "Smart TV LED|Android TV|TV LED Digital", "32 inch~43 inch~50 inch|4K UHD~Full HD|HDR10|Dolby Audio|Garansi Resmi 3 Tahun|Bezel Tipis", "model"),
      leaf("Set Top Box", "Set Top Boxes", "set-top-box", "box", "150000-450000", "300-800", "Set Top Box DVB-T2|Android Box|STB TV Digital", "Full HD|Siaran Digital|Support YouTube|Garansi 1 Tahun|Remote Universal", null),
      leaf("Bracket TV", "TV Brackets", "bracket-tv", "box", "60000-350000", "800-3000", "Bracket TV Dinding|Bracket TV Swivel|Standing Bracket TV", "14-43 inch|32-65 inch|Bisa Putar|Baja Tebal|Anti Karat", null),
    ]),
    sub("Audio", "Audio", "audio", [
      leaf("Headphone", "Headphones", "headphone", "headphones", "150000-2500000", "200-450", "Headphone Bluetooth|Headphone Gaming|Headset Over Ear", "Noise Cancelling|Bass Mantap|Baterai 40 Jam|Mic Jernih|Bisa Dilipat|Bantalan Empuk"),
      leaf("Earphone TWS", "TWS Earbuds", "earphone-tws", "headphones", "90000-1500000", "80-200", "TWS Earbuds|Earphone Bluetooth|Earbuds Wireless", "Bluetooth 5.3|Low Latency|Tahan Air IPX5|Touch Control|Baterai 30 Jam|ANC"),
      leaf("Speaker Bluetooth", "Bluetooth Speakers", "speaker-bluetooth", "speaker", "120000-3000000", "300-2500", "Speaker Bluetooth|Speaker Portable|Soundbar", "Bass Boost|Tahan Air IPX7|Suara Jernih|Baterai 12 Jam|Lampu RGB|Stereo Pairing"),
    ]),
    sub("Peralatan Rumah Elektronik", "Home Appliances", "elektronik-rumah", [
      leaf("Kipas Angin", "Fans", "kipas-angin", "fan", "150000-1200000", "2000-7000", "Kipas Angin Berdiri|Kipas Angin Meja|Kipas Dinding", "16 inch|Hemat Listrik|Remote Control|3 Kecepatan|Putar Otomatis|Senyap", "model"),
      leaf("Setrika", "Irons", "setrika", "appliance", "90000-650000", "700-2000", "Setrika Uap|Setrika Listrik|Garment Steamer", "Anti Lengket|Tapak Keramik|Hemat Daya|Pemanasan Cepat|Kabel Panjang", "model"),
      leaf("Vacuum Cleaner", "Vacuum Cleaners", "vacuum-cleaner", "appliance", "250000-3500000", "1500-6000", "Vacuum Cleaner|Penyedot Debu Portable|Robot Vacuum", "Daya Hisap Kuat|Cordless|Filter HEPA|Multifungsi|Baterai Tahan Lama", "model"),
    ]),
    sub("Kamera", "Cameras", "kamera", [
      leaf("Kamera Mirrorless", "Mirrorless Cameras", "kamera-mirrorless", "camera", "4500000-18000000", "400-900", "Kamera Mirrorless|Kamera Digital|Kamera Vlog", "24MP|Video 4K|Layar Flip|Kit Lens 15-45mm|Wi-Fi|Garansi Resmi"),
      leaf("Action Camera", "Action Cameras", "action-camera", "camera", "450000-5500000", "150-400", "Action Camera|Kamera Aksi|Kamera Helm", "4K 60fps|Tahan Air 10m|Stabilizer|Layar Ganda|Wi-Fi|Bonus Mounting"),
      leaf("CCTV", "CCTV Cameras", "cctv", "camera", "150000-1200000", "300-900", "Kamera CCTV Wi-Fi|IP Camera|CCTV Outdoor", "1080p|Night Vision|Deteksi Gerak|Two Way Audio|Pantau dari HP|Rotasi 360"),
    ]),
  ]),
  top("Handphone & Tablet", "Phones & Tablets", "handphone-tablet", [
    sub("Handphone", "Mobile Phones", "handphone", [
      leaf("Smartphone Android", "Android Smartphones", "smartphone-android", "phone", "1200000-9000000", "300-500", "Smartphone 6.5 inch|Smartphone 6.7 inch|HP Android|Smartphone Gaming", "RAM 8GB 256GB~RAM 6GB 128GB~RAM 12GB 512GB|Kamera 50MP|Baterai 5000mAh|5G|NFC|Layar AMOLED 120Hz|Garansi Resmi", "storage"),
      leaf("Handphone Lipat", "Foldable Phones", "handphone-lipat", "phone", "9000000-25000000", "350-500", "Smartphone Lipat|HP Lipat Flip", "RAM 12GB 512GB|Layar Lipat 6.7 inch|5G|Kamera 50MP|Garansi Resmi", "storage"),
      leaf("Feature Phone", "Feature Phones", "feature-phone", "phone", "150000-600000", "150-250", "HP Jadul|Feature Phone|HP Lansia", "Dual SIM|Baterai Awet|Senter|Radio FM|Tombol Besar|4G"),
    ]),
    sub("Tablet", "Tablets", "tablet", [
      leaf("Tablet Android", "Android Tablets", "tablet-android", "tablet", "1500000-8000000", "450-800", "Tablet 10 inch|Tablet 11 inch|Tab Android", "RAM 4GB 64GB~RAM 8GB 128GB|Wi-Fi|Support Stylus|Baterai 7000mAh|Quad Speaker", "storage"),
      leaf("Tablet Anak", "Kids Tablets", "tablet-anak", "tablet", "700000-2000000", "400-700", "Tablet Anak|Tablet Edukasi Anak", "7 inch|Casing Anti Banting|Parental Control|Aplikasi Edukasi", "color"),
      leaf("Tablet Grafis", "Drawing Tablets", "tablet-grafis", "tablet", "400000-4500000", "500-1200", "Drawing Tablet|Pen Tablet|Tablet Gambar", "8192 Level Tekanan|Tanpa Baterai|Area Kerja 10 inch|Tombol Shortcut", "model"),
    ]),
    sub("Aksesoris Handphone", "Phone Accessories", "aksesoris-handphone", [
      leaf("Casing HP", "Phone Cases", "casing-hp", "phone", "15000-150000", "30-100", "Casing HP|Soft Case|Hard Case Premium", "Anti Crack|Bening|Motif Lucu|Pelindung Kamera|Magsafe|Matte"),
      leaf("Charger & Kabel", "Chargers & Cables", "charger-kabel", "box", "25000-350000", "50-250", "Charger Fast Charging|Kabel Data Type-C|Adaptor Charger", "33W~65W GaN|1 Meter~2 Meter|Braided Nylon|Garansi 6 Bulan", "model"),
      leaf("Power Bank", "Power Banks", "power-bank", "box", "120000-650000", "200-500", "Power Bank 10000mAh|Power Bank 20000mAh|Power Bank Magnetic", "Fast Charging 22.5W~PD 20W|Dual Output|Layar Digital|Slim"),
    ]),
    sub("Wearable", "Wearables", "wearable", [
      leaf("Smartwatch", "Smartwatches", "smartwatch", "watch", "250000-4500000", "60-150", "Smartwatch|Jam Tangan Pintar|Smartwatch Sport", "Layar AMOLED|Monitor Detak Jantung|SpO2|Tahan Air 5ATM|GPS|Bisa Telepon"),
      leaf("Smartband", "Fitness Bands", "smartband", "watch", "150000-800000", "40-100", "Smartband|Fitness Tracker|Gelang Pintar", "Pantau Tidur|Notifikasi|Baterai 14 Hari|Tahan Air"),
      leaf("Tali Jam Pintar", "Smartwatch Straps", "tali-jam-pintar", "watch", "15000-150000", "20-60", "Strap Smartwatch|Tali Jam Silikon|Strap Stainless", "20mm~22mm|Quick Release|Magnetik|Nyaman Dipakai"),
    ]),
  ]),
  top("Komputer & Laptop", "Computers & Laptops", "komputer-laptop", [
    sub("Laptop", "Laptops", "laptop", [
      leaf("Laptop Gaming", "Gaming Laptops", "laptop-gaming", "laptop", "9000000-28000000", "2200-3200", "Laptop Gaming 15.6 inch|Laptop Gaming 16 inch", "RAM 16GB|SSD 512GB~SSD 1TB|RTX 4060|Layar 144Hz|Keyboard RGB|Windows 11", "storage"),
      leaf("Laptop Bisnis", "Business Laptops", "laptop-bisnis", "laptop", "6000000-20000000", "1100-1700", "Ultrabook 14 inch|Laptop Tipis 13 inch|Laptop Kerja", "RAM 16GB|SSD 512GB|Fingerprint|Bobot 1.2kg|Layar IPS|Baterai 12 Jam", "storage"),
      leaf("Laptop Pelajar", "Student Laptops", "laptop-pelajar", "laptop", "3000000-7000000", "1300-1900", "Laptop 14 inch|Laptop Sekolah|Notebook", "RAM 8GB|SSD 256GB|Windows 11|Webcam HD|Ringan", "storage"),
    ]),
    sub("Monitor & Penyimpanan", "Monitors & Storage", "monitor-penyimpanan", [
      leaf("Monitor", "Monitors", "monitor", "monitor", "900000-6500000", "2500-7000", "Monitor 24 inch|Monitor Gaming 27 inch|Monitor Curved", "IPS|165Hz|Full HD~QHD|Bezel Tipis|Eye Care", "model"),
      leaf("SSD & Hard Disk", "SSDs & Hard Drives", "ssd-hard-disk", "box", "250000-2500000", "50-300", "SSD NVMe|SSD SATA|Hard Disk Eksternal", "512GB~1TB~2TB|Baca 3500MB/s|USB 3.2|Garansi 5 Tahun", "storage"),
      leaf("Flashdisk & Memori", "Flash Drives & Memory Cards", "flashdisk-memori", "box", "40000-350000", "20-60", "Flashdisk|Micro SD|Kartu Memori", "64GB~128GB~256GB|USB 3.0|Class 10|Tahan Air", "storage"),
    ]),
    sub("Aksesoris Komputer", "Computer Accessories", "aksesoris-komputer", [
      leaf("Keyboard", "Keyboards", "keyboard", "keyboard", "90000-1800000", "400-1200", "Keyboard Mechanical|Keyboard Wireless|Keyboard Gaming", "Hot Swap|RGB|Blue Switch~Red Switch|Layout 75%|Bluetooth"),
      leaf("Mouse", "Mice", "mouse", "mouse", "40000-900000", "80-200", "Mouse Wireless|Mouse Gaming|Mouse Silent", "DPI 16000|Ergonomis|Rechargeable|Bluetooth|Ringan 60g|Tombol Senyap"),
      leaf("Webcam", "Webcams", "webcam", "camera", "150000-1500000", "150-350", "Webcam Full HD|Webcam Streaming|Kamera Meeting", "1080p|Mic Built-in|Autofocus|Plug and Play|Ring Light"),
    ]),
    sub("Printer & Scanner", "Printers & Scanners", "printer-scanner", [
      leaf("Printer", "Printers", "printer", "printer", "700000-4500000", "3500-8000", "Printer Ink Tank|Printer All in One|Printer Laser", "Print Scan Copy|Wi-Fi|Hemat Tinta|Duplex|Garansi Resmi", "model"),
      leaf("Tinta Printer", "Printer Ink", "tinta-printer", "bottle", "35000-250000", "80-400", "Tinta Refill|Tinta Original|Cartridge Printer", "70ml|Hitam~Warna~Set 4 Warna|Tidak Mudah Luntur", "model"),
      leaf("Scanner", "Scanners", "scanner", "printer", "800000-5000000", "1500-4000", "Scanner Dokumen|Scanner Portable", "A4|Duplex|Cepat|USB", "model"),
    ]),
  ]),
  top("Fashion Pria", "Men's Fashion", "fashion-pria", [
    sub("Atasan Pria", "Men's Tops", "atasan-pria", [
      leaf("Kaos Pria", "Men's T-Shirts", "kaos-pria", "tshirt", "35000-180000", "150-300", "Kaos Polos|Kaos Oversize|Kaos Distro|Kaos Kerah Bulat", "Katun Combed 30s|Lengan Pendek|Bahan Adem|Unisex|Premium|Sablon Plastisol|Tidak Luntur", "color", APPAREL),
      leaf("Kemeja Pria", "Men's Shirts", "kemeja-pria", "shirt", "75000-350000", "200-350", "Kemeja Flanel|Kemeja Oxford|Kemeja Batik|Kemeja Linen", "Lengan Panjang~Lengan Pendek|Slim Fit~Regular Fit|Bahan Adem|Formal", "color", APPAREL),
      leaf("Polo Shirt", "Polo Shirts", "polo-shirt", "tshirt", "60000-250000", "180-300", "Polo Shirt|Kaos Kerah|Polo Shirt Bordir", "Katun Pique|Lacoste CVC|Slim Fit|Premium|Kerah Rib", "color", APPAREL),
    ]),
    sub("Bawahan Pria", "Men's Bottoms", "bawahan-pria", [
      leaf("Celana Jeans Pria", "Men's Jeans", "celana-jeans-pria", "pants", "120000-450000", "500-800", "Celana Jeans|Jeans Slim Fit|Jeans Straight", "Stretch|Denim Premium|Washed|Ripped|Panjang", "color", [["28", "29", "30", "31", "32", "33", "34"], ["30", "32", "34", "36"]]),
      leaf("Celana Chino", "Chinos", "celana-chino", "pants", "90000-300000", "400-600", "Celana Chino|Chino Pants|Celana Bahan", "Slim Fit|Stretch|Panjang|Kerja~Santai", "color", [["28", "30", "32", "34", "36"]]),
      leaf("Celana Pendek Pria", "Men's Shorts", "celana-pendek-pria", "pants", "45000-180000", "200-350", "Celana Pendek|Boardshort|Celana Cargo Pendek", "Bahan Adem|Quick Dry|Pinggang Karet|Santai|Banyak Saku", "color", APPAREL),
    ]),
    sub("Outerwear Pria", "Men's Outerwear", "outerwear-pria", [
      leaf("Jaket Pria", "Men's Jackets", "jaket-pria", "jacket", "120000-650000", "500-1000", "Jaket Bomber|Jaket Parasut|Jaket Denim|Jaket Kulit Sintetis", "Waterproof|Windbreaker|Tebal|Bahan Premium|Resleting YKK", "color", APPAREL),
      leaf("Hoodie", "Hoodies", "hoodie", "jacket", "100000-350000", "400-700", "Hoodie Polos|Hoodie Zipper|Sweater Hoodie", "Fleece Tebal|Oversize|Unisex|Cotton Fleece|Sablon", "color", APPAREL),
      leaf("Sweater Pria", "Men's Sweaters", "sweater-pria", "jacket", "90000-300000", "350-600", "Sweater Rajut|Crewneck|Cardigan Pria", "Bahan Rajut|Hangat|Oversize|Premium", "color", APPAREL),
    ]),
    sub("Sepatu Pria", "Men's Shoes", "sepatu-pria", [
      leaf("Sneakers Pria", "Men's Sneakers", "sneakers-pria", "sneaker", "150000-1200000", "700-1100", "Sepatu Sneakers|Sepatu Casual|Sepatu Kanvas", "Pria|Ringan|Anti Slip|Sol Karet|Empuk|Original", "color", MEN_SHOES),
      leaf("Sepatu Formal Pria", "Men's Formal Shoes", "sepatu-formal-pria", "sneaker", "200000-1000000", "800-1200", "Sepatu Pantofel|Sepatu Kulit|Sepatu Kerja", "Kulit Asli~Sintetis|Anti Slip|Formal|Nyaman", "color", MEN_SHOES),
      leaf("Sandal Pria", "Men's Sandals", "sandal-pria", "sandal", "35000-250000", "300-600", "Sandal Jepit|Sandal Slop|Sandal Gunung", "Empuk|Anti Slip|Karet Premium|Ringan", "color", MEN_SHOES),
    ]),
    sub("Aksesoris Pria", "Men's Accessories", "aksesoris-pria", [
      leaf("Topi", "Caps & Hats", "topi", "cap", "25000-150000", "80-150", "Topi Baseball|Topi Trucker|Bucket Hat", "Bordir~Polos|Adjustable|Unisex|Bahan Twill", "color"),
      leaf("Dompet Pria", "Men's Wallets", "dompet-pria", "wallet", "40000-350000", "100-200", "Dompet Kulit|Dompet Lipat|Card Holder", "Kulit Asli|Slim|Banyak Slot Kartu|Anti RFID", "color"),
      leaf("Jam Tangan Pria", "Men's Watches", "jam-tangan-pria", "watch", "90000-2500000", "100-250", "Jam Tangan Analog|Jam Tangan Chronograph|Jam Tangan Digital", "Stainless Steel~Tali Kulit|Tahan Air 5ATM|Kaca Safir|Automatic", "color"),
    ]),
  ]),
  top("Fashion Wanita", "Women's Fashion", "fashion-wanita", [
    sub("Atasan Wanita", "Women's Tops", "atasan-wanita", [
      leaf("Blouse", "Blouses", "blouse", "shirt", "60000-250000", "150-300", "Blouse Wanita|Blouse Kerja|Blouse Ruffle", "Bahan Crinkle|Lengan Balon|Korean Style|Busui Friendly|Katun Rayon", "color", APPAREL),
      leaf("Kaos Wanita", "Women's T-Shirts", "kaos-wanita", "tshirt", "35000-150000", "130-250", "Kaos Wanita|Crop Top|Kaos Oversize Wanita", "Katun Combed 24s|Lengan Pendek|Basic|Korean Style|Adem", "color", APPAREL),
      leaf("Tunik", "Tunics", "tunik", "dress", "80000-300000", "250-400", "Tunik|Tunik Panjang|Atasan Tunik Muslim", "Bahan Rayon|Motif Bunga|Kancing Depan|Lengan Panjang", "color", APPAREL),
    ]),
    sub("Dress & Rok", "Dresses & Skirts", "dress-rok", [
      leaf("Dress", "Dresses", "dress", "dress", "90000-450000", "250-500", "Dress Midi|Dress Maxi|Mini Dress|Dress Pesta", "Motif Floral|Bahan Rayon~Satin|Korean Style|Lengan Panjang", "color", APPAREL),
      leaf("Rok", "Skirts", "rok", "dress", "60000-250000", "200-400", "Rok Plisket|Rok Span|Rok Denim|Rok Tutu", "Panjang|Pinggang Karet|Bahan Premium|Mayung", "color", APPAREL),
      leaf("Gamis", "Gamis", "gamis", "dress", "120000-550000", "400-700", "Gamis Syari|Gamis Polos|Gamis Brokat", "Set Khimar|Busui Friendly|Bahan Ceruty~Bahan Wolfis|Premium", "color", APPAREL),
    ]),
    sub("Fashion Muslim", "Muslim Fashion", "fashion-muslim", [
      leaf("Hijab Segi Empat", "Square Hijabs", "hijab-segi-empat", "hijab", "25000-120000", "80-150", "Hijab Segi Empat|Kerudung Voal|Jilbab Paris", "Voal Premium|Laser Cut|Tegak Sempurna|Tidak Licin|Motif", "color"),
      leaf("Pashmina", "Pashminas", "pashmina", "hijab", "25000-110000", "80-150", "Pashmina Plisket|Pashmina Ceruty|Pashmina Instan", "Babydoll|Adem|Tidak Menerawang|Jahit Tepi", "color"),
      leaf("Mukena", "Prayer Sets", "mukena", "hijab", "90000-450000", "400-800", "Mukena Dewasa|Mukena Travel|Mukena Katun", "Bahan Rayon~Silk Premium|Ringan|Bonus Tas|Motif Bordir", "color"),
    ]),
    sub("Sepatu Wanita", "Women's Shoes", "sepatu-wanita", [
      leaf("Sneakers Wanita", "Women's Sneakers", "sneakers-wanita", "sneaker", "120000-900000", "500-900", "Sepatu Sneakers Wanita|Sepatu Kets|Sepatu Slip On", "Ringan|Empuk|Sol Tebal|Korean Style|Anti Slip", "color", WOMEN_SHOES),
      leaf("Heels", "Heels", "heels", "heels", "90000-550000", "400-800", "Sepatu Heels|High Heels|Block Heels|Wedges", "5 cm~7 cm|Pesta~Kerja|Nyaman Dipakai", "color", WOMEN_SHOES),
      leaf("Flat Shoes", "Flat Shoes", "flat-shoes", "heels", "60000-300000", "300-600", "Flat Shoes|Sepatu Balet|Loafers Wanita", "Empuk|Anti Slip|Kerja~Santai", "color", WOMEN_SHOES),
    ]),
    sub("Tas Wanita", "Women's Bags", "tas-wanita", [
      leaf("Tas Selempang", "Sling Bags", "tas-selempang", "handbag", "60000-450000", "300-700", "Tas Selempang|Sling Bag|Tas Bahu", "Kulit Sintetis|Mini|Korean Style|Banyak Kantong|Tali Rantai", "color"),
      leaf("Tote Bag", "Tote Bags", "tote-bag", "handbag", "35000-350000", "200-600", "Tote Bag Kanvas|Tote Bag Kulit|Shopping Bag", "Resleting|Besar|Muat Laptop|Motif|Kanvas Tebal", "color"),
      leaf("Dompet Wanita", "Women's Wallets", "dompet-wanita", "wallet", "40000-300000", "100-250", "Dompet Panjang|Dompet Lipat Wanita|Dompet Kartu", "Kulit Sintetis|Banyak Slot|Resleting|Mini", "color"),
    ]),
  ]),
  top("Kecantikan", "Beauty", "kecantikan", [
    sub("Perawatan Wajah", "Face Care", "perawatan-wajah", [
      leaf("Serum Wajah", "Face Serums", "serum-wajah", "bottle", "45000-350000", "60-150", "Serum Wajah|Serum Niacinamide|Serum Vitamin C|Serum Retinol", "20ml~30ml|Mencerahkan|Untuk Kulit Berminyak|BPOM|Non Comedogenic", "size-pack"),
      leaf("Pelembap Wajah", "Moisturisers", "pelembap-wajah", "jar", "35000-300000", "80-200", "Moisturizer Gel|Pelembap Wajah|Night Cream|Day Cream SPF 30", "30g~50g|Hydrating|Ceramide|BPOM|Untuk Kulit Sensitif", "size-pack"),
      leaf("Sabun Cuci Muka", "Face Cleansers", "sabun-cuci-muka", "tube", "25000-150000", "100-200", "Facial Wash|Gentle Cleanser|Sabun Cuci Muka", "100ml|Low pH|Untuk Jerawat|Busa Lembut|BPOM", "size-pack"),
      leaf("Sunscreen", "Sunscreens", "sunscreen", "tube", "35000-200000", "60-150", "Sunscreen Gel|Sunscreen SPF 50|Sunblock Wajah", "PA++++|Ringan|Tidak Lengket|Tanpa White Cast|50ml", "size-pack"),
    ]),
    sub("Makeup", "Makeup", "makeup", [
      leaf("Lipstik", "Lipsticks", "lipstik", "lipstick", "30000-180000", "20-60", "Lipstik Matte|Lip Cream|Lip Tint|Lip Glaze", "Tahan Lama|Transferproof|Ringan|BPOM|Halal", "shade"),
      leaf("Cushion & Bedak", "Cushions & Powders", "cushion-bedak", "jar", "40000-250000", "50-150", "Cushion|Bedak Padat|Loose Powder|Two Way Cake", "SPF 35|Matte|Natural|Coverage Tinggi|BPOM", "shade"),
      leaf("Maskara & Eyeliner", "Mascara & Eyeliner", "maskara-eyeliner", "lipstick", "30000-160000", "20-50", "Maskara|Eyeliner Spidol|Eyeliner Pensil", "Waterproof|Tidak Luntur|Lentik|Hitam Pekat", "shade"),
    ]),
    sub("Perawatan Rambut", "Hair Care", "perawatan-rambut", [
      leaf("Sampo", "Shampoo", "sampo", "bottle", "25000-180000", "200-600", "Sampo Anti Ketombe|Sampo Herbal|Sampo Penumbuh Rambut", "170ml~340ml|Lidah Buaya|Ginseng|BPOM", "size-pack"),
      leaf("Vitamin Rambut", "Hair Vitamins", "vitamin-rambut", "bottle", "20000-150000", "80-200", "Hair Serum|Vitamin Rambut|Hair Tonic", "Anti Rontok|Berkilau|Argan Oil|60ml", "size-pack"),
      leaf("Catok & Pengering Rambut", "Hair Stylers & Dryers", "catok-pengering-rambut", "appliance", "90000-900000", "300-900", "Hair Dryer|Catok Rambut|Curly Iron", "Ion Negatif|Pemanasan Cepat|2 in 1|Lapisan Keramik", "color"),
    ]),
    sub("Parfum", "Fragrances", "parfum", [
      leaf("Parfum Pria", "Men's Fragrances", "parfum-pria", "perfume", "60000-650000", "150-350", "Parfum Pria|Eau de Parfum|Parfum Woody", "50ml~100ml|Tahan Lama|Aroma Segar|Extrait", "size-pack"),
      leaf("Parfum Wanita", "Women's Fragrances", "parfum-wanita", "perfume", "60000-650000", "150-350", "Parfum Wanita|Eau de Parfum|Parfum Floral", "30ml~50ml|Tahan Lama|Aroma Manis|Vanilla", "size-pack"),
      leaf("Body Mist", "Body Mists", "body-mist", "perfume", "25000-120000", "150-300", "Body Mist|Body Spray|Body Splash", "100ml|Segar|Aroma Buah|Ringan", "flavor"),
    ]),
  ]),
  top("Kesehatan", "Health", "kesehatan", [
    sub("Vitamin & Suplemen", "Vitamins & Supplements", "vitamin-suplemen", [
      leaf("Multivitamin", "Multivitamins", "multivitamin", "pills", "35000-350000", "80-250", "Multivitamin|Vitamin Dewasa|Suplemen Daya Tahan Tubuh", "30 Tablet~60 Kaplet|Zinc|Halal MUI|BPOM", "size-pack"),
      leaf("Vitamin C", "Vitamin C", "vitamin-c", "pills", "25000-200000", "60-200", "Vitamin C 1000mg|Vitamin C Effervescent|Vitamin C Anak", "10 Tablet~30 Tablet|Rasa Jeruk|Non Acidic|BPOM", "flavor"),
      leaf("Madu", "Honey", "madu", "jar", "40000-350000", "300-1200", "Madu Murni|Madu Hutan|Madu Kelengkeng", "250g~500g~1kg|Asli|Tanpa Campuran", "size-pack"),
    ]),
    sub("Alat Kesehatan", "Medical Devices", "alat-kesehatan", [
      leaf("Tensimeter", "Blood Pressure Monitors", "tensimeter", "appliance", "150000-900000", "300-700", "Tensimeter Digital|Alat Tensi Lengan|Tensimeter Pergelangan", "Akurat|Layar Besar|Suara Bahasa Indonesia|Garansi 2 Tahun", "model"),
      leaf("Termometer", "Thermometers", "termometer", "appliance", "35000-400000", "50-200", "Termometer Digital|Termometer Infrared|Thermogun", "Tanpa Sentuh|Hasil 1 Detik|Untuk Bayi|Akurat", "model"),
      leaf("Masker", "Face Masks", "masker", "box", "15000-90000", "100-400", "Masker Medis|Masker KF94|Masker Duckbill", "Isi 50~Isi 20|4 Ply|Earloop|Kemenkes", "color"),
    ]),
    sub("Obat Herbal", "Herbal Remedies", "obat-herbal", [
      leaf("Jamu", "Jamu", "jamu", "bottle", "15000-150000", "150-600", "Jamu Kunyit Asam|Jamu Beras Kencur|Jamu Temulawak", "Botol 250ml~Serbuk|Tanpa Pengawet|Resep Tradisional", "flavor"),
      leaf("Minyak Kayu Putih", "Eucalyptus Oil", "minyak-kayu-putih", "bottle", "12000-90000", "60-250", "Minyak Kayu Putih|Minyak Telon|Balsem Herbal", "60ml~120ml|Hangat|Aroma Lavender", "size-pack"),
      leaf("Teh Herbal", "Herbal Teas", "teh-herbal", "box", "20000-150000", "80-300", "Teh Herbal|Teh Rosella|Teh Jahe", "Isi 25 Kantong|Celup|Tanpa Gula|Organik", "flavor"),
    ]),
    sub("Perawatan Gigi", "Dental Care", "perawatan-gigi", [
      leaf("Sikat Gigi", "Toothbrushes", "sikat-gigi", "pen", "10000-450000", "30-300", "Sikat Gigi|Sikat Gigi Elektrik|Sikat Gigi Anak", "Bulu Halus|Isi 3|Rechargeable|Timer", "color"),
      leaf("Pasta Gigi", "Toothpaste", "pasta-gigi", "tube", "10000-80000", "100-250", "Pasta Gigi|Pasta Gigi Herbal|Pasta Gigi Anak", "150g|Gigi Sensitif|Siwak|Mint|Halal", "flavor"),
      leaf("Obat Kumur", "Mouthwash", "obat-kumur", "bottle", "15000-90000", "250-600", "Obat Kumur|Mouthwash", "250ml~500ml|Tanpa Alkohol|Nafas Segar", "flavor"),
    ]),
  ]),
  top("Rumah Tangga", "Home & Living", "rumah-tangga", [
    sub("Furnitur", "Furniture", "furnitur", [
      leaf("Kursi", "Chairs", "kursi", "chair", "150000-2500000", "3000-15000", "Kursi Kerja|Kursi Kayu|Kursi Makan|Kursi Lipat", "Ergonomis|Kayu Jati|Minimalis|Busa Empuk|Sandaran Tinggi", "color"),
      leaf("Sofa", "Sofas", "sofa", "sofa", "1500000-9000000", "20000-60000", "Sofa 2 Dudukan|Sofa 3 Dudukan|Sofa Bed|Sofa L", "Minimalis|Kain Bludru|Kaki Kayu|Modern|Busa Tebal", "color"),
      leaf("Meja", "Tables", "meja", "chair", "150000-3000000", "4000-25000", "Meja Kerja|Meja Lipat|Meja Tamu|Meja Belajar", "Kayu Solid|Minimalis|Rangka Besi|120x60 cm|Industrial", "color"),
    ]),
    sub("Dekorasi", "Decor", "dekorasi", [
      leaf("Lampu Hias", "Decorative Lamps", "lampu-hias", "lamp", "45000-750000", "300-2500", "Lampu Tidur|Lampu Meja|Lampu Gantung|Lampu Tumblr", "LED|Warm White|Minimalis|Rotan|Remote", "color"),
      leaf("Jam Dinding", "Wall Clocks", "jam-dinding", "clock", "40000-450000", "400-1500", "Jam Dinding|Jam Dinding Minimalis|Jam Dinding Kayu", "30 cm|Sweep Movement|Tidak Berdetak|Modern|Vintage", "color"),
      leaf("Tanaman Hias", "House Plants", "tanaman-hias", "plant", "25000-450000", "300-3000", "Tanaman Hias Artifisial|Pot Tanaman|Monstera Artifisial", "Pot Keramik|Mini|Realistis|Dekorasi Meja", "color"),
    ]),
    sub("Kamar Tidur", "Bedroom", "kamar-tidur", [
      leaf("Sprei", "Bed Sheets", "sprei", "pillow", "75000-450000", "600-1500", "Sprei Katun|Set Sprei|Bed Cover", "160x200~180x200|Katun Jepang|Motif Minimalis|Tidak Luntur", "color"),
      leaf("Bantal & Guling", "Pillows & Bolsters", "bantal-guling", "pillow", "35000-350000", "500-1500", "Bantal Tidur|Guling|Bantal Sofa|Bantal Memory Foam", "Dakron Premium|Empuk|Anti Alergi|Ergonomis", "color"),
      leaf("Selimut", "Blankets", "selimut", "pillow", "60000-400000", "700-2000", "Selimut Bulu|Selimut Katun|Bed Cover Tebal", "Lembut|Hangat|150x200|Motif", "color"),
    ]),
    sub("Kebersihan Rumah", "Home Cleaning", "kebersihan-rumah", [
      leaf("Alat Pel & Sapu", "Mops & Brooms", "alat-pel-sapu", "spray", "30000-350000", "500-2000", "Alat Pel Putar|Spin Mop|Sapu Ijuk|Sapu Lantai", "Praktis|Stainless|Kain Microfiber|Tahan Lama", "color"),
      leaf("Deterjen", "Detergents", "deterjen", "bottle", "15000-120000", "700-2500", "Deterjen Cair|Sabun Cuci Piring|Pembersih Lantai", "800ml~1.6L|Refill|Wangi|Antibakteri", "flavor"),
      leaf("Pengharum Ruangan", "Air Fresheners", "pengharum-ruangan", "spray", "15000-250000", "100-600", "Pengharum Ruangan|Diffuser Aromaterapi|Reed Diffuser", "Lavender|Aroma Kopi|Tahan Lama|100ml", "flavor"),
    ]),
    sub("Penyimpanan", "Storage", "penyimpanan", [
      leaf("Rak Serbaguna", "Shelves", "rak-serbaguna", "box", "60000-900000", "1500-8000", "Rak Serbaguna|Rak Buku|Rak Sepatu", "4 Susun|Besi~Kayu|Knock Down|Minimalis", "color"),
      leaf("Kotak Penyimpanan", "Storage Boxes", "kotak-penyimpanan", "box", "25000-250000", "300-2000", "Kotak Penyimpanan|Container Box|Storage Box Lipat", "50 Liter|Transparan|Tutup Rapat|Bisa Ditumpuk", "color"),
      leaf("Gantungan Baju", "Hangers & Racks", "gantungan-baju", "box", "15000-350000", "200-4000", "Hanger Baju|Stand Hanger|Gantungan Dinding", "Isi 10|Stainless|Anti Slip|Kokoh", "color"),
    ]),
  ]),
  top("Dapur", "Kitchen", "dapur", [
    sub("Peralatan Masak", "Cookware", "peralatan-masak", [
      leaf("Wajan", "Woks & Frying Pans", "wajan", "pan", "60000-650000", "700-2000", "Wajan Anti Lengket|Frying Pan|Wajan Granite", "24 cm~28 cm|Marble Coating|Bisa Induksi|Gagang Kayu", "color"),
      leaf("Panci", "Pots", "panci", "pot", "70000-800000", "900-3000", "Panci Set|Panci Presto|Panci Stainless", "Isi 5|20 cm|Tutup Kaca|Bisa Induksi|Food Grade", "color"),
      leaf("Spatula & Sutil", "Spatulas & Utensils", "spatula-sutil", "pan", "15000-150000", "80-400", "Spatula Silikon|Sutil Kayu|Set Peralatan Masak", "Tahan Panas|Food Grade|Isi 6|Tidak Merusak Teflon", "color"),
    ]),
    sub("Peralatan Makan & Minum", "Tableware & Drinkware", "peralatan-makan-minum", [
      leaf("Piring & Mangkok", "Plates & Bowls", "piring-mangkok", "bowl", "25000-350000", "400-2500", "Set Piring|Mangkok Keramik|Piring Melamin", "Isi 6|Motif Nordic|Microwave Safe|Anti Pecah", "color"),
      leaf("Gelas & Mug", "Glasses & Mugs", "gelas-mug", "mug", "20000-200000", "200-1200", "Mug Keramik|Gelas Kaca|Mug Custom", "350ml|Set 6|Tahan Panas|Motif Lucu", "color"),
      leaf("Tumbler", "Tumblers", "tumbler", "bottle", "45000-400000", "250-600", "Tumbler Stainless|Tumbler Kopi|Termos", "500ml~750ml|Tahan Panas 12 Jam|Anti Bocor|Vacuum", "color"),
    ]),
    sub("Elektronik Dapur", "Kitchen Appliances", "elektronik-dapur", [
      leaf("Rice Cooker", "Rice Cookers", "rice-cooker", "ricecooker", "180000-1500000", "2000-4500", "Rice Cooker|Magic Com|Rice Cooker Digital", "1.8 Liter|Anti Lengket|Keep Warm|Low Watt|Multifungsi", "color"),
      leaf("Blender", "Blenders", "blender", "blender", "150000-1500000", "1500-4000", "Blender|Chopper|Juicer", "1.5 Liter|Tabung Kaca|6 Mata Pisau|Bisa Es Batu|Kecepatan 3", "color"),
      leaf("Air Fryer", "Air Fryers", "air-fryer", "ricecooker", "350000-2000000", "3000-6000", "Air Fryer|Oven Listrik|Air Fryer Digital", "4 Liter~5.5 Liter|Tanpa Minyak|Timer|Low Watt", "color"),
    ]),
    sub("Penyimpanan Makanan", "Food Storage", "penyimpanan-makanan", [
      leaf("Kotak Makan", "Lunch Boxes", "kotak-makan", "box", "25000-250000", "200-800", "Kotak Makan|Lunch Box|Bento Box", "3 Sekat|Anti Tumpah|BPA Free|Bisa Microwave", "color"),
      leaf("Toples", "Jars & Canisters", "toples", "jar", "15000-200000", "200-1500", "Toples Kaca|Toples Kedap Udara|Set Toples", "Isi 3|1 Liter|Tutup Kayu|Kedap Udara", "color"),
      leaf("Botol Minum", "Water Bottles", "botol-minum", "bottle", "20000-250000", "150-500", "Botol Minum|Botol Minum 2 Liter|Botol Minum Anak", "BPA Free|Anti Bocor|Sedotan|Motivasi|Tritan", "color"),
    ]),
  ]),
  top("Ibu & Bayi", "Mother & Baby", "ibu-bayi", [
    sub("Perlengkapan Makan Bayi", "Baby Feeding", "perlengkapan-makan-bayi", [
      leaf("Botol Susu", "Baby Bottles", "botol-susu", "babybottle", "35000-250000", "100-300", "Botol Susu Bayi|Botol Susu Wide Neck|Botol Susu Kaca", "120ml~240ml|Anti Kolik|BPA Free|Dot Silikon", "color"),
      leaf("Peralatan Makan Bayi", "Baby Tableware", "peralatan-makan-bayi", "bowl", "25000-200000", "150-500", "Set Makan Bayi|Mangkok Bayi|Sendok Bayi", "Silikon|Suction|Food Grade|Motif Lucu", "color"),
      leaf("Empeng & Teether", "Pacifiers & Teethers", "empeng-teether", "babybottle", "15000-120000", "30-100", "Empeng Bayi|Teether|Gigitan Bayi", "Silikon|BPA Free|Lembut|0-6 bulan", "color"),
    ]),
    sub("Popok & Perawatan Bayi", "Diapers & Baby Care", "popok-perawatan-bayi", [
      leaf("Popok Bayi", "Diapers", "popok-bayi", "snack", "45000-250000", "800-2500", "Popok Bayi Pants|Popok Perekat|Popok Celana", "Size M 34~Size L 30~Size XL 26|Anti Ruam|Super Serap", "size-pack"),
      leaf("Tisu Basah", "Wet Wipes", "tisu-basah", "snack", "10000-80000", "200-800", "Tisu Basah Bayi|Baby Wipes", "Isi 80~Isi 3 Pack|Tanpa Alkohol|Lembut", "size-pack"),
      leaf("Minyak Telon", "Baby Oils", "minyak-telon", "bottle", "15000-90000", "60-200", "Minyak Telon|Baby Oil|Minyak Telon Lavender", "60ml~100ml|Anti Nyamuk|Hangat", "size-pack"),
    ]),
    sub("Pakaian Bayi", "Baby Clothing", "pakaian-bayi", [
      leaf("Jumper Bayi", "Baby Rompers", "jumper-bayi", "onesie", "35000-180000", "100-250", "Jumper Bayi|Romper Bayi|Sleepsuit Bayi", "Katun Lembut|Motif Lucu|Kancing Depan|Isi 3", "color", KIDS),
      leaf("Set Baju Bayi", "Baby Clothing Sets", "set-baju-bayi", "onesie", "45000-250000", "150-400", "Set Baju Bayi|Setelan Bayi|Baju Bayi Baru Lahir", "Isi 5|Katun|Unisex|Adem", "color", KIDS),
      leaf("Topi & Sarung Tangan Bayi", "Baby Hats & Mittens", "topi-sarung-tangan-bayi", "cap", "15000-90000", "50-150", "Set Topi Bayi|Sarung Tangan Kaki Bayi|Bedong Bayi", "Katun|Lembut|Isi 3|Newborn", "color"),
    ]),
    sub("Perlengkapan Ibu", "Mum Essentials", "perlengkapan-ibu", [
      leaf("Gendongan Bayi", "Baby Carriers", "gendongan-bayi", "backpack", "90000-800000", "400-1200", "Gendongan Bayi|Hipseat|Gendongan Depan", "Ergonomis|SNI|Bahan Adem|0-36 bulan", "color"),
      leaf("Pompa ASI", "Breast Pumps", "pompa-asi", "babybottle", "150000-2000000", "300-1200", "Pompa ASI Elektrik|Pompa ASI Manual|Breast Pump", "Double Pump|Senyap|Rechargeable|BPA Free", "model"),
      leaf("Tas Perlengkapan Bayi", "Diaper Bags", "tas-perlengkapan-bayi", "backpack", "90000-450000", "400-900", "Diaper Bag|Tas Bayi Ransel|Tas Perlengkapan Bayi", "Banyak Kantong|Thermal|Waterproof|Besar", "color"),
    ]),
  ]),
  top("Olahraga", "Sports", "olahraga", [
    sub("Sepak Bola & Futsal", "Football & Futsal", "sepak-bola-futsal", [
      leaf("Bola Sepak", "Footballs", "bola-sepak", "ball", "60000-650000", "350-500", "Bola Sepak|Bola Futsal|Bola Sepak Size 5", "Jahit Mesin|Standar Pertandingan|Press|Original", "color"),
      leaf("Sepatu Futsal", "Futsal Shoes", "sepatu-futsal", "sneaker", "150000-900000", "600-900", "Sepatu Futsal|Sepatu Bola|Sepatu Futsal Anak", "Sol Karet|Ringan|Grip Kuat|Pria", "color", MEN_SHOES),
      leaf("Jersey Bola", "Football Jerseys", "jersey-bola", "tshirt", "60000-350000", "150-300", "Jersey Bola|Baju Futsal|Jersey Printing", "Dry Fit|Custom Nama|Adem|Setelan", "color", APPAREL),
    ]),
    sub("Fitness", "Fitness", "fitness", [
      leaf("Dumbbell", "Dumbbells", "dumbbell", "dumbbell", "60000-1200000", "1000-20000", "Dumbbell|Dumbbell Set|Barbel Adjustable", "2 kg~5 kg~10 kg|Lapis Vinyl|Sepasang", "size-pack"),
      leaf("Matras Yoga", "Yoga Mats", "matras-yoga", "yogamat", "60000-450000", "800-2000", "Matras Yoga|Yoga Mat TPE|Matras Olahraga", "6mm~8mm|Anti Slip|Bonus Tas|Tebal", "color"),
      leaf("Resistance Band", "Resistance Bands", "resistance-band", "yogamat", "25000-200000", "100-500", "Resistance Band|Tali Elastis Fitness|Loop Band", "Set 5|Latex|Beban Bervariasi|Bonus Pouch", "color"),
    ]),
    sub("Bersepeda", "Cycling", "bersepeda", [
      leaf("Sepeda", "Bicycles", "sepeda", "bicycle", "1200000-9000000", "10000-18000", "Sepeda Lipat|Sepeda Gunung MTB|Sepeda Balap|Sepeda Kota", "20 inch~27.5 inch|Shimano 21 Speed|Rangka Alloy|Rem Cakram", "color"),
      leaf("Helm Sepeda", "Cycling Helmets", "helm-sepeda", "helmet", "90000-900000", "250-400", "Helm Sepeda|Helm Sepeda MTB|Helm Road Bike", "Ringan|Ventilasi Banyak|Adjustable|Lampu LED", "color"),
      leaf("Aksesoris Sepeda", "Bike Accessories", "aksesoris-sepeda", "lamp", "20000-350000", "100-600", "Lampu Sepeda|Bel Sepeda|Botol Minum Sepeda|Pompa Sepeda", "Rechargeable USB|Tahan Air|Terang|Mini", "color"),
    ]),
    sub("Lari", "Running", "lari", [
      leaf("Sepatu Lari", "Running Shoes", "sepatu-lari", "sneaker", "250000-1800000", "500-900", "Sepatu Lari|Sepatu Running|Sepatu Jogging", "Pria~Wanita|Ringan|Anti Slip|Bantalan Empuk|Breathable", "color", MEN_SHOES),
      leaf("Baju Lari", "Running Apparel", "baju-lari", "tshirt", "50000-350000", "120-250", "Kaos Lari|Running Shirt|Celana Lari", "Dry Fit|Quick Dry|Reflektif|Ringan", "color", APPAREL),
      leaf("Jam Tangan Olahraga", "Sports Watches", "jam-tangan-olahraga", "watch", "150000-3500000", "60-150", "Jam Tangan Olahraga|Jam Lari GPS|Jam Digital Sport", "Tahan Air|GPS|Stopwatch|Lampu Malam", "color"),
    ]),
    sub("Bulu Tangkis", "Badminton", "bulu-tangkis", [
      leaf("Raket Badminton", "Badminton Rackets", "raket-badminton", "racket", "90000-1800000", "150-350", "Raket Badminton|Raket Bulu Tangkis|Raket Carbon", "Full Carbon|Ringan 4U|Free Senar|Head Heavy", "color"),
      leaf("Shuttlecock", "Shuttlecocks", "shuttlecock", "box", "60000-200000", "100-250", "Shuttlecock|Kok Bulu Tangkis|Shuttlecock Bulu Angsa", "Isi 12|Tahan Lama|Stabil|Tournament", "size-pack"),
      leaf("Tas Raket", "Racket Bags", "tas-raket", "backpack", "90000-600000", "400-1000", "Tas Raket|Tas Badminton|Ransel Raket", "Muat 6 Raket|Kompartemen Sepatu|Waterproof", "color"),
    ]),
  ]),
  top("Otomotif", "Automotive", "otomotif", [
    sub("Aksesoris Motor", "Motorcycle Accessories", "aksesoris-motor", [
      leaf("Helm Motor", "Motorcycle Helmets", "helm-motor", "helmet", "150000-1800000", "1000-1700", "Helm Full Face|Helm Half Face|Helm Retro|Helm Bogo", "SNI|Double Visor|Kaca Flat|Busa Bisa Dicuci|DOT", "color", [["M", "L", "XL"]]),
      leaf("Jas Hujan", "Raincoats", "jas-hujan", "jacket", "45000-350000", "400-1000", "Jas Hujan Setelan|Jas Hujan Ponco|Jas Hujan Motor", "Anti Rembes|Bahan PVC|Reflektor|Bonus Tas", "color", APPAREL),
      leaf("Sarung Tangan Motor", "Riding Gloves", "sarung-tangan-motor", "wallet", "30000-300000", "80-200", "Sarung Tangan Motor|Glove Touchscreen|Sarung Tangan Full Finger", "Anti Slip|Pelindung Buku Jari|Adem|Touchscreen", "color", APPAREL),
    ]),
    sub("Suku Cadang Motor", "Motorcycle Parts", "suku-cadang-motor", [
      leaf("Ban Motor", "Motorcycle Tyres", "ban-motor", "tire", "150000-850000", "1500-4000", "Ban Motor Tubeless|Ban Luar Motor|Ban Motor Matic", "80/90-14~90/90-14~Ring 17|Grip Mantap|Anti Bocor", "model"),
      leaf("Oli Motor", "Motor Oil", "oli-motor", "bottle", "35000-180000", "800-1200", "Oli Motor|Oli Matic|Oli Mesin Sintetis", "0.8 Liter~1 Liter|10W-30|Full Synthetic|JASO MB", "size-pack"),
      leaf("Aki Motor", "Motorcycle Batteries", "aki-motor", "box", "150000-550000", "1000-3000", "Aki Motor Kering|Aki MF|Aki Motor Gel", "12V 5Ah|Bebas Perawatan|Garansi 6 Bulan", "model"),
    ]),
    sub("Aksesoris Mobil", "Car Accessories", "aksesoris-mobil", [
      leaf("Parfum Mobil", "Car Fresheners", "parfum-mobil", "perfume", "15000-150000", "80-300", "Parfum Mobil|Pengharum Mobil|Parfum AC Mobil", "Aroma Kopi|Tahan 60 Hari|Gel|Jepit Ventilasi", "flavor"),
      leaf("Sarung Jok Mobil", "Car Seat Covers", "sarung-jok-mobil", "chair", "250000-1800000", "2000-5000", "Sarung Jok Mobil|Cover Jok|Sarung Jok Kulit", "MBtech|Custom|Full Set|Anti Air", "color"),
      leaf("Dashcam", "Dashcams", "dashcam", "camera", "200000-1800000", "150-400", "Dashcam|Kamera Mobil|Dashcam Depan Belakang", "1080p|Wi-Fi|Night Vision|Parking Mode|G-Sensor", "model"),
    ]),
    sub("Perawatan Kendaraan", "Vehicle Care", "perawatan-kendaraan", [
      leaf("Shampo Mobil", "Car Shampoo", "shampo-mobil", "bottle", "20000-150000", "500-1200", "Shampo Mobil|Shampo Motor|Car Wash Wax", "500ml~1 Liter|Busa Melimpah|Mengkilap", "size-pack"),
      leaf("Lap Microfiber", "Microfibre Cloths", "lap-microfiber", "pillow", "10000-90000", "50-300", "Lap Microfiber|Kanebo|Lap Mobil", "Isi 5|40x40 cm|Daya Serap Tinggi|Tidak Baret", "color"),
      leaf("Semir Ban", "Tyre Shine", "semir-ban", "spray", "15000-90000", "200-600", "Semir Ban|Tire Shine|Pengkilap Dashboard", "Spray|Tahan Lama|Hitam Pekat|Anti UV", "size-pack"),
    ]),
  ]),
  top("Makanan & Minuman", "Food & Beverages", "makanan-minuman", [
    sub("Makanan Ringan", "Snacks", "makanan-ringan", [
      leaf("Keripik", "Chips & Crackers", "keripik", "snack", "10000-75000", "100-500", "Keripik Singkong|Keripik Pisang|Keripik Kentang|Makaroni Pedas", "Pedas Level 5~Balado~Original|200 gram|Renyah|Homemade", "flavor"),
      leaf("Kue Kering", "Cookies", "kue-kering", "jar", "35000-180000", "300-800", "Nastar|Kastengel|Putri Salju|Kue Kering Lebaran", "500 gram|Toples|Premium|Butter Wijsman|Lumer", "flavor"),
      leaf("Cokelat", "Chocolate", "cokelat", "snack", "15000-150000", "80-400", "Cokelat Batang|Dark Chocolate|Cokelat Almond", "70% Kakao|100 gram|Cokelat Lokal|Premium", "flavor"),
    ]),
    sub("Minuman", "Beverages", "minuman", [
      leaf("Kopi", "Coffee", "kopi", "snack", "25000-250000", "200-1100", "Kopi Arabika Gayo|Kopi Robusta Lampung|Kopi Toraja|Kopi Susu Literan", "Biji Sangrai~Bubuk|250 gram~1 kg|Roasting Medium", "flavor"),
      leaf("Teh", "Tea", "teh", "box", "10000-150000", "100-500", "Teh Hijau|Teh Melati|Teh Tarik Instan", "Isi 25 Kantong~Tubruk|Organik|Premium", "flavor"),
      leaf("Minuman Serbuk", "Powdered Drinks", "minuman-serbuk", "snack", "15000-120000", "200-1000", "Susu Bubuk|Cokelat Bubuk|Jahe Merah Instan", "Sachet Isi 10~400 gram|Tanpa Pengawet|Halal", "flavor"),
    ]),
    sub("Bahan Makanan", "Groceries", "bahan-makanan", [
      leaf("Beras", "Rice", "beras", "sack", "60000-350000", "5000-25000", "Beras Premium|Beras Pandan Wangi|Beras Merah", "5 kg~10 kg|Pulen|Tanpa Pemutih", "size-pack"),
      leaf("Minyak Goreng", "Cooking Oil", "minyak-goreng", "bottle", "18000-90000", "1000-5000", "Minyak Goreng|Minyak Kelapa|Minyak Zaitun", "1 Liter~2 Liter|Pouch|Jernih", "size-pack"),
      leaf("Bumbu Dapur", "Spices & Seasonings", "bumbu-dapur", "jar", "8000-90000", "50-500", "Bumbu Rendang|Sambal Bawang|Bumbu Nasi Goreng|Lada Bubuk", "Instan|Tanpa MSG|Pedas|100 gram|Homemade", "flavor"),
    ]),
    sub("Makanan Instan & Beku", "Instant & Frozen Food", "makanan-instan-beku", [
      leaf("Mie Instan", "Instant Noodles", "mie-instan", "snack", "3000-120000", "80-2500", "Mie Instan|Mie Goreng|Mie Kuah", "Rasa Ayam Bawang|Isi 5|1 Dus|Pedas", "flavor"),
      leaf("Frozen Food", "Frozen Food", "frozen-food", "snack", "20000-150000", "300-1000", "Nugget Ayam|Dimsum Frozen|Bakso Sapi|Sosis", "500 gram|Isi 20|Halal|Tanpa Pengawet", "flavor"),
      leaf("Makanan Kaleng", "Canned Food", "makanan-kaleng", "jar", "12000-90000", "200-600", "Sarden Kaleng|Kornet Sapi|Rendang Kaleng", "425 gram|Siap Saji|Halal|Pedas", "flavor"),
    ]),
    sub("Oleh-oleh Khas", "Regional Specialities", "oleh-oleh-khas", [
      leaf("Bakpia & Kue Basah", "Bakpia & Traditional Cakes", "bakpia-kue", "box", "25000-120000", "300-800", "Bakpia Kacang Hijau|Lapis Legit|Bika Ambon|Pia Kering", "Isi 20|Fresh|Khas Yogyakarta|Khas Medan", "flavor"),
      leaf("Dodol & Manisan", "Dodol & Candied Fruit", "dodol-manisan", "box", "15000-90000", "200-600", "Dodol Garut|Wajik Ketan|Manisan Mangga", "Isi 10|Legit|Tanpa Pengawet", "flavor"),
      leaf("Sambal Khas", "Regional Sambal", "sambal-khas", "jar", "15000-90000", "150-400", "Sambal Roa|Sambal Matah|Sambal Cumi|Sambal Bawang Bali", "Pedas Mantap|Botol Kaca|Homemade|Tanpa Pengawet", "flavor"),
    ]),
  ]),
  top("Hobi & Koleksi", "Hobbies & Collectibles", "hobi-koleksi", [
    sub("Alat Musik", "Musical Instruments", "alat-musik", [
      leaf("Gitar", "Guitars", "gitar", "guitar", "350000-6000000", "2000-4500", "Gitar Akustik|Gitar Elektrik|Gitar Akustik Elektrik", "Kayu Mahoni|Senar Baja|Bonus Softcase|Equalizer", "color"),
      leaf("Ukulele", "Ukuleles", "ukulele", "guitar", "120000-900000", "600-1200", "Ukulele Soprano|Ukulele Concert|Ukulele Senar 4", "21 inch~23 inch|Bonus Tas|Kayu Solid", "color"),
      leaf("Keyboard Musik", "Musical Keyboards", "keyboard-musik", "keyboard", "800000-6500000", "3000-9000", "Keyboard Musik 61 Tuts|Piano Digital|Keyboard Arranger", "Touch Sensitive|USB MIDI|Bonus Stand|Speaker Built-in", "model"),
    ]),
    sub("Figure & Koleksi", "Figures & Collectibles", "figure-koleksi", [
      leaf("Action Figure", "Action Figures", "action-figure", "teddy", "90000-1500000", "200-900", "Action Figure|Figure Anime|Nendoroid Style", "15 cm|Artikulasi|Bonus Aksesoris|Kotak Original", "model"),
      leaf("Diecast", "Diecast Models", "diecast", "toycar", "30000-900000", "100-600", "Diecast Mobil|Miniatur Motor|Diecast Truk", "Skala 1:64|Skala 1:24|Pintu Bisa Dibuka|Koleksi", "color"),
      leaf("Model Kit", "Model Kits", "model-kit", "blocks", "90000-1200000", "300-1200", "Model Kit Robot|Model Kit Pesawat|Plastic Model", "Skala 1:144|Tanpa Lem|Detail Tinggi|Bonus Stiker", "model"),
    ]),
    sub("Gaming", "Gaming", "gaming", [
      leaf("Konsol Game", "Game Consoles", "konsol-game", "gamepad", "1500000-9000000", "1500-4500", "Konsol Game|Handheld Console|Retro Game Console", "1TB|Portable|Bonus 2 Stik|Garansi Resmi", "storage"),
      leaf("Stik Game", "Game Controllers", "stik-game", "gamepad", "90000-1200000", "200-400", "Stik Game Wireless|Gamepad PC|Controller Bluetooth", "Getar|Rechargeable|Support Android|Hall Effect", "color"),
      leaf("Kursi Gaming", "Gaming Chairs", "kursi-gaming", "chair", "900000-4500000", "15000-25000", "Kursi Gaming|Gaming Chair Ergonomis", "Reclining 180|Bantal Leher|Footrest|Kulit PU", "color"),
    ]),
    sub("Seni & Kerajinan", "Arts & Crafts", "seni-kerajinan", [
      leaf("Cat Lukis", "Paints", "cat-lukis", "tube", "15000-350000", "100-800", "Cat Air|Cat Akrilik|Cat Minyak", "Set 12 Warna~Set 24 Warna|Non Toxic|Tube 12ml", "size-pack"),
      leaf("Kuas & Alat Lukis", "Brushes & Tools", "kuas-alat-lukis", "pen", "10000-250000", "50-400", "Set Kuas Lukis|Palet Lukis|Kanvas Lukis", "Isi 10|Bulu Sintetis|Kayu|Pemula", "model"),
      leaf("Buku Sketsa", "Sketchbooks", "buku-sketsa", "book", "15000-150000", "200-600", "Buku Sketsa|Sketchbook A4|Buku Gambar", "A5~A4|150 gsm|Spiral|Hardcover", "model"),
    ]),
  ]),
  top("Buku", "Books", "buku", [
    sub("Buku Fiksi", "Fiction", "buku-fiksi", [
      leaf("Novel", "Novels", "novel", "book", "45000-180000", "250-600", "Novel Romansa|Novel Misteri|Novel Sejarah|Novel Fantasi", "Edisi Terbaru|Soft Cover|Bestseller|Penulis Indonesia", "model"),
      leaf("Komik", "Comics", "komik", "book", "20000-120000", "100-300", "Komik Silat|Komik Strip|Komik Petualangan|Komik Humor", "Volume 1|Full Color|Edisi Koleksi|Bahasa Indonesia", "model"),
      leaf("Kumpulan Cerpen", "Short Stories", "kumpulan-cerpen", "book", "35000-120000", "200-400", "Kumpulan Cerpen|Antologi Cerpen|Kumpulan Puisi", "Sastra Indonesia|Soft Cover|Edisi Terbatas", "model"),
    ]),
    sub("Buku Nonfiksi", "Nonfiction", "buku-nonfiksi", [
      leaf("Biografi", "Biographies", "biografi", "book", "50000-200000", "300-800", "Buku Biografi|Memoar|Kisah Inspiratif", "Hard Cover~Soft Cover|Edisi Revisi|Tokoh Nasional", "model"),
      leaf("Buku Bisnis", "Business Books", "buku-bisnis", "book", "60000-220000", "300-700", "Buku Bisnis|Buku Investasi|Buku Marketing|Buku UMKM", "Panduan Praktis|Terlaris|Soft Cover|Edisi 2", "model"),
      leaf("Pengembangan Diri", "Self-Improvement", "pengembangan-diri", "book", "50000-180000", "250-500", "Buku Pengembangan Diri|Buku Motivasi|Buku Psikologi Populer", "Bestseller|Soft Cover|Terjemahan|Cetakan Terbaru", "model"),
    ]),
    sub("Buku Pelajaran", "Textbooks", "buku-pelajaran", [
      leaf("Buku SD", "Primary School Books", "buku-sd", "book", "25000-120000", "200-600", "Buku Paket SD|Buku Latihan Soal SD|Buku Tematik", "Kurikulum Merdeka|Kelas 1~Kelas 4~Kelas 6|Lengkap", "model"),
      leaf("Buku SMP & SMA", "Secondary School Books", "buku-smp-sma", "book", "35000-180000", "300-800", "Buku Persiapan UTBK|Buku Matematika SMA|Bank Soal SMP", "Kurikulum Merdeka|Pembahasan Lengkap|Edisi Terbaru", "model"),
      leaf("Kamus", "Dictionaries", "kamus", "book", "30000-200000", "300-1200", "Kamus Inggris Indonesia|Kamus Bahasa Arab|Kamus Bahasa Jepang", "Lengkap|Saku~Hard Cover|Edisi Terbaru", "model"),
    ]),
    sub("Buku Anak", "Children's Books", "buku-anak", [
      leaf("Buku Cerita Anak", "Children's Stories", "buku-cerita-anak", "book", "20000-120000", "150-500", "Buku Cerita Anak|Dongeng Nusantara|Cerita Rakyat", "Full Color|Bilingual|Hard Cover|Usia 3-7", "model"),
      leaf("Buku Aktivitas", "Activity Books", "buku-aktivitas", "book", "15000-90000", "150-400", "Buku Mewarnai|Buku Aktivitas Anak|Buku Stiker", "Usia 2-6|Bonus Krayon|Edukatif", "model"),
      leaf("Buku Bergambar", "Picture Books", "buku-bergambar", "book", "25000-150000", "200-600", "Buku Bergambar|Board Book|Buku Bantal Bayi", "Tebal|Anti Sobek|Full Color|Usia 0-3", "model"),
    ]),
  ]),
  top("Mainan", "Toys", "mainan", [
    sub("Mainan Anak", "Kids' Toys", "mainan-anak", [
      leaf("Mobil Mainan", "Toy Cars", "mobil-mainan", "toycar", "25000-350000", "200-1200", "Mobil Mainan|Mobil Tarik|Truk Mainan", "Anti Pecah|Pull Back|Lampu dan Suara|Set 6", "color"),
      leaf("RC Car", "RC Cars", "rc-car", "toycar", "120000-1200000", "600-2000", "Mobil Remote Control|RC Car Off Road|RC Drift", "Skala 1:16|Rechargeable|2.4 GHz|Kecepatan Tinggi", "color"),
      leaf("Boneka", "Dolls & Plushies", "boneka", "teddy", "30000-400000", "200-1200", "Boneka Beruang|Boneka Kucing|Boneka Karakter", "30 cm~60 cm|Lembut|SNI|Bulu Halus", "color"),
    ]),
    sub("Mainan Edukasi", "Educational Toys", "mainan-edukasi", [
      leaf("Puzzle", "Puzzles", "puzzle", "blocks", "20000-250000", "150-800", "Puzzle Kayu|Jigsaw Puzzle|Puzzle Anak", "500 Keping|Huruf dan Angka|Montessori|Usia 3+", "model"),
      leaf("Balok Susun", "Building Blocks", "balok-susun", "blocks", "35000-450000", "400-2000", "Balok Susun Kayu|Mainan Balok|Blok Konstruksi", "Isi 100|Warna Warni|Aman untuk Anak|Montessori", "size-pack"),
      leaf("Mainan Sains", "Science Toys", "mainan-sains", "blocks", "45000-350000", "300-1200", "Mainan Sains Anak|Kit Robotik|Mikroskop Anak", "STEM|Edukatif|Usia 6+|Lengkap", "model"),
    ]),
    sub("Permainan Luar Ruang", "Outdoor Play", "permainan-luar-ruang", [
      leaf("Sepeda Anak", "Kids' Bikes", "sepeda-anak", "bicycle", "350000-1800000", "6000-12000", "Sepeda Anak|Balance Bike|Sepeda Roda Tiga", "12 inch~16 inch|Roda Bantu|Usia 3-6", "color"),
      leaf("Bola Mainan", "Play Balls", "bola-mainan", "ball", "10000-150000", "100-500", "Bola Mainan|Bola Plastik|Bola Karet", "Isi 50|Warna Warni|Aman|Mandi Bola", "color"),
      leaf("Kolam Renang Anak", "Paddling Pools", "kolam-renang-anak", "ball", "90000-650000", "1500-5000", "Kolam Renang Anak|Kolam Karet|Kolam Tiup", "120 cm~150 cm|Bonus Pompa|Tebal", "color"),
    ]),
    sub("Permainan Papan", "Board Games", "permainan-papan", [
      leaf("Board Game", "Board Games", "board-game", "box", "60000-650000", "500-1500", "Board Game Keluarga|Board Game Strategi|Monopoli Indonesia", "2-6 Pemain|Bahasa Indonesia|Usia 8+", "model"),
      leaf("Kartu Permainan", "Card Games", "kartu-permainan", "box", "15000-200000", "100-300", "Kartu Remi|Kartu Uno Style|Card Game Edukasi", "Plastik|Tahan Air|Isi 108", "model"),
      leaf("Catur & Congklak", "Chess & Congklak", "catur-congklak", "blocks", "35000-450000", "500-2000", "Papan Catur|Congklak Kayu|Catur Magnet", "Kayu|Lipat|Travel|Standar", "model"),
    ]),
  ]),
  top("Alat Tulis & Kantor", "Stationery & Office", "alat-tulis-kantor", [
    sub("Alat Tulis", "Writing Supplies", "alat-tulis", [
      leaf("Pulpen", "Pens", "pulpen", "pen", "3000-150000", "20-200", "Pulpen Gel|Pulpen Standar|Pulpen Tinta Hitam", "0.5 mm|Isi 12|Cepat Kering|Halus", "color"),
      leaf("Pensil & Penghapus", "Pencils & Erasers", "pensil-penghapus", "pen", "3000-90000", "20-200", "Pensil 2B|Pensil Mekanik|Penghapus", "Isi 12|Ujian|Tidak Mudah Patah", "color"),
      leaf("Buku Tulis", "Notebooks", "buku-tulis", "book", "5000-90000", "100-1200", "Buku Tulis|Notebook|Binder", "Isi 10|A5|58 Lembar|Bergaris|Hard Cover", "color"),
    ]),
    sub("Perlengkapan Kantor", "Office Supplies", "perlengkapan-kantor", [
      leaf("Kalkulator", "Calculators", "kalkulator", "calculator", "25000-350000", "100-300", "Kalkulator|Kalkulator Scientific|Kalkulator Meja", "12 Digit|Tenaga Surya|Layar Besar", "color"),
      leaf("Stapler & Pembolong", "Staplers & Punches", "stapler-pembolong", "calculator", "10000-150000", "100-500", "Stapler|Pembolong Kertas|Set Alat Kantor", "Isi Staples|Kokoh|Mini", "color"),
      leaf("Map & Ordner", "Folders & Binders", "map-ordner", "book", "5000-90000", "100-800", "Map Plastik|Ordner|Map Dokumen", "Folio|Isi 12|Resleting|Transparan", "color"),
    ]),
    sub("Tas Sekolah & Kerja", "School & Work Bags", "tas-sekolah-kerja", [
      leaf("Ransel", "Backpacks", "ransel", "backpack", "90000-650000", "500-1200", "Tas Ransel|Backpack Laptop|Tas Sekolah", "Muat Laptop 15.6 inch|Waterproof|USB Port|Banyak Kantong", "color"),
      leaf("Tas Laptop", "Laptop Bags", "tas-laptop", "handbag", "60000-450000", "300-900", "Tas Laptop|Sleeve Laptop|Tas Kerja", "14 inch~15.6 inch|Anti Air|Empuk", "color"),
      leaf("Kotak Pensil", "Pencil Cases", "kotak-pensil", "wallet", "10000-120000", "50-200", "Kotak Pensil|Pencil Case|Tempat Pensil", "Kanvas|Resleting|Banyak Sekat|Motif Lucu", "color"),
    ]),
  ]),
];
