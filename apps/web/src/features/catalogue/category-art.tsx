import {
  Bolt,
  Disc3,
  Droplets,
  Drill,
  Flame,
  Hammer,
  HardHat,
  Package,
  Paintbrush,
  Plug,
  Ruler,
  Wind,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** Fallback pictures by category name (store-spec.md › Screens and routes Home), first match wins; else the generic one. */
const ART: [RegExp, LucideIcon, string][] = [
  [/drill/i, Drill, 'from-amber-100 to-orange-200 dark:from-amber-950 dark:to-orange-900'],
  [
    /grind|cut|saw|abrasive|disc/i,
    Disc3,
    'from-slate-100 to-slate-300 dark:from-slate-800 dark:to-slate-700',
  ],
  [
    /weld|solder|brazing/i,
    Flame,
    'from-orange-100 to-red-200 dark:from-orange-950 dark:to-red-900',
  ],
  [
    /measur|calip|gauge|meter|level|test/i,
    Ruler,
    'from-sky-100 to-cyan-200 dark:from-sky-950 dark:to-cyan-900',
  ],
  [
    /safety|ppe|protect|glove|helmet/i,
    HardHat,
    'from-yellow-100 to-amber-200 dark:from-yellow-950 dark:to-amber-900',
  ],
  [
    /pump|water|plumb/i,
    Droplets,
    'from-blue-100 to-indigo-200 dark:from-blue-950 dark:to-indigo-900',
  ],
  [
    /compress|pneumat|air|blower/i,
    Wind,
    'from-teal-100 to-emerald-200 dark:from-teal-950 dark:to-emerald-900',
  ],
  [
    /electric|cable|wire|switch/i,
    Plug,
    'from-violet-100 to-purple-200 dark:from-violet-950 dark:to-purple-900',
  ],
  [
    /fasten|bolt|nut|screw|anchor/i,
    Bolt,
    'from-zinc-100 to-stone-300 dark:from-zinc-800 dark:to-stone-700',
  ],
  [
    /spanner|wrench|socket|hand tool|plier/i,
    Wrench,
    'from-stone-100 to-amber-100 dark:from-stone-800 dark:to-amber-950',
  ],
  [
    /hammer|chisel|demoli/i,
    Hammer,
    'from-rose-100 to-orange-100 dark:from-rose-950 dark:to-orange-950',
  ],
  [
    /paint|spray|coat/i,
    Paintbrush,
    'from-fuchsia-100 to-pink-200 dark:from-fuchsia-950 dark:to-pink-900',
  ],
  [
    /power|cordless|battery|generator/i,
    Zap,
    'from-lime-100 to-yellow-200 dark:from-lime-950 dark:to-yellow-900',
  ],
];
const GENERIC: [LucideIcon, string] = [
  Package,
  'from-slate-100 to-slate-200 dark:from-slate-800 dark:to-slate-900',
];

export function categoryArtOf(name: string): [LucideIcon, string] {
  const hit = ART.find(([re]) => re.test(name));
  return hit ? [hit[1], hit[2]] : GENERIC;
}

/** A drawn tile standing in for a category picture: a tinted gradient with the tool's icon. */
export function CategoryArt({ name }: { name: string }) {
  const [Icon, tint] = categoryArtOf(name);
  return (
    <span
      className={`absolute inset-0 flex items-center justify-center bg-gradient-to-br ${tint}`}
      data-fallback="category"
    >
      <Icon
        className="h-1/3 w-1/3 text-slate-700/80 dark:text-slate-200/80"
        strokeWidth={1.5}
        aria-hidden="true"
      />
    </span>
  );
}
