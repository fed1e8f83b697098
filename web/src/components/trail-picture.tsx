import { useCallback, useMemo, useState } from 'react';
import type { Trail } from '@trailfinder/shared-types';
import { uploadedImageSize } from '@trailfinder/shared-types/rules';
import {
  drawTrailIllustration,
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_WIDTH,
  illustrationAlt,
  illustrationDataUri,
  illustrationUrl,
} from '../lib/trail-illustration';
import css from './trail-picture.module.css';

export type PictureTrail = Pick<
  Trail,
  'id' | 'name' | 'imageUrl' | 'difficulty' | 'province' | 'features' | 'surface' | 'elevation' | 'distance'
>;

interface Props {
  route: PictureTrail;
  /** How wide the picture is drawn, for the browser's choice of source. */
  sizes: string;
  /** Above the fold (the trail page's hero) loads at once; cards wait until they scroll near. */
  priority?: boolean;
}

/**
 * Whether a picture had already failed when the page's code reached it. A server-painted `<img>`
 * starts loading before the app's code has run; React attaches `onError` as it hydrates and does
 * not send an error the browser reported before then, so such a picture would stay a broken-image
 * box. A picture still waiting (lazy, not yet near) is not `complete`.
 */
const failedAlready = (img: HTMLImageElement | null): boolean => img !== null && img.complete && img.naturalWidth === 0;

/**
 * A trail's picture, filling its box: the photo the admin uploaded (or linked), else an
 * illustration drawn from the trail's facts. Width and height are always set, so the box never
 * jumps; a photo that fails to load gives way to the illustration.
 *
 * The illustration of a picture that loads as it scrolls near (the list's 80 cards) is the server's
 * SVG file of the same drawing: the page carries its address, not the drawing, and only the
 * pictures a rider scrolls to are fetched (the service worker keeps them). Where that file cannot
 * be had (offline, never seen), and where the picture opens the page (`priority`), the page draws it.
 */
export function TrailPicture({ route, sizes, priority = false }: Props) {
  const [failed, setFailed] = useState(false);
  const [fileFailed, setFileFailed] = useState(false);
  const photoRef = useCallback((img: HTMLImageElement | null) => {
    if (failedAlready(img)) setFailed(true);
  }, []);
  const fileRef = useCallback((img: HTMLImageElement | null) => {
    if (failedAlready(img)) setFileFailed(true);
  }, []);
  const drawHere = priority || fileFailed;
  const art = useMemo(
    () => (drawHere ? drawTrailIllustration(route) : null),
    // The fields the drawing reads: a new object with the same facts draws nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      drawHere,
      route.id,
      route.name,
      route.difficulty,
      route.province,
      route.features,
      route.surface,
      route.elevation,
      route.distance,
    ],
  );
  const loading = priority ? 'eager' : 'lazy';
  const common = {
    className: css.picture,
    loading,
    decoding: 'async',
    fetchPriority: priority ? 'high' : undefined,
  } as const;

  if (route.imageUrl && !failed) {
    // An uploaded picture's address carries its pixel size: the browser gets an honest srcset.
    const size = uploadedImageSize(route.imageUrl);
    return (
      <img
        {...common}
        src={route.imageUrl}
        srcSet={size ? `${route.imageUrl} ${size.width}w` : undefined}
        sizes={sizes}
        width={size?.width ?? ILLUSTRATION_WIDTH}
        height={size?.height ?? ILLUSTRATION_HEIGHT}
        alt={`Photo of ${route.name}`}
        data-picture="photo"
        ref={photoRef}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <img
      {...common}
      src={art ? illustrationDataUri(art.svg) : illustrationUrl(route)}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      alt={art ? art.alt : illustrationAlt(route)}
      data-picture="illustration"
      ref={art ? undefined : fileRef}
      onError={art ? undefined : () => setFileFailed(true)}
    />
  );
}
