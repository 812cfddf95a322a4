/** The texts of the family's pages for the shop itself; the server's own come from @dapur/shared. */
export const ownerShopMessages = {
  connectionFailed:
    'Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu coba lagi.',
  saveFailed: 'Gagal menyimpan. Periksa koneksi internet Anda, lalu coba lagi.',
  checkFields: 'Periksa isian yang ditandai.',

  setupLoading: 'Memeriksa toko...',
  setupLoadFailed: 'Gagal memeriksa apakah toko sudah punya pemilik.',
  setupCodeHint:
    'Kode ini dicetak di log server saat toko dijalankan, dan disimpan di berkas setup-code di folder data server (DATA_DIR, biasanya ./data).',
  welcome: (name: string) =>
    `Selamat datang, ${name}! Toko Anda siap. Mulailah dengan menyusun menu.`,
  /** The owner exists but signing in right after failed: they can log in by hand. */
  createdPleaseLogin: 'Akun pemilik sudah dibuat. Silakan login.',

  cancelInviteTitle: (email: string) => `Batalkan undangan untuk ${email}?`,
  cancelInviteDescription:
    'Tautan di email undangan tidak bisa dipakai lagi. Anda bisa mengundang lagi kapan saja.',
  cancelInviteFailed: 'Gagal membatalkan undangan. Periksa koneksi internet Anda, lalu coba lagi.',
  inviteCancelled: (email: string) => `Undangan untuk ${email} dibatalkan.`,
  removeOwnerTitle: (name: string) => `Hapus ${name} dari tim?`,
  removeOwnerDescription:
    'Ia tidak bisa lagi membuka halaman pemilik dan langsung keluar di semua perangkatnya. Akunnya tetap ada sebagai pelanggan.',
  removeOwnerFailed: 'Gagal menghapus dari tim. Periksa koneksi internet Anda, lalu coba lagi.',
  ownerRemoved: (name: string) => `${name} bukan lagi pemilik toko.`,

  inviteLoading: 'Memuat undangan...',
  inviteLoadFailed: 'Gagal memuat undangan.',
  inviteFor: 'Undangan untuk',
  inviteWelcome: (name: string) => `Selamat bergabung, ${name}! Anda sekarang pemilik toko.`,

  settingsLoading: 'Memuat data toko...',
  settingsLoadFailed: 'Gagal memuat data toko.',
  settingsSaved: 'Perubahan toko disimpan. Pelanggan langsung melihatnya.',
  whatsappHint: 'Nomor WhatsApp toko, diawali 08… atau 62…, misalnya 081200000123.',
  historyHint: 'Pisahkan paragraf dengan satu baris kosong.',
  mapHint:
    'Tautan sematan (embed) dari OpenStreetMap (Bagikan → HTML) atau Google Maps (Bagikan → Sematkan peta): alamat di dalam src="…".',
  linkHint: 'Kosongkan jika tidak ada.',
  acceptingOrdersHint:
    'Matikan saat dapur sudah penuh: pesanan untuk hari ini ditolak, pesanan untuk hari lain tetap diterima.',
  deliveryFeeHint: 'Ditambahkan ke setiap pesanan yang diantar. Isi 0 jika gratis ongkir.',
  leadTimeMinutesHint:
    'Pesanan secepatnya paling cepat siap setelah sekian menit; waktu yang dipilih pelanggan juga.',
  orderEmailsHint: 'Setiap pesanan baru juga dikirim ke email semua pemilik toko.',
  hoursHint:
    'Hari tanpa jam buka tampil sebagai tutup. Tambahkan jam kedua jika toko istirahat siang.',

  qrisNone: 'Belum ada gambar QRIS toko.',
  qrisHint: 'Foto atau tangkapan layar QRIS dari bank Anda: JPEG, PNG atau WebP, maksimal 5 MB.',
  qrisUploaded: 'Gambar QRIS diperbarui.',
  qrisAmountOn: (merchant: string) =>
    `Jumlah otomatis aktif: setiap pesanan mendapat QR dengan jumlahnya (kode QRIS atas nama ${merchant}).`,
  qrisAmountOff:
    'Jumlah otomatis belum aktif: pelanggan mengetik jumlahnya sendiri. Unggah gambar QRIS yang jelas atau tempel teks kodenya.',
  qrisCodeHint:
    'Teks yang terbaca dari QR (diawali 000201), misalnya dari aplikasi pemindai QR. Kosongkan untuk menghapus.',
  qrisCodeSaved: 'Kode QRIS disimpan. Jumlah pembayaran kini terisi otomatis.',
  qrisCodeRemoved:
    'Kode QRIS dihapus. Pelanggan kembali melihat gambar QRIS dan mengetik jumlahnya.',
  qrisUploadFailed: 'Gagal mengunggah gambar. Periksa koneksi internet Anda, lalu coba lagi.',

  backupExplained:
    'Satu berkas berisi seluruh toko: menu, pesanan, pelanggan, dan foto. Simpan di tempat yang aman (misalnya flashdisk atau penyimpanan awan pribadi), karena berisi data pelanggan.',
  backupBusy: 'Menyiapkan cadangan... Jangan tutup halaman ini.',
  backupDone: 'Cadangan sudah diunduh. Simpan berkasnya di tempat yang aman.',
  backupFailed: 'Gagal mengunduh cadangan. Periksa koneksi internet Anda, lalu coba lagi.',

  pushExplained:
    'Pesanan baru dan pembayaran yang perlu dicek muncul sebagai notifikasi di HP ini, juga saat halaman toko tidak sedang dibuka.',
  pushSwitch: 'Notifikasi pesanan di HP ini',
  pushChecking: 'Memeriksa notifikasi di HP ini...',
  pushUnsupported:
    'Browser ini tidak dapat menerima notifikasi. Di Android, buka toko di Chrome; di iPhone, tambahkan toko ke Layar Utama.',
  pushIosNotInstalled:
    'Di iPhone, notifikasi hanya bisa dinyalakan setelah toko ditambahkan ke Layar Utama: buka toko di Safari, ketuk tombol Bagikan, pilih "Tambahkan ke Layar Utama", lalu buka Dapur dari ikonnya dan nyalakan notifikasi di halaman ini.',
  pushIosTooOld:
    'iPhone ini belum dapat menerima notifikasi dari toko. Perbarui iOS ke versi 16.4 atau yang lebih baru (Pengaturan → Umum → Pembaruan Perangkat Lunak).',
  pushAndroid:
    'Di Android, notifikasi tetap datang walaupun Chrome ditutup, selama HP tersambung ke internet.',
  pushIos: 'Notifikasi datang walaupun Dapur ditutup, selama iPhone tersambung ke internet.',
  pushOtherDevice: 'Notifikasi datang selama browser ini berjalan, juga saat halaman toko ditutup.',
  pushBlocked:
    'Notifikasi untuk toko ini diblokir di browser. Untuk mengizinkan: ketuk ikon di samping alamat situs (gembok atau ⓘ), pilih Izin atau Setelan situs → Notifikasi → Izinkan, lalu kembali ke halaman ini dan nyalakan notifikasi.',
  pushBlockedIos:
    'Notifikasi untuk Dapur diblokir di iPhone ini. Untuk mengizinkan: buka Pengaturan → Notifikasi → Dapur, nyalakan Izinkan Notifikasi, lalu kembali ke halaman ini.',
  pushDismissed: 'Izin notifikasi belum diberikan. Nyalakan lagi, lalu pilih "Izinkan".',
  pushNotReady:
    'Aplikasi belum siap menerima notifikasi di HP ini. Muat ulang halaman, lalu coba lagi.',
  pushServiceFailed:
    'HP ini gagal mendaftar ke layanan notifikasi browser. Periksa koneksi internet Anda, lalu coba lagi.',
  pushOnFailed: 'Gagal menyalakan notifikasi. Periksa koneksi internet Anda, lalu coba lagi.',
  pushOffFailed: 'Gagal mematikan notifikasi di HP ini. Muat ulang halaman, lalu coba lagi.',
  pushTurningOn: 'Menyalakan notifikasi...',
  pushTurningOff: 'Mematikan notifikasi...',
  pushOn: 'Notifikasi di HP ini aktif. Kirim notifikasi uji untuk mencobanya.',
  pushOff: 'Notifikasi di HP ini dimatikan.',
  pushOffServerNotTold:
    'Notifikasi di HP ini dimatikan. Server belum dapat dikabari (periksa koneksi internet), tetapi HP ini tidak akan menerima notifikasi lagi.',
  pushTestNeedsOn: 'Nyalakan notifikasi di HP ini dulu untuk mengirim notifikasi uji.',
  pushTestSending: 'Mengirim notifikasi uji...',
  pushTestSent: (devices: number) =>
    `Notifikasi uji dikirim ke ${String(devices)} perangkat. Periksa notifikasi di HP ini.`,
  pushTestNone:
    'Tidak ada perangkat yang menerima notifikasi uji. Matikan lalu nyalakan lagi notifikasi di HP ini.',
  pushTestFailed: 'Gagal mengirim notifikasi uji. Periksa koneksi internet Anda, lalu coba lagi.',

  teamLoading: 'Memuat pemilik toko...',
  teamLoadFailed: 'Gagal memuat pemilik toko.',
  noInvites: 'Tidak ada undangan yang menunggu.',
  inviteHint: 'Kami mengirim tautan ke email ini. Tautan berlaku 48 jam dan hanya sekali pakai.',

  suggestionsLoading: 'Memuat saran...',
  suggestionsLoadFailed: 'Gagal memuat saran.',
  noSuggestions: 'Belum ada saran dari pelanggan.',
  anonymous: 'Anonim',
  suggestionHidden: 'Saran disembunyikan dari halaman utama.',
  suggestionShown: 'Saran ditampilkan lagi di halaman utama.',
  suggestionUpdateFailed: 'Gagal mengubah saran. Coba lagi.',
} as const;
