/**
 * Fasteners and loose saw blades in the demo catalogue (docs/decisions/190): what industrial
 * stores sell by the box or the packet. Boxed fasteners are priced per box of 50 or 100 with
 * price breaks on boxes; anchors and blades per piece, sold in packets of 5, 10 or 25
 * (quantity-terms-fasteners.ts). Appended after the other categories, makers and kinds of
 * catalogue-data.ts, so every earlier product keeps its part number, price and stock.
 */
import type { CategoryDef, KindDef, MakerDef, Variant } from './catalogue-types';

const v = (label: string, num: number, price: number, specs: [string, string][] = []): Variant => ({
  label,
  num,
  price,
  specs,
});

export const FASTENER_CATEGORIES: CategoryDef[] = [
  {
    slug: 'fasteners',
    name: 'Fasteners',
    description:
      'High-tensile hex bolts, sleeve anchors, self-drilling screws and washers by the box.',
    art: 'hex-bolt',
  },
];

export const FASTENER_MAKERS: MakerDef[] = [
  {
    slug: 'tapti-fasteners',
    name: 'Tapti Fasteners',
    short: 'Tapti',
    code: 'TF',
    sep: '-',
    primary: '#1e3a8a',
    secondary: '#facc15',
    city: 'Rajkot',
    founded: 1979,
    description:
      'Bolts, anchors, screws and washers in boxes for fabricators, builders and plants.',
  },
];

const BOXED = 'box';

