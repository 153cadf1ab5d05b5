// Distances to stores and the maps link (spec sections 6 and 7).

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A store's position, or null when the store has none (0, 0). */
export function storePoint(profile: { latitude: number; longitude: number } | undefined): GeoPoint | null {
  if (!profile || (profile.latitude === 0 && profile.longitude === 0)) return null;
  return { latitude: profile.latitude, longitude: profile.longitude };
}

/** '850 m' under a kilometre, '1.2 km' under 100 km, else '123 km'. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.max(1, Math.round(meters / 10) * 10)} m`;
  const km = meters / 1000;
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

export interface MapMarker extends GeoPoint {
  title: string;
  address: string;
  phone?: string;
}

/**
 * The marker URI a browser opens (a map page with a pin, its title and
 * address, and the phone when there is one). Mini-programs open their own
 * map instead (platform.openMap).
 */
export function markerUri(marker: MapMarker): string {
  const params = [
    `position=${marker.longitude},${marker.latitude}`,
    `name=${encodeURIComponent(marker.title)}`,
    `src=${encodeURIComponent('feastbook')}`,
    `callnative=0`,
    `address=${encodeURIComponent(marker.address)}`,
  ];
  if (marker.phone) params.push(`tel=${encodeURIComponent(marker.phone)}`);
  return `https://uri.amap.com/marker?${params.join('&')}`;
}
