import baby from 'lucide-static/icons/baby.svg?raw';
import bookOpen from 'lucide-static/icons/book-open.svg?raw';
import briefcase from 'lucide-static/icons/briefcase.svg?raw';
import car from 'lucide-static/icons/car.svg?raw';
import cog from 'lucide-static/icons/cog.svg?raw';
import dumbbell from 'lucide-static/icons/dumbbell.svg?raw';
import flower from 'lucide-static/icons/flower-2.svg?raw';
import hammer from 'lucide-static/icons/hammer.svg?raw';
import laptop from 'lucide-static/icons/laptop.svg?raw';
import motorbike from 'lucide-static/icons/motorbike.svg?raw';
import packageIcon from 'lucide-static/icons/package.svg?raw';
import pawPrint from 'lucide-static/icons/paw-print.svg?raw';
import refrigerator from 'lucide-static/icons/refrigerator.svg?raw';
import shirt from 'lucide-static/icons/shirt.svg?raw';
import smartphone from 'lucide-static/icons/smartphone.svg?raw';
import sofa from 'lucide-static/icons/sofa.svg?raw';
import sparkles from 'lucide-static/icons/sparkles.svg?raw';
import tractor from 'lucide-static/icons/tractor.svg?raw';
import tv from 'lucide-static/icons/tv.svg?raw';
import watch from 'lucide-static/icons/watch.svg?raw';

/** How a category's generated pictures look: a two-colour gradient (dark enough for white text) and an outline icon. */
export interface CategoryLook {
  from: string;
  to: string;
  /** A Lucide icon (24×24 outline, bundled, ISC licence). */
  icon: string;
}

/** Product categories by slug; service categories get their looks here when services arrive. */
export const CATEGORY_LOOKS: Record<string, CategoryLook> = {
  phones: { from: '#2563eb', to: '#1e1b4b', icon: smartphone },
  computers: { from: '#475569', to: '#0f172a', icon: laptop },
  electronics: { from: '#7c3aed', to: '#2e1065', icon: tv },
  'home-appliances': { from: '#0891b2', to: '#164e63', icon: refrigerator },
  furniture: { from: '#b45309', to: '#451a03', icon: sofa },
  'home-garden': { from: '#16a34a', to: '#14532d', icon: flower },
  'building-materials': { from: '#ea580c', to: '#7c2d12', icon: hammer },
  'clothing-shoes': { from: '#db2777', to: '#500724', icon: shirt },
  'watches-jewellery': { from: '#ca8a04', to: '#422006', icon: watch },
  kids: { from: '#f97316', to: '#9d174d', icon: baby },
  cars: { from: '#dc2626', to: '#450a0a', icon: car },
  'auto-parts': { from: '#52525b', to: '#18181b', icon: cog },
  motorcycles: { from: '#e11d48', to: '#1e293b', icon: motorbike },
  'sports-leisure': { from: '#059669', to: '#064e3b', icon: dumbbell },
  'hobbies-books': { from: '#9333ea', to: '#3b0764', icon: bookOpen },
  animals: { from: '#a16207', to: '#3f2d0c', icon: pawPrint },
  'beauty-health': { from: '#c026d3', to: '#4a044e', icon: sparkles },
  agriculture: { from: '#65a30d', to: '#1a2e05', icon: tractor },
  'business-equipment': { from: '#0369a1', to: '#082f49', icon: briefcase },
  other: { from: '#0d9488', to: '#134e4a', icon: packageIcon },
};

export function lookOf(slug: string): CategoryLook {
  const look = CATEGORY_LOOKS[slug];
  if (!look) throw new Error(`no demo picture look for category ${slug}`);
  return look;
}