export const FASTENER_AND_BLADE_KINDS: KindDef[] = [
  // ---------------------------------------------------------------- Fasteners
  {
    key: 'hex-bolt',
    title: 'Hex Bolt',
    code: 'HB',
    art: 'hex-bolt',
    categories: ['fasteners'],
    hsn: '73181500',
    gst: 18,
    unit: BOXED,
    warranty: 'Not applicable',
    makers: ['tapti-fasteners', 'bharat-toolcraft'],
    variants: [
      v('M8x40mm (50 pc)', 840, 349, [
        ['Size', 'M8 x 40 mm'],
        ['Pieces per box', '50'],
      ]),
      v('M10x50mm (50 pc)', 1050, 599, [
        ['Size', 'M10 x 50 mm'],
        ['Pieces per box', '50'],
      ]),
      v('M12x75mm (50 pc)', 1275, 1199, [
        ['Size', 'M12 x 75 mm'],
        ['Pieces per box', '50'],
      ]),
    ],
    common: [
      ['Grade', '8.8 high tensile'],
      ['Finish', 'Zinc plated'],
      ['Standard', 'IS 1364'],
      ['Nuts', 'Not included'],
    ],
    blurb:
      'A box of {variant} high-tensile hex bolts by {maker}, half threaded, for steel structures and machine frames.',
  },
  {
    key: 'anchor-bolt',
    title: 'Sleeve Anchor Bolt',
    code: 'AB',
    art: 'anchor-bolt',
    categories: ['fasteners'],
    hsn: '73181500',
    gst: 18,
    unit: 'piece',
    warranty: 'Not applicable',
    makers: ['tapti-fasteners', 'bharat-toolcraft'],
    variants: [
      v('M12x100mm', 12100, 59, [
        ['Size', 'M12 x 100 mm'],
        ['Drill hole', '16 mm'],
      ]),
      v('M16x125mm', 16125, 99, [
        ['Size', 'M16 x 125 mm'],
        ['Drill hole', '20 mm'],
      ]),
      v('M20x160mm', 20160, 179, [
        ['Size', 'M20 x 160 mm'],
        ['Drill hole', '25 mm'],
      ]),
    ],
    common: [
      ['Type', 'Sleeve anchor with hex nut and washer'],
      ['Base', 'Concrete and solid brick'],
      ['Finish', 'Zinc plated'],
      ['Packet', '25 pieces'],
    ],
    stockPer: 25,
    blurb:
      'Sleeve anchor bolt {variant} by {maker} to fix machines, racks and brackets to concrete; sold in packets of 25.',
  },
  {
    key: 'self-drilling-screw',
    title: 'Self Drilling Screw',
    code: 'SD',
    art: 'self-drilling-screw',
    categories: ['fasteners'],
    hsn: '73181400',
    gst: 18,
    unit: BOXED,
    warranty: 'Not applicable',
    makers: ['tapti-fasteners', 'bharat-toolcraft'],
    variants: [
      v('4.2x16mm Pan Head (100 pc)', 42, 199, [
        ['Size', '4.2 x 16 mm'],
        ['Head', 'Pan, Phillips'],
        ['Pieces per box', '100'],
      ]),
      v('4.8x25mm Hex Head (100 pc)', 48, 349, [
        ['Size', '4.8 x 25 mm'],
        ['Head', 'Hex washer with EPDM seal'],
        ['Pieces per box', '100'],
      ]),
      v('5.5x50mm Hex Head (100 pc)', 55, 549, [
        ['Size', '5.5 x 50 mm'],
        ['Head', 'Hex washer with EPDM seal'],
        ['Pieces per box', '100'],
      ]),
    ],
    common: [
      ['Point', 'Drill point, steel up to 5 mm'],
      ['Finish', 'Zinc plated, case hardened'],
    ],
    blurb:
      'A box of {variant} self-drilling screws by {maker} for roofing sheets, purlins and steel framing.',
  },
  {
    key: 'washer',
    title: 'Washer',
    code: 'WS',
    art: 'washers',
    categories: ['fasteners'],
    hsn: '73182200',
    gst: 18,
    unit: BOXED,
    warranty: 'Not applicable',
    makers: ['tapti-fasteners', 'bharat-toolcraft'],
    variants: [
      v('M8 Plain (100 pc)', 8, 99, [
        ['Size', 'M8 (8.4 mm bore)'],
        ['Type', 'Plain, IS 2016'],
        ['Pieces per box', '100'],
      ]),
      v('M10 Spring (100 pc)', 10, 149, [
        ['Size', 'M10 (10.2 mm bore)'],
        ['Type', 'Spring lock, IS 3063'],
        ['Pieces per box', '100'],
      ]),
      v('M12 Plain (100 pc)', 12, 179, [
        ['Size', 'M12 (13 mm bore)'],
        ['Type', 'Plain, IS 2016'],
        ['Pieces per box', '100'],
      ]),
    ],
    common: [
      ['Material', 'Carbon steel'],
      ['Finish', 'Zinc plated'],
    ],
    blurb: 'A box of {variant} washers by {maker} to spread the load under bolts and nuts.',
  },
  // ---------------------------------------------------------------- Loose saw blades
  {
    key: 'hacksaw-blade',
    title: 'Hacksaw Blade',
    code: 'HX',
    art: 'hacksaw-blade',
    categories: ['cutting-tools-abrasives'],
    hsn: '82029910',
    gst: 18,
    unit: 'piece',
    warranty: 'Not applicable',
    makers: ['sahyadri-hand-tools', 'ajanta-tools', 'mysore-cutting-tools'],
    variants: [
      v('18 TPI HSS 300mm', 18, 49, [
        ['Teeth', '18 per inch'],
        ['Material', 'HSS, all hard'],
      ]),
      v('24 TPI Bi-Metal 300mm', 24, 89, [
        ['Teeth', '24 per inch'],
        ['Material', 'Bi-metal, flexible back'],
      ]),
    ],
    common: [
      ['Length', '300 mm (12 inch)'],
      ['Width', '12.5 mm'],
      ['Packet', '10 blades'],
    ],
    stockPer: 10,
    blurb:
      'A {variant} hacksaw blade by {maker} for steel, pipe and conduit; sold in packets of 10.',
  },
  {
    key: 'jigsaw-blade',
    title: 'Jigsaw Blade',
    code: 'JB',
    art: 'jigsaw-blade',
    categories: ['cutting-tools-abrasives'],
    hsn: '82029990',
    gst: 18,
    unit: 'piece',
    warranty: 'Not applicable',
    makers: ['deccan-power-tools', 'mysore-cutting-tools'],
    variants: [
      v('T101B Clean Wood', 101, 59, [
        ['For', 'Wood and laminate, clean cut'],
        ['Length', '100 mm'],
      ]),
      v('T118A Metal', 118, 69, [
        ['For', 'Sheet steel 1-3 mm'],
        ['Length', '92 mm'],
      ]),
      v('T144D Fast Wood', 144, 79, [
        ['For', 'Wood, fast cut'],
        ['Length', '100 mm'],
      ]),
    ],
    common: [
      ['Shank', 'T-shank'],
      ['Packet', '5 blades'],
    ],
    stockPer: 5,
    blurb: 'A {variant} jigsaw blade by {maker} with a T-shank; sold in packets of 5.',
  },
  {
    key: 'reciprocating-blade',
    title: 'Reciprocating Saw Blade',
    code: 'RB',
    art: 'reciprocating-blade',
    categories: ['cutting-tools-abrasives'],
    hsn: '82029990',
    gst: 18,
    unit: 'piece',
    warranty: 'Not applicable',
    makers: ['deccan-power-tools', 'arjun-power'],
    variants: [
      v('150mm Metal', 150, 149, [
        ['For', 'Metal, pipe and profiles'],
        ['Teeth', '14 per inch'],
      ]),
      v('225mm Wood with Nails', 225, 199, [
        ['For', 'Wood with nails, pallets'],
        ['Teeth', '6 per inch'],
      ]),
      v('300mm Demolition', 300, 299, [
        ['For', 'Demolition, thick wood and metal'],
        ['Teeth', '8 per inch'],
      ]),
    ],
    common: [
      ['Shank', 'Universal 1/2 inch'],
      ['Material', 'Bi-metal'],
      ['Packet', '5 blades'],
    ],
    stockPer: 5,
    blurb:
      'A {variant} bi-metal reciprocating saw blade by {maker} with a universal shank; sold in packets of 5.',
  },
  {
    key: 'circular-saw-blade',
    title: 'TCT Circular Saw Blade',
    code: 'CB',
    art: 'circular-saw-blade',
    categories: ['cutting-tools-abrasives'],
    hsn: '82023900',
    gst: 18,
    unit: 'piece',
    warranty: 'Not applicable',
    makers: ['mysore-cutting-tools', 'deccan-power-tools'],
    variants: [
      v('185mm 24T Rip', 185, 549, [
        ['Diameter', '185 mm'],
        ['Teeth', '24, carbide tipped'],
        ['Bore', '20 mm'],
      ]),
      v('254mm 60T Fine', 254, 1299, [
        ['Diameter', '254 mm'],
        ['Teeth', '60, carbide tipped'],
        ['Bore', '30 mm'],
      ]),
      v('305mm 80T Aluminium', 305, 2499, [
        ['Diameter', '305 mm'],
        ['Teeth', '80, carbide tipped, negative hook'],
        ['Bore', '30 mm'],
      ]),
    ],
    common: [['Body', 'Hardened steel, laser-cut expansion slots']],
    blurb: 'A {variant} TCT circular saw blade by {maker} for wood, boards and non-ferrous metal.',
  },
];
