import { airportRecord, CARRIERS, distanceKm, type NetworkAirport } from './reference-data.js';

/**
 * The built-in supplier's schedule network, generated deterministically from real geography: Iraqi
 * airports linked to the hubs and destinations Iraqi travellers fly to, by carriers that serve such
 * routes, and onward from those hubs to a few hundred airports worldwide.
 */

export const IRAQ = ['BGW', 'EBL', 'BSR', 'NJF', 'ISU', 'OSM', 'KIK'];

const EUROPE_MORE = [
  'NUE',
  'HAJ',
  'BRE',
  'LEJ',
  'DRS',
  'SZG',
  'INN',
  'GRZ',
  'BSL',
  'BLQ',
  'FLR',
  'CTA',
  'PMO',
  'BRI',
  'AGP',
  'PMI',
  'VLC',
  'SVQ',
  'OPO',
  'MRS',
  'TLS',
  'BOD',
  'NTE',
  'LCA',
  'TLV',
  'SKG',
  'HER',
  'RHO',
  'MLA',
  'SPU',
  'DBV',
  'PRN',
  'TGD',
  'VAR',
  'BOJ',
  'CLJ',
  'IAS',
  'KTW',
  'GDN',
  'WRO',
  'POZ',
  'BTS',
  'AAL',
  'BLL',
  'TRD',
  'SVG',
  'TMP',
  'OUL',
  'ORK',
  'BHX',
  'GLA',
  'NCL',
  'BRS',
  'LPL',
  'EMA',
  'LGW',
  'STN',
];
const EUROPE = [
  'LHR',
  'FRA',
  'MUC',
  'DUS',
  'BER',
  'HAM',
  'STR',
  'CGN',
  'VIE',
  'ZRH',
  'GVA',
  'CDG',
  'NCE',
  'LYS',
  'AMS',
  'BRU',
  'FCO',
  'MXP',
  'VCE',
  'NAP',
  'MAD',
  'BCN',
  'LIS',
  'ATH',
  'PRG',
  'WAW',
  'KRK',
  'BUD',
  'ARN',
  'GOT',
  'CPH',
  'OSL',
  'HEL',
  'DUB',
  'MAN',
  'EDI',
  'OTP',
  'SOF',
  'BEG',
  'SJJ',
  'TIA',
  'ZAG',
  'LJU',
  'SKP',
  'KIV',
  'RIX',
  'VNO',
  'TLL',
  'LUX',
  'BLL',
  'BGO',
];
const MIDDLE_EAST = [
  'DXB',
  'SHJ',
  'AUH',
  'DOH',
  'AMM',
  'BEY',
  'CAI',
  'KWI',
  'BAH',
  'MCT',
  'JED',
  'MED',
  'RUH',
  'DMM',
  'IKA',
  'MHD',
  'SYZ',
  'IFN',
  'DAM',
  'TBS',
  'BUS',
  'GYD',
  'EVN',
  'SSH',
  'HRG',
  'LXR',
  'AQJ',
  'TIF',
  'ELQ',
  'AHB',
  'TUU',
  'SLL',
  'RKT',
];
const TURKEY = ['AYT', 'ESB', 'ADB', 'TZX', 'BJV', 'DLM', 'GZT', 'KYA', 'ASR', 'VAN', 'DIY', 'SZF', 'ERZ'];
const AFRICA = [
  'TUN',
  'CMN',
  'RAK',
  'ALG',
  'ADD',
  'NBO',
  'JNB',
  'CPT',
  'LOS',
  'ACC',
  'DKR',
  'KRT',
  'DAR',
  'EBB',
  'KGL',
  'MRU',
  'SEZ',
  'ZNZ',
];
const ASIA = [
  'DEL',
  'BOM',
  'BLR',
  'MAA',
  'HYD',
  'KHI',
  'LHE',
  'ISB',
  'KUL',
  'BKK',
  'HKT',
  'SIN',
  'CGK',
  'DPS',
  'MNL',
  'HKG',
  'PVG',
  'PEK',
  'CAN',
  'ICN',
  'NRT',
  'KIX',
  'MLE',
  'CMB',
  'DAC',
  'KTM',
  'TAS',
  'ALA',
  'NQZ',
  'FRU',
  'DYU',
  'SGN',
  'HAN',
  'CTU',
];
const AMERICAS = [
  'JFK',
  'EWR',
  'ORD',
  'IAD',
  'BOS',
  'LAX',
  'SFO',
  'IAH',
  'DFW',
  'ATL',
  'MIA',
  'YYZ',
  'YUL',
  'YVR',
  'GRU',
  'EZE',
  'BOG',
  'MEX',
  'SEA',
];
const OCEANIA = ['SYD', 'MEL', 'PER', 'BNE', 'AKL'];
const EAST_EUROPE = ['SVO', 'LED', 'KZN', 'AER', 'MSQ', 'KBP'];

