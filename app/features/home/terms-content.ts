/**
 * The Terms & Conditions text in both languages. Kept out of the message catalogues, which ship to every
 * page, because only this page needs it.
 */
export interface TermsSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export const TERMS_UPDATED_AT = "2026-11-01";

export const TERMS: Record<"id" | "en", { intro: string; sections: TermsSection[] }> = {
  id: {
    intro:
      "Selamat datang di Pasar. Syarat dan Ketentuan ini mengatur penggunaan situs dan layanan Pasar oleh Pembeli dan Penjual. Dengan mendaftar atau menggunakan Pasar, kamu menyatakan telah membaca, memahami, dan menyetujui seluruh isi Syarat dan Ketentuan ini.",
    sections: [
      {
        id: "definisi",
        heading: "1. Definisi",
        paragraphs: ["Dalam Syarat dan Ketentuan ini:"],
        items: [
          "“Pasar” adalah platform marketplace daring yang mempertemukan Pembeli dan Penjual, termasuk situs, aplikasi, dan API-nya.",
          "“Pengguna” adalah setiap orang yang mengakses Pasar, baik Pembeli, Penjual, maupun pengunjung.",
          "“Penjual” adalah Pengguna yang membuka toko di Pasar, termasuk Official Store milik pemegang merek resmi.",
          "“Pembeli” adalah Pengguna yang membeli produk melalui Pasar.",
          "“Saldo” adalah dompet elektronik Pengguna di Pasar yang dapat dipakai untuk membayar dan menerima dana.",
          "“Promo” adalah potongan harga, voucher toko, gratis ongkir, atau flash sale yang diberikan Pasar atau Penjual.",
        ],
      },
      {
        id: "akun",
        heading: "2. Akun Pengguna",
        paragraphs: [
          "Pengguna wajib memberikan data yang benar, lengkap, dan terbaru saat mendaftar, serta berusia minimal 18 tahun atau menggunakan Pasar dengan pengawasan orang tua atau wali.",
          "Pengguna bertanggung jawab menjaga kerahasiaan kata sandi dan atas seluruh aktivitas yang terjadi pada akunnya. Segera hubungi Pasar bila akunmu digunakan tanpa izin.",
          "Pasar berhak menangguhkan atau menutup akun yang melanggar Syarat dan Ketentuan ini, terindikasi penipuan, atau membahayakan Pengguna lain.",
        ],
      },
      {
        id: "transaksi",
        heading: "3. Transaksi Pembelian",
        paragraphs: [
          "Harga, stok, dan deskripsi produk ditentukan oleh Penjual. Pembeli wajib membaca deskripsi produk dengan teliti sebelum membeli.",
          "Pesanan dianggap sah setelah pembayaran terkonfirmasi. Tagihan yang tidak dibayar hingga batas waktu yang tertera akan dibatalkan secara otomatis.",
          "Penjual wajib memproses pesanan dalam waktu 2 x 24 jam hari kerja. Pesanan yang tidak diproses dapat dibatalkan dan dana dikembalikan ke Saldo Pembeli.",
        ],
      },
      {
        id: "pembayaran",
        heading: "4. Pembayaran dan Saldo",
        paragraphs: [
          "Pembayaran dapat dilakukan dengan Saldo, penyedia pembayaran yang bekerja sama dengan Pasar, atau kombinasi keduanya. Semua harga dalam Rupiah dan sudah termasuk atau belum termasuk pajak sesuai keterangan pada halaman pembayaran.",
          "Dana pembelian ditahan oleh Pasar dan baru diteruskan kepada Penjual setelah Pembeli mengonfirmasi pesanan diterima atau batas waktu konfirmasi berakhir.",
          "Pengembalian dana atas pembatalan dikreditkan ke Saldo Pembeli. Penarikan Saldo ke rekening bank mengikuti ketentuan dan waktu proses yang berlaku.",
        ],
      },
      {
        id: "pengiriman",
        heading: "5. Pengiriman",
        paragraphs: [
          "Ongkos kirim dihitung berdasarkan berat produk, lokasi toko, alamat tujuan, dan kurir yang dipilih. Estimasi waktu pengiriman adalah perkiraan dari kurir dan dapat berubah.",
          "Untuk layanan dengan jaminan tepat waktu, ongkos kirim dikembalikan apabila paket tiba lebih dari 1 hari setelah batas estimasi sejak diserahkan ke kurir.",
          "Pembeli wajib memastikan alamat pengiriman benar. Kerugian akibat alamat yang salah menjadi tanggung jawab Pembeli.",
        ],
      },
      {
        id: "komplain",
        heading: "6. Komplain, Retur, dan Pengembalian Dana",
        paragraphs: [
          "Pembeli dapat mengajukan komplain sebelum mengonfirmasi pesanan diterima apabila produk tidak sesuai deskripsi, rusak, kurang, atau tidak diterima.",
          "Komplain wajib dilengkapi bukti berupa foto atau video pembukaan paket. Pasar akan menengahi komplain dan keputusannya bersifat final.",
        ],
      },
      {
        id: "promo",
        heading: "7. Promo, Voucher, dan Flash Sale",
        paragraphs: [
          "Setiap promo memiliki periode, kuota, minimal belanja, potongan maksimal, dan batas pemakaian per Pengguna sebagaimana tertera pada halaman promo. Promo yang kuotanya habis atau periodenya berakhir tidak dapat digunakan.",
          "Harga flash sale hanya berlaku selama sesi berlangsung dan selama kuota produk masih tersedia.",
          "Pasar berhak membatalkan promo atau transaksi yang terindikasi penyalahgunaan, termasuk penggunaan banyak akun atau transaksi fiktif.",
        ],
      },
      {
        id: "penjual",
        heading: "8. Kewajiban Penjual",
        paragraphs: ["Penjual wajib:"],
        items: [
          "menjual produk yang legal, asli, dan sesuai deskripsi, foto, serta harga yang ditampilkan;",
          "menjaga ketersediaan stok dan memproses pesanan tepat waktu;",
          "memiliki izin dan dokumen yang diperlukan, termasuk NPWP bagi Pengusaha Kena Pajak (PKP);",
          "bagi Official Store, hanya menjual produk dari merek yang dimiliki atau diizinkan secara resmi.",
        ],
      },
      {
        id: "larangan",
        heading: "9. Produk dan Tindakan yang Dilarang",
        paragraphs: [
          "Dilarang menjual narkotika, senjata, bahan peledak, obat keras tanpa izin, satwa dilindungi, produk bajakan atau palsu, konten pornografi, serta barang lain yang dilarang peraturan perundang-undangan Republik Indonesia.",
          "Dilarang memanipulasi ulasan, harga, atau penjualan, serta melakukan transaksi di luar Pasar untuk menghindari biaya atau ketentuan.",
        ],
      },
      {
        id: "ulasan",
        heading: "10. Ulasan dan Konten Pengguna",
        paragraphs: [
          "Pembeli dapat memberikan ulasan dan foto atas produk yang dibeli. Ulasan harus jujur, relevan, dan tidak mengandung unsur SARA, kata kasar, atau data pribadi orang lain.",
          "Dengan mengunggah konten, Pengguna memberikan izin kepada Pasar untuk menampilkan konten tersebut di platform Pasar.",
        ],
      },
      {
        id: "privasi",
        heading: "11. Data Pribadi",
        paragraphs: [
          "Pasar mengumpulkan dan memproses data pribadi sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, hanya untuk menjalankan layanan, keamanan, dan kewajiban hukum.",
          "Penjual hanya boleh menggunakan data Pembeli untuk memproses pesanan dan dilarang menyebarkannya.",
        ],
      },
      {
        id: "tanggung-jawab",
        heading: "12. Batasan Tanggung Jawab",
        paragraphs: [
          "Pasar adalah penyedia platform dan bukan pihak penjual. Tanggung jawab atas kualitas, keamanan, dan keabsahan produk berada pada Penjual.",
          "Pasar tidak bertanggung jawab atas gangguan layanan akibat keadaan kahar, gangguan jaringan, atau tindakan pihak ketiga di luar kendali Pasar.",
        ],
      },
      {
        id: "perubahan",
        heading: "13. Perubahan dan Hukum yang Berlaku",
        paragraphs: [
          "Pasar dapat mengubah Syarat dan Ketentuan ini sewaktu-waktu. Perubahan berlaku sejak dipublikasikan di halaman ini; penggunaan Pasar setelahnya berarti kamu menyetujui perubahan tersebut.",
          "Syarat dan Ketentuan ini tunduk pada hukum Republik Indonesia. Perselisihan diselesaikan secara musyawarah terlebih dahulu, dan bila tidak tercapai, melalui Pengadilan Negeri Jakarta Selatan.",
        ],
      },
      {
        id: "kontak",
        heading: "14. Hubungi Kami",
        paragraphs: [
          "Pertanyaan tentang Syarat dan Ketentuan ini dapat dikirim ke bantuan@pasar.test. Tim kami melayani setiap hari pukul 08.00–22.00 WIB.",
        ],
      },
    ],
  },
  en: {
    intro:
      "Welcome to Pasar. These Terms and Conditions govern the use of the Pasar website and services by Buyers and Sellers. By registering with or using Pasar, you confirm that you have read, understood and accepted all of these Terms and Conditions.",
    sections: [
      {
        id: "definitions",
        heading: "1. Definitions",
        paragraphs: ["In these Terms and Conditions:"],
        items: [
          "“Pasar” is the online marketplace that brings Buyers and Sellers together, including its website, apps and API.",
          "“User” is anyone who accesses Pasar, whether Buyer, Seller or visitor.",
          "“Seller” is a User who runs a store on Pasar, including an Official Store owned by a brand holder.",
          "“Buyer” is a User who buys products through Pasar.",
          "“Balance” is a User's electronic wallet on Pasar, used to pay and to receive funds.",
          "“Promo” is a discount, store voucher, free shipping offer or flash sale given by Pasar or a Seller.",
        ],
      },
      {
        id: "account",
        heading: "2. User Accounts",
        paragraphs: [
          "Users must give true, complete and current information when registering, and must be at least 18 years old or use Pasar under the supervision of a parent or guardian.",
          "Users are responsible for keeping their password secret and for all activity on their account. Contact Pasar at once if your account is used without your permission.",
          "Pasar may suspend or close accounts that breach these Terms and Conditions, show signs of fraud, or put other Users at risk.",
        ],
      },
      {
        id: "transactions",
        heading: "3. Purchases",
        paragraphs: [
          "Prices, stock and product descriptions are set by the Seller. Buyers must read the product description carefully before buying.",
          "An order is valid once its payment is confirmed. Invoices not paid by the stated deadline are cancelled automatically.",
          "Sellers must process an order within 2 x 24 working hours. Orders that are not processed may be cancelled and the money returned to the Buyer's Balance.",
        ],
      },
      {
        id: "payment",
        heading: "4. Payment and Balance",
        paragraphs: [
          "Payment can be made with Balance, with a payment provider working with Pasar, or with both. All prices are in Rupiah and include or exclude tax as stated on the payment page.",
          "Pasar holds the purchase money and releases it to the Seller only after the Buyer confirms receipt or the confirmation period ends.",
          "Refunds for cancellations are credited to the Buyer's Balance. Withdrawing Balance to a bank account follows the applicable rules and processing times.",
        ],
      },
      {
        id: "shipping",
        heading: "5. Shipping",
        paragraphs: [
          "Shipping costs depend on the product weight, the store's location, the destination and the chosen courier. Delivery estimates come from the courier and may change.",
          "For services with an on-time guarantee, the shipping cost is refunded if the parcel arrives more than 1 day after the estimate, counted from handover to the courier.",
          "Buyers must make sure the delivery address is correct. Losses caused by a wrong address are the Buyer's responsibility.",
        ],
      },
      {
        id: "complaints",
        heading: "6. Complaints, Returns and Refunds",
        paragraphs: [
          "Before confirming receipt, a Buyer may file a complaint if the product does not match its description, is damaged or incomplete, or did not arrive.",
          "A complaint must include evidence such as photos or a video of the parcel being opened. Pasar mediates complaints and its decision is final.",
        ],
      },
      {
        id: "promotions",
        heading: "7. Promos, Vouchers and Flash Sales",
        paragraphs: [
          "Every promo has a period, quota, minimum purchase, maximum discount and per-user limit as stated on its promo page. A promo whose quota is used up or whose period has ended can no longer be used.",
          "Flash-sale prices apply only while the session runs and while the product's quota lasts.",
          "Pasar may cancel promos or transactions that show signs of abuse, including the use of multiple accounts or fictitious transactions.",
        ],
      },
      {
        id: "sellers",
        heading: "8. Seller Obligations",
        paragraphs: ["Sellers must:"],
        items: [
          "sell legal, genuine products that match the description, photos and price shown;",
          "keep stock levels accurate and process orders on time;",
          "hold the required licences and documents, including a tax number (NPWP) for VAT-registered businesses (PKP);",
          "as an Official Store, sell only products of brands they own or are officially authorised to sell.",
        ],
      },
      {
        id: "prohibited",
        heading: "9. Prohibited Products and Conduct",
        paragraphs: [
          "Selling narcotics, weapons, explosives, prescription drugs without a licence, protected wildlife, pirated or counterfeit goods, pornographic content, and any other goods prohibited by the laws of the Republic of Indonesia is forbidden.",
          "Manipulating reviews, prices or sales, and moving transactions outside Pasar to avoid fees or rules, is forbidden.",
        ],
      },
      {
        id: "reviews",
        heading: "10. Reviews and User Content",
        paragraphs: [
          "Buyers may review and add photos to products they bought. Reviews must be honest and relevant and must not contain hate speech, abusive language or other people's personal data.",
          "By uploading content, Users allow Pasar to show that content on the Pasar platform.",
        ],
      },
      {
        id: "privacy",
        heading: "11. Personal Data",
        paragraphs: [
          "Pasar collects and processes personal data in line with Indonesia's Personal Data Protection Law (Law No. 27 of 2022), only to provide its services, keep them secure and meet legal obligations.",
          "Sellers may use Buyer data only to process orders and must not share it.",
        ],
      },
      {
        id: "liability",
        heading: "12. Limitation of Liability",
        paragraphs: [
          "Pasar provides the platform and is not the seller. Responsibility for the quality, safety and legality of products lies with the Seller.",
          "Pasar is not liable for service interruptions caused by force majeure, network failures or actions of third parties beyond its control.",
        ],
      },
      {
        id: "changes",
        heading: "13. Changes and Governing Law",
        paragraphs: [
          "Pasar may change these Terms and Conditions at any time. Changes apply from their publication on this page; using Pasar afterwards means you accept them.",
          "These Terms and Conditions are governed by the laws of the Republic of Indonesia. Disputes are first settled by consultation and, failing that, by the South Jakarta District Court.",
        ],
      },
      {
        id: "contact",
        heading: "14. Contact Us",
        paragraphs: [
          "Questions about these Terms and Conditions can be sent to bantuan@pasar.test. Our team is available every day from 08.00 to 22.00 WIB (Western Indonesian Time).",
        ],
      },
    ],
  },
};
