import type { FacilityKey } from '@trailfinder/shared-types/rules';
import {
  Coffee,
  Cog,
  Droplets,
  ShowerHead,
  SquareParking,
  Store,
  Toilet,
  UtensilsCrossed,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export const FACILITY_ICONS: Record<FacilityKey, LucideIcon> = {
  coffeeShop: Coffee,
  restaurant: UtensilsCrossed,
  toilets: Toilet,
  parking: SquareParking,
  bikeRepairShop: Wrench,
  mechanicalStation: Cog,
  washBay: Droplets,
  bikeShop: Store,
  showers: ShowerHead,
};
