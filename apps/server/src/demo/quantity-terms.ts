/**
 * Buying in quantity in the demo catalogue (decisions.md › Buying in quantity, docs/decisions/190):
 * the consumables that industrial stores sell by the box or with price breaks (discs, wheels,
 * electrodes, bits, blades' frames, gloves, eye, ear and head protection; fasteners and loose
 * blades in quantity-terms-fasteners.ts). Data only: SKU →
 * [pack size, minimum order, [[slab quantity, slab price in rupees], ...]]. The seed applies it;
 * every other product is sold one at a time at one price.
 */

import { FASTENER_AND_BLADE_TERMS } from './quantity-terms-fasteners';

export type { DemoQuantityTerms } from './quantity-terms-fasteners';
import type { DemoQuantityTerms } from './quantity-terms-fasteners';

export const DEMO_QUANTITY_TERMS: Record<string, DemoQuantityTerms> = {
  'ATAK 96': [
    1,
    1,
    [
      [10, 375],
      [25, 359],
    ],
  ], // Ajanta Allen Key Set 9 pc Ball End 1.5-10mm, ₹399
  'ATAK 196': [
    1,
    1,
    [
      [10, 422],
      [25, 404],
    ],
  ], // Ajanta Allen Key Set 9 pc Long Arm Torx, ₹449
  IPAK98: [
    1,
    1,
    [
      [10, 375],
      [25, 359],
    ],
  ], // Indus Allen Key Set 9 pc Ball End 1.5-10mm, ₹399
  IPAK198: [
    1,
    1,
    [
      [10, 422],
      [25, 404],
    ],
  ], // Indus Allen Key Set 9 pc Long Arm Torx, ₹449
  'VWWE-259': [
    1,
    1,
    [
      [10, 569],
      [50, 545],
    ],
  ], // Vindhya Welding Electrodes E6013 2.5mm 2kg, ₹599
  'VWWE-319': [
    1,
    1,
    [
      [10, 1281],
      [50, 1227],
    ],
  ], // Vindhya Welding Electrodes E6013 3.15mm 5kg, ₹1349
  'VWWE-409': [
    1,
    1,
    [
      [10, 1234],
      [50, 1182],
    ],
  ], // Vindhya Welding Electrodes E6013 4.0mm 5kg, ₹1299
  'CWWE 251': [
    1,
    1,
    [
      [10, 521],
      [50, 499],
    ],
  ], // Coromandel Welding Electrodes E6013 2.5mm 2kg, ₹549
  'CWWE 311': [
    1,
    1,
    [
      [10, 1091],
      [50, 1045],
    ],
  ], // Coromandel Welding Electrodes E6013 3.15mm 5kg, ₹1149
  'CWWE 401': [
    1,
    1,
    [
      [10, 1044],
      [50, 1000],
    ],
  ], // Coromandel Welding Electrodes E6013 4.0mm 5kg, ₹1099
  'NSHL-12': [
    1,
    1,
    [
      [10, 132],
      [50, 125],
    ],
  ], // Nilgiri Safety Helmet Nape Type, ₹139
  'NSHL-22': [
    1,
    1,
    [
      [10, 284],
      [50, 269],
    ],
  ], // Nilgiri Safety Helmet Ratchet Type, ₹299
  'NSHL-32': [
    1,
    1,
    [
      [10, 474],
      [50, 449],
    ],
  ], // Nilgiri Safety Helmet Ventilated Ratchet with Chin Strap, ₹499
  'RKHL-14': [
    1,
    1,
    [
      [10, 141],
      [50, 134],
    ],
  ], // Raksha Safety Helmet Nape Type, ₹149
  'RKHL-24': [
    1,
    1,
    [
      [10, 284],
      [50, 269],
    ],
  ], // Raksha Safety Helmet Ratchet Type, ₹299
  'RKHL-34': [
    1,
    1,
    [
      [10, 521],
      [50, 494],
    ],
  ], // Raksha Safety Helmet Ventilated Ratchet with Chin Strap, ₹549
  GSHL13: [
    1,
    1,
    [
      [10, 122],
      [50, 116],
    ],
  ], // Garuda Safety Helmet Nape Type, ₹129
  GSHL23: [
    1,
    1,
    [
      [10, 236],
      [50, 224],
    ],
  ], // Garuda Safety Helmet Ratchet Type, ₹249
  GSHL33: [
    1,
    1,
    [
      [10, 474],
      [50, 449],
    ],
  ], // Garuda Safety Helmet Ventilated Ratchet with Chin Strap, ₹499
  'NSCG-32': [
    1,
    6,
    [
      [24, 177],
      [60, 166],
    ],
  ], // Nilgiri Cut Resistant Gloves Level 3, ₹189
  'NSCG-52': [
    1,
    6,
    [
      [24, 328],
      [60, 307],
    ],
  ], // Nilgiri Cut Resistant Gloves Level 5 PU Coated, ₹349
  GSCG33: [
    1,
    6,
    [
      [24, 168],
      [60, 157],
    ],
  ], // Garuda Cut Resistant Gloves Level 3, ₹179
  GSCG53: [
    1,
    6,
    [
      [24, 281],
      [60, 263],
    ],
  ], // Garuda Cut Resistant Gloves Level 5 PU Coated, ₹299
  'RKCG-34': [
    1,
    6,
    [
      [24, 187],
      [60, 175],
    ],
  ], // Raksha Cut Resistant Gloves Level 3, ₹199
  'RKCG-54': [
    1,
    6,
    [
      [24, 328],
      [60, 307],
    ],
  ], // Raksha Cut Resistant Gloves Level 5 PU Coated, ₹349
  GSLG143: [
    1,
    1,
    [
      [10, 189],
      [50, 179],
    ],
  ], // Garuda Leather Welding Gloves 14 inch, ₹199
  GSLG163: [
    1,
    1,
    [
      [10, 331],
      [50, 314],
    ],
  ], // Garuda Leather Welding Gloves 16 inch Lined, ₹349
  'NSLG-142': [
    1,
    1,
    [
      [10, 236],
      [50, 224],
    ],
  ], // Nilgiri Leather Welding Gloves 14 inch, ₹249
  'NSLG-162': [
    1,
    1,
    [
      [10, 379],
      [50, 359],
    ],
  ], // Nilgiri Leather Welding Gloves 16 inch Lined, ₹399
  'RKNG-154': [
    12,
    12,
    [
      [60, 121],
      [120, 113],
    ],
  ], // Raksha Nitrile Chemical Gloves 15 mil 33cm, ₹129
  'RKNG-224': [
    12,
    12,
    [
      [60, 187],
      [120, 175],
    ],
  ], // Raksha Nitrile Chemical Gloves 22 mil 45cm, ₹199
  'NSNG-152': [
    12,
    12,
    [
      [60, 111],
      [120, 104],
    ],
  ], // Nilgiri Nitrile Chemical Gloves 15 mil 33cm, ₹119
  'NSNG-222': [
    12,
    12,
    [
      [60, 187],
      [120, 175],
    ],
  ], // Nilgiri Nitrile Chemical Gloves 22 mil 45cm, ₹199
  'NSSG-12': [
    10,
    10,
    [
      [50, 155],
      [100, 145],
    ],
  ], // Nilgiri Safety Goggles Clear Anti-Fog, ₹169
  'NSSG-22': [
    10,
    10,
    [
      [50, 275],
      [100, 257],
    ],
  ], // Nilgiri Safety Goggles Chemical Splash Indirect Vent, ₹299
  'RKSG-14': [
    10,
    10,
    [
      [50, 164],
      [100, 153],
    ],
  ], // Raksha Safety Goggles Clear Anti-Fog, ₹179
  'RKSG-24': [
    10,
    10,
    [
      [50, 275],
      [100, 257],
    ],
  ], // Raksha Safety Goggles Chemical Splash Indirect Vent, ₹299
  GSSG13: [
    10,
    10,
    [
      [50, 146],
      [100, 136],
    ],
  ], // Garuda Safety Goggles Clear Anti-Fog, ₹159
  GSSG23: [
    10,
    10,
    [
      [50, 275],
      [100, 257],
    ],
  ], // Garuda Safety Goggles Chemical Splash Indirect Vent, ₹299
  'NSEM-272': [
    1,
    1,
    [
      [10, 379],
      [25, 363],
    ],
  ], // Nilgiri Ear Muffs SNR 27dB, ₹399
  'NSEM-312': [
    1,
    1,
    [
      [10, 616],
      [25, 590],
    ],
  ], // Nilgiri Ear Muffs SNR 31dB Helmet Mount, ₹649
  'RKEM-274': [
    1,
    1,
    [
      [10, 379],
      [25, 363],
    ],
  ], // Raksha Ear Muffs SNR 27dB, ₹399
  'RKEM-314': [
    1,
    1,
    [
      [10, 664],
      [25, 636],
    ],
  ], // Raksha Ear Muffs SNR 31dB Helmet Mount, ₹699
  'RKRS-14': [
    1,
    1,
    [
      [10, 664],
      [25, 643],
    ],
  ], // Raksha Half Face Respirator Single Cartridge, ₹699
  'RKRS-24': [
    1,
    1,
    [
      [10, 1139],
      [25, 1103],
    ],
  ], // Raksha Half Face Respirator Twin Cartridge, ₹1199
  'NSRS-12': [
    1,
    1,
    [
      [10, 616],
      [25, 597],
    ],
  ], // Nilgiri Half Face Respirator Single Cartridge, ₹649
  'NSRS-22': [
    1,
    1,
    [
      [10, 1091],
      [25, 1057],
    ],
  ], // Nilgiri Half Face Respirator Twin Cartridge, ₹1149
  'RKRV-14': [
    5,
    10,
    [
      [50, 137],
      [100, 126],
    ],
  ], // Raksha Reflective Safety Vest Mesh, ₹149
  'RKRV-24': [
    5,
    10,
    [
      [50, 275],
      [100, 254],
    ],
  ], // Raksha Reflective Safety Vest Zipper with Pockets, ₹299
  GSRV13: [
    5,
    10,
    [
      [50, 118],
      [100, 109],
    ],
  ], // Garuda Reflective Safety Vest Mesh, ₹129
  GSRV23: [
    5,
    10,
    [
      [50, 229],
      [100, 211],
    ],
  ], // Garuda Reflective Safety Vest Zipper with Pockets, ₹249
  MCHS135: [
    1,
    1,
    [
      [5, 575],
      [20, 551],
    ],
  ], // Mysore HSS Drill Bit Set 13 pc 1.5-6.5mm, ₹599
  MCHS195: [
    1,
    1,
    [
      [5, 1055],
      [20, 1011],
    ],
  ], // Mysore HSS Drill Bit Set 19 pc 1-10mm, ₹1099
  MCHS255: [
    1,
    1,
    [
      [5, 2879],
      [20, 2759],
    ],
  ], // Mysore HSS Drill Bit Set 25 pc 1-13mm Cobalt, ₹2999
  IPHS138: [
    1,
    1,
    [
      [5, 527],
      [20, 505],
    ],
  ], // Indus HSS Drill Bit Set 13 pc 1.5-6.5mm, ₹549
  IPHS198: [
    1,
    1,
    [
      [5, 1007],
      [20, 965],
    ],
  ], // Indus HSS Drill Bit Set 19 pc 1-10mm, ₹1049
  IPHS258: [
    1,
    1,
    [
      [5, 2687],
      [20, 2575],
    ],
  ], // Indus HSS Drill Bit Set 25 pc 1-13mm Cobalt, ₹2799
  'DHS-131': [
    1,
    1,
    [
      [5, 527],
      [20, 505],
    ],
  ], // Deccan HSS Drill Bit Set 13 pc 1.5-6.5mm, ₹549
  'DHS-191': [
    1,
    1,
    [
      [5, 911],
      [20, 873],
    ],
  ], // Deccan HSS Drill Bit Set 19 pc 1-10mm, ₹949
  'DHS-251': [
    1,
    1,
    [
      [5, 2495],
      [20, 2391],
    ],
  ], // Deccan HSS Drill Bit Set 25 pc 1-13mm Cobalt, ₹2599
  'MACW-100': [
    1,
    1,
    [
      [10, 474],
      [50, 449],
    ],
  ], // Malabar Metal Cutting Wheel 100mm x 1mm Pack of 25, ₹499
  'MACW-125': [
    1,
    1,
    [
      [10, 664],
      [50, 629],
    ],
  ], // Malabar Metal Cutting Wheel 125mm x 1.2mm Pack of 25, ₹699
  'MACW-355': [
    1,
    1,
    [
      [10, 901],
      [50, 854],
    ],
  ], // Malabar Metal Cutting Wheel 355mm Chop Saw Pack of 5, ₹949
  MCCW100: [
    1,
    1,
    [
      [10, 521],
      [50, 494],
    ],
  ], // Mysore Metal Cutting Wheel 100mm x 1mm Pack of 25, ₹549
  MCCW125: [
    1,
    1,
    [
      [10, 711],
      [50, 674],
    ],
  ], // Mysore Metal Cutting Wheel 125mm x 1.2mm Pack of 25, ₹749
  MCCW355: [
    1,
    1,
    [
      [10, 949],
      [50, 899],
    ],
  ], // Mysore Metal Cutting Wheel 355mm Chop Saw Pack of 5, ₹999
  'MAGW-106': [
    1,
    1,
    [
      [10, 521],
      [25, 499],
    ],
  ], // Malabar Depressed Centre Grinding Wheel 100mm x 6mm Pack of 10, ₹549
  'MAGW-186': [
    1,
    1,
    [
      [10, 806],
      [25, 772],
    ],
  ], // Malabar Depressed Centre Grinding Wheel 180mm x 6mm Pack of 5, ₹849
  MCGW106: [
    1,
    1,
    [
      [10, 569],
      [25, 545],
    ],
  ], // Mysore Depressed Centre Grinding Wheel 100mm x 6mm Pack of 10, ₹599
  MCGW186: [
    1,
    1,
    [
      [10, 854],
      [25, 818],
    ],
  ], // Mysore Depressed Centre Grinding Wheel 180mm x 6mm Pack of 5, ₹899
  'MAFD-604': [
    1,
    1,
    [
      [10, 798],
      [50, 755],
    ],
  ], // Malabar Zirconia Flap Disc 100mm P60 Pack of 10, ₹849
  'MAFD-804': [
    1,
    1,
    [
      [10, 798],
      [50, 755],
    ],
  ], // Malabar Zirconia Flap Disc 100mm P80 Pack of 10, ₹849
  'MAFD-404': [
    1,
    1,
    [
      [10, 1080],
      [50, 1022],
    ],
  ], // Malabar Zirconia Flap Disc 125mm P40 Pack of 10, ₹1149
  MCFD605: [
    1,
    1,
    [
      [10, 845],
      [50, 800],
    ],
  ], // Mysore Zirconia Flap Disc 100mm P60 Pack of 10, ₹899
  MCFD805: [
    1,
    1,
    [
      [10, 845],
      [50, 800],
    ],
  ], // Mysore Zirconia Flap Disc 100mm P80 Pack of 10, ₹899
  MCFD405: [
    1,
    1,
    [
      [10, 1127],
      [50, 1067],
    ],
  ], // Mysore Zirconia Flap Disc 125mm P40 Pack of 10, ₹1199
  MCHK95: [
    1,
    1,
    [
      [5, 1804],
      [10, 1747],
    ],
  ], // Mysore Bi-Metal Hole Saw Kit 9 pc 19-64mm, ₹1899
  MCHK165: [
    1,
    1,
    [
      [5, 3799],
      [10, 3679],
    ],
  ], // Mysore Bi-Metal Hole Saw Kit 16 pc 19-127mm, ₹3999
  IPHK98: [
    1,
    1,
    [
      [5, 1709],
      [10, 1655],
    ],
  ], // Indus Bi-Metal Hole Saw Kit 9 pc 19-64mm, ₹1799
  IPHK168: [
    1,
    1,
    [
      [5, 3609],
      [10, 3495],
    ],
  ], // Indus Bi-Metal Hole Saw Kit 16 pc 19-127mm, ₹3799
  MCTS312: [1, 1, [[5, 1424]]], // Mysore HSS Hand Tap Set M3-M12, ₹1499
  MCTS620: [1, 1, [[5, 3134]]], // Mysore HSS Hand Tap Set M6-M20, ₹3299
  IPTS312: [1, 1, [[5, 1329]]], // Indus HSS Hand Tap Set M3-M12, ₹1399
  IPTS620: [1, 1, [[5, 2944]]], // Indus HSS Hand Tap Set M6-M20, ₹3099
  'SHHF-300': [
    1,
    1,
    [
      [10, 281],
      [50, 263],
    ],
  ], // Sahyadri Hacksaw Frame 300mm Adjustable, ₹299
  'SHHF-301': [
    1,
    1,
    [
      [10, 610],
      [50, 571],
    ],
  ], // Sahyadri Hacksaw Frame 300mm High Tension, ₹649
  'ATHF 300': [
    1,
    1,
    [
      [10, 328],
      [50, 307],
    ],
  ], // Ajanta Hacksaw Frame 300mm Adjustable, ₹349
  'ATHF 301': [
    1,
    1,
    [
      [10, 657],
      [50, 615],
    ],
  ], // Ajanta Hacksaw Frame 300mm High Tension, ₹699
  MCHF300: [
    1,
    1,
    [
      [10, 328],
      [50, 307],
    ],
  ], // Mysore Hacksaw Frame 300mm Adjustable, ₹349
  MCHF301: [
    1,
    1,
    [
      [10, 657],
      [50, 615],
    ],
  ], // Mysore Hacksaw Frame 300mm High Tension, ₹699
  ...FASTENER_AND_BLADE_TERMS,
};

/** The product columns for a demo SKU (defaults for one not listed). */
export function demoQuantityTermsOf(sku: string) {
  const [packSize, minOrderQty, slabs] = DEMO_QUANTITY_TERMS[sku] ?? [1, 1, []];
  return {
    packSize,
    minOrderQty,
    priceSlabs: slabs.map(([min_quantity, rupees]) => ({
      min_quantity,
      price_paise: rupees * 100,
    })),
  };
}
