import { describe, expect, it } from 'vitest';
import { devicePosition, pickedLocation, positionErrorMessage, typedLocation } from './location-value';

describe('a location value', () => {
  const portland = pickedLocation({ label: 'Portland, OR, United States', latitude: 45.52, longitude: -122.68 });

  it('takes a picked city with its coordinates', () => {
    expect(portland).toEqual({ location: 'Portland, OR, United States', latitude: 45.52, longitude: -122.68 });
  });

  it('drops the coordinates once the text changes, and keeps them while it does not', () => {
    expect(typedLocation(portland, 'Portland, OR, United States')).toBe(portland);
    expect(typedLocation(portland, 'Portland, ME')).toEqual({
      location: 'Portland, ME',
      latitude: undefined,
      longitude: undefined,
    });
  });

  it("names the device's position after the nearest city, or by its coordinates", () => {
    expect(devicePosition(45.5234, -122.6762, { label: 'Portland, OR, United States' })).toEqual({
      location: 'Portland, OR, United States',
      latitude: 45.5234,
      longitude: -122.6762,
    });
    expect(devicePosition(0.1234, -140.5, null).location).toBe('Near 0.12, -140.50');
  });

  it('says what to do when the browser gives no position', () => {
    expect(positionErrorMessage(1)).toMatch(/blocked/);
    expect(positionErrorMessage(3)).toMatch(/took too long/);
    expect(positionErrorMessage(null)).toMatch(/cannot share/);
  });
});
