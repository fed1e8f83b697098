/**
 * A trail page's title before the site's name: "Tokai Forest MTB Trails | Mountain bike trail in
 * Western Cape". The server writes it into the page it renders (with the site's name after it, for
 * search engines and link previews) and the app sets the same when it shows the trail, so the tab's
 * title does not change as the page starts, and a trail opened inside the app reads the same.
 */
export function trailPageTitle(trail: { name: string; province: string }): string {
  return `${trail.name} | Mountain bike trail in ${trail.province}`;
}
