import css from './route-error.module.css';

/** Last-resort screen (e.g. a page chunk failed to download after a deploy); the boundary logs the error. */
export function RouteError() {
  return (
    <div className={css.box}>
      <h1 className={css.title}>Something went wrong</h1>
      <p className={css.text}>Please reload the page. Your favourites are safe on this device.</p>
      <button type="button" className={css.reload} onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