/** Every spoke a hub carrier flies, with weekly frequencies. */
interface HubSpec {
  carrier: string;
  hub: string;
  /** Local departure banks at the hub, minutes after midnight. */
  banks: number[];
  spokes: Array<[string, number]>;
}

const w = (codes: string[], weekly: number): Array<[string, number]> => codes.map((c) => [c, weekly]);

const HUBS: HubSpec[] = [
  {
    carrier: 'IA',
    hub: 'BGW',
    banks: [420, 600, 870, 1080],
    spokes: [
      ['IST', 14],
      ['AYT', 4],
      ['DXB', 14],
      ['AMM', 10],
      ['BEY', 10],
      ['CAI', 5],
      ['IKA', 4],
      ['MHD', 7],
      ['DAM', 7],
      ['JED', 5],
      ['MED', 4],
      ['KWI', 4],
      ['DOH', 3],
      ['TBS', 3],
      ['GYD', 2],
      ['ARN', 2],
      ['DUS', 2],
      ['FRA', 2],
      ['LHR', 2],
      ['BSR', 14],
      ['EBL', 7],
      ['ISU', 4],
      ['KIK', 2],
      ['OSM', 3],
    ],
  },
  {
    carrier: 'IA',
    hub: 'BSR',
    banks: [480, 960],
    spokes: [
      ['DXB', 7],
      ['IST', 4],
      ['AMM', 4],
      ['BEY', 4],
      ['MHD', 4],
      ['DOH', 3],
    ],
  },
  {
    carrier: 'IA',
    hub: 'NJF',
    banks: [450, 900],
    spokes: [
      ['MHD', 7],
      ['IKA', 4],
      ['BEY', 4],
      ['DXB', 4],
      ['IST', 3],
      ['AMM', 3],
      ['JED', 2],
    ],
  },
  {
    carrier: 'IA',
    hub: 'EBL',
    banks: [540, 1020],
    spokes: [
      ['IST', 4],
      ['DXB', 4],
      ['AMM', 3],
      ['AYT', 2],
      ['DUS', 2],
    ],
  },
  {
    carrier: 'IF',
    hub: 'BGW',
    banks: [360, 720, 1140],
    spokes: [
      ['IST', 7],
      ['SAW', 3],
      ['AYT', 3],
      ['DXB', 7],
      ['BEY', 4],
      ['TBS', 3],
      ['MHD', 4],
      ['GYD', 2],
      ['CAI', 3],
      ['BSR', 7],
      ['NJF', 3],
    ],
  },
  {
    carrier: 'TK',
    hub: 'IST',
    banks: [90, 420, 600, 840, 1140, 1320],
    spokes: [
      ['BGW', 21],
      ['EBL', 14],
      ['BSR', 7],
      ['NJF', 7],
      ['ISU', 7],
      ['OSM', 4],
      ['KIK', 3],
      ...w(EUROPE, 14),
      ...w(EUROPE_MORE, 5),
      ...w(MIDDLE_EAST, 10),
      ...w(TURKEY, 14),
      ...w(AFRICA, 5),
      ...w(ASIA, 7),
      ...w(AMERICAS, 7),
      ...w(OCEANIA, 3),
      ...w(EAST_EUROPE, 7),
    ],
  },
  {
    carrier: 'PC',
    hub: 'SAW',
    banks: [120, 480, 780, 1200],
    spokes: [
      ['BGW', 7],
      ['EBL', 7],
      ['BSR', 4],
      ['NJF', 4],
      ['ISU', 3],
      ...w(EUROPE.slice(0, 30), 7),
      ...w(MIDDLE_EAST.slice(0, 20), 7),
      ...w(TURKEY, 14),
    ],
  },
  {
    carrier: 'QR',
    hub: 'DOH',
    banks: [60, 480, 720, 1200],
    spokes: [
      ['BGW', 14],
      ['EBL', 7],
      ['BSR', 7],
      ['NJF', 7],
      ['ISU', 4],
      ...w(EUROPE.slice(0, 35), 7),
      ...w(
        MIDDLE_EAST.filter((c) => c !== 'DOH'),
        10,
      ),
      ...w(AFRICA, 7),
      ...w(ASIA, 10),
      ...w(AMERICAS, 7),
      ...w(OCEANIA, 7),
      ['IST', 14],
      ['SAW', 7],
      ['AYT', 4],
    ],
  },
  {
    carrier: 'EK',
    hub: 'DXB',
    banks: [150, 540, 840, 1230],
    spokes: [
      ['BGW', 14],
      ['BSR', 7],
      ...w(EUROPE.slice(0, 30), 14),
      ...w(
        MIDDLE_EAST.filter((c) => !['DXB', 'SHJ', 'AUH'].includes(c)),
        10,
      ),
      ...w(AFRICA, 7),
      ...w(ASIA, 14),
      ...w(AMERICAS, 7),
      ...w(OCEANIA, 7),
      ['IST', 14],
    ],
  },
  {
    carrier: 'FZ',
    hub: 'DXB',
    banks: [300, 660, 1020, 1290],
    spokes: [
      ['BGW', 14],
      ['EBL', 7],
      ['BSR', 7],
      ['NJF', 7],
      ['ISU', 7],
      ...w(
        MIDDLE_EAST.filter((c) => !['DXB', 'SHJ', 'AUH'].includes(c)),
        7,
      ),
      ...w(EAST_EUROPE, 7),
      ...w(['IST', 'SAW', 'AYT', 'TZX', 'BJV', 'ATH', 'PRG', 'BUD', 'WAW', 'KRK', 'SJJ', 'TIA', 'BEG', 'ZAG'], 7),
      ...w(['KHI', 'LHE', 'ISB', 'DEL', 'BOM', 'KTM', 'DAC', 'CMB', 'MLE', 'TAS', 'ALA', 'FRU', 'DYU'], 7),
      ...w(['ADD', 'KRT', 'DAR', 'EBB', 'ZNZ'], 4),
    ],
  },
  {
    carrier: 'G9',
    hub: 'SHJ',
    banks: [240, 600, 1080],
    spokes: [
      ['BGW', 7],
      ['EBL', 7],
      ['BSR', 7],
      ['NJF', 7],
      ['ISU', 4],
      ...w(
        MIDDLE_EAST.filter((c) => !['DXB', 'SHJ', 'AUH'].includes(c)),
        7,
      ),
      ...w(
        [
          'IST',
          'SAW',
          'TZX',
          'AYT',
          'SVO',
          'KZN',
          'TAS',
          'ALA',
          'KHI',
          'LHE',
          'DEL',
          'BOM',
          'KTM',
          'DAC',
          'CMB',
          'CAI',
          'KRT',
          'ADD',
          'NBO',
        ],
        7,
      ),
    ],
  },
  {
    carrier: 'RJ',
    hub: 'AMM',
    banks: [60, 480, 900, 1230],
    spokes: [
      ['BGW', 14],
      ['EBL', 7],
      ['BSR', 7],
      ['NJF', 7],
      ['ISU', 3],
      ...w(EUROPE.slice(0, 22), 7),
      ...w(
        [
          'DXB',
          'DOH',
          'KWI',
          'BAH',
          'MCT',
          'JED',
          'MED',
          'RUH',
          'DMM',
          'BEY',
          'CAI',
          'IST',
          'TBS',
          'TUN',
          'CMN',
          'ALG',
          'KRT',
          'ADD',
          'BKK',
          'KUL',
          'JFK',
          'ORD',
          'YUL',
          'DTW',
        ],
        7,
      ),
    ],
  },
  {
    carrier: 'ME',
    hub: 'BEY',
    banks: [150, 600, 1050],
    spokes: [
      ['BGW', 7],
      ['EBL', 4],
      ['NJF', 4],
      ['BSR', 3],
      ...w(
        [
          'LHR',
          'CDG',
          'FRA',
          'MUC',
          'DUS',
          'BRU',
          'GVA',
          'FCO',
          'MXP',
          'MAD',
          'ATH',
          'CPH',
          'ARN',
          'IST',
          'LCA',
          'DXB',
          'DOH',
          'KWI',
          'RUH',
          'JED',
          'MED',
          'DMM',
          'AMM',
          'CAI',
          'ABJ',
          'ACC',
          'LOS',
          'YUL',
          'YYZ',
        ],
        7,
      ),
    ],
  },
  {
    carrier: 'MS',
    hub: 'CAI',
    banks: [120, 540, 960, 1260],
    spokes: [
      ['BGW', 7],
      ['EBL', 4],
      ['BSR', 3],
      ['NJF', 4],
      ...w(EUROPE.slice(0, 25), 7),
      ...w(
        MIDDLE_EAST.filter((c) => !['CAI', 'SSH', 'HRG', 'LXR'].includes(c)),
        7,
      ),
      ...w(
        AFRICA.filter((c) => c !== 'CAI'),
        7,
      ),
      ...w(['SSH', 'HRG', 'LXR', 'ASW', 'HBE'], 14),
      ...w(['JFK', 'YYZ', 'PEK', 'CAN', 'BOM', 'KUL', 'BKK', 'NRT'], 4),
    ],
  },
  {
    carrier: 'W5',
    hub: 'IKA',
    banks: [300, 780, 1260],
    spokes: [
      ['BGW', 7],
      ['NJF', 7],
      ['BSR', 4],
      ['EBL', 3],
      ...w(
        ['IST', 'DXB', 'DAM', 'BEY', 'GYD', 'EVN', 'TBS', 'KUL', 'BKK', 'CAN', 'PEK', 'DEL', 'MHD', 'SYZ', 'IFN'],
        7,
      ),
    ],
  },
  {
    carrier: 'W5',
    hub: 'MHD',
    banks: [420, 1140],
    spokes: [
      ['BGW', 7],
      ['NJF', 7],
      ['BSR', 4],
      ['KWI', 3],
      ['DXB', 4],
      ['IST', 3],
      ['DAM', 3],
    ],
  },
  {
    carrier: 'SV',
    hub: 'JED',
    banks: [60, 540, 960, 1260],
    spokes: [
      ['BGW', 7],
      ['NJF', 3],
      ['BSR', 3],
      ...w(
        [
          'CAI',
          'AMM',
          'BEY',
          'IST',
          'DXB',
          'DOH',
          'KWI',
          'BAH',
          'MCT',
          'KHI',
          'LHE',
          'ISB',
          'DEL',
          'BOM',
          'DAC',
          'KUL',
          'CGK',
          'MNL',
          'LHR',
          'CDG',
          'FRA',
          'MAD',
          'FCO',
          'VIE',
          'GVA',
          'JFK',
          'IAD',
          'ADD',
          'KRT',
          'NBO',
          'CMN',
          'TUN',
          'ALG',
          'MED',
          'RUH',
          'DMM',
          'TIF',
          'AHB',
          'TUU',
          'ELQ',
        ],
        10,
      ),
    ],
  },
  {
    carrier: 'SV',
    hub: 'MED',
    banks: [420, 1020],
    spokes: [
      ['BGW', 4],
      ['NJF', 4],
      ['BSR', 3],
      ['CAI', 7],
      ['IST', 7],
      ['AMM', 4],
      ['DXB', 4],
      ['KHI', 4],
      ['CGK', 4],
      ['KUL', 3],
    ],
  },
  {
    carrier: 'SV',
    hub: 'RUH',
    banks: [120, 600, 1140],
    spokes: [
      ['BGW', 4],
      ...w(
        [
          'CAI',
          'AMM',
          'BEY',
          'IST',
          'DXB',
          'DOH',
          'KWI',
          'LHR',
          'FRA',
          'CDG',
          'KUL',
          'KHI',
          'DEL',
          'MED',
          'DMM',
          'AHB',
          'TIF',
        ],
        10,
      ),
    ],
  },
  {
    carrier: 'XY',
    hub: 'RUH',
    banks: [360, 840, 1260],
    spokes: [
      ['BGW', 7],
      ['NJF', 7],
      ['BSR', 4],
      ['EBL', 4],
      ...w(
        [
          'CAI',
          'AMM',
          'DXB',
          'IST',
          'SAW',
          'TZX',
          'TBS',
          'BUS',
          'GYD',
          'KHI',
          'LHE',
          'ISB',
          'DAC',
          'SSH',
          'HRG',
          'JED',
          'MED',
          'DMM',
          'AHB',
          'TUU',
          'ELQ',
        ],
        7,
      ),
    ],
  },
  {
    carrier: 'XY',
    hub: 'JED',
    banks: [480, 1080],
    spokes: [
      ['BGW', 4],
      ['NJF', 4],
      ['BSR', 3],
      ['CAI', 7],
      ['IST', 4],
      ['AMM', 4],
      ['KHI', 4],
    ],
  },
  {
    carrier: 'KU',
    hub: 'KWI',
    banks: [60, 540, 1020],
    spokes: [
      ['BGW', 7],
      ['NJF', 7],
      ...w(
        [
          'LHR',
          'CDG',
          'FRA',
          'MUC',
          'GVA',
          'FCO',
          'IST',
          'TZX',
          'SAW',
          'DXB',
          'DOH',
          'BAH',
          'MCT',
          'JED',
          'MED',
          'RUH',
          'DMM',
          'CAI',
          'AMM',
          'BEY',
          'MHD',
          'IKA',
          'KHI',
          'LHE',
          'DEL',
          'BOM',
          'DAC',
          'CMB',
          'MNL',
          'BKK',
          'KUL',
          'JFK',
        ],
        7,
      ),
    ],
  },
  {
    carrier: 'J2',
    hub: 'GYD',
    banks: [300, 900],
    spokes: [
      ['BGW', 3],
      ...w(
        [
          'IST',
          'DXB',
          'DOH',
          'TBS',
          'SVO',
          'LHR',
          'CDG',
          'FRA',
          'MXP',
          'VIE',
          'PRG',
          'TAS',
          'ALA',
          'NQZ',
          'JED',
          'MED',
          'RUH',
          'KWI',
        ],
        7,
      ),
    ],
  },
  {
    carrier: 'A9',
    hub: 'TBS',
    banks: [540, 1080],
    spokes: [['BGW', 3], ['EBL', 2], ...w(['IST', 'DXB', 'AMM', 'TLV', 'VIE', 'ATH', 'EVN', 'SVO'], 4)],
  },
  {
    carrier: 'LH',
    hub: 'FRA',
    banks: [420, 600, 780, 1020, 1260],
    spokes: [
      ['EBL', 3],
      ...w(
        EUROPE.filter((c) => c !== 'FRA'),
        21,
      ),
      ...w(MIDDLE_EAST.slice(0, 16), 7),
      ...w(AFRICA.slice(0, 10), 7),
      ...w(ASIA, 7),
      ...w(AMERICAS, 10),
    ],
  },
  { carrier: 'LH', hub: 'MUC', banks: [480, 720, 1080], spokes: w(EUROPE.filter((c) => c !== 'MUC').slice(0, 30), 14) },
  {
    carrier: 'OS',
    hub: 'VIE',
    banks: [420, 660, 1110],
    spokes: [
      ['EBL', 3],
      ...w(EUROPE.filter((c) => c !== 'VIE').slice(0, 35), 14),
      ...w(['AMM', 'BEY', 'TBS', 'EVN', 'TLV', 'LCA', 'CAI', 'DXB', 'IKA', 'ERZ', 'BKK'], 7),
    ],
  },
  {
    carrier: 'BA',
    hub: 'LHR',
    banks: [420, 600, 840, 1080, 1260],
    spokes: [
      ...w(
        EUROPE.filter((c) => c !== 'LHR'),
        21,
      ),
      ...w(['DXB', 'DOH', 'AMM', 'CAI', 'KWI', 'BAH', 'RUH', 'JED', 'MCT', 'AUH', 'BEY', 'TLV', 'LCA'], 7),
      ...w(ASIA.slice(0, 20), 7),
      ...w(AMERICAS, 14),
      ...w(AFRICA.slice(0, 12), 7),
      ...w(['SYD', 'PER'], 7),
    ],
  },
  {
    carrier: 'SK',
    hub: 'ARN',
    banks: [420, 720, 1080],
    spokes: w(
      [
        'CPH',
        'OSL',
        'GOT',
        'HEL',
        'LHR',
        'FRA',
        'MUC',
        'DUS',
        'BER',
        'HAM',
        'AMS',
        'BRU',
        'CDG',
        'ZRH',
        'VIE',
        'FCO',
        'MXP',
        'MAD',
        'BCN',
        'ATH',
        'PRG',
        'WAW',
        'BUD',
        'RIX',
        'VNO',
        'TLL',
        'IST',
        'AYT',
        'DXB',
        'BEY',
        'TLV',
        'JFK',
        'ORD',
        'EWR',
        'MIA',
        'LAX',
        'BKK',
      ],
      10,
    ),
  },
  {
    carrier: 'GF',
    hub: 'BAH',
    banks: [120, 600, 1140],
    spokes: [
      ['BGW', 7],
      ['NJF', 4],
      ...w(
        [
          'LHR',
          'CDG',
          'FRA',
          'ATH',
          'IST',
          'DXB',
          'DOH',
          'KWI',
          'MCT',
          'JED',
          'MED',
          'RUH',
          'DMM',
          'CAI',
          'AMM',
          'BEY',
          'KHI',
          'LHE',
          'ISB',
          'DEL',
          'BOM',
          'BKK',
          'MNL',
          'MLE',
          'CMB',
          'TBS',
          'BUS',
        ],
        7,
      ),
    ],
  },
  {
    carrier: 'WY',
    hub: 'MCT',
    banks: [180, 660, 1200],
    spokes: w(
      [
        'LHR',
        'CDG',
        'FRA',
        'MUC',
        'MXP',
        'ZRH',
        'IST',
        'DXB',
        'DOH',
        'KWI',
        'BAH',
        'JED',
        'MED',
        'RUH',
        'DMM',
        'CAI',
        'AMM',
        'KHI',
        'LHE',
        'ISB',
        'DEL',
        'BOM',
        'BLR',
        'MAA',
        'HYD',
        'DAC',
        'KTM',
        'CMB',
        'MLE',
        'BKK',
        'KUL',
        'MNL',
        'ZNZ',
        'DAR',
        'NBO',
      ],
      7,
    ),
  },
];

