/**
 * What a location field holds: the text people read, and the coordinates that put it on the map. Coordinates
 * undefined mean "not known here": the server then takes the city the text names, when it names one.
 */
export type LocationValue = { location: string; latitude?: number | null; longitude?: number | null };

export type PickedPlace = { label: string; latitude: number; longitude: number };

/** Typing new text drops coordinates that belonged to the old text (a picked city, an old pin). */
export function typedLocation(current: LocationValue, text: string): LocationValue {
  if (text === current.location) return current;
  return { location: text, latitude: undefined, longitude: undefined };
}

/** A city picked from the list: its label and its coordinates. */
export function pickedLocation(place: PickedPlace): LocationValue {
  return { location: place.label, latitude: place.latitude, longitude: place.longitude };
}

/**
 * The device's position: the nearest city's name with the device's own coordinates (more exact than the city
 * centre: a wall is where its owner stands), or the coordinates themselves when no city is near.
 */
export function devicePosition(latitude: number, longitude: number, nearest: { label: string } | null): LocationValue {
  return {
    location: nearest?.label ?? `Near ${latitude.toFixed(2)}, ${longitude.toFixed(2)}`,
    latitude,
    longitude,
  };
}

/** What to tell a person whose browser did not give a position, by the GeolocationPositionError code. */
export function positionErrorMessage(code: number | null): string {
  switch (code) {
    case 1:
      return 'Location access is blocked. Allow it in your browser settings, or type your city.';
    case 2:
      return 'Your position is not available right now. Type your city instead.';
    case 3:
      return 'Finding your position took too long. Try again, or type your city.';
    default:
      return 'This browser cannot share your position. Type your city instead.';
  }
}
