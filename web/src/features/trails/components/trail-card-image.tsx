import { TrailPicture, type PictureTrail } from '../../../components/trail-picture';

/** A trail card's picture: the trail's photo or its own illustration, loaded as it scrolls near. */
export function TrailCardImage({
  route,
  sizes = '(min-width: 80em) 400px, (min-width: 48em) 50vw, 100vw',
}: {
  route: PictureTrail;
  /** How wide the picture is drawn, for the browser's choice among responsive sources. */
  sizes?: string;
}) {
  return <TrailPicture route={route} sizes={sizes} />;
}