export type Cabin = 'economy' | 'business' | 'first';
export const CABINS: Cabin[] = ['economy', 'business', 'first'];

export interface Aircraft {
  code: string;
  name: string;
  seats: Record<Cabin, number>;
}

export const AIRCRAFT: Record<string, Aircraft> = {
  '320': { code: '320', name: 'Airbus A320', seats: { economy: 150, business: 12, first: 0 } },
  '32Y': { code: '32Y', name: 'Airbus A320', seats: { economy: 180, business: 0, first: 0 } },
  '738': { code: '738', name: 'Boeing 737-800', seats: { economy: 150, business: 12, first: 0 } },
  '7M8': { code: '7M8', name: 'Boeing 737 MAX 8', seats: { economy: 156, business: 12, first: 0 } },
  '321': { code: '321', name: 'Airbus A321neo', seats: { economy: 170, business: 16, first: 0 } },
  '333': { code: '333', name: 'Airbus A330-300', seats: { economy: 260, business: 28, first: 0 } },
  '789': { code: '789', name: 'Boeing 787-9', seats: { economy: 254, business: 30, first: 0 } },
  '359': { code: '359', name: 'Airbus A350-900', seats: { economy: 283, business: 36, first: 0 } },
  '77W': { code: '77W', name: 'Boeing 777-300ER', seats: { economy: 306, business: 42, first: 8 } },
  '388': { code: '388', name: 'Airbus A380-800', seats: { economy: 427, business: 76, first: 14 } },
};

