import { memo } from 'react';
import L from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import { MAP_POPUP_MAX_WIDTH, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import type { TrailMarker as TrailMarkerData } from '../map-view';
import { markerIcon, markerTitle } from '../marker-icons';
import { TrailPopup } from './trail-popup';

/**
 * An opened popup is panned clear of the top controls (the zoom buttons side by side and "Show my
 * location": 10 px margin, 44 px buttons and their border reach 58 px down), so none of it hides
 * under them, and a 384 px map still has room for the popup above its marker.
 */
const POPUP_PADDING_TOP_LEFT: L.PointTuple = [8, 66];

/**
 * One trail's marker (coloured by difficulty, marked with the manager's status) and its popup.
 * Memoised: an open popup whose content renders again is re-laid out and panned into view by
 * Leaflet, and the pan moved the map, which rendered the markers again: while a popup was open
 * the map updated without end and the app could not leave the page.
 */
export const TrailMarker = memo(function TrailMarker({
  marker: { route, position },
  status,
  onSelect,
}: {
  marker: TrailMarkerData;
  status?: AdminStatusKind;
  onSelect: (routeId: number, open: boolean) => void;
}) {
  return (
    <Marker
      position={[position[0], position[1]]}
      icon={markerIcon(route.difficulty, status)}
      title={markerTitle(route.name, status)}
      alt={markerTitle(route.name, status)}
      eventHandlers={{
        popupopen: () => onSelect(route.id, true),
        popupclose: () => onSelect(route.id, false),
      }}
    >
      <Popup maxWidth={MAP_POPUP_MAX_WIDTH} autoPanPaddingTopLeft={POPUP_PADDING_TOP_LEFT}>
        <TrailPopup route={route} status={status} />
      </Popup>
    </Marker>
  );
});
