import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_NAME_STYLE, toNameStyle, type NameStyle } from '../../generator';
import { readValue, subscribeToDevice, writeValue, type DeviceValue } from '../../lib/device-store';

/** Where the device keeps the visitor's choice of name style. */
export const NAME_STYLE_STORAGE_KEY = 'cng:name-style';

/** The visitor's choice of name style, remembered on this device. */
const NAME_STYLE: DeviceValue<NameStyle> = {
  key: NAME_STYLE_STORAGE_KEY,
  parse: (value) => (value === 'classic' || value === 'creative' ? value : null),
};

const getSnapshot = (): NameStyle => readValue(NAME_STYLE) ?? DEFAULT_NAME_STYLE;
// The prerendered page cannot know it: the picker shows the default until hydration.
const getServerSnapshot = (): NameStyle => DEFAULT_NAME_STYLE;

/**
 * The name style the visitor chose, and a way to change it; a refused storage keeps it for this
 * visit.
 */
export function useNameStyle(): readonly [NameStyle, (style: NameStyle) => void] {
  const style = useSyncExternalStore(subscribeToDevice, getSnapshot, getServerSnapshot);
  const setStyle = useCallback((next: NameStyle) => {
    writeValue(NAME_STYLE, toNameStyle(next));
  }, []);
  return [style, setStyle];
}
