import baby from 'lucide-static/icons/baby.svg?raw';
import bookOpen from 'lucide-static/icons/book-open.svg?raw';
import briefcase from 'lucide-static/icons/briefcase.svg?raw';
import building from 'lucide-static/icons/building-2.svg?raw';
import camera from 'lucide-static/icons/camera.svg?raw';
import carFront from 'lucide-static/icons/car-front.svg?raw';
import carTaxiFront from 'lucide-static/icons/car-taxi-front.svg?raw';
import car from 'lucide-static/icons/car.svg?raw';
import codeXml from 'lucide-static/icons/code-xml.svg?raw';
import cog from 'lucide-static/icons/cog.svg?raw';
import dog from 'lucide-static/icons/dog.svg?raw';
import dumbbell from 'lucide-static/icons/dumbbell.svg?raw';
import flower from 'lucide-static/icons/flower-2.svg?raw';
import graduationCap from 'lucide-static/icons/graduation-cap.svg?raw';
import hammer from 'lucide-static/icons/hammer.svg?raw';
import handshake from 'lucide-static/icons/handshake.svg?raw';
import heartHandshake from 'lucide-static/icons/heart-handshake.svg?raw';
import house from 'lucide-static/icons/house.svg?raw';
import landPlot from 'lucide-static/icons/land-plot.svg?raw';
import laptop from 'lucide-static/icons/laptop.svg?raw';
import monitorSmartphone from 'lucide-static/icons/monitor-smartphone.svg?raw';
import motorbike from 'lucide-static/icons/motorbike.svg?raw';
import packageIcon from 'lucide-static/icons/package.svg?raw';
import paintRoller from 'lucide-static/icons/paint-roller.svg?raw';
import partyPopper from 'lucide-static/icons/party-popper.svg?raw';
import pawPrint from 'lucide-static/icons/paw-print.svg?raw';
import printer from 'lucide-static/icons/printer.svg?raw';
import refrigerator from 'lucide-static/icons/refrigerator.svg?raw';
import scale from 'lucide-static/icons/scale.svg?raw';
import scissors from 'lucide-static/icons/scissors.svg?raw';
import shirt from 'lucide-static/icons/shirt.svg?raw';
import smartphone from 'lucide-static/icons/smartphone.svg?raw';
import sofa from 'lucide-static/icons/sofa.svg?raw';
import sparkles from 'lucide-static/icons/sparkles.svg?raw';
import spool from 'lucide-static/icons/spool.svg?raw';
import sprayCan from 'lucide-static/icons/spray-can.svg?raw';
import store from 'lucide-static/icons/store.svg?raw';
import stethoscope from 'lucide-static/icons/stethoscope.svg?raw';
import tractor from 'lucide-static/icons/tractor.svg?raw';
import truck from 'lucide-static/icons/truck.svg?raw';
import tv from 'lucide-static/icons/tv.svg?raw';
import washingMachine from 'lucide-static/icons/washing-machine.svg?raw';
import watch from 'lucide-static/icons/watch.svg?raw';
import wrench from 'lucide-static/icons/wrench.svg?raw';

/** How a category's generated pictures look: a two-colour gradient (dark enough for white text) and an outline icon. */
export interface CategoryLook {
  from: string;
  to: string;
  /** A Lucide icon (24×24 outline, bundled, ISC licence). */
  icon: string;
}

/** Categories of every kind by slug (the kinds' slugs never coincide in db/seed/categories.json). */
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

  'appliance-repair': { from: '#0e7490', to: '#083344', icon: washingMachine },
  'phone-computer-repair': { from: '#4f46e5', to: '#1e1b4b', icon: monitorSmartphone },
  'construction-renovation': { from: '#d97706', to: '#451a03', icon: paintRoller },
  'plumbing-electrical': { from: '#0284c7', to: '#0c4a6e', icon: wrench },
  cleaning: { from: '#0d9488', to: '#042f2e', icon: sprayCan },
  tutoring: { from: '#7c3aed', to: '#2e1065', icon: graduationCap },
  beauty: { from: '#db2777', to: '#4a044e', icon: scissors },
  health: { from: '#059669', to: '#022c22', icon: stethoscope },
  'moving-freight': { from: '#ea580c', to: '#431407', icon: truck },
  'passenger-transport': { from: '#ca8a04', to: '#3f2d0c', icon: carTaxiFront },
  'auto-service': { from: '#dc2626', to: '#1c1917', icon: carFront },
  'it-development': { from: '#2563eb', to: '#0f172a', icon: codeXml },
  'design-printing': { from: '#c026d3', to: '#3b0764', icon: printer },
  'photo-video': { from: '#475569', to: '#020617', icon: camera },
  'weddings-events': { from: '#e11d48', to: '#4c0519', icon: partyPopper },
  'legal-accounting': { from: '#1d4ed8', to: '#172554', icon: scale },
  tailoring: { from: '#9333ea', to: '#3b0764', icon: spool },
  'nannies-caregivers': { from: '#f97316', to: '#7c2d12', icon: heartHandshake },
  'pet-services': { from: '#a16207', to: '#292524', icon: dog },
  'other-services': { from: '#0f766e', to: '#134e4a', icon: handshake },

  // Real estate (issue 38): the property types.
  flat: { from: '#0369a1', to: '#1e1b4b', icon: building },
  house: { from: '#b45309', to: '#431407', icon: house },
  land: { from: '#4d7c0f', to: '#1a2e05', icon: landPlot },
  commercial: { from: '#7c3aed', to: '#1e1b4b', icon: store },
};

export function lookOf(slug: string): CategoryLook {
  const look = CATEGORY_LOOKS[slug];
  if (!look) throw new Error(`no demo picture look for category ${slug}`);
  return look;
}
