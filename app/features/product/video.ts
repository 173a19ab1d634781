/**
 * The YouTube video id of a watch, short, embed or youtu.be link; null for anything else, so that no
 * other host can ever end up in the player's iframe.
 */
export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = parsed.pathname.split("/")[1];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parsed.pathname === "/watch") id = parsed.searchParams.get("v");
    else {
      const match = /^\/(embed|shorts|live|v)\/([^/]+)/.exec(parsed.pathname);
      id = match?.[2];
    }
  }
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}

/** The privacy-enhanced player, loaded only after the shopper asks for the video. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}
