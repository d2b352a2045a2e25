import { CATEGORIES } from '@/lib/competitions/schema';

const CATEGORY_LIST = CATEGORIES.join(', ');

/** Field meanings, used both in the prompt and as descriptions in the response schema. */
export const FIELD_DESCRIPTIONS = {
  title: 'Judul atau nama lomba, lengkap dan jelas.',
  description:
    'Deskripsi lomba dalam bahasa Indonesia: penyelenggara, tema, syarat peserta, biaya, hadiah, cara dan tautan pendaftaran, kontak. Pisahkan bagian dengan baris baru.',
  thumbnails: 'Daftar URL poster lomba ini. Pakai URL poster dari daftar yang diberikan bila poster itu milik lomba ini.',
  tags: 'Kata kunci singkat huruf kecil tanpa tanda #, misalnya jenis lomba, bidang, dan "gratis" atau "online" bila sesuai.',
  categories: `Jenjang peserta, pilih dari: ${CATEGORY_LIST}. ALL bila terbuka untuk semua jenjang, ETC bila tidak cocok dengan jenjang mana pun.`,
  registration: 'Periode pendaftaran lomba.',
  'registration.start': 'Tanggal pendaftaran dibuka, format YYYY-MM-DD; string kosong bila tidak diketahui.',
  'registration.end': 'Tanggal pendaftaran ditutup (batas akhir), format YYYY-MM-DD; string kosong bila tidak diketahui.',
  fee: 'Biaya pendaftaran. Hilangkan field ini bila poster tidak menyebutkan biaya.',
  'fee.type': '"free" bila gratis, "paid" bila berbayar.',
  'fee.amount': 'Biaya dalam rupiah sebagai angka bulat tanpa titik (misalnya 50000); hilangkan bila gratis atau tidak disebutkan.',
  prize: 'Hadiah lomba. Hilangkan bila tidak disebutkan.',
  'prize.total': 'Total hadiah dalam rupiah sebagai angka bulat (misalnya 10000000), hanya bila disebutkan jumlahnya.',
  'prize.text': 'Keterangan hadiah singkat, misalnya "Uang pembinaan, trofi, dan sertifikat".',
  mode: 'Pelaksanaan lomba: "online" (daring), "offline" (luring, tatap muka), atau "hybrid". Hilangkan bila tidak disebutkan.',
  location: 'Tempat pelaksanaan lomba offline atau hybrid. Hilangkan untuk lomba online atau bila tidak disebutkan.',
  'location.city': 'Kota atau kabupaten tempat pelaksanaan.',
  'location.province': 'Provinsi tempat pelaksanaan, dengan nama resminya dari daftar.',
  organizer: 'Nama penyelenggara lomba (instansi, kampus, komunitas). Hilangkan bila tidak disebutkan.',
  registration_url: 'Tautan pendaftaran lengkap dengan https://. Hilangkan bila tidak ada.',
  guidebook_url: 'Tautan guidebook atau juknis lengkap dengan https://. Hilangkan bila tidak ada.',
  stages: 'Tahapan setelah pendaftaran, setiap tanggal berformat YYYY-MM-DD; hilangkan tahapan yang tidak disebutkan.',
  'stages.submission_deadline': 'Batas pengumpulan karya.',
  'stages.announcement': 'Tanggal pengumuman pemenang atau finalis.',
  'stages.event_start': 'Tanggal pelaksanaan lomba (hari pertama, atau babak final).',
  'stages.event_end': 'Hari terakhir pelaksanaan bila lebih dari satu hari.',
} as const;