export interface ScheduleSpec {
  /** Stable key: carrier + flight number. */
  key: string;
  carrier: string;
  flightNumber: string;
  origin: string;
  destination: string;
  /** Local departure time at the origin, minutes after midnight. */
  departureMinutes: number;
  durationMinutes: number;
  /** Days of operation as a bit mask: Monday = 1 … Sunday = 64 (bit = 1 << (ISO weekday − 1)). */
  days: number;
  aircraft: Aircraft;
  distanceKm: number;
}

function rng(seed: string) {
  let h = 2_166_136_261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16_777_619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2_246_822_507);
    h = Math.imul(h ^ (h >>> 13), 3_266_489_909);
    h ^= h >>> 16;
    return (h >>> 0) / 4_294_967_296;
  };
}

/** Block time from great-circle distance: cruise at ~800 km/h plus taxi, climb and descent. */
export function blockMinutes(km: number): number {
  return Math.round(((km / 800) * 60 + 35) / 5) * 5;
}

function pickAircraft(carrier: string, km: number, lowCost: boolean): Aircraft {
  if (lowCost) return carrier === 'FZ' ? AIRCRAFT['7M8']! : AIRCRAFT['32Y']!;
  if (km < 2200) return carrier === 'TK' || carrier === 'IA' ? AIRCRAFT['738']! : AIRCRAFT['320']!;
  if (km < 4500) return AIRCRAFT['321']!;
  if (km > 6000 && (carrier === 'EK' || carrier === 'QR'))
    return carrier === 'EK' ? AIRCRAFT['388']! : AIRCRAFT['77W']!;
  if (km > 6000) return carrier === 'TK' || carrier === 'EK' ? AIRCRAFT['77W']! : AIRCRAFT['789']!;
  return carrier === 'QR' || carrier === 'EK' ? AIRCRAFT['359']! : AIRCRAFT['333']!;
}

