/** The shapes of the demo catalogue's data (catalogue-data.ts, catalogue-fasteners.ts). */

export interface CategoryDef {
  slug: string;
  name: string;
  description: string;
  /** Picture of the category tile (see art/categories.ts). */
  art: string;
}

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
