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