/** Spreads n weekly flights over the week: every day when n ≥ 7, otherwise evenly spaced days. */
function dayMasks(weekly: number, random: () => number): number[] {
  const perDay = Math.ceil(weekly / 7);
  if (weekly >= 7)
    return Array.from({ length: perDay }, (_, i) => (i < Math.floor(weekly / 7) ? 127 : spread(weekly % 7, random)));
  return [spread(weekly, random)];
}

function spread(n: number, random: () => number): number {
  const offset = Math.floor(random() * 7);
  let mask = 0;
  for (let i = 0; i < n; i++) mask |= 1 << ((offset + Math.floor((i * 7) / n)) % 7);
  return mask;
}

export interface Network {
  airports: Map<string, NetworkAirport>;
  schedules: ScheduleSpec[];
}

export function generateNetwork(): Network {
  const airports = new Map<string, NetworkAirport>();
  const airport = (code: string) => {
    let a = airports.get(code);
    if (!a) {
      a = airportRecord(code);
      airports.set(code, a);
    }
    return a;
  };
  const carriers = new Map(CARRIERS.map((c) => [c.code, c]));
  const seen = new Set<string>();
  const numbers = new Map<string, number>();
  const schedules: ScheduleSpec[] = [];

  for (const hub of HUBS) {
    const carrier = carriers.get(hub.carrier)!;
    const h = airport(hub.hub);
    for (const [spoke, weekly] of hub.spokes) {
      if (spoke === hub.hub) continue;
      const routeKey = [hub.carrier, ...[hub.hub, spoke].sort()].join('-');
      if (seen.has(routeKey)) continue; // the same carrier's route listed from both ends
      seen.add(routeKey);
      const s = airport(spoke);
      const km = Math.round(distanceKm(h, s));
      if (km < 120) continue;
      const random = rng(routeKey);
      const duration = blockMinutes(km);
      const aircraft = pickAircraft(hub.carrier, km, carrier.lowCost);
      const masks = dayMasks(weekly, random);
      const firstBank = Math.floor(random() * hub.banks.length);
      masks.forEach((days, i) => {
        // Several flights a day leave in different banks, spread over the day.
        const bank = hub.banks[(firstBank + Math.round((i * hub.banks.length) / masks.length)) % hub.banks.length]!;
        const out = bank + Math.floor(random() * 6) * 5;
        // The return leaves the spoke after the flight out lands and turns around (60–100 minutes).
        const turnaround = 60 + Math.floor(random() * 9) * 5;
        const hubOffset = utcOffsetMinutes(h.timeZone);
        const spokeOffset = utcOffsetMinutes(s.timeZone);
        const backLocal = out - hubOffset + duration + turnaround + spokeOffset;
        const next = (numbers.get(hub.carrier) ?? 100) + 2;
        numbers.set(hub.carrier, next);
        const dayShift = Math.floor(backLocal / 1440);
        const backDays = rotateDays(days, dayShift);
        for (const [origin, destination, dep, mask, number] of [
          [hub.hub, spoke, out % 1440, days, next],
          [spoke, hub.hub, ((backLocal % 1440) + 1440) % 1440, backDays, next + 1],
        ] as const) {
          schedules.push({
            key: `${hub.carrier}${number}`,
            carrier: hub.carrier,
            flightNumber: `${hub.carrier} ${number}`,
            origin,
            destination,
            departureMinutes: dep,
            durationMinutes: duration,
            days: mask,
            aircraft,
            distanceKm: km,
          });
        }
      });
    }
  }
  return { airports, schedules };
}

function rotateDays(mask: number, shift: number): number {
  const s = ((shift % 7) + 7) % 7;
  return ((mask << s) | (mask >>> (7 - s))) & 127;
}

const referenceOffsets = new Map<string, number>();

/** Offset from UTC in minutes, for scheduling only (a mid-January reference day, before any DST change). */
function utcOffsetMinutes(timeZone: string): number {
  const known = referenceOffsets.get(timeZone);
  if (known !== undefined) return known;
  const at = Date.UTC(2026, 0, 15, 12);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const offset = Math.round(
    (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - at) / 60_000,
  );
  referenceOffsets.set(timeZone, offset);
  return offset;
}
