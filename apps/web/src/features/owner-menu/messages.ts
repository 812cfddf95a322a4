/** What the family's menu pages say; the server's own messages come from @dapur/shared/menu. */
export const ownerMenuMessages = {
  leadTimeDaysHint:
    '0: bisa dipesan untuk hari ini. 2: pesanan paling cepat untuk lusa (H-2), misalnya paket catering.',
  foodsLoading: 'Memuat menu...',
  foodsLoadFailed: 'Gagal memuat menu.',
  foodsEmpty: 'Belum ada menu. Tambahkan menu pertama Anda.',
  searchEmpty: (query: string) => `Tidak ada menu yang cocok dengan “${query}”.`,
  uncategorised: 'Tanpa kategori',
  soldOut: 'Habis',
  archivedNote:
    'Menu yang diarsipkan tidak tampil untuk pelanggan dan tidak bisa dikembalikan; tambahkan sebagai menu baru bila ingin menjualnya lagi.',
  availabilityFailed: (nama: string, reason: string) =>
    `Ketersediaan ${nama} tidak berubah. ${reason}`,
  checkConnection: 'Periksa koneksi lalu coba lagi.',

  foodArchivedReadOnly:
    'Menu ini sudah diarsipkan: pelanggan tidak melihatnya lagi, dan pesanan lama tetap menyimpannya. Menu yang diarsipkan tidak bisa diubah atau dikembalikan.',
  foodCreated: (nama: string) => `${nama} ditambahkan ke menu. Sekarang tambahkan fotonya.`,
  foodSaved: (nama: string) => `Perubahan ${nama} disimpan.`,
  nothingChanged: (name: string) => `Tidak ada perubahan pada ${name}.`,
  foodArchived: (nama: string) => `${nama} dihapus dari menu.`,
  saveFailed: 'Gagal menyimpan. Periksa koneksi lalu coba lagi.',
  archiveTitle: (nama: string) => `Hapus ${nama} dari menu?`,
  archiveDescription:
    'Pelanggan tidak akan melihat dan memesannya lagi. Pesanan yang sudah ada tetap menyimpan menu ini. Menu yang dihapus tidak bisa dikembalikan.',
  archiveFailed: 'Gagal menghapus menu. Periksa koneksi lalu coba lagi.',
  optionGroupsHint:
    'Cara menu ini bisa dipesan, misalnya Bagian: paha atau dada, Tambahan: telur +Rp 5.000. Perubahan baru terlihat pelanggan setelah disimpan.',
  optionGroupsEmpty: 'Menu ini belum punya pilihan.',
  optionGroupsUnsaved: 'Ada perubahan yang belum disimpan.',
  optionGroupsSaved: (nama: string) => `Pilihan ${nama} disimpan.`,
  optionsTodayHint: 'Matikan pilihan yang sedang habis: pelanggan tidak bisa memilihnya.',
  optionsSoldOut: (names: string) => `Pilihan habis: ${names}`,
  optionAvailabilityFailed: (name: string, reason: string) =>
    `Ketersediaan ${name} tidak berubah. ${reason}`,
  photoAfterSave: 'Foto bisa ditambahkan setelah menu disimpan.',

  categoriesLoading: 'Memuat kategori...',
  categoriesLoadFailed: 'Gagal memuat kategori.',
  categoriesEmpty: 'Belum ada kategori. Kategori mengelompokkan menu, misalnya “Nasi Box”.',
  categoryFoodCount: (count: number) => (count === 0 ? 'Belum ada menu' : `${count} menu`),
  categoryCreated: (name: string) => `Kategori ${name} ditambahkan. Sekarang tambahkan fotonya.`,
  categorySaved: (name: string) => `Perubahan kategori ${name} disimpan.`,
  categoryDeleted: (name: string) => `Kategori ${name} dihapus.`,
  categoryDeleteTitle: (name: string) => `Hapus kategori ${name}?`,
  categoryDeleteDescription: (count: number, hasPhoto: boolean) =>
    [
      count === 0
        ? 'Kategori ini tidak berisi menu.'
        : `${count} menu di dalamnya menjadi “Tanpa kategori” dan tetap dijual.`,
      hasPhoto ? 'Fotonya ikut terhapus.' : '',
    ]
      .join(' ')
      .trim(),
  categoryDeleteFailed: 'Gagal menghapus kategori. Periksa koneksi lalu coba lagi.',

  photoUploading: 'Mengunggah foto...',
  photoSaved: 'Foto disimpan.',
  photoHint: 'JPEG, PNG atau WebP, maksimal 5 MB. Di ponsel Anda bisa langsung memotret.',
  photoFailed: 'Foto gagal diunggah. Periksa koneksi lalu coba lagi.',
  photoTimedOut: 'Unggahan foto terlalu lama. Periksa koneksi lalu coba lagi.',
} as const;
