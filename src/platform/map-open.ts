import Taro from '@tarojs/taro';
import { markerUri, type MapMarker } from '../utils/diner/geo';

// diner app: opening a store on a map. Mini-programs have a map page of their
// own; browsers open the marker URI (spec section 7, maps link).

export async function miniOpenMap(marker: MapMarker): Promise<boolean> {
  try {
    await Taro.openLocation({
      latitude: marker.latitude,
      longitude: marker.longitude,
      name: marker.title,
      address: marker.address,
      scale: 16,
    });
    return true;
  } catch {
    return false;
  }
}

export async function h5OpenMap(marker: MapMarker): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  window.open(markerUri(marker), '_blank', 'noopener');
  return true;
}
