/** Why a feed could not be read: the message goes to the log. */
export class FeedFetchError extends Error {}

export interface FetchFeedOptions {
  timeoutMs: number;
  /** Aborts the request early (the app is closing). */
  signal?: AbortSignal;
  maxBytes?: number;
  userAgent: string;
}

const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

function charsetOf(contentType: string | null, head: string): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  const fromXml = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1];
  const label = (fromHeader ?? fromXml ?? 'utf-8').toLowerCase();
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return 'utf-8';
  }
}

/**
 * GETs a feed and returns its text. One deadline covers connecting, the headers and the whole body,
 * so a server that never answers, or answers and then stalls, costs at most `timeoutMs`.
 * Non-2xx answers and bodies over `maxBytes` are errors.
 */
export async function fetchFeed(url: string, opts: FetchFeedOptions): Promise<string> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([deadline, opts.signal]) : deadline;
  try {
    const res = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: {
        'user-agent': opts.userAgent,
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      },
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new FeedFetchError(`HTTP ${res.status}`);
    }
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
      await res.body?.cancel().catch(() => {});
      throw new FeedFetchError(`larger than ${maxBytes} bytes`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (res.body) {
      for await (const chunk of res.body) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new FeedFetchError(`larger than ${maxBytes} bytes`);
        chunks.push(chunk);
      }
    }
    const bytes = Buffer.concat(chunks);
    const head = bytes.subarray(0, 200).toString('latin1');
    return new TextDecoder(charsetOf(res.headers.get('content-type'), head)).decode(bytes);
  } catch (err) {
    if (err instanceof FeedFetchError) throw err;
    if (deadline.aborted) throw new FeedFetchError(`no answer within ${opts.timeoutMs} ms`);
    if (opts.signal?.aborted) throw new FeedFetchError('cancelled');
    const cause = (err as Error & { cause?: Error }).cause;
    throw new FeedFetchError(cause?.message ?? (err as Error).message);
  }
}
