/**
 * The demo catalogue: categories, makers and the kinds of product they make. Every maker is
 * invented (Indian place and river names, no real trademarks); the kinds, specifications,
 * HSN codes and GST rates are those of real industrial goods sold in India.
 */
import {
  FASTENER_AND_BLADE_KINDS,
  FASTENER_CATEGORIES,
  FASTENER_MAKERS,
} from './catalogue-fasteners';

export interface CategoryDef {
  slug: string;
  name: string;
  description: string;
  /** Picture of the category tile (see art/categories.ts). */
  art: string;
}

export const CATEGORIES: CategoryDef[] = [
  {
    slug: 'power-tools',
    name: 'Power Tools',
    description:
      'Corded and cordless drills, impact drivers, rotary hammers, grinders and saws for site and workshop.',
    art: 'drill',
  },
  {
    slug: 'hand-tools',
    name: 'Hand Tools',
    description:
      'Spanners, wrenches, pliers, screwdrivers, hammers and socket sets in forged chrome vanadium.',
    art: 'spanner-set',
  },
  {
    slug: 'measuring-instruments',
    name: 'Measuring Instruments',
    description:
      'Vernier and digital calipers, micrometers, dial gauges, levels and tapes for precise work.',
    art: 'caliper',
  },
  {
    slug: 'welding-equipment',
    name: 'Welding Equipment',
    description:
      'ARC, MIG and TIG inverter welding machines, electrodes, holders and welding protection.',
    art: 'welder',
  },
  {
    slug: 'safety-equipment',
    name: 'Safety Equipment',
    description:
      'Helmets, gloves, goggles, safety shoes, ear protection, respirators and fall arrest gear.',
    art: 'helmet',
  },
  {
    slug: 'pumps-motors',
    name: 'Pumps & Motors',
    description: 'Monoblock, submersible, self-priming and openwell pumps with induction motors.',
    art: 'pump',
  },
  {
    slug: 'compressors-pneumatics',
    name: 'Compressors & Pneumatics',
    description:
      'Reciprocating air compressors, pneumatic impact wrenches, spray guns and air-line fittings.',
    art: 'compressor',
  },
  {
    slug: 'material-handling',
    name: 'Material Handling',
    description:
      'Chain pulley blocks, lever hoists, hydraulic jacks and pallet trucks rated for daily loads.',
    art: 'chain-block',
  },
  {
    slug: 'cutting-tools-abrasives',
    name: 'Cutting Tools & Abrasives',
    description:
      'HSS and carbide drill bits, cutting and grinding wheels, flap discs, hole saws and taps.',
    art: 'disc',
  },
  {
    slug: 'cleaning-equipment',
    name: 'Cleaning Equipment',
    description:
      'High-pressure washers and wet-and-dry vacuum cleaners for plants, garages and sites.',
    art: 'pressure-washer',
  },
  {
    slug: 'workshop-equipment',
    name: 'Workshop Equipment',
    description:
      'Bench vices, bench grinders, pillar drills and tool trolleys to fit out a workshop.',
    art: 'vice',
  },
  {
    slug: 'electrical-testing',
    name: 'Electrical & Testing',
    description:
      'Multimeters, clamp meters, insulation testers, extension reels and LED work lights.',
    art: 'multimeter',
  },
  ...FASTENER_CATEGORIES,
];

export interface MakerDef {
  slug: string;
  name: string;
  /** Short name used at the start of product names. */
  short: string;
  /** Letters that start the maker's part numbers, and what separates them from the number. */
  code: string;
  sep: '-' | ' ' | '';
  /** Brand colours: body colour of its tools and the logo. */
  primary: string;
  secondary: string;
  city: string;
  founded: number;
  description: string;
}

export const MAKERS: MakerDef[] = [
  {
    slug: 'deccan-power-tools',
    name: 'Deccan Power Tools',
    short: 'Deccan',
    code: 'D',
    sep: '-',
    primary: '#0f766e',
    secondary: '#fbbf24',
    city: 'Hyderabad',
    founded: 1987,
    description: 'Professional corded and cordless power tools built for Indian job sites.',
  },
  {
    slug: 'arjun-power',
    name: 'Arjun Power',
    short: 'Arjun',
    code: 'AP',
    sep: ' ',
    primary: '#dc2626',
    secondary: '#111827',
    city: 'Ludhiana',
    founded: 1996,
    description: 'Value power tools and air tools for workshops and fabricators.',
  },
  {
    slug: 'bharat-toolcraft',
    name: 'Bharat Toolcraft',
    short: 'Bharat',
    code: 'BT',
    sep: '-',
    primary: '#1d4ed8',
    secondary: '#f97316',
    city: 'Rajkot',
    founded: 1974,
    description: 'Power tools, hand tools and workshop equipment made in Gujarat.',
  },
  {
    slug: 'chola-industrial',
    name: 'Chola Industrial',
    short: 'Chola',
    code: 'CI',
    sep: '',
    primary: '#7c3aed',
    secondary: '#fde047',
    city: 'Coimbatore',
    founded: 2003,
    description: 'Tools and testing equipment for maintenance teams.',
  },
  {
    slug: 'sahyadri-hand-tools',
    name: 'Sahyadri Hand Tools',
    short: 'Sahyadri',
    code: 'SH',
    sep: '-',
    primary: '#b91c1c',
    secondary: '#e5e7eb',
    city: 'Pune',
    founded: 1968,
    description: 'Drop-forged spanners, wrenches, pliers and vices since 1968.',
  },
  {
    slug: 'ajanta-tools',
    name: 'Ajanta Tools',
    short: 'Ajanta',
    code: 'AT',
    sep: ' ',
    primary: '#ea580c',
    secondary: '#1f2937',
    city: 'Jalandhar',
    founded: 1982,
    description: 'Hand tools for mechanics, electricians and plumbers.',
  },
  {
    slug: 'konark-metrology',
    name: 'Konark Metrology',
    short: 'Konark',
    code: 'KM',
    sep: '-',
    primary: '#0369a1',
    secondary: '#facc15',
    city: 'Bhubaneswar',
    founded: 1991,
    description: 'Calipers, micrometers, dial gauges and electrical test instruments.',
  },
  {
    slug: 'indus-precision',
    name: 'Indus Precision',
    short: 'Indus',
    code: 'IP',
    sep: '',
    primary: '#334155',
    secondary: '#38bdf8',
    city: 'Bengaluru',
    founded: 1999,
    description: 'Precision measuring and cutting tools for toolrooms.',
  },
  {
    slug: 'vindhya-welding-systems',
    name: 'Vindhya Welding Systems',
    short: 'Vindhya',
    code: 'VW',
    sep: '-',
    primary: '#c2410c',
    secondary: '#1e293b',
    city: 'Indore',
    founded: 1989,
    description: 'Inverter welding machines for fabrication shops and sites.',
  },
  {
    slug: 'coromandel-weldtech',
    name: 'Coromandel Weldtech',
    short: 'Coromandel',
    code: 'CW',
    sep: ' ',
    primary: '#1e40af',
    secondary: '#f59e0b',
    city: 'Chennai',
    founded: 2006,
    description: 'Welding machines, electrodes and welding accessories.',
  },
  {
    slug: 'nilgiri-safety',
    name: 'Nilgiri Safety',
    short: 'Nilgiri',
    code: 'NS',
    sep: '-',
    primary: '#15803d',
    secondary: '#fde047',
    city: 'Coimbatore',
    founded: 2001,
    description: 'Personal protective equipment certified to IS and EN standards.',
  },
  {
    slug: 'garuda-safety-wear',
    name: 'Garuda Safety Wear',
    short: 'Garuda',
    code: 'GS',
    sep: '',
    primary: '#f59e0b',
    secondary: '#1f2937',
    city: 'Kanpur',
    founded: 1994,
    description: 'Safety shoes, gloves and welding protection.',
  },
  {
    slug: 'raksha-ppe',
    name: 'Raksha PPE',
    short: 'Raksha',
    code: 'RK',
    sep: '-',
    primary: '#0891b2',
    secondary: '#f97316',
    city: 'Vadodara',
    founded: 2011,
    description: 'Helmets, respirators, harnesses and high-visibility wear.',
  },
  {
    slug: 'kaveri-pumps',
    name: 'Kaveri Pumps',
    short: 'Kaveri',
    code: 'KP',
    sep: '-',
    primary: '#2563eb',
    secondary: '#e2e8f0',
    city: 'Coimbatore',
    founded: 1978,
    description: 'Domestic and agricultural pumps, monoblocks and submersibles.',
  },
  {
    slug: 'krishna-motors-pumps',
    name: 'Krishna Motors & Pumps',
    short: 'Krishna',
    code: 'KR',
    sep: ' ',
    primary: '#16a34a',
    secondary: '#0f172a',
    city: 'Vijayawada',
    founded: 1985,
    description: 'Induction motors and pumps for farms and industry.',
  },
  {
    slug: 'godavari-electricals',
    name: 'Godavari Electricals',
    short: 'Godavari',
    code: 'GE',
    sep: '-',
    primary: '#4f46e5',
    secondary: '#fbbf24',
    city: 'Rajahmundry',
    founded: 1993,
    description: 'Motors, extension reels, work lights and electrical test gear.',
  },
  {
    slug: 'tungabhadra-compressors',
    name: 'Tungabhadra Compressors',
    short: 'Tungabhadra',
    code: 'TC',
    sep: '-',
    primary: '#be123c',
    secondary: '#e5e7eb',
    city: 'Hubballi',
    founded: 1990,
    description: 'Reciprocating air compressors from 2 to 10 HP.',
  },
  {
    slug: 'satpura-pneumatics',
    name: 'Satpura Pneumatics',
    short: 'Satpura',
    code: 'SP',
    sep: '',
    primary: '#0d9488',
    secondary: '#f43f5e',
    city: 'Nagpur',
    founded: 2004,
    description: 'Pneumatic tools, spray guns and air-line equipment.',
  },
  {
    slug: 'shakti-lifting-gear',
    name: 'Shakti Lifting Gear',
    short: 'Shakti',
    code: 'SL',
    sep: '-',
    primary: '#ca8a04',
    secondary: '#1c1917',
    city: 'Kolkata',
    founded: 1972,
    description: 'Chain pulley blocks, lever hoists and lifting tackle.',
  },
  {
    slug: 'narmada-hydraulics',
    name: 'Narmada Hydraulics',
    short: 'Narmada',
    code: 'NH',
    sep: ' ',
    primary: '#dc2626',
    secondary: '#facc15',
    city: 'Ahmedabad',
    founded: 1986,
    description: 'Hydraulic jacks, pallet trucks and workshop presses.',
  },
  {
    slug: 'peenya-machine-works',
    name: 'Peenya Machine Works',
    short: 'Peenya',
    code: 'PM',
    sep: '-',
    primary: '#475569',
    secondary: '#f59e0b',
    city: 'Bengaluru',
    founded: 1979,
    description: 'Bench vices, bench grinders, pillar drills and trolleys from Peenya.',
  },
  {
    slug: 'malabar-abrasives',
    name: 'Malabar Abrasives',
    short: 'Malabar',
    code: 'MA',
    sep: '-',
    primary: '#9333ea',
    secondary: '#fde68a',
    city: 'Kochi',
    founded: 1998,
    description: 'Cutting wheels, grinding wheels and flap discs.',
  },
  {
    slug: 'mysore-cutting-tools',
    name: 'Mysore Cutting Tools',
    short: 'Mysore',
    code: 'MC',
    sep: '',
    primary: '#0e7490',
    secondary: '#fcd34d',
    city: 'Mysuru',
    founded: 1983,
    description: 'HSS and carbide drills, taps, hole saws and end mills.',
  },
  {
    slug: 'himalaya-cleantech',
    name: 'Himalaya Cleantech',
    short: 'Himalaya',
    code: 'HC',
    sep: '-',
    primary: '#0284c7',
    secondary: '#fef08a',
    city: 'Dehradun',
    founded: 2008,
    description: 'Pressure washers and vacuum cleaners for commercial cleaning.',
  },
  {
    slug: 'jyoti-electricals',
    name: 'Jyoti Electricals',
    short: 'Jyoti',
    code: 'JE',
    sep: ' ',
    primary: '#f97316',
    secondary: '#1e293b',
    city: 'Surat',
    founded: 2000,
    description: 'Test instruments, extension reels and LED lighting for industry.',
  },
  ...FASTENER_MAKERS,
];

