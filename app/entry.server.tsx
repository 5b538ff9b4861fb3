import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Renders a page for prerendering, the only time this runs (`ssr: false`). The page is written in
 * document order once every part is ready, so each `<HydrationUnit>` boundary stays in the HTML
 * where its content is: by default React moves a large boundary's content to the end of the page
 * behind an inline script that puts it back, which a reader without JavaScript never sees.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let renderError: unknown = null;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        renderError ??= error;
      },
    },
  );
  await body.allReady;
  // A part that failed would be left to the browser to render: a build defect, not a page.
  if (renderError) throw renderError;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
