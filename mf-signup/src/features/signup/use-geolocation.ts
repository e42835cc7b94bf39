import { useCallback, useEffect, useState } from 'react';
import { api, type GeocodeResult } from '@dating/shared';

/** Spec section 4: unsupported, unknown, or the browser's permission state. */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState;

export type LocateResult = { ok: true; place: GeocodeResult } | { ok: false; reason: 'denied' | 'failed' };

const CACHE_KEY = 'mf-signup.geocode';
const CACHE_MS = 3600_000;

function cached(): GeocodeResult | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(CACHE_KEY) ?? 'null') as {
      at: number;
      place: GeocodeResult;
    } | null;
    return entry && Date.now() - entry.at < CACHE_MS ? entry.place : null;
  } catch {
    return null;
  }
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: CACHE_MS,
    }),
  );
}

/** The browser's location as a city, through `/api/geocode.php`; the answer is kept for an hour. */
export function useGeolocation() {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [permission, setPermission] = useState<GeolocationPermission>(supported ? 'unknown' : 'unsupported');

  useEffect(() => {
    if (!supported || !navigator.permissions?.query) return;
    let status: PermissionStatus | null = null;
    const update = () => status && setPermission(status.state);
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((result) => {
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => setPermission('unknown'));
    return () => status?.removeEventListener('change', update);
  }, [supported]);

  const locate = useCallback(async (): Promise<LocateResult> => {
    const known = cached();
    if (known) return { ok: true, place: known };
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      const denied = (error as GeolocationPositionError).code === 1;
      if (denied) setPermission('denied');
      return { ok: false, reason: denied ? 'denied' : 'failed' };
    }
    try {
      const place = await api.get('/api/geocode.php', {
        query: { lat: position.coords.latitude, lon: position.coords.longitude },
      });
      sessionStorage.setItem(CACHE_KEY, JSON.stringify({ at: Date.now(), place }));
      return { ok: true, place };
    } catch {
      return { ok: false, reason: 'failed' };
    }
  }, []);

  return { permission, locate };
}