export interface Variant {
  /** Words added to the product name, e.g. "18V Brushless". */
  label: string;
  /** Number used in part numbers (a rating, a size): keeps part numbers plausible. */
  num: number;
  /** Price in rupees before the maker's own adjustment. */
  price: number;
  specs: [string, string][];
}

export interface KindDef {
  key: string;
  title: string;
  /** Two letters of the part number after the maker's code. */
  code: string;
  /** Drawing used for the picture (see art/products.ts). */
  art: string;
  categories: string[];
  hsn: string;
  gst: number;
  unit: string;
  warranty: string;
  makers: string[];
  variants: Variant[];
  /** Specifications shared by every variant. */
  common: [string, string][];
  /** One or two sentences; {maker} and {variant} are filled in. */
  blurb: string;
  /** Sold by the packet of this many (loose blades, anchors): the demo stock is that many times larger. */
  stockPer?: number;
}

const v = (label: string, num: number, price: number, specs: [string, string][] = []): Variant => ({
  label,
  num,
  price,
  specs,
});

export const KINDS: KindDef[] = [
  // ---------------------------------------------------------------- Power tools
  {
    key: 'cordless-drill',
    title: 'Cordless Drill Driver',
    code: 'CD',
    art: 'drill',
    categories: ['power-tools'],
    hsn: '84672100',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['deccan-power-tools', 'arjun-power', 'bharat-toolcraft', 'chola-industrial'],
    variants: [
      v('12V', 712, 4299, [
        ['Voltage', '12 V'],
        ['Battery', '2 x 2.0 Ah Li-ion'],
        ['Max torque', '30 Nm'],
        ['Chuck', '10 mm keyless'],
      ]),
      v('18V', 776, 7499, [
        ['Voltage', '18 V'],
        ['Battery', '2 x 2.0 Ah Li-ion'],
        ['Max torque', '45 Nm'],
        ['Chuck', '13 mm keyless'],
      ]),
      v('18V Brushless', 796, 11999, [
        ['Voltage', '18 V'],
        ['Battery', '2 x 4.0 Ah Li-ion'],
        ['Max torque', '60 Nm'],
        ['Chuck', '13 mm metal keyless'],
      ]),
    ],
    common: [
      ['Speed settings', '2 gears'],
      ['Clutch settings', '20 + drill'],
      ['Charger', 'Fast charger included'],
      ['Case', 'Carry case'],
    ],
    blurb:
      'A {variant} drill driver from {maker} for drilling in wood and steel and driving screws all day, with a keyless chuck, LED work light and belt clip.',
  },
  {
    key: 'impact-drill',
    title: 'Impact Drill',
    code: 'ID',
    art: 'drill',
    categories: ['power-tools'],
    hsn: '84672100',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['deccan-power-tools', 'arjun-power', 'bharat-toolcraft'],
    variants: [
      v('550W 13mm', 550, 2699, [
        ['Power', '550 W'],
        ['Chuck', '13 mm keyed'],
        ['No-load speed', '0-2800 rpm'],
      ]),
      v('650W 13mm', 650, 3299, [
        ['Power', '650 W'],
        ['Chuck', '13 mm keyed'],
        ['No-load speed', '0-3000 rpm'],
      ]),
      v('850W Variable Speed', 850, 4899, [
        ['Power', '850 W'],
        ['Chuck', '13 mm keyless'],
        ['No-load speed', '0-3100 rpm'],
      ]),
    ],
    common: [
      ['Drilling in concrete', '13 mm'],
      ['Drilling in steel', '10 mm'],
      ['Functions', 'Drill, impact drill'],
      ['Cable', '2.5 m'],
    ],
    blurb:
      'A {variant} corded impact drill by {maker} for masonry anchors, steel and wood, with forward/reverse, depth stop and side handle.',
  },
  {
    key: 'rotary-hammer',
    title: 'Rotary Hammer SDS Plus',
    code: 'RH',
    art: 'rotary-hammer',
    categories: ['power-tools'],
    hsn: '84672100',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['deccan-power-tools', 'bharat-toolcraft', 'chola-industrial'],
    variants: [
      v('20mm 620W', 220, 6499, [
        ['Power', '620 W'],
        ['Impact energy', '2.0 J'],
        ['Max drilling in concrete', '20 mm'],
      ]),
      v('26mm 800W', 226, 8999, [
        ['Power', '800 W'],
        ['Impact energy', '2.7 J'],
        ['Max drilling in concrete', '26 mm'],
      ]),
      v('28mm 900W 3-Mode', 228, 11499, [
        ['Power', '900 W'],
        ['Impact energy', '3.2 J'],
        ['Max drilling in concrete', '28 mm'],
      ]),
    ],
    common: [
      ['Tool holder', 'SDS Plus'],
      ['Modes', 'Drill, hammer drill, chisel'],
      ['Case', 'Carry case with side handle'],
    ],
    blurb:
      'A {variant} SDS Plus rotary hammer from {maker} for anchor holes, chasing and light demolition in concrete and brick.',
  },
  {
    key: 'angle-grinder',
    title: 'Angle Grinder',
    code: 'AG',
    art: 'grinder',
    categories: ['power-tools'],
    hsn: '84672900',
    gst: 18,
    unit: 'piece',
    warranty: '6 months',
    makers: ['deccan-power-tools', 'arjun-power', 'bharat-toolcraft', 'chola-industrial'],
    variants: [
      v('100mm 670W', 600, 2299, [
        ['Disc diameter', '100 mm'],
        ['Power', '670 W'],
        ['No-load speed', '11000 rpm'],
      ]),
      v('125mm 850W', 850, 3499, [
        ['Disc diameter', '125 mm'],
        ['Power', '850 W'],
        ['No-load speed', '11000 rpm'],
      ]),
      v('180mm 2000W', 180, 6999, [
        ['Disc diameter', '180 mm'],
        ['Power', '2000 W'],
        ['No-load speed', '8500 rpm'],
      ]),
    ],
    common: [
      ['Spindle thread', 'M14'],
      ['Switch', 'Slide switch with lock-on'],
      ['Included', 'Side handle, guard, spanner'],
    ],
    blurb:
      'A {variant} angle grinder by {maker} for cutting, grinding and polishing steel, stone and tiles, with a tool-free adjustable guard.',
  },
  {
    key: 'circular-saw',
    title: 'Circular Saw',
    code: 'CS',
    art: 'circular-saw',
    categories: ['power-tools'],
    hsn: '84672200',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['deccan-power-tools', 'bharat-toolcraft'],
    variants: [
      v('185mm 1200W', 185, 5999, [
        ['Blade diameter', '185 mm'],
        ['Power', '1200 W'],
        ['Max cutting depth', '65 mm'],
      ]),
      v('235mm 2000W', 235, 9499, [
        ['Blade diameter', '235 mm'],
        ['Power', '2000 W'],
        ['Max cutting depth', '85 mm'],
      ]),
    ],
    common: [
      ['Bevel', '0-45°'],
      ['Blade', '24T TCT blade included'],
      ['Base', 'Aluminium shoe'],
    ],
    blurb:
      'A {variant} circular saw from {maker} for straight, bevel and rip cuts in timber and plywood.',
  },
  {
    key: 'jigsaw',
    title: 'Jigsaw',
    code: 'JS',
    art: 'jigsaw',
    categories: ['power-tools'],
    hsn: '84672900',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['deccan-power-tools', 'arjun-power', 'chola-industrial'],
    variants: [
      v('500W', 500, 3199, [
        ['Power', '500 W'],
        ['Cutting depth in wood', '65 mm'],
      ]),
      v('650W Pendulum', 650, 4599, [
        ['Power', '650 W'],
        ['Cutting depth in wood', '80 mm'],
      ]),
    ],
    common: [
      ['Stroke rate', '500-3000 spm'],
      ['Bevel', '0-45°'],
      ['Blade change', 'Tool-free T-shank'],
    ],
    blurb:
      'A {variant} jigsaw by {maker} for curves and cut-outs in wood, laminate and thin sheet metal.',
  },
  {
    key: 'heat-gun',
    title: 'Heat Gun',
    code: 'HG',
    art: 'heat-gun',
    categories: ['power-tools'],
    hsn: '85163100',
    gst: 18,
    unit: 'piece',
    warranty: '6 months',
    makers: ['arjun-power', 'bharat-toolcraft', 'chola-industrial'],
    variants: [
      v('1800W 2-Stage', 1800, 1899, [
        ['Power', '1800 W'],
        ['Temperature', '350 / 550 °C'],
      ]),
      v('2000W Digital', 2000, 3299, [
        ['Power', '2000 W'],
        ['Temperature', '50-630 °C, digital display'],
      ]),
    ],
    common: [
      ['Air flow', '250 / 500 L/min'],
      ['Nozzles', '4 nozzles included'],
    ],
    blurb:
      'A {variant} heat gun from {maker} for shrink sleeves, paint stripping, bending PVC and thawing pipes.',
  },
  // ---------------------------------------------------------------- Hand tools
  {
    key: 'combination-spanner-set',
    title: 'Combination Spanner Set',
    code: 'CS',
    art: 'spanner-set',
    categories: ['hand-tools'],
    hsn: '82041120',
    gst: 18,
    unit: 'set',
    warranty: 'Lifetime against breakage',
    makers: ['sahyadri-hand-tools', 'ajanta-tools', 'bharat-toolcraft', 'chola-industrial'],
    variants: [
      v('8 pc 6-19mm', 8, 899, [
        ['Pieces', '8'],
        ['Sizes', '6, 8, 10, 12, 13, 14, 17, 19 mm'],
      ]),
      v('12 pc 6-22mm', 12, 1499, [
        ['Pieces', '12'],
        ['Sizes', '6-22 mm'],
      ]),
      v('25 pc 6-32mm', 25, 4299, [
        ['Pieces', '25'],
        ['Sizes', '6-32 mm'],
      ]),
    ],
    common: [
      ['Material', 'Chrome vanadium steel'],
      ['Finish', 'Satin chrome'],
      ['Standard', 'IS 2029'],
      ['Storage', 'Roll-up pouch'],
    ],
    blurb:
      'A {variant} combination spanner set by {maker}: open end and 12-point ring on each spanner, drop-forged and heat treated.',
  },
  {
    key: 'double-open-spanner-set',
    title: 'Double Open End Spanner Set',
    code: 'DO',
    art: 'spanner',
    categories: ['hand-tools'],
    hsn: '82041120',
    gst: 18,
    unit: 'set',
    warranty: 'Lifetime against breakage',
    makers: ['sahyadri-hand-tools', 'ajanta-tools'],
    variants: [
      v('6 pc 6-17mm', 6, 449, [['Pieces', '6']]),
      v('8 pc 6-22mm', 8, 649, [['Pieces', '8']]),
      v('12 pc 6-32mm', 12, 1249, [['Pieces', '12']]),
    ],
    common: [
      ['Material', 'Chrome vanadium steel'],
      ['Standard', 'IS 2028'],
    ],
    blurb:
      'A {variant} double open end spanner set from {maker} for nuts and bolts on machinery, vehicles and pipe fittings.',
  },
  {
    key: 'adjustable-wrench',
    title: 'Adjustable Wrench',
    code: 'AW',
    art: 'adjustable-wrench',
    categories: ['hand-tools'],
    hsn: '82041220',
    gst: 18,
    unit: 'piece',
    warranty: '2 years',
    makers: ['sahyadri-hand-tools', 'ajanta-tools', 'bharat-toolcraft'],
    variants: [
      v('200mm (8 inch)', 200, 349, [
        ['Length', '200 mm'],
        ['Max jaw opening', '24 mm'],
      ]),
      v('250mm (10 inch)', 250, 449, [
        ['Length', '250 mm'],
        ['Max jaw opening', '30 mm'],
      ]),
      v('300mm (12 inch)', 300, 599, [
        ['Length', '300 mm'],
        ['Max jaw opening', '35 mm'],
      ]),
    ],
    common: [
      ['Material', 'Drop-forged chrome vanadium'],
      ['Scale', 'Metric and inch'],
    ],
    blurb:
      'A {variant} adjustable wrench by {maker} with a smooth worm gear, laser-etched scale and a hang hole.',
  },
  {
    key: 'pipe-wrench',
    title: 'Pipe Wrench',
    code: 'PW',
    art: 'pipe-wrench',
    categories: ['hand-tools'],
    hsn: '82041220',
    gst: 18,
    unit: 'piece',
    warranty: '2 years',
    makers: ['sahyadri-hand-tools', 'ajanta-tools'],
    variants: [
      v('14 inch', 14, 699, [
        ['Length', '350 mm'],
        ['Pipe capacity', '50 mm'],
      ]),
      v('18 inch', 18, 999, [
        ['Length', '450 mm'],
        ['Pipe capacity', '65 mm'],
      ]),
      v('24 inch', 24, 1499, [
        ['Length', '600 mm'],
        ['Pipe capacity', '75 mm'],
      ]),
    ],
    common: [
      ['Body', 'Cast steel, red enamel'],
      ['Jaws', 'Hardened, replaceable'],
    ],
    blurb:
      'A {variant} Stillson pattern pipe wrench from {maker} for GI and steel pipe with hardened jaws.',
  },
  {
    key: 'combination-pliers',
    title: 'Combination Pliers',
    code: 'CP',
    art: 'pliers',
    categories: ['hand-tools', 'electrical-testing'],
    hsn: '82032000',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['sahyadri-hand-tools', 'ajanta-tools', 'chola-industrial', 'jyoti-electricals'],
    variants: [
      v('160mm', 160, 249, [['Length', '160 mm']]),
      v('200mm Insulated 1000V', 201, 499, [
        ['Length', '200 mm'],
        ['Insulation', 'VDE 1000 V'],
      ]),
    ],
    common: [
      ['Material', 'Chrome vanadium'],
      ['Grips', 'Dual-material anti-slip'],
    ],
    blurb:
      'A {variant} pair of combination pliers by {maker} to grip, bend and cut wire, with induction-hardened cutting edges.',
  },
  {
    key: 'screwdriver-set',
    title: 'Screwdriver Set',
    code: 'SD',
    art: 'screwdriver',
    categories: ['hand-tools'],
    hsn: '82054000',
    gst: 18,
    unit: 'set',
    warranty: '1 year',
    makers: ['sahyadri-hand-tools', 'ajanta-tools', 'bharat-toolcraft'],
    variants: [
      v('6 pc', 6, 399, [['Pieces', '6 (3 flat, 3 Phillips)']]),
      v('10 pc Precision', 10, 549, [['Pieces', '10 precision drivers']]),
      v('8 pc Insulated 1000V', 8, 1199, [
        ['Pieces', '8'],
        ['Insulation', 'VDE 1000 V'],
      ]),
    ],
    common: [
      ['Blade', 'Chrome vanadium, magnetic tips'],
      ['Handle', 'Cushion grip'],
    ],
    blurb:
      'A {variant} screwdriver set from {maker} with hardened magnetic tips and comfortable grips.',
  },
  {
    key: 'ball-pein-hammer',
    title: 'Ball Pein Hammer',
    code: 'BP',
    art: 'hammer',
    categories: ['hand-tools'],
    hsn: '82052000',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['sahyadri-hand-tools', 'ajanta-tools', 'peenya-machine-works'],
    variants: [
      v('450g', 450, 329, [['Head weight', '450 g']]),
      v('680g', 680, 419, [['Head weight', '680 g']]),
      v('900g', 900, 529, [['Head weight', '900 g']]),
    ],
    common: [
      ['Head', 'Drop-forged carbon steel'],
      ['Handle', 'Fibreglass with rubber grip'],
    ],
    blurb:
      'A {variant} ball pein hammer by {maker} for riveting, shaping metal and striking punches and chisels.',
  },
  {
    key: 'socket-set',
    title: 'Socket Wrench Set',
    code: 'SS',
    art: 'socket-set',
    categories: ['hand-tools'],
    hsn: '82042000',
    gst: 18,
    unit: 'set',
    warranty: 'Lifetime against breakage',
    makers: ['sahyadri-hand-tools', 'ajanta-tools', 'bharat-toolcraft', 'chola-industrial'],
    variants: [
      v('24 pc 1/2 inch Drive', 24, 2499, [
        ['Pieces', '24'],
        ['Drive', '1/2 inch'],
        ['Sockets', '10-32 mm'],
      ]),
      v('46 pc 1/4 inch Drive', 46, 1899, [
        ['Pieces', '46'],
        ['Drive', '1/4 inch'],
        ['Sockets', '4-14 mm'],
      ]),
      v('94 pc 1/4 + 1/2 inch Drive', 94, 5999, [
        ['Pieces', '94'],
        ['Drive', '1/4 and 1/2 inch'],
      ]),
    ],
    common: [
      ['Ratchet', '72-tooth quick release'],
      ['Material', 'Chrome vanadium'],
      ['Case', 'Blow-moulded case'],
    ],
    blurb:
      'A {variant} socket set from {maker} with a fine-tooth ratchet, extensions and sockets in a sturdy case.',
  },
  {
    key: 'allen-key-set',
    title: 'Allen Key Set',
    code: 'AK',
    art: 'allen-keys',
    categories: ['hand-tools'],
    hsn: '82041120',
    gst: 18,
    unit: 'set',
    warranty: '1 year',
    makers: ['ajanta-tools', 'indus-precision'],
    variants: [
      v('9 pc Ball End 1.5-10mm', 9, 399, [
        ['Pieces', '9'],
        ['Sizes', '1.5-10 mm'],
      ]),
      v('9 pc Long Arm Torx', 19, 449, [
        ['Pieces', '9'],
        ['Sizes', 'T10-T50'],
      ]),
    ],
    common: [
      ['Material', 'S2 tool steel'],
      ['Holder', 'Colour-coded holder'],
    ],
    blurb: 'A {variant} hex key set by {maker}: long arms for reach, short arms for torque.',
  },
  // ---------------------------------------------------------------- Measuring
  {
    key: 'vernier-caliper',
    title: 'Vernier Caliper',
    code: 'VC',
    art: 'caliper',
    categories: ['measuring-instruments'],
    hsn: '90173010',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['konark-metrology', 'indus-precision', 'sahyadri-hand-tools'],
    variants: [
      v('150mm', 150, 1499, [
        ['Range', '0-150 mm'],
        ['Least count', '0.02 mm'],
      ]),
      v('200mm', 200, 2299, [
        ['Range', '0-200 mm'],
        ['Least count', '0.02 mm'],
      ]),
      v('300mm', 300, 3899, [
        ['Range', '0-300 mm'],
        ['Least count', '0.02 mm'],
      ]),
    ],
    common: [
      ['Material', 'Hardened stainless steel'],
      ['Jaws', 'Inside, outside, depth'],
      ['Certificate', 'Calibration certificate included'],
    ],
    blurb:
      'A {variant} vernier caliper by {maker} with a satin-chrome scale, fine adjustment and a fitted case.',
  },
  {
    key: 'digital-caliper',
    title: 'Digital Caliper',
    code: 'DC',
    art: 'digital-caliper',
    categories: ['measuring-instruments'],
    hsn: '90173010',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['konark-metrology', 'indus-precision'],
    variants: [
      v('150mm', 150, 2499, [
        ['Range', '0-150 mm'],
        ['Resolution', '0.01 mm'],
        ['Accuracy', '±0.02 mm'],
      ]),
      v('200mm IP54', 200, 3999, [
        ['Range', '0-200 mm'],
        ['Resolution', '0.01 mm'],
        ['Protection', 'IP54'],
      ]),
      v('300mm', 300, 6499, [
        ['Range', '0-300 mm'],
        ['Resolution', '0.01 mm'],
        ['Accuracy', '±0.03 mm'],
      ]),
    ],
    common: [
      ['Display', 'LCD, mm/inch'],
      ['Battery', 'SR44 1.5 V'],
      ['Certificate', 'Calibration certificate included'],
    ],
    blurb:
      'A {variant} digital caliper from {maker} with zero-anywhere, mm/inch switching and auto power-off.',
  },
  {
    key: 'outside-micrometer',
    title: 'Outside Micrometer',
    code: 'OM',
    art: 'micrometer',
    categories: ['measuring-instruments'],
    hsn: '90173010',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['konark-metrology', 'indus-precision'],
    variants: [
      v('0-25mm', 25, 1999, [['Range', '0-25 mm']]),
      v('25-50mm', 50, 2499, [['Range', '25-50 mm']]),
      v('50-75mm', 75, 2999, [['Range', '50-75 mm']]),
    ],
    common: [
      ['Least count', '0.01 mm'],
      ['Faces', 'Carbide tipped'],
      ['Frame', 'Enamelled, heat insulated'],
    ],
    blurb:
      'A {variant} outside micrometer by {maker} with a ratchet stop, spindle lock and carbide measuring faces.',
  },
  {
    key: 'dial-indicator',
    title: 'Dial Indicator',
    code: 'DI',
    art: 'dial-gauge',
    categories: ['measuring-instruments'],
    hsn: '90173029',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['konark-metrology', 'indus-precision'],
    variants: [
      v('0-10mm 0.01mm', 10, 1699, [
        ['Range', '0-10 mm'],
        ['Graduation', '0.01 mm'],
      ]),
      v('0-1mm 0.001mm', 1, 3499, [
        ['Range', '0-1 mm'],
        ['Graduation', '0.001 mm'],
      ]),
    ],
    common: [
      ['Dial', '58 mm, revolution counter'],
      ['Back', 'Lug back'],
    ],
    blurb:
      'A {variant} plunger dial indicator from {maker} for run-out, alignment and flatness checks.',
  },
  {
    key: 'measuring-tape',
    title: 'Measuring Tape',
    code: 'MT',
    art: 'tape',
    categories: ['measuring-instruments'],
    hsn: '90178010',
    gst: 18,
    unit: 'piece',
    warranty: '6 months',
    makers: ['konark-metrology', 'ajanta-tools', 'bharat-toolcraft'],
    variants: [
      v('5m x 19mm', 5, 249, [
        ['Length', '5 m'],
        ['Blade width', '19 mm'],
      ]),
      v('8m x 25mm', 8, 449, [
        ['Length', '8 m'],
        ['Blade width', '25 mm'],
      ]),
      v('30m Fibreglass', 30, 899, [
        ['Length', '30 m'],
        ['Blade', 'Fibreglass, open reel'],
      ]),
    ],
    common: [
      ['Graduation', 'mm and inch'],
      ['Case', 'ABS with rubber overmould'],
    ],
    blurb:
      'A {variant} measuring tape by {maker} with a nylon-coated blade, auto lock and belt clip.',
  },
  {
    key: 'spirit-level',
    title: 'Spirit Level',
    code: 'SL',
    art: 'spirit-level',
    categories: ['measuring-instruments'],
    hsn: '90158090',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['konark-metrology', 'sahyadri-hand-tools', 'bharat-toolcraft'],
    variants: [
      v('600mm', 600, 699, [['Length', '600 mm']]),
      v('1000mm', 1000, 1099, [['Length', '1000 mm']]),
      v('1200mm Magnetic', 1200, 1599, [
        ['Length', '1200 mm'],
        ['Base', 'Magnetic'],
      ]),
    ],
    common: [
      ['Vials', '3 (level, plumb, 45°)'],
      ['Accuracy', '0.5 mm/m'],
      ['Body', 'Aluminium box section'],
    ],
    blurb:
      'A {variant} spirit level from {maker} with shock-absorbing end caps and easy-read vials.',
  },
  {
    key: 'laser-distance-meter',
    title: 'Laser Distance Meter',
    code: 'LD',
    art: 'laser-meter',
    categories: ['measuring-instruments'],
    hsn: '90158010',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['konark-metrology', 'deccan-power-tools'],
    variants: [
      v('40m', 40, 3299, [
        ['Range', '0.2-40 m'],
        ['Accuracy', '±2 mm'],
      ]),
      v('80m Bluetooth', 80, 7999, [
        ['Range', '0.2-80 m'],
        ['Accuracy', '±1.5 mm'],
        ['Connectivity', 'Bluetooth'],
      ]),
    ],
    common: [
      ['Functions', 'Area, volume, Pythagoras'],
      ['Laser class', 'Class 2, 635 nm'],
    ],
    blurb:
      'A {variant} laser distance meter by {maker} for quick room, area and volume measurements.',
  },
  // ---------------------------------------------------------------- Welding
  {
    key: 'arc-welder',
    title: 'ARC Inverter Welding Machine',
    code: 'AR',
    art: 'welder',
    categories: ['welding-equipment'],
    hsn: '85153990',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['vindhya-welding-systems', 'coromandel-weldtech', 'arjun-power'],
    variants: [
      v('200A', 200, 7999, [
        ['Welding current', '20-200 A'],
        ['Input', '230 V single phase'],
        ['Electrode', '1.6-4.0 mm'],
      ]),
      v('250A', 250, 11499, [
        ['Welding current', '20-250 A'],
        ['Input', '230 V single phase'],
        ['Electrode', '1.6-5.0 mm'],
      ]),
      v('400A Three Phase', 400, 32999, [
        ['Welding current', '20-400 A'],
        ['Input', '415 V three phase'],
        ['Electrode', '2.5-6.3 mm'],
      ]),
    ],
    common: [
      ['Technology', 'IGBT inverter'],
      ['Duty cycle', '60%'],
      ['Features', 'Hot start, arc force, anti-stick'],
      ['Included', 'Electrode holder, earth clamp, cables'],
    ],
    blurb:
      'A {variant} IGBT inverter ARC welder from {maker} for fabrication and maintenance welding with MS and SS electrodes.',
  },
  {
    key: 'mig-welder',
    title: 'MIG Welding Machine',
    code: 'MG',
    art: 'welder',
    categories: ['welding-equipment'],
    hsn: '85153190',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['vindhya-welding-systems', 'coromandel-weldtech'],
    variants: [
      v('200A Gasless', 200, 18999, [
        ['Welding current', '40-200 A'],
        ['Wire', '0.8-1.0 mm flux-cored'],
      ]),
      v('250A CO2', 250, 34999, [
        ['Welding current', '50-250 A'],
        ['Wire', '0.8-1.2 mm'],
      ]),
      v('400A Three Phase', 400, 74999, [
        ['Welding current', '50-400 A'],
        ['Wire', '1.0-1.6 mm'],
      ]),
    ],
    common: [
      ['Technology', 'IGBT inverter'],
      ['Duty cycle', '60%'],
      ['Wire feeder', 'Built-in, 4-roll'],
    ],
    blurb:
      'A {variant} MIG/MAG welder by {maker} for fast, clean welds on mild steel sheet and sections.',
  },
  {
    key: 'tig-welder',
    title: 'TIG Welding Machine',
    code: 'TG',
    art: 'welder',
    categories: ['welding-equipment'],
    hsn: '85153990',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['vindhya-welding-systems', 'coromandel-weldtech'],
    variants: [
      v('200A DC', 200, 21999, [
        ['Welding current', '10-200 A'],
        ['Output', 'DC'],
      ]),
      v('200A AC/DC Pulse', 201, 54999, [
        ['Welding current', '10-200 A'],
        ['Output', 'AC/DC pulse, for aluminium'],
      ]),
    ],
    common: [
      ['Arc start', 'HF'],
      ['Also welds', 'MMA (stick)'],
      ['Included', 'TIG torch, regulator'],
    ],
    blurb:
      'A {variant} TIG welder from {maker} for precise welds on stainless steel, thin sheet and pipe.',
  },
  {
    key: 'welding-electrodes',
    title: 'Welding Electrodes E6013',
    code: 'WE',
    art: 'electrodes',
    categories: ['welding-equipment'],
    hsn: '83111000',
    gst: 18,
    unit: 'pack',
    warranty: 'None',
    makers: ['vindhya-welding-systems', 'coromandel-weldtech'],
    variants: [
      v('2.5mm 2kg', 25, 599, [
        ['Diameter', '2.5 mm'],
        ['Weight', '2 kg'],
      ]),
      v('3.15mm 5kg', 31, 1299, [
        ['Diameter', '3.15 mm'],
        ['Weight', '5 kg'],
      ]),
      v('4.0mm 5kg', 40, 1249, [
        ['Diameter', '4.0 mm'],
        ['Weight', '5 kg'],
      ]),
    ],
    common: [
      ['Type', 'Rutile, AWS E6013'],
      ['Positions', 'All positions'],
      ['Current', 'AC / DC'],
    ],
    blurb:
      'A {variant} pack of general-purpose rutile electrodes by {maker} with a smooth arc and easy slag removal.',
  },
  {
    key: 'welding-helmet',
    title: 'Auto Darkening Welding Helmet',
    code: 'WH',
    art: 'welding-helmet',
    categories: ['welding-equipment', 'safety-equipment'],
    hsn: '90049090',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['vindhya-welding-systems', 'garuda-safety-wear', 'coromandel-weldtech'],
    variants: [
      v('DIN 9-13', 913, 2499, [
        ['Shade', 'DIN 9-13 variable'],
        ['Viewing area', '92 x 42 mm'],
      ]),
      v('True Colour Large View', 914, 4999, [
        ['Shade', 'DIN 5-13 variable'],
        ['Viewing area', '100 x 65 mm'],
      ]),
    ],
    common: [
      ['Switching time', '1/25000 s'],
      ['Power', 'Solar + battery'],
      ['Standard', 'EN 379'],
    ],
    blurb:
      'A {variant} auto-darkening welding helmet from {maker} with adjustable sensitivity and delay.',
  },
  {
    key: 'electrode-holder',
    title: 'Electrode Holder',
    code: 'EH',
    art: 'electrode-holder',
    categories: ['welding-equipment'],
    hsn: '85159000',
    gst: 18,
    unit: 'piece',
    warranty: '6 months',
    makers: ['vindhya-welding-systems', 'coromandel-weldtech'],
    variants: [
      v('300A', 300, 349, [['Rating', '300 A']]),
      v('500A', 500, 499, [['Rating', '500 A']]),
    ],
    common: [
      ['Body', 'Fully insulated'],
      ['Jaws', 'Copper alloy'],
    ],
    blurb:
      'A {variant} fully insulated electrode holder by {maker} with spring-loaded copper jaws.',
  },
  // ---------------------------------------------------------------- Safety
  {
    key: 'safety-helmet',
    title: 'Safety Helmet',
    code: 'HL',
    art: 'safety-helmet',
    categories: ['safety-equipment'],
    hsn: '65061010',
    gst: 18,
    unit: 'piece',
    warranty: 'None',
    makers: ['nilgiri-safety', 'raksha-ppe', 'garuda-safety-wear'],
    variants: [
      v('Nape Type', 1, 149, [['Suspension', '6-point nape strap']]),
      v('Ratchet Type', 2, 299, [['Suspension', '6-point ratchet']]),
      v('Ventilated Ratchet with Chin Strap', 3, 549, [
        ['Suspension', '6-point ratchet, chin strap'],
        ['Ventilation', 'Side vents'],
      ]),
    ],
    common: [
      ['Shell', 'HDPE'],
      ['Standard', 'IS 2925'],
      ['Colours', 'Yellow, white, blue, red'],
    ],
    blurb:
      'A {variant} industrial safety helmet from {maker} with a sweatband and slots for ear muffs.',
  },
  {
    key: 'cut-resistant-gloves',
    title: 'Cut Resistant Gloves',
    code: 'CG',
    art: 'gloves',
    categories: ['safety-equipment'],
    hsn: '61169990',
    gst: 12,
    unit: 'pair',
    warranty: 'None',
    makers: ['nilgiri-safety', 'garuda-safety-wear', 'raksha-ppe'],
    variants: [
      v('Level 3', 3, 199, [['Cut level', 'EN 388 level 3 (B)']]),
      v('Level 5 PU Coated', 5, 349, [
        ['Cut level', 'EN 388 level 5 (D)'],
        ['Coating', 'PU palm'],
      ]),
    ],
    common: [
      ['Liner', 'HPPE knit, 13 gauge'],
      ['Sizes', 'M, L, XL'],
    ],
    blurb:
      'A {variant} pair of cut-resistant gloves by {maker} for sheet metal, glass and blade handling.',
  },
  {
    key: 'leather-gloves',
    title: 'Leather Welding Gloves',
    code: 'LG',
    art: 'gloves',
    categories: ['safety-equipment', 'welding-equipment'],
    hsn: '42032910',
    gst: 12,
    unit: 'pair',
    warranty: 'None',
    makers: ['garuda-safety-wear', 'nilgiri-safety'],
    variants: [
      v('14 inch', 14, 249, [['Length', '14 inch']]),
      v('16 inch Lined', 16, 399, [
        ['Length', '16 inch'],
        ['Lining', 'Cotton fleece'],
      ]),
    ],
    common: [
      ['Material', 'Split cowhide leather'],
      ['Stitching', 'Kevlar thread'],
    ],
    blurb:
      'A {variant} pair of leather welding gauntlets from {maker}, heat and spatter resistant.',
  },
  {
    key: 'nitrile-gloves',
    title: 'Nitrile Chemical Gloves',
    code: 'NG',
    art: 'gloves',
    categories: ['safety-equipment'],
    hsn: '40151900',
    gst: 12,
    unit: 'pair',
    warranty: 'None',
    makers: ['raksha-ppe', 'nilgiri-safety'],
    variants: [
      v('15 mil 33cm', 15, 129, [
        ['Thickness', '15 mil'],
        ['Length', '33 cm'],
      ]),
      v('22 mil 45cm', 22, 219, [
        ['Thickness', '22 mil'],
        ['Length', '45 cm'],
      ]),
    ],
    common: [
      ['Material', 'Nitrile, flock lined'],
      ['Standard', 'EN 374'],
    ],
    blurb:
      'A {variant} pair of nitrile gloves by {maker} resisting oils, solvents and many chemicals.',
  },
  {
    key: 'safety-goggles',
    title: 'Safety Goggles',
    code: 'SG',
    art: 'goggles',
    categories: ['safety-equipment'],
    hsn: '90049090',
    gst: 18,
    unit: 'piece',
    warranty: 'None',
    makers: ['nilgiri-safety', 'raksha-ppe', 'garuda-safety-wear'],
    variants: [
      v('Clear Anti-Fog', 1, 179, [['Lens', 'Clear polycarbonate, anti-fog']]),
      v('Chemical Splash Indirect Vent', 2, 329, [
        ['Lens', 'Clear polycarbonate'],
        ['Vent', 'Indirect'],
      ]),
    ],
    common: [
      ['Standard', 'EN 166'],
      ['Strap', 'Adjustable elastic'],
    ],
    blurb: 'A pair of {variant} safety goggles from {maker} that fit over prescription glasses.',
  },
  {
    key: 'safety-shoes',
    title: 'Safety Shoes Steel Toe',
    code: 'SF',
    art: 'safety-shoe',
    categories: ['safety-equipment'],
    hsn: '64034000',
    gst: 18,
    unit: 'pair',
    warranty: '6 months',
    makers: ['garuda-safety-wear', 'nilgiri-safety'],
    variants: [
      v('Low Ankle', 1, 1199, [['Style', 'Low ankle, lace-up']]),
      v('High Ankle', 2, 1599, [['Style', 'High ankle, lace-up']]),
      v('High Ankle Anti-Static', 3, 2199, [
        ['Style', 'High ankle'],
        ['Electrical', 'Anti-static (ESD)'],
      ]),
    ],
    common: [
      ['Toe cap', 'Steel, 200 J'],
      ['Sole', 'Dual-density PU, oil resistant'],
      ['Standard', 'IS 15298'],
      ['Sizes', 'UK 6-11'],
    ],
    blurb:
      'A pair of {variant} steel toe safety shoes by {maker} with a slip-resistant, oil-resistant sole.',
  },
  {
    key: 'ear-muffs',
    title: 'Ear Muffs',
    code: 'EM',
    art: 'ear-muffs',
    categories: ['safety-equipment'],
    hsn: '39269099',
    gst: 18,
    unit: 'piece',
    warranty: 'None',
    makers: ['nilgiri-safety', 'raksha-ppe'],
    variants: [
      v('SNR 27dB', 27, 399, [['Noise reduction', 'SNR 27 dB']]),
      v('SNR 31dB Helmet Mount', 31, 699, [
        ['Noise reduction', 'SNR 31 dB'],
        ['Mounting', 'Helmet slots'],
      ]),
    ],
    common: [
      ['Standard', 'EN 352'],
      ['Cushions', 'Replaceable'],
    ],
    blurb: 'A pair of {variant} ear muffs from {maker} for compressors, grinders and press shops.',
  },
  {
    key: 'respirator',
    title: 'Half Face Respirator',
    code: 'RS',
    art: 'respirator',
    categories: ['safety-equipment'],
    hsn: '90200000',
    gst: 18,
    unit: 'piece',
    warranty: 'None',
    makers: ['raksha-ppe', 'nilgiri-safety'],
    variants: [
      v('Single Cartridge', 1, 699, [['Filter', 'Single organic vapour cartridge']]),
      v('Twin Cartridge', 2, 1199, [['Filter', 'Twin A1P2 cartridges']]),
    ],
    common: [
      ['Mask', 'Silicone, adjustable straps'],
      ['Standard', 'EN 140'],
    ],
    blurb: 'A {variant} half face respirator by {maker} for paint spraying, solvents and dust.',
  },
  {
    key: 'safety-harness',
    title: 'Full Body Safety Harness',
    code: 'FH',
    art: 'harness',
    categories: ['safety-equipment', 'material-handling'],
    hsn: '63079090',
    gst: 12,
    unit: 'piece',
    warranty: '1 year',
    makers: ['raksha-ppe', 'nilgiri-safety', 'shakti-lifting-gear'],
    variants: [
      v('Single Lanyard', 1, 1499, [['Lanyard', '1.8 m single, scaffold hook']]),
      v('Double Lanyard Shock Absorber', 2, 2799, [['Lanyard', '1.8 m double, energy absorber']]),
    ],
    common: [
      ['Webbing', 'Polyester 45 mm'],
      ['Standard', 'IS 3521'],
      ['D-rings', 'Dorsal and chest'],
    ],
    blurb:
      'A {variant} full body harness from {maker} for work at height on scaffolds, towers and roofs.',
  },
  {
    key: 'reflective-vest',
    title: 'Reflective Safety Vest',
    code: 'RV',
    art: 'vest',
    categories: ['safety-equipment'],
    hsn: '62114390',
    gst: 12,
    unit: 'piece',
    warranty: 'None',
    makers: ['raksha-ppe', 'garuda-safety-wear'],
    variants: [
      v('Mesh', 1, 149, [['Fabric', 'Polyester mesh']]),
      v('Zipper with Pockets', 2, 299, [
        ['Fabric', 'Polyester'],
        ['Pockets', '4'],
      ]),
    ],
    common: [
      ['Tape', '50 mm retro-reflective'],
      ['Colour', 'Fluorescent orange or green'],
    ],
    blurb: 'A {variant} hi-vis vest by {maker} for roads, plants and warehouses.',
  },
  // ---------------------------------------------------------------- Pumps and motors
  {
    key: 'monoblock-pump',
    title: 'Monoblock Pump',
    code: 'MB',
    art: 'pump',
    categories: ['pumps-motors'],
    hsn: '84137010',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['kaveri-pumps', 'krishna-motors-pumps', 'godavari-electricals'],
    variants: [
      v('0.5 HP', 5, 3899, [
        ['Power', '0.5 HP / 0.37 kW'],
        ['Head', '6-22 m'],
        ['Discharge', '1800-600 LPH'],
        ['Pipe size', '25 x 25 mm'],
      ]),
      v('1 HP', 10, 6299, [
        ['Power', '1 HP / 0.75 kW'],
        ['Head', '8-30 m'],
        ['Discharge', '3000-900 LPH'],
        ['Pipe size', '25 x 25 mm'],
      ]),
      v('2 HP', 20, 11499, [
        ['Power', '2 HP / 1.5 kW'],
        ['Head', '10-36 m'],
        ['Discharge', '9000-2400 LPH'],
        ['Pipe size', '50 x 50 mm'],
      ]),
    ],
    common: [
      ['Supply', '230 V single phase'],
      ['Impeller', 'Brass'],
      ['Motor', 'Copper winding, class B'],
    ],
    blurb:
      'A {variant} centrifugal monoblock pump from {maker} for domestic water supply, gardens and small farms.',
  },
  {
    key: 'submersible-pump',
    title: 'Borewell Submersible Pump',
    code: 'SB',
    art: 'submersible',
    categories: ['pumps-motors'],
    hsn: '84137010',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['kaveri-pumps', 'krishna-motors-pumps'],
    variants: [
      v('1 HP 10 Stage', 110, 14999, [
        ['Power', '1 HP'],
        ['Stages', '10'],
        ['Borewell', '100 mm (4 inch)'],
      ]),
      v('1.5 HP 15 Stage', 115, 18999, [
        ['Power', '1.5 HP'],
        ['Stages', '15'],
        ['Borewell', '100 mm (4 inch)'],
      ]),
      v('3 HP 20 Stage', 320, 32999, [
        ['Power', '3 HP'],
        ['Stages', '20'],
        ['Borewell', '150 mm (6 inch)'],
      ]),
    ],
    common: [
      ['Motor', 'Water-filled, rewindable'],
      ['Impellers', 'Noryl'],
      ['Included', 'Control panel'],
    ],
    blurb:
      'A {variant} borewell submersible pump by {maker} with a rewindable motor and control panel.',
  },
  {
    key: 'openwell-pump',
    title: 'Openwell Submersible Pump',
    code: 'OW',
    art: 'submersible',
    categories: ['pumps-motors'],
    hsn: '84137010',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['kaveri-pumps', 'krishna-motors-pumps'],
    variants: [
      v('1 HP', 10, 9499, [
        ['Power', '1 HP'],
        ['Outlet', '50 mm'],
      ]),
      v('2 HP', 20, 13999, [
        ['Power', '2 HP'],
        ['Outlet', '65 mm'],
      ]),
    ],
    common: [
      ['Type', 'Horizontal openwell'],
      ['Supply', '230 V single phase'],
    ],
    blurb: 'A {variant} openwell submersible pump from {maker} for wells, sumps and ponds.',
  },
  {
    key: 'self-priming-pump',
    title: 'Self Priming Pump',
    code: 'SF',
    art: 'pump',
    categories: ['pumps-motors'],
    hsn: '84137010',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['kaveri-pumps', 'godavari-electricals'],
    variants: [
      v('0.5 HP', 5, 3499, [
        ['Power', '0.5 HP'],
        ['Suction lift', '8 m'],
      ]),
      v('1 HP', 10, 5799, [
        ['Power', '1 HP'],
        ['Suction lift', '9 m'],
      ]),
    ],
    common: [
      ['Body', 'Cast iron'],
      ['Impeller', 'Brass regenerative'],
    ],
    blurb: 'A {variant} self priming regenerative pump by {maker} for overhead tanks from sumps.',
  },
  {
    key: 'induction-motor',
    title: 'Three Phase Induction Motor',
    code: 'IM',
    art: 'motor',
    categories: ['pumps-motors'],
    hsn: '85015210',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['krishna-motors-pumps', 'godavari-electricals'],
    variants: [
      v('1 HP 1440 rpm', 10, 7499, [
        ['Power', '1 HP / 0.75 kW'],
        ['Speed', '1440 rpm'],
        ['Frame', '80'],
      ]),
      v('3 HP 1440 rpm', 30, 12999, [
        ['Power', '3 HP / 2.2 kW'],
        ['Speed', '1440 rpm'],
        ['Frame', '100L'],
      ]),
      v('5 HP 1440 rpm', 50, 18499, [
        ['Power', '5 HP / 3.7 kW'],
        ['Speed', '1440 rpm'],
        ['Frame', '112M'],
      ]),
    ],
    common: [
      ['Supply', '415 V, 50 Hz'],
      ['Efficiency', 'IE2'],
      ['Mounting', 'Foot (B3)'],
      ['Protection', 'IP55'],
    ],
    blurb:
      'A {variant} TEFC squirrel cage induction motor from {maker}, IE2 efficiency, for pumps, blowers and machines.',
  },
  {
    key: 'diesel-pump-set',
    title: 'Diesel Engine Pump Set',
    code: 'DP',
    art: 'pump',
    categories: ['pumps-motors'],
    hsn: '84081090',
    gst: 28,
    unit: 'piece',
    warranty: '1 year',
    makers: ['kaveri-pumps', 'krishna-motors-pumps'],
    variants: [
      v('5 HP', 5, 38999, [
        ['Engine', '5 HP air-cooled diesel'],
        ['Pipe size', '65 x 65 mm'],
      ]),
      v('7.5 HP', 7, 49999, [
        ['Engine', '7.5 HP air-cooled diesel'],
        ['Pipe size', '75 x 75 mm'],
      ]),
    ],
    common: [
      ['Start', 'Hand crank'],
      ['Fuel tank', '5 L'],
    ],
    blurb:
      'A {variant} diesel engine pump set by {maker} for irrigation where there is no power supply.',
  },
  // ---------------------------------------------------------------- Compressors and pneumatics
  {
    key: 'air-compressor',
    title: 'Reciprocating Air Compressor',
    code: 'AC',
    art: 'compressor',
    categories: ['compressors-pneumatics'],
    hsn: '84148011',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['tungabhadra-compressors', 'satpura-pneumatics', 'arjun-power'],
    variants: [
      v('2 HP 50L', 250, 14999, [
        ['Motor', '2 HP single phase'],
        ['Tank', '50 L'],
        ['Air delivery', '7.5 CFM'],
      ]),
      v('3 HP 150L', 3150, 34999, [
        ['Motor', '3 HP'],
        ['Tank', '150 L'],
        ['Air delivery', '10 CFM'],
      ]),
      v('5 HP 220L Two Stage', 5220, 62999, [
        ['Motor', '5 HP three phase'],
        ['Tank', '220 L'],
        ['Air delivery', '17 CFM'],
      ]),
    ],
    common: [
      ['Max pressure', '12 bar'],
      ['Pump', 'Cast iron, oil lubricated'],
      ['Safety', 'Auto cut-off, safety valve'],
    ],
    blurb:
      'A {variant} air compressor from {maker} for spray painting, tyre inflation and air tools.',
  },
  {
    key: 'air-impact-wrench',
    title: 'Air Impact Wrench',
    code: 'IW',
    art: 'air-wrench',
    categories: ['compressors-pneumatics'],
    hsn: '84671190',
    gst: 18,
    unit: 'piece',
    warranty: '6 months',
    makers: ['satpura-pneumatics', 'arjun-power', 'deccan-power-tools'],
    variants: [
      v('1/2 inch 680Nm', 12, 4499, [
        ['Drive', '1/2 inch'],
        ['Max torque', '680 Nm'],
      ]),
      v('3/4 inch 1350Nm', 34, 9999, [
        ['Drive', '3/4 inch'],
        ['Max torque', '1350 Nm'],
      ]),
    ],
    common: [
      ['Mechanism', 'Twin hammer'],
      ['Air inlet', '1/4 inch NPT'],
      ['Air pressure', '6.2 bar'],
    ],
    blurb: 'A {variant} pneumatic impact wrench by {maker} for wheel nuts and heavy fasteners.',
  },
  {
    key: 'spray-gun',
    title: 'HVLP Spray Gun',
    code: 'PG',
    art: 'spray-gun',
    categories: ['compressors-pneumatics'],
    hsn: '84242000',
    gst: 18,
    unit: 'piece',
    warranty: '6 months',
    makers: ['satpura-pneumatics', 'tungabhadra-compressors'],
    variants: [
      v('1.4mm 600ml', 14, 1899, [
        ['Nozzle', '1.4 mm'],
        ['Cup', '600 ml gravity'],
      ]),
      v('1.7mm 1000ml', 17, 2299, [
        ['Nozzle', '1.7 mm'],
        ['Cup', '1000 ml suction'],
      ]),
    ],
    common: [
      ['Type', 'HVLP'],
      ['Air consumption', '4-6 CFM'],
    ],
    blurb:
      'A {variant} HVLP spray gun from {maker} for primers, enamels and PU paints with low overspray.',
  },
  {
    key: 'air-blow-gun',
    title: 'Air Blow Gun',
    code: 'BG',
    art: 'blow-gun',
    categories: ['compressors-pneumatics'],
    hsn: '84249000',
    gst: 18,
    unit: 'piece',
    warranty: '3 months',
    makers: ['satpura-pneumatics', 'tungabhadra-compressors'],
    variants: [
      v('Standard Nozzle', 1, 199, [['Nozzle', '100 mm']]),
      v('Long Nozzle Safety Tip', 2, 349, [['Nozzle', '250 mm, safety tip']]),
    ],
    common: [
      ['Inlet', '1/4 inch BSP'],
      ['Max pressure', '10 bar'],
    ],
    blurb: 'A {variant} air blow gun by {maker} to clean machines, moulds and workbenches.',
  },
  {
    key: 'air-hose',
    title: 'PU Air Hose with Couplers',
    code: 'AH',
    art: 'hose',
    categories: ['compressors-pneumatics'],
    hsn: '39173990',
    gst: 18,
    unit: 'piece',
    warranty: '6 months',
    makers: ['satpura-pneumatics', 'tungabhadra-compressors'],
    variants: [
      v('8mm x 10m', 810, 899, [
        ['Size', '8 x 5 mm'],
        ['Length', '10 m'],
      ]),
      v('10mm x 15m', 1015, 1499, [
        ['Size', '10 x 6.5 mm'],
        ['Length', '15 m'],
      ]),
    ],
    common: [
      ['Material', 'Polyurethane'],
      ['Working pressure', '10 bar'],
      ['Couplers', 'Quick couplers fitted'],
    ],
    blurb:
      'A {variant} PU air hose from {maker}, light and kink resistant, with quick couplers at both ends.',
  },
  // ---------------------------------------------------------------- Material handling
  {
    key: 'chain-pulley-block',
    title: 'Chain Pulley Block',
    code: 'CB',
    art: 'chain-block',
    categories: ['material-handling'],
    hsn: '84251920',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['shakti-lifting-gear', 'narmada-hydraulics', 'peenya-machine-works'],
    variants: [
      v('1 Ton 3m Lift', 1, 4999, [
        ['Capacity', '1 t'],
        ['Lift', '3 m'],
      ]),
      v('2 Ton 3m Lift', 2, 6999, [
        ['Capacity', '2 t'],
        ['Lift', '3 m'],
      ]),
      v('3 Ton 3m Lift', 3, 8999, [
        ['Capacity', '3 t'],
        ['Lift', '3 m'],
      ]),
      v('5 Ton 3m Lift', 5, 13999, [
        ['Capacity', '5 t'],
        ['Lift', '3 m'],
      ]),
    ],
    common: [
      ['Load chain', 'Grade 80 alloy'],
      ['Hooks', 'Forged with safety latch'],
      ['Standard', 'IS 3832'],
      ['Test', 'Tested at 1.5 x capacity'],
    ],
    blurb:
      'A {variant} manual chain pulley block from {maker} for lifting machines, motors and dies.',
  },
  {
    key: 'lever-hoist',
    title: 'Lever Hoist',
    code: 'LH',
    art: 'chain-block',
    categories: ['material-handling'],
    hsn: '84251920',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['shakti-lifting-gear', 'narmada-hydraulics'],
    variants: [
      v('0.75 Ton 1.5m', 75, 3499, [
        ['Capacity', '0.75 t'],
        ['Lift', '1.5 m'],
      ]),
      v('1.5 Ton 1.5m', 150, 4999, [
        ['Capacity', '1.5 t'],
        ['Lift', '1.5 m'],
      ]),
      v('3 Ton 1.5m', 300, 7499, [
        ['Capacity', '3 t'],
        ['Lift', '1.5 m'],
      ]),
    ],
    common: [
      ['Use', 'Lift, pull and tension'],
      ['Brake', 'Weston type'],
    ],
    blurb:
      'A {variant} ratchet lever hoist by {maker} for lifting, pulling and tensioning in any direction.',
  },
  {
    key: 'bottle-jack',
    title: 'Hydraulic Bottle Jack',
    code: 'BJ',
    art: 'bottle-jack',
    categories: ['material-handling'],
    hsn: '84254200',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['narmada-hydraulics', 'shakti-lifting-gear', 'peenya-machine-works'],
    variants: [
      v('5 Ton', 5, 1499, [
        ['Capacity', '5 t'],
        ['Lift range', '195-380 mm'],
      ]),
      v('10 Ton', 10, 2199, [
        ['Capacity', '10 t'],
        ['Lift range', '230-460 mm'],
      ]),
      v('20 Ton', 20, 3499, [
        ['Capacity', '20 t'],
        ['Lift range', '240-450 mm'],
      ]),
    ],
    common: [
      ['Body', 'Welded steel'],
      ['Safety', 'Overload valve'],
    ],
    blurb:
      'A {variant} hydraulic bottle jack from {maker} for vehicles, machinery and maintenance lifts.',
  },
  {
    key: 'pallet-truck',
    title: 'Hydraulic Hand Pallet Truck',
    code: 'PT',
    art: 'pallet-truck',
    categories: ['material-handling'],
    hsn: '84279000',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['narmada-hydraulics', 'shakti-lifting-gear'],
    variants: [
      v('2.5 Ton', 25, 18999, [
        ['Capacity', '2.5 t'],
        ['Forks', '1150 x 540 mm'],
      ]),
      v('3 Ton', 30, 22999, [
        ['Capacity', '3 t'],
        ['Forks', '1150 x 685 mm'],
      ]),
    ],
    common: [
      ['Wheels', 'PU steering and load rollers'],
      ['Lowered height', '85 mm'],
      ['Raised height', '200 mm'],
    ],
    blurb: 'A {variant} hand pallet truck by {maker} for warehouses, godowns and loading bays.',
  },
  {
    key: 'platform-trolley',
    title: 'Platform Trolley',
    code: 'TR',
    art: 'trolley',
    categories: ['material-handling', 'workshop-equipment'],
    hsn: '87168090',
    gst: 18,
    unit: 'piece',
    warranty: '6 months',
    makers: ['peenya-machine-works', 'shakti-lifting-gear'],
    variants: [
      v('150 kg Folding', 150, 2999, [
        ['Capacity', '150 kg'],
        ['Deck', '720 x 470 mm'],
      ]),
      v('300 kg', 300, 4999, [
        ['Capacity', '300 kg'],
        ['Deck', '900 x 600 mm'],
      ]),
    ],
    common: [
      ['Wheels', '125 mm rubber castors, 2 braked'],
      ['Deck', 'Steel with anti-slip mat'],
    ],
    blurb:
      'A {variant} platform trolley from {maker} to move cartons, tools and parts around the plant.',
  },
  // ---------------------------------------------------------------- Cutting tools and abrasives
  {
    key: 'hss-drill-bit-set',
    title: 'HSS Drill Bit Set',
    code: 'HS',
    art: 'drill-bits',
    categories: ['cutting-tools-abrasives'],
    hsn: '82075000',
    gst: 18,
    unit: 'set',
    warranty: 'None',
    makers: ['mysore-cutting-tools', 'indus-precision', 'deccan-power-tools'],
    variants: [
      v('13 pc 1.5-6.5mm', 13, 599, [
        ['Pieces', '13'],
        ['Sizes', '1.5-6.5 mm'],
      ]),
      v('19 pc 1-10mm', 19, 1099, [
        ['Pieces', '19'],
        ['Sizes', '1-10 mm'],
      ]),
      v('25 pc 1-13mm Cobalt', 25, 2999, [
        ['Pieces', '25'],
        ['Sizes', '1-13 mm'],
        ['Material', 'HSS-Co 5%'],
      ]),
    ],
    common: [
      ['Point', '118° split point'],
      ['Shank', 'Straight'],
      ['Case', 'Metal index case'],
    ],
    blurb:
      'A {variant} HSS twist drill set from {maker} for steel, cast iron, aluminium and plastics.',
  },
  {
    key: 'cutting-wheel',
    title: 'Metal Cutting Wheel',
    code: 'CW',
    art: 'disc',
    categories: ['cutting-tools-abrasives'],
    hsn: '68042210',
    gst: 18,
    unit: 'pack',
    warranty: 'None',
    makers: ['malabar-abrasives', 'mysore-cutting-tools'],
    variants: [
      v('100mm x 1mm Pack of 25', 100, 549, [
        ['Size', '100 x 1.0 x 16 mm'],
        ['Pack', '25 wheels'],
      ]),
      v('125mm x 1.2mm Pack of 25', 125, 749, [
        ['Size', '125 x 1.2 x 22.23 mm'],
        ['Pack', '25 wheels'],
      ]),
      v('355mm Chop Saw Pack of 5', 355, 999, [
        ['Size', '355 x 2.8 x 25.4 mm'],
        ['Pack', '5 wheels'],
      ]),
    ],
    common: [
      ['Abrasive', 'Aluminium oxide'],
      ['Bond', 'Resin, double reinforced'],
    ],
    blurb:
      'A {variant} of thin cutting wheels by {maker} for fast, burr-free cuts in steel and stainless steel.',
  },
  {
    key: 'grinding-wheel',
    title: 'Depressed Centre Grinding Wheel',
    code: 'GW',
    art: 'disc',
    categories: ['cutting-tools-abrasives'],
    hsn: '68042210',
    gst: 18,
    unit: 'pack',
    warranty: 'None',
    makers: ['malabar-abrasives', 'mysore-cutting-tools'],
    variants: [
      v('100mm x 6mm Pack of 10', 106, 599, [
        ['Size', '100 x 6 x 16 mm'],
        ['Pack', '10 wheels'],
      ]),
      v('180mm x 6mm Pack of 5', 186, 899, [
        ['Size', '180 x 6 x 22.23 mm'],
        ['Pack', '5 wheels'],
      ]),
    ],
    common: [
      ['Abrasive', 'Aluminium oxide A24'],
      ['Type', '27, depressed centre'],
    ],
    blurb: 'A {variant} of grinding wheels from {maker} for weld dressing and heavy stock removal.',
  },
  {
    key: 'flap-disc',
    title: 'Zirconia Flap Disc',
    code: 'FD',
    art: 'flap-disc',
    categories: ['cutting-tools-abrasives'],
    hsn: '68052090',
    gst: 18,
    unit: 'pack',
    warranty: 'None',
    makers: ['malabar-abrasives', 'mysore-cutting-tools'],
    variants: [
      v('100mm P60 Pack of 10', 60, 899, [
        ['Grit', 'P60'],
        ['Pack', '10 discs'],
      ]),
      v('100mm P80 Pack of 10', 80, 899, [
        ['Grit', 'P80'],
        ['Pack', '10 discs'],
      ]),
      v('125mm P40 Pack of 10', 40, 1199, [
        ['Grit', 'P40'],
        ['Pack', '10 discs'],
      ]),
    ],
    common: [
      ['Abrasive', 'Zirconia alumina'],
      ['Backing', 'Fibreglass'],
    ],
    blurb: 'A {variant} of zirconia flap discs by {maker} for grinding and finishing in one step.',
  },
  {
    key: 'hole-saw-kit',
    title: 'Bi-Metal Hole Saw Kit',
    code: 'HK',
    art: 'hole-saw',
    categories: ['cutting-tools-abrasives'],
    hsn: '82023900',
    gst: 18,
    unit: 'set',
    warranty: 'None',
    makers: ['mysore-cutting-tools', 'indus-precision'],
    variants: [
      v('9 pc 19-64mm', 9, 1899, [
        ['Pieces', '9'],
        ['Sizes', '19-64 mm'],
      ]),
      v('16 pc 19-127mm', 16, 3999, [
        ['Pieces', '16'],
        ['Sizes', '19-127 mm'],
      ]),
    ],
    common: [
      ['Teeth', 'M42 bi-metal, 4/6 TPI'],
      ['Included', 'Arbors and pilot drills'],
    ],
    blurb:
      'A {variant} bi-metal hole saw kit from {maker} for sheet metal, wood, plastics and panels.',
  },
  {
    key: 'tap-set',
    title: 'HSS Hand Tap Set',
    code: 'TS',
    art: 'taps',
    categories: ['cutting-tools-abrasives'],
    hsn: '82074090',
    gst: 18,
    unit: 'set',
    warranty: 'None',
    makers: ['mysore-cutting-tools', 'indus-precision'],
    variants: [
      v('M3-M12', 312, 1499, [['Sizes', 'M3, M4, M5, M6, M8, M10, M12']]),
      v('M6-M20', 620, 3299, [['Sizes', 'M6, M8, M10, M12, M16, M20']]),
    ],
    common: [
      ['Set', 'Taper, second and plug'],
      ['Material', 'HSS, ground thread'],
    ],
    blurb:
      'A {variant} HSS hand tap set by {maker}: taper, intermediate and plug taps for clean threads.',
  },
  {
    key: 'hacksaw-frame',
    title: 'Hacksaw Frame',
    code: 'HF',
    art: 'hacksaw',
    categories: ['cutting-tools-abrasives', 'hand-tools'],
    hsn: '82031000',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['sahyadri-hand-tools', 'ajanta-tools', 'mysore-cutting-tools'],
    variants: [
      v('300mm Adjustable', 300, 349, [['Blade length', '250-300 mm']]),
      v('300mm High Tension', 301, 699, [
        ['Blade length', '300 mm'],
        ['Tension', 'Up to 100 kg'],
      ]),
    ],
    common: [['Blade', 'One bi-metal blade included']],
    blurb:
      'A {variant} hacksaw frame from {maker} with a comfortable grip for straight cuts in metal and pipe.',
  },
  // ---------------------------------------------------------------- Cleaning
  {
    key: 'pressure-washer',
    title: 'High Pressure Washer',
    code: 'PW',
    art: 'pressure-washer',
    categories: ['cleaning-equipment'],
    hsn: '84243000',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['himalaya-cleantech', 'kaveri-pumps', 'deccan-power-tools'],
    variants: [
      v('1600W 130 bar', 130, 7999, [
        ['Power', '1600 W'],
        ['Max pressure', '130 bar'],
        ['Flow', '6.5 L/min'],
      ]),
      v('2200W 160 bar Induction', 160, 15999, [
        ['Power', '2200 W induction'],
        ['Max pressure', '160 bar'],
        ['Flow', '8 L/min'],
      ]),
      v('3 Phase 200 bar Commercial', 200, 59999, [
        ['Power', '5.5 kW'],
        ['Max pressure', '200 bar'],
        ['Flow', '15 L/min'],
      ]),
    ],
    common: [
      ['Hose', '8 m high-pressure hose'],
      ['Included', 'Spray gun, turbo nozzle, detergent bottle'],
    ],
    blurb: 'A {variant} pressure washer from {maker} for vehicles, floors, machines and facades.',
  },
  {
    key: 'wet-dry-vacuum',
    title: 'Wet and Dry Vacuum Cleaner',
    code: 'VC',
    art: 'vacuum',
    categories: ['cleaning-equipment'],
    hsn: '85081100',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['himalaya-cleantech', 'bharat-toolcraft'],
    variants: [
      v('20L 1200W', 20, 5499, [
        ['Tank', '20 L plastic'],
        ['Power', '1200 W'],
      ]),
      v('30L 1400W Stainless', 30, 8999, [
        ['Tank', '30 L stainless steel'],
        ['Power', '1400 W'],
      ]),
      v('60L 2400W Twin Motor', 60, 17999, [
        ['Tank', '60 L stainless steel'],
        ['Power', '2400 W twin motor'],
      ]),
    ],
    common: [
      ['Functions', 'Wet, dry, blow'],
      ['Filter', 'Washable cartridge'],
    ],
    blurb: 'A {variant} wet and dry vacuum cleaner by {maker} for workshops, offices and car care.',
  },
  // ---------------------------------------------------------------- Workshop equipment
  {
    key: 'bench-vice',
    title: 'Bench Vice',
    code: 'BV',
    art: 'vice',
    categories: ['workshop-equipment'],
    hsn: '82057000',
    gst: 18,
    unit: 'piece',
    warranty: '2 years',
    makers: ['peenya-machine-works', 'sahyadri-hand-tools', 'bharat-toolcraft'],
    variants: [
      v('100mm (4 inch)', 100, 1899, [
        ['Jaw width', '100 mm'],
        ['Jaw opening', '100 mm'],
      ]),
      v('150mm (6 inch)', 150, 3299, [
        ['Jaw width', '150 mm'],
        ['Jaw opening', '150 mm'],
      ]),
      v('200mm (8 inch) Swivel Base', 200, 5499, [
        ['Jaw width', '200 mm'],
        ['Jaw opening', '200 mm'],
        ['Base', 'Swivel, 360°'],
      ]),
    ],
    common: [
      ['Body', 'Cast iron, IS 2586'],
      ['Jaws', 'Serrated, replaceable'],
    ],
    blurb: "A {variant} engineer's bench vice from {maker} with a smooth square-thread screw.",
  },
  {
    key: 'bench-grinder',
    title: 'Bench Grinder',
    code: 'BG',
    art: 'bench-grinder',
    categories: ['workshop-equipment'],
    hsn: '84602990',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['peenya-machine-works', 'bharat-toolcraft', 'arjun-power'],
    variants: [
      v('150mm 250W', 150, 3499, [
        ['Wheel size', '150 mm'],
        ['Power', '250 W'],
      ]),
      v('200mm 370W', 200, 5299, [
        ['Wheel size', '200 mm'],
        ['Power', '370 W'],
      ]),
    ],
    common: [
      ['Speed', '2850 rpm'],
      ['Wheels', 'Coarse and fine'],
      ['Guards', 'Eye shields and tool rests'],
    ],
    blurb:
      'A {variant} double-ended bench grinder by {maker} for sharpening tools and deburring parts.',
  },
  {
    key: 'pillar-drill',
    title: 'Pillar Drill Machine',
    code: 'PD',
    art: 'drill-press',
    categories: ['workshop-equipment', 'power-tools'],
    hsn: '84592910',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['peenya-machine-works', 'bharat-toolcraft'],
    variants: [
      v('13mm Bench', 13, 11999, [
        ['Drilling capacity', '13 mm'],
        ['Motor', '0.5 HP'],
      ]),
      v('20mm Floor', 20, 29999, [
        ['Drilling capacity', '20 mm'],
        ['Motor', '1 HP'],
      ]),
      v('32mm Geared', 32, 64999, [
        ['Drilling capacity', '32 mm'],
        ['Motor', '2 HP'],
      ]),
    ],
    common: [
      ['Speeds', '12'],
      ['Table', 'Tilting cast iron'],
    ],
    blurb: 'A {variant} pillar drill from {maker} for accurate repeat drilling in the workshop.',
  },
  {
    key: 'tool-trolley',
    title: 'Tool Trolley Cabinet',
    code: 'TT',
    art: 'tool-trolley',
    categories: ['workshop-equipment'],
    hsn: '94032090',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['peenya-machine-works', 'bharat-toolcraft', 'ajanta-tools'],
    variants: [
      v('5 Drawer', 5, 12999, [
        ['Drawers', '5'],
        ['Load per drawer', '25 kg'],
      ]),
      v('7 Drawer with 220 Tools', 7, 34999, [
        ['Drawers', '7'],
        ['Tools', '220 piece kit'],
      ]),
    ],
    common: [
      ['Slides', 'Ball-bearing'],
      ['Lock', 'Central lock'],
      ['Castors', '2 fixed, 2 swivel with brake'],
    ],
    blurb:
      "A {variant} roller tool cabinet by {maker} to keep a workshop's tools in order and on the move.",
  },
  // ---------------------------------------------------------------- Electrical and testing
  {
    key: 'digital-multimeter',
    title: 'Digital Multimeter',
    code: 'DM',
    art: 'multimeter',
    categories: ['electrical-testing', 'measuring-instruments'],
    hsn: '90303100',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['konark-metrology', 'jyoti-electricals', 'godavari-electricals', 'chola-industrial'],
    variants: [
      v('4000 Count', 4000, 899, [
        ['Display', '4000 counts'],
        ['DC voltage', '600 V'],
      ]),
      v('6000 Count True RMS', 6000, 2199, [
        ['Display', '6000 counts'],
        ['Measurement', 'True RMS'],
        ['DC voltage', '1000 V'],
      ]),
      v('20000 Count Industrial CAT IV', 20000, 5999, [
        ['Display', '20000 counts'],
        ['Safety', 'CAT III 1000 V / CAT IV 600 V'],
      ]),
    ],
    common: [
      ['Functions', 'V, A, Ω, continuity, diode, capacitance'],
      ['Included', 'Test leads, holster'],
    ],
    blurb:
      'A {variant} digital multimeter from {maker} for electricians and maintenance engineers.',
  },
  {
    key: 'clamp-meter',
    title: 'Digital Clamp Meter',
    code: 'CM',
    art: 'clamp-meter',
    categories: ['electrical-testing'],
    hsn: '90303390',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['konark-metrology', 'jyoti-electricals', 'godavari-electricals'],
    variants: [
      v('400A AC', 400, 1499, [['Current', '400 A AC']]),
      v('1000A AC/DC True RMS', 1000, 4499, [
        ['Current', '1000 A AC/DC'],
        ['Measurement', 'True RMS'],
      ]),
    ],
    common: [
      ['Jaw opening', '30 mm'],
      ['Functions', 'A, V, Ω, continuity'],
    ],
    blurb: 'A {variant} clamp meter by {maker} to measure current without breaking the circuit.',
  },
  {
    key: 'insulation-tester',
    title: 'Digital Insulation Tester',
    code: 'IT',
    art: 'tester',
    categories: ['electrical-testing'],
    hsn: '90303990',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['konark-metrology', 'jyoti-electricals'],
    variants: [
      v('1kV', 1, 7999, [['Test voltage', '250 / 500 / 1000 V']]),
      v('5kV', 5, 39999, [['Test voltage', '500 V to 5 kV']]),
    ],
    common: [
      ['Range', 'Up to 200 GΩ'],
      ['Display', 'Backlit LCD with bar graph'],
    ],
    blurb:
      'A {variant} insulation resistance tester from {maker} for motors, cables and switchgear.',
  },
  {
    key: 'extension-reel',
    title: 'Industrial Extension Reel',
    code: 'ER',
    art: 'cable-reel',
    categories: ['electrical-testing'],
    hsn: '85444999',
    gst: 18,
    unit: 'piece',
    warranty: '1 year',
    makers: ['godavari-electricals', 'jyoti-electricals'],
    variants: [
      v('15m 4 Socket', 15, 1799, [
        ['Cable', '15 m, 1.5 sq mm'],
        ['Sockets', '4 x 6/16 A'],
      ]),
      v('25m 4 Socket with MCB', 25, 2999, [
        ['Cable', '25 m, 2.5 sq mm'],
        ['Sockets', '4 x 6/16 A'],
        ['Protection', 'MCB'],
      ]),
    ],
    common: [
      ['Drum', 'Heavy duty plastic'],
      ['Cable', 'Copper, flexible'],
    ],
    blurb: 'A {variant} extension reel by {maker} for power tools on site and in the plant.',
  },
  {
    key: 'led-flood-light',
    title: 'LED Work Flood Light',
    code: 'FL',
    art: 'flood-light',
    categories: ['electrical-testing'],
    hsn: '94054900',
    gst: 18,
    unit: 'piece',
    warranty: '2 years',
    makers: ['godavari-electricals', 'jyoti-electricals', 'chola-industrial'],
    variants: [
      v('50W', 50, 999, [
        ['Power', '50 W'],
        ['Output', '5000 lm'],
      ]),
      v('100W', 100, 1799, [
        ['Power', '100 W'],
        ['Output', '10000 lm'],
      ]),
      v('200W', 200, 3499, [
        ['Power', '200 W'],
        ['Output', '20000 lm'],
      ]),
    ],
    common: [
      ['Protection', 'IP66'],
      ['Colour temperature', '6500 K'],
      ['Body', 'Die-cast aluminium'],
    ],
    blurb: 'A {variant} LED flood light from {maker} for yards, sheds and night work.',
  },
  ...FASTENER_AND_BLADE_KINDS,
];