const FIELD_LINES = [
  `- title: ${FIELD_DESCRIPTIONS.title}`,
  `- description: ${FIELD_DESCRIPTIONS.description}`,
  `- thumbnails: ${FIELD_DESCRIPTIONS.thumbnails}`,
  `- tags: ${FIELD_DESCRIPTIONS.tags}`,
  `- categories: ${FIELD_DESCRIPTIONS.categories}`,
  `- registration.start: ${FIELD_DESCRIPTIONS['registration.start']}`,
  `- registration.end: ${FIELD_DESCRIPTIONS['registration.end']}`,
  `- fee: {type, amount}. ${FIELD_DESCRIPTIONS.fee} type: ${FIELD_DESCRIPTIONS['fee.type']} amount: ${FIELD_DESCRIPTIONS['fee.amount']}`,
  `- prize: {total, text}. ${FIELD_DESCRIPTIONS.prize} total: ${FIELD_DESCRIPTIONS['prize.total']}`,
  `- mode: ${FIELD_DESCRIPTIONS.mode}`,
  `- location: {city, province}. ${FIELD_DESCRIPTIONS.location} Provinsi ditulis dengan nama resminya.`,
  `- organizer: ${FIELD_DESCRIPTIONS.organizer}`,
  `- registration_url: ${FIELD_DESCRIPTIONS.registration_url}`,
  `- guidebook_url: ${FIELD_DESCRIPTIONS.guidebook_url}`,
  `- stages: {submission_deadline, announcement, event_start, event_end}. ${FIELD_DESCRIPTIONS.stages}`,
].join('\n');

/** The instruction used when the admin leaves the prompt box empty. */
export function defaultPrompt(today: string): string {
  return [
    `Hari ini tanggal ${today} (WIB). Kamu membantu admin situs info lomba untuk pelajar dan mahasiswa Indonesia.`,
    'Ekstrak informasi lomba dari setiap poster yang dilampirkan, lalu kumpulkan sebanyak mungkin lomba lain yang masih berlaku (pendaftarannya belum ditutup) dari hasil penelusuran yang disertakan.',
    'Satu poster bisa berisi satu atau beberapa lomba; buat satu entri untuk setiap lomba. Jangan membuat entri ganda untuk lomba yang sama.',
    'Jangan mengarang informasi: bila suatu data tidak diketahui, biarkan kosong.',
  ].join('\n');
}

/** The first stage when no prompt is given: search the web for current competitions, answered as plain text. */
export function searchPrompt(today: string, posterUrls: readonly string[]): string {
  return [
    `Hari ini tanggal ${today} (WIB).`,
    'Gunakan Google Search dan isi halaman web untuk mengumpulkan sebanyak mungkin lomba terbaru di Indonesia yang pendaftarannya masih dibuka, untuk jenjang SD, SMP, SMA, mahasiswa, dan umum.',
    posterUrls.length
      ? `Cari juga informasi resmi (tanggal pendaftaran, syarat, hadiah, tautan pendaftaran) untuk lomba pada poster yang dilampirkan:\n${posterUrls.map((u, i) => `${i + 1}. ${u}`).join('\n')}`
      : '',
    'Untuk setiap lomba tulis: judul, penyelenggara, deskripsi singkat, syarat peserta dan jenjangnya, biaya, hadiah, tanggal pendaftaran dibuka dan ditutup (YYYY-MM-DD), tautan pendaftaran atau sumber, dan URL poster bila ada.',
    'Tulis sebagai daftar teks biasa dalam bahasa Indonesia.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The text part of the structured call: the instruction, the field rules, the posters' URLs and any search notes. */
export function structuredPrompt(input: { instruction: string; posterUrls: readonly string[]; searchNotes?: string }): string {
  const parts = [
    input.instruction.trim(),
    `Jawab hanya dengan JSON berbentuk {"data": [ ... ]}, satu objek per lomba, dengan arti setiap field:\n${FIELD_LINES}`,
    'Semua tanggal berformat YYYY-MM-DD. Tag ditulis huruf kecil tanpa tanda #. Kategori hanya dari daftar yang disebutkan.',
  ];
  if (input.posterUrls.length) {
    parts.push(`Poster yang dilampirkan, berurutan sesuai gambar:\n${input.posterUrls.map((u, i) => `${i + 1}. ${u}`).join('\n')}`);
  }
  if (input.searchNotes?.trim()) parts.push(`Hasil penelusuran lomba terbaru:\n${input.searchNotes.trim()}`);
  return parts.join('\n\n');
}
