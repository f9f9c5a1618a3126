/** A place in the built-in UK gazetteer: a city, a town or a well-known postcode district. */
export interface GazetteerPlace {
  readonly name: string;
  readonly kind: 'city' | 'town' | 'postcode-district';
  /** County or region, used as the address's stateName. */
  readonly county: string;
  /** Outward code, e.g. 'M1', 'LS1', 'EH1'. */
  readonly postcodeDistrict: string;
  readonly lat: number;
  readonly lng: number;
  /** For postcode districts: the city or town the district belongs to (the address's cityName). */
  readonly town?: string;
}

type Kind = GazetteerPlace['kind'];

/** One gazetteer entry, written on one line in the tables. */
export const place = (
  name: string,
  kind: Kind,
  county: string,
  postcodeDistrict: string,
  lat: number,
  lng: number,
  town?: string,
): GazetteerPlace =>
  town === undefined
    ? { name, kind, county, postcodeDistrict, lat, lng }
    : { name, kind, county, postcodeDistrict, lat, lng, town };
