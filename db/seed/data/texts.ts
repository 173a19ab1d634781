/** Indonesian sentence parts for descriptions, reviews and replies; {placeholders} are filled in. */

export const DESCRIPTION_OPENINGS = [
  "{name} hadir untuk melengkapi kebutuhan {category} Anda sehari-hari.",
  "Cari {category} yang awet dan nyaman dipakai? {name} jawabannya.",
  "{name} dibuat dengan bahan pilihan dan kontrol kualitas ketat sebelum dikirim.",
  "Produk terlaris di {shop}! {name} sudah dipercaya ribuan pembeli di seluruh Indonesia.",
  "{name} cocok untuk dipakai sendiri maupun sebagai hadiah untuk orang tersayang.",
];

export const DESCRIPTION_FEATURE_INTROS = ["Keunggulan produk:", "Kenapa pilih produk ini?", "Fitur utama:", "Detail produk:"];

export const DESCRIPTION_NOTES = [
  "Pesanan yang masuk sebelum pukul 15.00 WIB dikirim di hari yang sama (Senin-Sabtu).",
  "Semua barang dicek dan dikemas dengan bubble wrap tebal. Wajib video unboxing untuk klaim garansi.",
  "Warna produk dapat sedikit berbeda karena pencahayaan foto dan pengaturan layar.",
  "Stok selalu diperbarui. Silakan chat penjual bila ingin membeli dalam jumlah besar.",
  "Barang 100% baru dan original. Garansi uang kembali jika barang tidak sesuai deskripsi.",
];

export const REVIEW_GOOD = [
  "Barangnya bagus banget, sesuai deskripsi.",
  "Kualitasnya mantap, nggak nyesel beli di sini.",
  "Sesuai foto, bahannya juga oke.",
  "Produk original, berfungsi dengan baik.",
  "Harga terjangkau tapi kualitas nggak murahan.",
  "Suka banget sama produknya, worth it!",
  "Udah beli kedua kalinya, tetap puas.",
  "Mantap, sesuai ekspektasi.",
  "Rapi dan berkualitas, recommended.",
  "Anak saya suka banget, terima kasih.",
];

export const REVIEW_OK = [
  "Barang oke, tapi pengiriman agak lama.",
  "Lumayan untuk harga segini.",
  "Sesuai harga, ada sedikit cacat tapi masih bisa dipakai.",
  "Kualitas standar, packing kurang rapi.",
  "Warna sedikit beda dari foto, tapi masih oke.",
];

export const REVIEW_BAD = [
  "Barang tidak sesuai deskripsi, kecewa.",
  "Kualitas kurang bagus, cepat rusak.",
  "Pengiriman lama sekali dan packing penyok.",
  "Ukuran tidak sesuai, tolong diperhatikan lagi.",
  "Barang datang kurang lengkap, penjual lambat respon.",
];

export const REVIEW_SHIPPING = [
  "Pengiriman cepat, packing rapi.",
  "Kurir ramah, barang sampai dengan aman.",
  "Dikirim di hari yang sama, mantap!",
  "Packing aman pakai bubble wrap tebal.",
  "Penjual responsif dan ramah.",
  "",
];

export const REVIEW_CLOSINGS = ["Recommended seller!", "Terima kasih, sukses terus tokonya.", "Bakal order lagi.", "Bintang 5 deh.", "", ""];

export const REPLY_GOOD = [
  "Terima kasih kak sudah belanja di {shop}! Ditunggu orderan berikutnya ya.",
  "Terima kasih atas ulasannya kak, semoga barangnya awet dan bermanfaat.",
  "Senang sekali kakak puas. Jangan lupa cek promo terbaru di toko kami ya!",
  "Terima kasih banyak kak, sehat selalu!",
];

export const REPLY_BAD = [
  "Mohon maaf atas ketidaknyamanannya kak. Silakan chat kami untuk penukaran barang ya.",
  "Maaf kak, masukan kakak akan kami jadikan evaluasi. Silakan hubungi kami agar bisa kami bantu.",
  "Mohon maaf kak, kami akan cek kembali proses pengemasan kami. Terima kasih atas masukannya.",
];

export const MERCHANT_DESCRIPTION_TAILS = [
  "Buka setiap hari pukul 08.00-20.00 WIB. Pesanan sebelum pukul 15.00 dikirim hari itu juga.",
  "Melayani pembelian satuan maupun grosir. Chat kami untuk harga reseller.",
  "Semua produk dijamin original dan bergaransi. Kepuasan pelanggan adalah prioritas kami.",
  "Toko kami sudah berjualan sejak 2015. Terima kasih atas kepercayaan Anda.",
];
