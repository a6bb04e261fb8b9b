/**
 * Packs, minimums and price slabs of the demo's fasteners and loose saw blades
 * (catalogue-fasteners.ts, docs/decisions/190), in the shape of quantity-terms.ts: boxed
 * fasteners with price breaks on boxes, anchors in packets of 25, hacksaw blades of 10,
 * jigsaw and reciprocating blades of 5. Slab prices 5-15% below the product's price.
 */
/** Pack size, minimum order and price slabs [minimum quantity, rupees] of one demo product. */
export type DemoQuantityTerms = [packSize: number, minOrderQty: number, slabs: [number, number][]];

export const FASTENER_AND_BLADE_TERMS: Record<string, DemoQuantityTerms> = {
  'TFHB-840': [
    1,
    1,
    [
      [5, 281],
      [10, 263],
    ],
  ], // Tapti Hex Bolt M8x40mm (50 pc), ₹299
  'TFHB-1050': [
    1,
    1,
    [
      [5, 516],
      [10, 483],
    ],
  ], // Tapti Hex Bolt M10x50mm (50 pc), ₹549
  'TFHB-1275': [
    1,
    1,
    [
      [5, 986],
      [10, 923],
    ],
  ], // Tapti Hex Bolt M12x75mm (50 pc), ₹1049
  'BTHB-840': [
    1,
    1,
    [
      [5, 328],
      [10, 307],
    ],
  ], // Bharat Hex Bolt M8x40mm (50 pc), ₹349
  'BTHB-1050': [
    1,
    1,
    [
      [5, 563],
      [10, 527],
    ],
  ], // Bharat Hex Bolt M10x50mm (50 pc), ₹599
  'BTHB-1275': [
    1,
    1,
    [
      [5, 1174],
      [10, 1099],
    ],
  ], // Bharat Hex Bolt M12x75mm (50 pc), ₹1249
  'TFAB-12100': [
    25,
    25,
    [
      [100, 45],
      [250, 42],
    ],
  ], // Tapti Sleeve Anchor Bolt M12x100mm, ₹49
  'TFAB-16125': [
    25,
    25,
    [
      [100, 82],
      [250, 76],
    ],
  ], // Tapti Sleeve Anchor Bolt M16x125mm, ₹89
  'TFAB-20160': [
    25,
    25,
    [
      [100, 147],
      [250, 136],
    ],
  ], // Tapti Sleeve Anchor Bolt M20x160mm, ₹159
  'BTAB-12100': [
    25,
    25,
    [
      [100, 54],
      [250, 50],
    ],
  ], // Bharat Sleeve Anchor Bolt M12x100mm, ₹59
  'BTAB-16125': [
    25,
    25,
    [
      [100, 92],
      [250, 85],
    ],
  ], // Bharat Sleeve Anchor Bolt M16x125mm, ₹99
  'BTAB-20160': [
    25,
    25,
    [
      [100, 175],
      [250, 162],
    ],
  ], // Bharat Sleeve Anchor Bolt M20x160mm, ₹189
  'TFSD-428': [
    1,
    1,
    [
      [10, 166],
      [25, 155],
    ],
  ], // Tapti Self Drilling Screw 4.2x16mm Pan Head (100 pc), ₹179
  'TFSD-488': [
    1,
    1,
    [
      [10, 278],
      [25, 260],
    ],
  ], // Tapti Self Drilling Screw 4.8x25mm Hex Head (100 pc), ₹299
  'TFSD-558': [
    1,
    1,
    [
      [10, 464],
      [25, 434],
    ],
  ], // Tapti Self Drilling Screw 5.5x50mm Hex Head (100 pc), ₹499
  'BTSD-423': [
    1,
    1,
    [
      [10, 185],
      [25, 173],
    ],
  ], // Bharat Self Drilling Screw 4.2x16mm Pan Head (100 pc), ₹199
  'BTSD-483': [
    1,
    1,
    [
      [10, 324],
      [25, 303],
    ],
  ], // Bharat Self Drilling Screw 4.8x25mm Hex Head (100 pc), ₹349
  'BTSD-553': [
    1,
    1,
    [
      [10, 510],
      [25, 477],
    ],
  ], // Bharat Self Drilling Screw 5.5x50mm Hex Head (100 pc), ₹549
  'TFWS-88': [
    1,
    1,
    [
      [10, 81],
      [25, 75],
    ],
  ], // Tapti Washer M8 Plain (100 pc), ₹89
  'TFWS-108': [
    1,
    1,
    [
      [10, 118],
      [25, 109],
    ],
  ], // Tapti Washer M10 Spring (100 pc), ₹129
  'TFWS-128': [
    1,
    1,
    [
      [10, 146],
      [25, 135],
    ],
  ], // Tapti Washer M12 Plain (100 pc), ₹159
  'BTWS-83': [
    1,
    1,
    [
      [10, 91],
      [25, 84],
    ],
  ], // Bharat Washer M8 Plain (100 pc), ₹99
  'BTWS-103': [
    1,
    1,
    [
      [10, 137],
      [25, 126],
    ],
  ], // Bharat Washer M10 Spring (100 pc), ₹149
  'BTWS-123': [
    1,
    1,
    [
      [10, 173],
      [25, 160],
    ],
  ], // Bharat Washer M12 Plain (100 pc), ₹189
  'SHHX-185': [
    10,
    10,
    [
      [50, 45],
      [100, 42],
    ],
  ], // Sahyadri Hacksaw Blade 18 TPI HSS 300mm, ₹49
  'SHHX-245': [
    10,
    10,
    [
      [50, 73],
      [100, 68],
    ],
  ], // Sahyadri Hacksaw Blade 24 TPI Bi-Metal 300mm, ₹79
  'ATHX 186': [
    10,
    10,
    [
      [50, 45],
      [100, 42],
    ],
  ], // Ajanta Hacksaw Blade 18 TPI HSS 300mm, ₹49
  'ATHX 246': [
    10,
    10,
    [
      [50, 82],
      [100, 77],
    ],
  ], // Ajanta Hacksaw Blade 24 TPI Bi-Metal 300mm, ₹89
  MCHX185: [
    10,
    10,
    [
      [50, 45],
      [100, 42],
    ],
  ], // Mysore Hacksaw Blade 18 TPI HSS 300mm, ₹49
  MCHX245: [
    10,
    10,
    [
      [50, 82],
      [100, 77],
    ],
  ], // Mysore Hacksaw Blade 24 TPI Bi-Metal 300mm, ₹89
  'DJB-101': [
    5,
    5,
    [
      [25, 45],
      [50, 43],
    ],
  ], // Deccan Jigsaw Blade T101B Clean Wood, ₹49
  'DJB-118': [
    5,
    5,
    [
      [25, 54],
      [50, 51],
    ],
  ], // Deccan Jigsaw Blade T118A Metal, ₹59
  'DJB-144': [
    5,
    5,
    [
      [25, 64],
      [50, 60],
    ],
  ], // Deccan Jigsaw Blade T144D Fast Wood, ₹69
  MCJB101: [
    5,
    5,
    [
      [25, 54],
      [50, 51],
    ],
  ], // Mysore Jigsaw Blade T101B Clean Wood, ₹59
  MCJB118: [
    5,
    5,
    [
      [25, 64],
      [50, 60],
    ],
  ], // Mysore Jigsaw Blade T118A Metal, ₹69
  MCJB144: [
    5,
    5,
    [
      [25, 73],
      [50, 69],
    ],
  ], // Mysore Jigsaw Blade T144D Fast Wood, ₹79
  'DRB-150': [
    5,
    5,
    [
      [25, 121],
      [50, 114],
    ],
  ], // Deccan Reciprocating Saw Blade 150mm Metal, ₹129
  'DRB-225': [
    5,
    5,
    [
      [25, 168],
      [50, 159],
    ],
  ], // Deccan Reciprocating Saw Blade 225mm Wood with Nails, ₹179
  'DRB-300': [
    5,
    5,
    [
      [25, 234],
      [50, 221],
    ],
  ], // Deccan Reciprocating Saw Blade 300mm Demolition, ₹249
  'APRB 150': [
    5,
    5,
    [
      [25, 140],
      [50, 132],
    ],
  ], // Arjun Reciprocating Saw Blade 150mm Metal, ₹149
  'APRB 225': [
    5,
    5,
    [
      [25, 187],
      [50, 177],
    ],
  ], // Arjun Reciprocating Saw Blade 225mm Wood with Nails, ₹199
  'APRB 300': [
    5,
    5,
    [
      [25, 281],
      [50, 266],
    ],
  ], // Arjun Reciprocating Saw Blade 300mm Demolition, ₹299
  MCCB185: [
    1,
    1,
    [
      [5, 521],
      [10, 494],
    ],
  ], // Mysore TCT Circular Saw Blade 185mm 24T Rip, ₹549
  MCCB254: [
    1,
    1,
    [
      [5, 1234],
      [10, 1169],
    ],
  ], // Mysore TCT Circular Saw Blade 254mm 60T Fine, ₹1299
  MCCB305: [
    1,
    1,
    [
      [5, 2374],
      [10, 2249],
    ],
  ], // Mysore TCT Circular Saw Blade 305mm 80T Aluminium, ₹2499
  'DCB-185': [
    1,
    1,
    [
      [5, 474],
      [10, 449],
    ],
  ], // Deccan TCT Circular Saw Blade 185mm 24T Rip, ₹499
  'DCB-254': [
    1,
    1,
    [
      [5, 1091],
      [10, 1034],
    ],
  ], // Deccan TCT Circular Saw Blade 254mm 60T Fine, ₹1149
  'DCB-305': [
    1,
    1,
    [
      [5, 2089],
      [10, 1979],
    ],
  ], // Deccan TCT Circular Saw Blade 305mm 80T Aluminium, ₹2199
};
