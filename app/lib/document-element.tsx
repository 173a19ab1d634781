import { useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * The page's <html> element and its head (decision 0020).
 *
 * The server renders them with React, which moves some elements into the head as it writes it (module
 * preloads, the preload of a high-priority picture). The browser runs Preact, which hydrates in place and
 * takes the first element of the right tag for each one it expects: hydrating the head it would pair its
 * links with the wrong ones and remove the stylesheet. So in the browser Preact leaves the head's contents
 * alone: it renders the head into a detached copy, and what differs between the copy and the page's head
 * (the title, descriptions, canonical and language links after a navigation) is carried over.
 */
export function DocumentElement({ lang, head, children }: { lang: string; head: ReactNode; children: ReactNode }) {
  return import.meta.env.SSR ? (
    <html lang={lang}>
      <head>{head}</head>
      {children}
    </html>
  ) : (
    <BrowserDocument lang={lang} head={head}>
      {children}
    </BrowserDocument>
  );
}

/** Preact renders into the <html> element rather than in place of it: its children are the head and the body. */
function BrowserDocument({ lang, head, children }: { lang: string; head: ReactNode; children: ReactNode }) {
  const [copy] = useState(() => document.createElement("head"));
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    carryOver(copy, document.head);
    const observer = new MutationObserver(() => carryOver(copy, document.head));
    observer.observe(copy, { childList: true, subtree: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, [copy]);
  return (
    <>
      <head dangerouslySetInnerHTML={UNTOUCHED} />
      {createPortal(head, copy)}
      {children}
    </>
  );
}

// One object for every render, so Preact never rewrites the head's HTML either.
const UNTOUCHED = { __html: "" };

/** Elements of the head that only the server writes, or the browser adds for itself: left as they are. */
function isManaged(element: Element): boolean {
  if (element.tagName === "LINK") return !/^(modulepreload|preload)$/i.test(element.getAttribute("rel") ?? "");
  if (element.tagName === "SCRIPT") return element.getAttribute("type") === "application/ld+json";
  return element.tagName === "TITLE" || element.tagName === "META";
}

function signature(element: Element): string {
  const attributes = [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort();
  return `${element.tagName}|${attributes.join("|")}|${element.textContent ?? ""}`;
}

/** Makes the page's managed head elements those of the copy, touching only those that differ. */
function carryOver(copy: HTMLElement, target: HTMLHeadElement) {
  const wanted = new Map([...copy.children].map((element) => [signature(element), element]));
  for (const element of [...target.children]) {
    if (!isManaged(element)) continue;
    const key = signature(element);
    if (wanted.has(key)) wanted.delete(key);
    else element.remove();
  }
  for (const element of wanted.values()) if (isManaged(element)) target.append(element.cloneNode(true));
}
