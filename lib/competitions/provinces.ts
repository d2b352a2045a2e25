/** Indonesia's 38 provinces (since the 2022 Papua split), as the government names them. */
export const PROVINCES = [
  'Aceh',
  'Sumatera Utara',
  'Sumatera Barat',
  'Riau',
  'Kepulauan Riau',
  'Jambi',
  'Sumatera Selatan',
  'Kepulauan Bangka Belitung',
  'Bengkulu',
  'Lampung',
  'DKI Jakarta',
  'Jawa Barat',
  'Banten',
  'Jawa Tengah',
  'DI Yogyakarta',
  'Jawa Timur',
  'Bali',
  'Nusa Tenggara Barat',
  'Nusa Tenggara Timur',
  'Kalimantan Barat',
  'Kalimantan Tengah',
  'Kalimantan Selatan',
  'Kalimantan Timur',
  'Kalimantan Utara',
  'Sulawesi Utara',
  'Gorontalo',
  'Sulawesi Tengah',
  'Sulawesi Barat',
  'Sulawesi Selatan',
  'Sulawesi Tenggara',
  'Maluku',
  'Maluku Utara',
  'Papua',
  'Papua Barat',
  'Papua Barat Daya',
  'Papua Tengah',
  'Papua Pegunungan',
  'Papua Selatan',
] as const;

export type Province = (typeof PROVINCES)[number];

const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
// Names people commonly write for a province whose official name differs; spelling-only variants are
// caught by key() ignoring case, spaces and punctuation.
const ALIASES: Record<string, Province> = {
  jakarta: 'DKI Jakarta',
  yogyakarta: 'DI Yogyakarta',
  diy: 'DI Yogyakarta',
  daerahistimewayogyakarta: 'DI Yogyakarta',
  jogja: 'DI Yogyakarta',
  jogjakarta: 'DI Yogyakarta',
  babel: 'Kepulauan Bangka Belitung',
  bangkabelitung: 'Kepulauan Bangka Belitung',
  kepri: 'Kepulauan Riau',
  ntb: 'Nusa Tenggara Barat',
  ntt: 'Nusa Tenggara Timur',
  sumut: 'Sumatera Utara',
  sumbar: 'Sumatera Barat',
  sumsel: 'Sumatera Selatan',
  jabar: 'Jawa Barat',
  jateng: 'Jawa Tengah',
  jatim: 'Jawa Timur',
  sulsel: 'Sulawesi Selatan',
  sulut: 'Sulawesi Utara',
  nanggroeacehdarussalam: 'Aceh',
};
const BY_KEY = new Map<string, Province>([...PROVINCES.map((p) => [key(p), p] as const), ...Object.entries(ALIASES)]);

/** The official province a name stands for, or undefined when it names none of them. */
export function findProvince(name: unknown): Province | undefined {
  return typeof name === 'string' ? BY_KEY.get(key(name)) : undefined;
}
