import type { DemoLoadType, DemoVehicle } from './demo-state';

/** The demo's fixed lists: vehicles and load types for the dropdowns, and the words of its data. */

export const VEHICLES: DemoVehicle[] = [
  { id: 1, name: 'Motorbike courier', typeLabel: 'Motorbike', loadCapacity: 25 },
  { id: 2, name: 'Small van', typeLabel: 'Small van', loadCapacity: 600 },
  { id: 3, name: 'Medium van', typeLabel: 'Medium van', loadCapacity: 1200 },
  { id: 4, name: 'Luton van with tail lift', typeLabel: 'Luton van', loadCapacity: 1000 },
  { id: 5, name: '7.5 tonne truck', typeLabel: 'Rigid truck', loadCapacity: 2800 },
  { id: 6, name: '18 tonne rigid', typeLabel: 'Rigid truck', loadCapacity: 9000 },
  { id: 7, name: 'Articulated lorry (44 t)', typeLabel: 'Articulated lorry', loadCapacity: 26000 },
  { id: 8, name: 'Refrigerated van', typeLabel: 'Refrigerated van', loadCapacity: 900 },
];

export const LOAD_TYPES: DemoLoadType[] = [
  { id: 1, name: 'Parcels' },
  { id: 2, name: 'Pallets' },
  { id: 3, name: 'Furniture' },
  { id: 4, name: 'Building materials' },
  { id: 5, name: 'Machinery' },
  { id: 6, name: 'Chilled food' },
  { id: 7, name: 'Documents' },
  { id: 8, name: 'Fragile goods' },
];

export const DRIVER_NAMES = [
  'Tom Hughes', 'Priya Patel', 'Gareth Evans', 'Aisha Khan', 'Callum MacLeod', 'Sophie Turner',
  'Daniel Okafor', 'Megan Price', 'Liam Byrne', 'Hannah Clarke', 'Rhys Morgan', 'Chloe Walsh',
  'Mohammed Ali', 'Jack Robinson',
];
export const COMPANY_NAMES = [
  'Pennine Express Couriers', 'Severn Valley Haulage', 'Capital City Logistics', 'Northern Star Freight',
  'Thames Gateway Transport', 'Highland Road Haulage', 'Midlands Same Day', 'Channel Coast Carriers',
  'Red Rose Distribution', 'Clyde & Forth Logistics',
];
/**
 * More carriers, so that one seeded load can draw 55 bids from distinct carriers (one bid per
 * carrier and load, as on the real marketplace).
 */
export const MORE_DRIVER_NAMES = [
  'Amelia Wright', 'Oliver Bennett', 'Isla Fraser', 'George Lewis', 'Ava Mitchell', 'Harry Doyle',
  'Mia Rahman', 'Noah Campbell', 'Grace Kelly', 'Jacob Shaw', 'Freya Lloyd', 'Oscar Nwosu',
  'Lily Chapman', 'Charlie Reid', 'Ella Jenkins', 'Alfie Moore', 'Evie Sinclair', 'Leo Kowalski',
  'Ruby Dunn', 'Arthur Pugh', 'Zara Hussain', 'Ethan Gill', 'Nadia Begum', 'Kwame Mensah',
  'Siobhan Quinn', 'Owen Griffiths', 'Maisie Hart', 'Ravi Sharma', 'Erin McCann', 'Joseph Adeyemi',
];
export const MORE_COMPANY_NAMES = [
  'Humber Bridge Freight', 'Cotswold Couriers', 'Solent Same Day', 'Peak District Deliveries',
  'Tyne Valley Transport', 'Fenland Logistics', 'Chiltern Carriers', 'Wessex Van Lines',
  'Mersey Express Freight', 'Dales Haulage', 'Cambrian Road Freight', 'Lothian Couriers',
  'Ulster Link Logistics', 'Medway Movers', 'Black Country Haulage', 'Norfolk Broads Transport',
  'Exmoor Express', 'Trent Valley Logistics', 'Lakeland Carriers', 'Forth Valley Freight',
];
export const STREETS = [
  'High Street', 'Station Road', 'Church Lane', 'Mill Lane', 'Victoria Road', 'Park Road', 'London Road',
  'Queen Street', 'King Street', 'Riverside Business Park', 'Canal Road', 'Enterprise Way',
  'Trafalgar Industrial Estate', 'Albert Street', 'Manor Road', 'Harbour Road',
];
export const INSTRUCTIONS = [
  'Tail lift needed at delivery. Goods-in closes at 16:00.',
  'Call the site manager 30 minutes before arrival.',
  'Fragile: keep upright, do not stack.',
  'Loading bay at the rear of the building; ask at reception.',
  'Pallets are shrink-wrapped; a pallet truck is available on site.',
  'Residential delivery, two-person lift.',
  '',
  'Keep between 2 °C and 5 °C.',
];
export const BID_NOTES = [
  'Can collect an hour early if that helps.',
  'Tail lift van, two-person crew.',
  'Fully insured up to £50,000 goods in transit.',
  'Returning empty from that area, happy to help.',
  null,
  null,
  'Price includes waiting time up to 45 minutes.',
  null,
];
export const CANCEL_REASONS = ['Customer postponed the order.', 'Goods not ready at collection.'];
