import { useQuery } from '@tanstack/react-query';
import { Polyline } from 'react-leaflet';
import { useMayHaveTrack } from '../../../lib/track-refs';
import { trackQuery } from '../api';

/**
 * The recorded line of the trail picked on the home map (inside its Leaflet map; lazy, so it
 * loads with the map). A trail without a track draws nothing: its marker already says where it is.
 */
export default function SelectedTrackLine({ routeId }: { routeId: number }) {
  const mayHave = useMayHaveTrack(routeId);
  const { data } = useQuery({ ...trackQuery(routeId), enabled: mayHave === true });
  if (!data) return null;
  return (
    <Polyline
      positions={data.geometry.coordinates.map(([lng, lat]) => [lat, lng] as [number, number])}
      // className is read when the path is created (pathOptions are only applied as styles later).
      className="selected-track-line"
      pathOptions={{ color: '#027a48', weight: 4 }}
      interactive={false}
    />
  );
}
